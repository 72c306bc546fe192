/**
 * Benchmarks, run with `npm run bench` (results go to bench/README.md and bench/.results/):
 * 1. /discover with a text query and a filter over 100,000 grants on a PostgreSQL server:
 *    server time (median, p95; sequential requests on loopback) and throughput at 16 connections,
 *    with the CPU time the app and PostgreSQL spend per request; then searches never asked before
 *    (each one new to the search cache), for the cost of a first search;
 * 2. the expert directory (/grant-experts/browse) searched over 10,000 listed experts: server time
 *    (median, p95) of sequential requests;
 * 3. bytes of HTML and JavaScript (gzip) for /discover;
 * 4. Lighthouse mobile scores and first-visit bytes for every public page (PUBLIC_PAGES and a grant page);
 * 5. the grant crawler on the fixture funder sites: pages per second, grant-page detection and field
 *    accuracy (bench/crawl.ts; alone with `npm run bench -- --only crawl`, which needs no PostgreSQL).
 * The CommonGrants API's bench runs alone: `npm run bench -- --only api` (bench/api.ts); the open-data
 * import's queue writes too: `npm run bench -- --only import` (bench/import.ts). Sanctions screening
 * runs alone: `npm run bench -- --only screening` (bench/screening.ts); reading verification
 * documents too: `npm run bench -- --only document-reading` (bench/document-reading.ts). The emails'
 * weights: `npm run bench -- --only emails` (bench/emails.ts). How long the server and the CLI take to
 * start, and the modules they load: `--only start-up` (bench/start-up.ts). Bytes on the
 * wire (HTML brotli and gzip, JavaScript per public page, the Arabic typeface): `--only bytes` (bench/bytes.ts).
 * Lighthouse on the public pages and the main signed-in ones (a member's dashboard, matches, a
 * grant and the verification wizard), on the embedded database: `--only lighthouse` (bench/lighthouse.ts).
 * Needs the local PostgreSQL server (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432)
 * and Chromium (CHROMIUM_PATH, default /usr/bin/chromium). It reuses the bench database when it
 * already holds the grants; pass --fresh to rebuild it.
 */
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { BUDGETS, PUBLIC_PAGES } from './budgets.ts'
import { benchCrawl, type CrawlBenchResult, crawlSection } from './crawl.ts'
import { MATCHING_HEADING, type MatchingBenchResult, matchingSection, runMatchingBench } from './matching.ts'
import { API_HEADING, apiOnly } from './api.ts'
import { importOnly } from './import.ts'
import { screeningOnly } from './screening.ts'
import { documentReadingOnly } from './document-reading.ts'
import { organizationDirectoryOnly } from './organization-directory.ts'
import { emailsOnly } from './emails.ts'
import { startUpOnly } from './start-up.ts'
import { backendPids, type DirectoryBenchResult, directorySection, directoryTime, expertDirectoryOnly, prepareExperts } from './expert-directory.ts'
import { BYTES_HEADING, bytesOnly } from './bytes.ts'
import { LIGHTHOUSE_HEADING, lighthouse, lighthouseOnly, type PageResult, PERFORMANCE_TARGET } from './lighthouse.ts'
import { buildApp, cpuSeconds, dbName, GRANTS, httpRequest, keptSection, NOTES_MARKER, percentile, replaceReadmeSection, root, server, startServer } from './support.ts'
import pg from 'pg'

const PORT = Number(process.env.BENCH_PORT ?? 3917)
const url = `http://127.0.0.1:${PORT}`
const fresh = process.argv.includes('--fresh')
const skipLighthouse = process.argv.includes('--no-lighthouse')

/** Pages anyone can open without signing in (a grant page is added from /discover's first result). */

/** Text queries with one filter each, as members use Discover; a misspelling among them. */
const QUERIES = [
  '/discover?q=water&sector=Health',
  '/discover?q=education&region=East%20Africa',
  '/discover?q=solar&country=Kenya',
  '/discover?q=women&sort=deadline&region=West%20Africa',
  '/discover?q=agricultre&sector=Agriculture',
  '/discover?q=youth%20employment&country=Nigeria',
  '/discover?q=climate&funder=Rwanda%20Green%20Fund',
  '/discover?q=health&region=Southern%20Africa&page=3',
]

/**
 * Searches asked once each, so every one is new to the search cache (the first time anyone asks
 * it): words from the bench queries and others, in English, French and Portuguese, each with a
 * filter or none.
 */
