import { spawn, type ChildProcess } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { processDatabase } from './processes.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * `npm run worker` processes on a database of their own, for the tests that kill a worker mid-run
 * (worker-crash, alerts-worker-crash): only against a PostgreSQL server (TEST_DATABASE_URL), since
 * the worker and the test each open the database. The database and data folder are dropped by
 * `cleanUp` (KEEP_TEST_DB=1 keeps the database to look at).
 */
export function workerProcesses(adminUrl: string | undefined, name: string, appPort: number) {
  const { dataDir, databaseUrl, createDatabase, dropDatabase } = processDatabase(adminUrl, name)
  const env = {
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    AUTH_SECRET: `${name}-secret`.padEnd(40, 'w'),
    APP_URL: `http://127.0.0.1:${appPort}`,
    NODE_ENV: 'production',
    JOBS_SUPERVISE_SECONDS: '2',
    SEED_GRANTS: '0',
  }
  const workers: ChildProcess[] = []
  return {
    dataDir,
    env,
    createDatabase,
    async cleanUp() {
      for (const w of workers) w.kill('SIGKILL')
      await dropDatabase()
    },
    /** Starts a worker; its output is kept to show when a test fails. */
    start() {
      const worker = spawn(process.execPath, [path.join(root, 'scripts/worker.ts')], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      workers.push(worker)
      let output = ''
      worker.stdout!.on('data', (d: Buffer) => (output += d))
      worker.stderr!.on('data', (d: Buffer) => (output += d))
      return { worker, output: () => output }
    },
    /** The outbox's emails whose idempotency key starts with `kind` (file names begin `k-{key}`). */
    outboxFiles(kind: string) {
      try {
        return readdirSync(path.join(dataDir, 'outbox')).filter((f) => f.startsWith(`k-${kind}`) && f.endsWith('.json'))
      } catch {
        return []
      }
    },
  }
}
