/**
 * Start-up: how long `node server/start.ts` takes until it says it is running, and a database command
 * of the CLI (`migrate` on a migrated database) until it exits, with the modules each process loads.
 * Every browser test file starts its own server and many tests run the CLI, so this time is paid
 * dozens of times per CI run, and again on every deploy. `npm run bench -- --only start-up` runs it
 * on the embedded database (a migrated data folder, no demo grants, background jobs off) and
 * replaces its section of bench/README.md. The app is built first (start.ts would otherwise build it).
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { buildApp, percentile, replaceReadmeSection, root } from './support.ts'

export const START_UP_HEADING = '## Start-up: the server and the command line'

const RUNS = 5
const PORT = 3931
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret'

/** A module hook that counts the modules a process loads and prints the count as it exits. */
const COUNT_MODULES = `data:text/javascript,${encodeURIComponent(
  "import { registerHooks } from 'node:module'; let n = 0; registerHooks({ load(url, context, next) { n++; return next(url, context) } }); process.on('exit', () => process.stderr.write('modules loaded: ' + n + '\\n'))",
)}`

type Run = { ms: number; modules: number }

function env(dataDir: string): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED_GRANTS: '0',
    JOBS: 'off',
    PORT: String(PORT),
    APP_URL: `http://127.0.0.1:${PORT}`,
    AUTH_SECRET,
    NODE_COMPILE_CACHE: path.join(tmpdir(), 'harambee-compile-cache'),
  }
}

const modulesIn = (output: string) => Number(/modules loaded: (\d+)/.exec(output)?.[1] ?? Number.NaN)

/** The CLI's `migrate`, spawned and waited for. */
function cliMigrate(dataDir: string): Run {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', COUNT_MODULES, path.join(root, 'scripts/cli.ts'), 'migrate'], { env: env(dataDir), encoding: 'utf8' })
  const ms = performance.now() - started
  if (result.status !== 0) throw new Error(`cli migrate failed:\n${result.stderr}`)
  return { ms, modules: modulesIn(result.stderr) }
}

/** The server, from spawn until it prints that it is running; then stopped, and its module count read as it exits. */
function serverStart(dataDir: string): Promise<Run> {
  return new Promise((resolve, reject) => {
    const started = performance.now()
    const child = spawn(process.execPath, ['--import', COUNT_MODULES, path.join(root, 'server/start.ts')], { env: env(dataDir), stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    let ms = 0
    const onData = (chunk: Buffer) => {
      output += chunk
      if (!ms && output.includes('is running on')) {
        ms = performance.now() - started
        child.kill('SIGTERM')
      }
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    child.on('exit', () => (ms ? resolve({ ms, modules: modulesIn(output) }) : reject(new Error(`The server exited before it ran:\n${output}`))))
  })
}

export async function runStartUpBench() {
  buildApp()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-start-up-'))
  try {
    // The first command migrates the new folder and fills the compile cache: not counted.
    cliMigrate(dataDir)
    const load = loadavg()[0]
    const cli: Run[] = []
    const server: Run[] = []
    // Alternated, so a change in the machine's load touches both alike.
    for (let i = 0; i < RUNS; i++) {
      cli.push(cliMigrate(dataDir))
      server.push(await serverStart(dataDir))
    }
    return { cli: summary(cli), server: summary(server), load }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

function summary(runs: Run[]) {
  const ms = runs.map((r) => r.ms).sort((a, b) => a - b)
  return { median: percentile(ms, 50), fastest: ms[0], slowest: ms[ms.length - 1], modules: runs[0].modules }
}

export function startUpSection(r: Awaited<ReturnType<typeof runStartUpBench>>): string[] {
  const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`
  const row = (name: string, x: ReturnType<typeof summary>) => `| ${name} | ${s(x.median)} | ${s(x.fastest)} – ${s(x.slowest)} | ${x.modules.toLocaleString('en-US')} |`
  return [
    START_UP_HEADING,
    '',
    `Last run: ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC; \`npm run bench -- --only start-up\`: ${RUNS} starts of each, alternated, on a migrated embedded database (no demo grants, background jobs off), the compile cache warm. Load average (1 min) at the start: ${r.load.toFixed(1)}.`,
    '',
    '| process | median | fastest – slowest | modules loaded |',
    '|---|---|---|---|',
    row('`node server/start.ts`, until "is running on"', r.server),
    row('`node scripts/cli.ts migrate`, until it exits', r.cli),
  ]
}

/** `npm run bench -- --only start-up`: start-up alone, its section of bench/README.md replaced in place. */
export async function startUpOnly() {
  const result = await runStartUpBench()
  console.log('Start-up:', result)
  replaceReadmeSection(START_UP_HEADING, startUpSection(result))
}