const COLD_WORDS = [
  'water',
  'education',
  'solar',
  'women',
  'agricultre',
  'youth employment',
  'climate',
  'health',
  'teacher',
  'malaria',
  'irrigation',
  'forest',
  'digital skills',
  'gender',
  'clean cooking',
  'literacy',
  'nutrition',
  'justice',
  'mangrove',
  'savings',
  'éducation',
  'santé maternelle',
  'eau potable',
  'educação',
  'saúde',
  'água',
  'emploi des jeunes',
  'formação profissional',
]
const COLD_FILTERS = ['', '&sector=Health', '&region=West%20Africa', '&country=Kenya', '&region=East%20Africa', '&sector=Education', '&language=fr', '&sort=deadline']
const COLD_QUERIES = COLD_WORDS.flatMap((w, i) => [0, 3, 5].map((k) => `/discover?q=${encodeURIComponent(w)}${COLD_FILTERS[(i + k) % COLD_FILTERS.length]}`))

async function prepareDatabase(): Promise<string> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  const exists = (await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount
  let count = 0
  if (exists && !fresh) {
    const probe = new pg.Client({ connectionString: `${server}/${dbName}` })
    await probe.connect()
    count = await probe
      .query('select count(*)::int as n from grants')
      .then((r) => r.rows[0].n)
      .catch(() => 0)
    await probe.end()
  }
  if (count !== GRANTS) {
    await admin.query(`drop database if exists ${dbName} with (force)`)
    await admin.query(`create database ${dbName}`)
    count = 0
  }
  await admin.end()
  const databaseUrl = `${server}/${dbName}`
  if (count === 0) {
    console.log(`Seeding ${GRANTS.toLocaleString('en-US')} grants into ${dbName}...`)
    execFileSync(process.execPath, [path.join(root, 'scripts/cli.ts'), 'seed', '--grants', String(GRANTS), '--seed', '1'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' },
      stdio: 'inherit',
    })
    const c = new pg.Client({ connectionString: databaseUrl })
    await c.connect()
    await c.query('vacuum analyze grants')
    await c.end()
  }
  return databaseUrl
}

function get(pathname: string) {
  return httpRequest(`${url}${pathname}`)
}

async function serverTime() {
  for (const q of QUERIES) await get(q) // warm caches and connections
  const server: number[] = []
  const total: number[] = []
  for (let round = 0; round < 25; round++) {
    for (const q of QUERIES) {
      const { ms, serverMs, status } = await get(q)
      if (status !== 200) throw new Error(`${q} answered ${status}`)
      server.push(serverMs)
      total.push(ms)
    }
  }
  server.sort((a, b) => a - b)
  total.sort((a, b) => a - b)
  return { requests: server.length, medianMs: percentile(server, 50), p95Ms: percentile(server, 95), responseMedianMs: percentile(total, 50), responseP95Ms: percentile(total, 95) }
}

async function coldSearches() {
  const server: number[] = []
  for (const q of COLD_QUERIES) {
    const { serverMs, status } = await get(q)
    if (status !== 200) throw new Error(`${q} answered ${status}`)
    server.push(serverMs)
  }
  server.sort((a, b) => a - b)
  return { requests: server.length, medianMs: percentile(server, 50), p95Ms: percentile(server, 95), maxMs: server.at(-1)! }
}

/** Throughput at 16 connections, and the CPU time the app and PostgreSQL spend per request meanwhile. */
async function throughput(appPid: number, databaseUrl: string) {
  // Backends the pool opens during the run count from zero; those open before, from where they were.
  const snapshot = async () => new Map((await backendPids(databaseUrl)).map((pid) => [pid, cpuSeconds(pid)]))
  const appBefore = cpuSeconds(appPid)
  const dbBefore = await snapshot()
  const result = await autocannon({
    url,
    connections: 16,
    duration: 15,
    requests: QUERIES.map((p) => ({ method: 'GET', path: p })),
  })
  const appAfter = cpuSeconds(appPid)
  const dbAfter = await snapshot()
  const dbSeconds = [...dbAfter].every(([, v]) => v !== null) ? [...dbAfter].reduce((sum, [pid, v]) => sum + v! - (dbBefore.get(pid) ?? 0), 0) : null
  const perRequest = (seconds: number | null) => (seconds === null ? null : (seconds * 1000) / result.requests.total)
  return {
    connections: 16,
    seconds: 15,
    appCpuMsPerRequest: perRequest(appBefore === null || appAfter === null ? null : appAfter - appBefore),
    dbCpuMsPerRequest: perRequest(dbSeconds),
    requestsPerSecond: result.requests.average,
    latencyP50Ms: result.latency.p50,
    latencyP97_5Ms: result.latency.p97_5,
    non2xx: result.non2xx,
    errors: result.errors,
  }
}

