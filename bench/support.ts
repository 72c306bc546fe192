/**
 * What the benches share: the bench database's address, building the app and starting the
 * production server against it, one HTTP request timed with the app's Server-Timing, a process's
 * CPU time and a percentile, and the sections of bench/README.md.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { type IncomingHttpHeaders, request } from 'node:http'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')
/** The PostgreSQL server of the bench database (BENCH_DATABASE_URL), without a database name. */
export const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432'
/** BENCH_DATABASE_NAME lets two checkouts bench side by side without rebuilding each other's database. */
export const dbName = process.env.BENCH_DATABASE_NAME ?? 'harambee_bench'
/** How many grants the bench database holds (BENCH_GRANTS). */
export const GRANTS = Number(process.env.BENCH_GRANTS ?? 100_000)

/** `react-router build`, quietly: the server started below serves the build. */
export function buildApp() {
  execFileSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], { cwd: root, stdio: 'ignore' })
}

/**
 * The production server (server/start.ts) on 127.0.0.1:`port` against `databaseUrl` (null: the
 * embedded database, in the data folder), with a data folder of its own (harambee-`name`-…, or
 * `dataDir` when the bench prepared one; removed when it exits) and `env` on top; resolves once it
 * is running.
 */
export async function startServer(
  port: number,
  databaseUrl: string | null,
  name: string,
  env: Record<string, string> = {},
  dataDir = mkdtempSync(path.join(tmpdir(), `harambee-${name}-`)),
): Promise<ChildProcess> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, [path.join(root, 'server/start.ts')], {
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      AUTH_SECRET: 'bench-secret-bench-secret-bench-secret',
      SEED_GRANTS: '0',
      NODE_ENV: 'production',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    let out = ''
    child.stdout!.on('data', (d: Buffer) => {
      out += d
      if (out.includes('is running on')) resolve()
    })
    child.on('exit', (code) => reject(new Error(`server exited with ${code}: ${out}`)))
  })
  child.on('exit', () => rmSync(dataDir, { recursive: true, force: true }))
  return child
}

/**
 * One HTTP request: its status and body, the full response's time (`ms`) and the app's own time
 * from its Server-Timing header (`serverMs`, NaN without one).
 */
export function httpRequest(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer; ms: number; serverMs: number }> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint()
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers ?? {} }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      const serverMs = Number(String(res.headers['server-timing'] ?? '').match(/dur=([\d.]+)/)?.[1] ?? Number.NaN)
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks), ms: Number(process.hrtime.bigint() - started) / 1e6, serverMs }))
    })
    req.on('error', reject)
    req.end(options.body)
  })
}

/** CPU seconds (user and system) a process has used, from /proc (Linux); null elsewhere. */
export function cpuSeconds(pid: number): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** The p-th percentile (0–100) of numbers sorted in ascending order (nearest rank). */
export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Where bench/README.md's notes written by hand begin: every run keeps what follows. */
export const NOTES_MARKER = '<!-- Notes below are written by hand; bench/run.ts keeps them. -->'

/** A section of the last run's README, kept as it was (a bench that did not run this time). */
export function keptSection(heading: string, previous: string): string[] {
  const at = previous.indexOf(heading)
  if (at < 0) return []
  const rest = previous.slice(at)
  const end = rest.slice(heading.length).search(/\n## |\n<!-- /)
  return [...(end < 0 ? rest : rest.slice(0, heading.length + end)).trimEnd().split('\n'), '']
}

/**
 * One bench run alone (`npm run bench -- --only …`): its section (`lines`, under `heading`) of
 * bench/README.md replaced in place, or added before the notes (or at the end) when missing.
 */
export function replaceReadmeSection(heading: string, lines: string[]) {
  const readme = path.join(root, 'bench/README.md')
  const previous = readFileSync(readme, 'utf8')
  const section = lines.join('\n').trimEnd()
  const kept = keptSection(heading, previous).join('\n').trimEnd()
  const marker = previous.indexOf(NOTES_MARKER)
  const next = kept ? previous.replace(kept, section) : marker >= 0 ? `${previous.slice(0, marker)}${section}\n\n${previous.slice(marker)}` : `${previous.trimEnd()}\n\n${section}\n`
  writeFileSync(readme, next)
  console.log('Results written to bench/README.md')
}
