import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createDatabase, runTemplate } from './database-template.ts'

const root = path.resolve(import.meta.dirname, '../..')

/**
 * `count` different TCP ports on 127.0.0.1 that nothing listens on right now. The probes stay open
 * until every port is chosen: a port closed and asked for again at once can be handed out twice, and
 * two servers of one test then meet on it ("already in use").
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<ReturnType<typeof createServer>>((resolve) => {
          const probe = createServer().listen(0, '127.0.0.1', () => resolve(probe))
        }),
    ),
  )
  const ports = probes.map((probe) => (probe.address() as { port: number }).port)
  await Promise.all(probes.map((probe) => new Promise((resolve) => probe.close(resolve))))
  return ports
}

/**
 * A PostgreSQL database and a data folder of their own (the name's dashes become underscores in
 * the database's), for tests whose processes each open the database: only against a PostgreSQL
 * server (TEST_DATABASE_URL). `dropDatabase` drops the database (KEEP_TEST_DB=1 keeps it to look
 * at) and removes the data folder.
 */
export function processDatabase(adminUrl: string | undefined, name: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), `harambee-${name}-`))
  const dbName = `harambee_${name.replace(/-/g, '_')}_${randomBytes(5).toString('hex')}`
  const databaseUrl = adminUrl ? Object.assign(new URL(adminUrl), { pathname: `/${dbName}` }).toString() : ''
  const admin = async (query: string) => {
    const client = new pg.Client({ connectionString: adminUrl })
    await client.connect()
    await client.query(query)
    await client.end()
  }
  return {
    dataDir,
    databaseUrl,
    /** The database, copied from the run's template (migrated once) when there is one. */
    createDatabase: () => createDatabase(adminUrl!, dbName, runTemplate().postgresName),
    async dropDatabase() {
      if (!process.env.KEEP_TEST_DB) await admin(`drop database if exists ${dbName} with (force)`)
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Separate app processes (web servers, workers) on a processDatabase: `stop` ends the processes;
 * `dropDatabase` then drops the database and the data folder.
 */
export function appProcesses(adminUrl: string | undefined, name: string) {
  /** In the order they were started; each one's output is kept to show when a test fails. */
  const processes: Array<{ child: ChildProcess; output: () => string }> = []
  return {
    ...processDatabase(adminUrl, name),
    processes,
    /** Starts `script` (from the repository's root) with `env`; resolves once its output shows `ready`. */
    start(script: string, env: Record<string, string>, ready: string) {
      const child = spawn(process.execPath, [path.join(root, script)], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      let output = ''
      processes.push({ child, output: () => output })
      return new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`${script} did not start:\n${output}`)), 90_000)
        const onData = (chunk: Buffer) => {
          output += chunk
          if (output.includes(ready)) {
            clearTimeout(timer)
            resolve()
          }
        }
        child.stdout!.on('data', onData)
        child.stderr!.on('data', onData)
        child.on('exit', (code) => reject(new Error(`${script} exited with ${code}:\n${output}`)))
      })
    },
    /** Asks every process still running to end (SIGTERM), and waits until they have. */
    async stop() {
      for (const { child } of processes) if (child.exitCode === null) child.kill('SIGTERM')
      await Promise.all(processes.map(({ child }) => (child.exitCode === null ? new Promise((r) => child.on('exit', r)) : null)))
    },
  }
}