/** HTML, and the JavaScript the page names (module scripts and preloads), gzip: the budget's measure. */
async function pageWeight(pathname = '/discover') {
  const plain = await get(pathname)
  const html = plain.body.toString('utf8')
  const scripts = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]))
  let jsGzip = 0
  for (const s of scripts) jsGzip += gzipSync((await get(s)).body).length
  const css = [...html.matchAll(/href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1])
  let cssGzip = 0
  for (const s of css) cssGzip += gzipSync((await get(s)).body).length
  return { htmlBytes: plain.body.length, htmlGzipBytes: gzipSync(plain.body).length, jsFiles: scripts.size, jsGzipBytes: jsGzip, cssGzipBytes: cssGzip }
}

function writeReadme(
  results: Record<string, unknown> & {
    grants: number
    serverTime: { medianMs: number; p95Ms: number; requests: number; responseMedianMs: number; responseP95Ms: number }
    directory: DirectoryBenchResult
    cold: { medianMs: number; p95Ms: number; maxMs: number; requests: number }
    throughput: { requestsPerSecond: number; latencyP50Ms: number; latencyP97_5Ms: number; non2xx: number; appCpuMsPerRequest: number | null; dbCpuMsPerRequest: number | null }
    weight: { htmlBytes: number; htmlGzipBytes: number; jsGzipBytes: number; jsFiles: number; cssGzipBytes: number }
    pages: Record<string, { htmlGzipBytes: number; jsGzipBytes: number; jsFiles: number }>
    lighthouse?: Record<string, PageResult>
    crawl?: CrawlBenchResult
    matching?: MatchingBenchResult
  },
) {
  const kb = (b: number) => `${(b / 1024).toFixed(1)} kB`
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`)
  const ok = (good: boolean) => (good ? 'met' : '**missed**')
  const lh = results.lighthouse
  const readme = path.join(root, 'bench/README.md')
  const previous = existsSync(readme) ? readFileSync(readme, 'utf8') : ''
  // A run with --no-lighthouse keeps the scores of the last run that had them, saying so.
  const lastScores = /## Lighthouse \(mobile\)\n\n([\s\S]*?)(?=\n## |\n<!-- |$)/.exec(previous)?.[1].trim() ?? ''
  const lastRun = /^Last run: ([^(]+?) \(/m.exec(previous)?.[1]
  const keptScores = lastScores.startsWith('Not run this time')
    ? lastScores.split('\n')
    : lastScores && !lastScores.startsWith('Not run')
      ? [`Not run this time (\`--no-lighthouse\`); the scores of the run of ${lastRun ?? 'an earlier date'}:`, '', ...lastScores.split('\n')]
      : ['Not run (`--no-lighthouse`).']
  const lines = [
    '# Benchmarks',
    '',
    'Run with `npm run bench` (add `--fresh` to rebuild the bench database, `--no-lighthouse` to skip',
    'Lighthouse). It seeds 100,000 demo grants into `harambee_bench` (or `BENCH_DATABASE_NAME`) on the',
    'local PostgreSQL server, starts the production server against it and measures from another',
    'process on loopback. The machine is shared and has 2 cores: figures vary between runs.',
    '',
    `Last run: ${results.date} (${results.grants.toLocaleString('en-US')} grants, PostgreSQL ${results.postgres}).`,
    '',
    '## /discover with a text query and a filter',
    '',
    `Queries: ${QUERIES.map((q) => `\`${q.replace('/discover', '')}\``).join(', ')}.`,
    '',
    "Server time is the app's own `Server-Timing` header: from the request reaching the app to the",
    "response starting (search, count, filter options and the page's server render). CPU per request",
    'is what the app process and its PostgreSQL backends used during the throughput run, divided by',
    'the requests answered: unlike requests per second, it does not depend on what else the shared',
    'machine is doing. First searches are searches asked once each, so none is in the search cache.',
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| server time (Server-Timing), median of ${results.serverTime.requests} sequential requests | ${results.serverTime.medianMs.toFixed(1)} ms | |`,
    `| server time (Server-Timing), p95 | ${results.serverTime.p95Ms.toFixed(1)} ms | ≤ 30 ms: ${ok(results.serverTime.p95Ms <= 30)} |`,
    `| full response on loopback, median / p95 | ${results.serverTime.responseMedianMs.toFixed(1)} / ${results.serverTime.responseP95Ms.toFixed(1)} ms | |`,
    `| requests per second, 16 connections, 15 s | ${results.throughput.requestsPerSecond.toFixed(0)} (p50 ${results.throughput.latencyP50Ms} ms, p97.5 ${results.throughput.latencyP97_5Ms} ms, non-2xx ${results.throughput.non2xx}) | ≥ 100: ${ok(results.throughput.requestsPerSecond >= 100)} |`,
    `| CPU per request during the throughput run: app / PostgreSQL | ${ms(results.throughput.appCpuMsPerRequest)} / ${ms(results.throughput.dbCpuMsPerRequest)} | |`,
    `| first searches (${results.cold.requests}, each new to the cache): server time median / p95 / max | ${results.cold.medianMs.toFixed(1)} / ${results.cold.p95Ms.toFixed(1)} / ${results.cold.maxMs.toFixed(1)} ms | |`,
    '',
    ...directorySection(results.directory),
    '## Page weight of /discover (first page, signed out)',
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| HTML | ${kb(results.weight.htmlBytes)}, gzip ${kb(results.weight.htmlGzipBytes)} | gzip ≤ ${kb(BUDGETS.discoverHtmlGzip)}: ${ok(results.weight.htmlGzipBytes <= BUDGETS.discoverHtmlGzip)} |`,
    `| JavaScript (${results.weight.jsFiles} files) | gzip ${kb(results.weight.jsGzipBytes)} | |`,
    `| CSS | ${results.weight.cssGzipBytes ? `gzip ${kb(results.weight.cssGzipBytes)}` : 'inlined in the HTML (ADR 006)'} | |`,
    '',
    '## Page weight of every public page (signed out)',
    '',
    'The JavaScript each page names in its HTML (module scripts and preloads), gzip: the budget of',
    `issues 9 and 27 is at most ${kb(BUDGETS.pageJavaScriptGzip)} on every page.`,
    '',
    '| page | HTML gzip | JavaScript gzip (files) |',
    '|---|---|---|',
    ...Object.entries(results.pages).map(([name, w]) => `| ${name} | ${kb(w.htmlGzipBytes)} | ${kb(w.jsGzipBytes)} (${w.jsFiles}) |`),
    '',
    `Target: JavaScript ≤ ${kb(BUDGETS.pageJavaScriptGzip)} on every page (${ok(Object.values(results.pages).every((w) => w.jsGzipBytes <= BUDGETS.pageJavaScriptGzip))}).`,
    '',
    '## Lighthouse (mobile)',
    '',
    ...(lh
      ? [
          `Every public page, one run each; a page scoring below ${PERFORMANCE_TARGET} on performance runs twice more and the`,
          'median counts (the performance score of each run in brackets). Bytes are what a first visit with',
          "an empty cache transfers, from Lighthouse's network log: with the server's streaming gzip and the",
          'response headers, so the scripts column is larger than the budget measure above (gzip of each file).',
          '',
          '| page | performance | accessibility | best practices | SEO | HTML | scripts | fonts and images |',
          '|---|---|---|---|---|---|---|---|',
          ...Object.entries(lh).map(
            ([name, s]) =>
              `| ${name} | ${s.performance} (${s.performanceRuns.join(', ')}) | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${kb(s.bytes.html)} | ${kb(s.bytes.script)} | ${kb(s.bytes.fontsAndImages)} |`,
          ),
          '',
          `Targets: performance ≥ ${PERFORMANCE_TARGET} (${ok(Object.values(lh).every((s) => s.performance >= PERFORMANCE_TARGET))}), accessibility 100 (${ok(Object.values(lh).every((s) => s.accessibility === 100))}), fonts and images ≤ 60 kB (${ok(Object.values(lh).every((s) => s.bytes.fontsAndImages <= 60 * 1024))}).`,
        ]
      : keptScores),
    '',
  ]
  lines.push(...crawlLines(results.crawl, previous))
  lines.push(...(results.matching ? matchingSection(results.matching) : keptSection(MATCHING_HEADING, previous)))
  // The API's bench runs alone (`--only api`): its last figures are kept.
  lines.push(...keptSection(API_HEADING, previous))
  // So does the bytes bench (`--only bytes`, issue 27).
  lines.push(...keptSection(BYTES_HEADING, previous))
  // And Lighthouse on the public and signed-in pages (`--only lighthouse`, issue 27).
  lines.push(...keptSection(LIGHTHOUSE_HEADING, previous))
  // Notes written by hand below NOTES_MARKER (reasoning, earlier figures) are kept from run to run.
  const notes = previous.includes(NOTES_MARKER) ? previous.slice(previous.indexOf(NOTES_MARKER)) : ''
  writeFileSync(readme, lines.join('\n') + (notes ? `\n${notes}` : ''))
}

/** `npm run bench -- --only matching`: matching's bench alone, its section of bench/README.md replaced in place. */
async function matchingOnly() {
  replaceReadmeSection(MATCHING_HEADING, matchingSection(await runMatchingBench()))
}

/** The crawler's section: this run's, or the last run's when this one skipped it. */
function crawlLines(crawl: CrawlBenchResult | undefined, previous: string): string[] {
  if (crawl) return crawlSection(crawl)
  const kept = /## Grant discovery crawler[\s\S]*?(?=\n## |\n<!-- |$)/.exec(previous)?.[0]
  return kept ? [...kept.trimEnd().split('\n'), ''] : []
}

/** `npm run bench -- --only crawl`: the crawler's bench alone, its section of bench/README.md replaced in place. */
async function crawlOnly() {
  const crawl = await benchCrawl()
  console.log('Crawl:', { pagesPerSecond: crawl.pagesPerSecond, detection: crawl.score.detection, fields: crawl.score.fields })
  const readme = path.join(root, 'bench/README.md')
  const previous = readFileSync(readme, 'utf8')
  const section = crawlSection(crawl).join('\n')
  const existing = /## Grant discovery crawler[\s\S]*?(?=\n## |\n<!-- |$)/.exec(previous)
  const marker = previous.indexOf(NOTES_MARKER)
  const next = existing ? previous.replace(existing[0], section.trimEnd()) : marker >= 0 ? `${previous.slice(0, marker)}${section}\n${previous.slice(marker)}` : `${previous.trimEnd()}\n\n${section}`
  writeFileSync(readme, next)
  console.log('Results written to bench/README.md')
}

async function main() {
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'crawl') return crawlOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'matching') return matchingOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'api') return apiOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'import') return importOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'screening') return screeningOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'document-reading') return documentReadingOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'organization-directory') return organizationDirectoryOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'emails') return emailsOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'start-up') return startUpOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'bytes') return bytesOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'lighthouse') return lighthouseOnly()
  if (process.argv.includes('--only') && process.argv[process.argv.indexOf('--only') + 1] === 'expert-directory') return expertDirectoryOnly()
  buildApp()
  const databaseUrl = await prepareDatabase()
  const child = await startServer(PORT, databaseUrl, 'bench')
  try {
    const version = await (async () => {
      const c = new pg.Client({ connectionString: databaseUrl })
      await c.connect()
      const v = (await c.query('show server_version')).rows[0].server_version as string
      await c.end()
      return v
    })()
    const serverTimeResult = await serverTime()
    console.log('Server time:', serverTimeResult)
    const throughputResult = await throughput(child.pid!, databaseUrl)
    console.log('Throughput:', throughputResult)
    const coldResult = await coldSearches()
    console.log('First searches:', coldResult)
    await prepareExperts(databaseUrl)
    const directoryResult = await directoryTime(child.pid!, databaseUrl, url)
    console.log('Directory:', directoryResult)
    const weight = await pageWeight()
    console.log('Page weight:', weight)
    const page = await get('/discover')
    const grantPath = page.body.toString('utf8').match(/href="(\/grant\/[0-9a-f-]{36})"/)![1]
    const pages: Record<string, { htmlGzipBytes: number; jsGzipBytes: number; jsFiles: number }> = {}
    for (const [name, pathname] of [...PUBLIC_PAGES.map((p) => [p, p]), ['/grant/{id}', grantPath]]) {
      const w = await pageWeight(pathname)
      pages[name] = { htmlGzipBytes: w.htmlGzipBytes, jsGzipBytes: w.jsGzipBytes, jsFiles: w.jsFiles }
    }
    console.log('Pages:', pages)
    const lh = skipLighthouse ? undefined : await lighthouse(url, { ...Object.fromEntries(PUBLIC_PAGES.map((p) => [p, p])), '/grant/{id}': grantPath })
    const crawl = await benchCrawl()
    console.log('Crawl:', { pagesPerSecond: crawl.pagesPerSecond, detection: crawl.score.detection })
    const matching: MatchingBenchResult = await runMatchingBench()
    const results = {
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      grants: GRANTS,
      postgres: version,
      serverTime: serverTimeResult,
      throughput: throughputResult,
      cold: coldResult,
      directory: directoryResult,
      weight,
      pages,
      lighthouse: lh,
      crawl,
      matching,
    }
    mkdirSync(path.join(root, 'bench/.results'), { recursive: true })
    writeFileSync(path.join(root, 'bench/.results/latest.json'), JSON.stringify(results, null, 2))
    writeReadme(results)
    console.log('Results written to bench/README.md')
  } finally {
    child.kill('SIGTERM')
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
