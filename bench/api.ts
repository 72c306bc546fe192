/**
 * The CommonGrants API's bench (issue 14, ADR 031), on the bench database's 100,000 grants (the same
 * one `npm run bench` uses; seeded when missing): one Premium organization's key (its limit raised so
 * nothing is refused), the production server started against it, and
 * 1. server time (the app's Server-Timing header: key lookup, rate-limit count, the search, the
 *    answer and the call-log write) of sequential calls, p50/p95 per request: three searches
 *    (POST /common-grants/opportunities/search) and the list deep in its pages;
 * 2. the same four requests mixed, 20 connections for 30 s (autocannon): requests per second, the
 *    server time's p50/p95/p99 under that load and the full response's p50/p97.5, non-2xx;
 * 3. what each call costs besides its route: the key lookup, the rate-limit upsert and the call-log
 *    insert, timed one by one in this process (p50/p95).
 * `npm run bench -- --only api` runs it and replaces its section of bench/README.md.
 */
import { loadavg } from 'node:os'
import autocannon from 'autocannon'
import { eq, sql } from 'drizzle-orm'
import { queryRows } from '../app/db/client.server.ts'
// t() speaks English here, as on the server (the key form's schema builds its messages).
import '../app/i18n/language.server.ts'
import { apiKeys, organizationMembers, organizations, user } from '../app/db/schema/index.ts'
import { authenticateApiKey } from '../app/domain/api/authenticate-api-key.server.ts'
import { countApiCall } from '../app/domain/api/count-api-call.server.ts'
import { createApiKey } from '../app/domain/api/create-api-key.server.ts'
import { logApiCall } from '../app/domain/api/log-api-call.server.ts'
import { benchDatabase } from './bench-database.ts'
import { stats } from './matching.ts'
import { buildApp, cpuSeconds, dbName, httpRequest, percentile, replaceReadmeSection, server, startServer } from './support.ts'

const PORT = Number(process.env.BENCH_API_PORT ?? 3918)
const url = `http://127.0.0.1:${PORT}`
const SEQUENTIAL_ROUNDS = 50
const CONNECTIONS = 20
const SECONDS = 30
export const API_HEADING = '## CommonGrants API over 100,000 grants'
/** p95 of the server time at 20 connections: the target (plan §5). */
const TARGET_P95_MS = 100

/** The requests measured: three searches as integrators send them, and the list deep in its pages. */
const REQUESTS: Array<{ name: string; method: 'GET' | 'POST'; path: string; body?: object }> = [
  { name: 'search `{"search":"water"}`', method: 'POST', path: '/common-grants/opportunities/search', body: { search: 'water' } },
  {
    name: 'search by status and close date',
    method: 'POST',
    path: '/common-grants/opportunities/search',
    body: { filters: { status: { operator: 'in', value: ['open'] }, closeDateRange: { operator: 'between', value: { min: day(0), max: day(60) } } } },
  },
  {
    name: 'search `water` in Kenya (customFilters.country)',
    method: 'POST',
    path: '/common-grants/opportunities/search',
    body: { search: 'water', filters: { customFilters: { country: { operator: 'in', value: ['KE'] } } } },
  },
  { name: 'list `?page=500&pageSize=100`', method: 'GET', path: '/common-grants/opportunities?page=500&pageSize=100' },
]

function day(offset: number) {
  return new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
}

async function call(key: string, r: (typeof REQUESTS)[number]): Promise<{ status: number; serverMs: number; ms: number; items: number }> {
  const body = r.body ? JSON.stringify(r.body) : undefined
  const res = await httpRequest(`${url}${r.path}`, { method: r.method, headers: { Authorization: `Bearer ${key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) }, body })
  const parsed = JSON.parse(res.body.toString('utf8')) as { items?: unknown[] }
  return { status: res.status, serverMs: res.serverMs, ms: res.ms, items: parsed.items?.length ?? 0 }
}

export interface ApiBenchResult {
  date: string
  grants: number
  postgres: string
  sequential: Array<{ name: string; items: number; p50: number; p95: number; responseP95: number }>
  load: {
    connections: number
    seconds: number
    requestsPerSecond: number
    serverP50: number
    serverP95: number
    serverP99: number
    latencyP50Ms: number
    latencyP97_5Ms: number
    non2xx: number
    errors: number
    /** CPU the app process used per answered request during the run. */
    appCpuMsPerRequest: number | null
    /** The machine's load average (1 min) when the run started: other work on the shared 2 cores. */
    machineLoad: number
  }
  overhead: Array<{ name: string; p50: number; p95: number }>
}

export async function runApiBench(): Promise<ApiBenchResult> {
  buildApp()
  const database = await benchDatabase()
  const { db } = database
  // The server applies the migrations the seed did not know (issue 14's tables and indexes).
  const child = await startServer(PORT, `${server}/${dbName}`, 'bench-api', {
    JOBS: 'off',
    // The bench key is never refused: what is measured is the answer, not the limit.
    API_RATE_LIMIT_PER_MINUTE: '1000000',
  })
  try {
    const [{ grants, version }] = await queryRows<{ grants: number; version: string }>(db, sql`select (select count(*)::int from grants) as grants, current_setting('server_version') as version`)
    // One Premium organization with one key, made again each run.
    await db.delete(organizations).where(eq(organizations.name, 'Bench API organization'))
    await db.delete(user).where(eq(user.id, 'bench-api-owner'))
    await db.insert(user).values({ id: 'bench-api-owner', name: 'Bench API owner', email: 'owner@api.bench', emailVerified: true })
    const [org] = await db
      .insert(organizations)
      .values({ name: 'Bench API organization', plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
      .returning({ id: organizations.id })
    await db.insert(organizationMembers).values({ organizationId: org.id, userId: 'bench-api-owner', role: 'owner' })
    const made = await createApiKey(db, { userId: 'bench-api-owner', organizationId: org.id, plan: 'premium' }, { name: 'Bench', scopes: ['grants:read', 'pipeline:read'] })
    if (!made.ok) throw new Error(`No bench key: ${JSON.stringify(made.errors)}`)
    await db.execute(sql`vacuum analyze grants`)

    // 1. Sequential calls, after one warm-up round.
    for (const r of REQUESTS) await call(made.key, r)
    const sequential: ApiBenchResult['sequential'] = []
    for (const r of REQUESTS) {
      const server: number[] = []
      const total: number[] = []
      let items = 0
      for (let i = 0; i < SEQUENTIAL_ROUNDS; i++) {
        const res = await call(made.key, r)
        if (res.status !== 200) throw new Error(`${r.name} answered ${res.status}`)
        server.push(res.serverMs)
        total.push(res.ms)
        items = res.items
      }
      const s = stats(server)
      sequential.push({ name: r.name, items, p50: s.p50, p95: s.p95, responseP95: stats(total).p95 })
      console.log('API', r.name, { items, server: s, response: stats(total) })
    }

    // 2. Under load: the four requests in turn on each of 20 connections.
    const serverTimes: number[] = []
    const onResponse = (_status: number, _body: string, _context: object, headers: Record<string, string | string[] | undefined> | undefined) => {
      const timing = String(headers?.['Server-Timing'] ?? headers?.['server-timing'] ?? '')
      const ms = Number(timing.match(/dur=([\d.]+)/)?.[1])
      if (Number.isFinite(ms)) serverTimes.push(ms)
    }
    const cpuBefore = cpuSeconds(child.pid!)
    const loadBefore = loadavg()[0]
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: SECONDS,
      requests: REQUESTS.map((r) => ({
        method: r.method,
        path: r.path,
        headers: { Authorization: `Bearer ${made.key}`, ...(r.body ? { 'Content-Type': 'application/json' } : {}) },
        body: r.body ? JSON.stringify(r.body) : undefined,
        onResponse,
      })),
    })
    const cpuAfter = cpuSeconds(child.pid!)
    const under = stats(serverTimes)
    const sorted = [...serverTimes].sort((a, b) => a - b)
    const load = {
      connections: CONNECTIONS,
      seconds: SECONDS,
      requestsPerSecond: Math.round(result.requests.average),
      serverP50: under.p50,
      serverP95: under.p95,
      serverP99: Number(percentile(sorted, 99).toFixed(1)),
      latencyP50Ms: result.latency.p50,
      latencyP97_5Ms: result.latency.p97_5,
      non2xx: result.non2xx,
      errors: result.errors,
      appCpuMsPerRequest: cpuBefore === null || cpuAfter === null ? null : Number((((cpuAfter - cpuBefore) * 1000) / result.requests.total).toFixed(1)),
      machineLoad: Number(loadBefore.toFixed(1)),
    }
    console.log('API under load', load)

    // 3. The three writes and reads every call makes besides its route, one at a time.
    const [row] = await db.select({ id: apiKeys.id }).from(apiKeys).where(eq(apiKeys.organizationId, org.id))
    const time = async (fn: () => Promise<unknown>) => {
      const times: number[] = []
      for (let i = 0; i < 300; i++) {
        const started = process.hrtime.bigint()
        await fn()
        times.push(Number(process.hrtime.bigint() - started) / 1e6)
      }
      return stats(times.slice(20))
    }
    const overhead = [
      { name: 'key lookup (with the organization’s plan)', ...(await time(() => authenticateApiKey(db, made.key))) },
      { name: 'rate-limit count (upsert)', ...(await time(() => countApiCall(db, row.id, { attempts: 1_000_000, windowSeconds: 60 }))) },
      {
        name: 'call-log insert',
        ...(await time(() =>
          logApiCall(
            db,
            { keyId: row.id, organizationId: org.id, method: 'GET', url: new URL(`${url}/common-grants/opportunities?page=1`), status: 200, durationMs: 1, clientAddress: '127.0.0.1' },
            new Date(),
          ),
        )),
      },
    ].map((o) => ({ name: o.name, p50: o.p50, p95: o.p95 }))
    console.log('API per-call overhead', overhead)
    // The bench organization's calls are not kept.
    await db.delete(organizations).where(eq(organizations.id, org.id))
    return { date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`, grants: Number(grants), postgres: version, sequential, load, overhead }
  } finally {
    child.kill('SIGTERM')
    await database.close()
  }
}

/** The section of bench/README.md. */
export function apiSection(r: ApiBenchResult): string[] {
  const ms = (v: number) => `${v.toFixed(1)} ms`
  const met = r.load.serverP95 <= TARGET_P95_MS
  return [
    API_HEADING,
    '',
    `Last run: ${r.date} (${r.grants.toLocaleString('en-US')} grants, PostgreSQL ${r.postgres}); \`npm run bench -- --only api\`.`,
    '',
    'One Premium key (its rate limit raised so no call is refused) against the production server on',
    'loopback. Server time is the app’s own `Server-Timing`: from the request reaching the app to the',
    'answer starting, so it includes the key lookup, the per-key rate-limit count in PostgreSQL, the',
    'route itself and the call-log write. The searches are ranked and cached as Discover’s are (ADR 002,',
    'ADR 031): repeated calls read the cached ranking; the list deep in its pages reads its ids from the',
    "partial index `grants(updated_at desc, id) where status = 'active'` (index only, 49,900 entries",
    'skipped), then its 100 rows. A page of 100 opportunities is about 200 kB of JSON.',
    '',
    '| request | items | server time p50 / p95 (sequential) | full response p95 |',
    '|---|---|---|---|',
    ...r.sequential.map((s) => `| ${s.name} | ${s.items} | ${ms(s.p50)} / ${ms(s.p95)} | ${ms(s.responseP95)} |`),
    '',
    `| under load: the four requests in turn, ${r.load.connections} connections, ${r.load.seconds} s | result | target |`,
    '|---|---|---|',
    `| requests per second | ${r.load.requestsPerSecond} (non-2xx ${r.load.non2xx}, errors ${r.load.errors}) | |`,
    `| server time p50 / p95 / p99 | ${ms(r.load.serverP50)} / ${ms(r.load.serverP95)} / ${ms(r.load.serverP99)} | p95 ≤ ${TARGET_P95_MS} ms: ${met ? 'met' : '**missed**'} |`,
    `| full response p50 / p97.5 (queueing included) | ${r.load.latencyP50Ms} / ${r.load.latencyP97_5Ms} ms | |`,
    `| app CPU per request | ${r.load.appCpuMsPerRequest === null ? 'n/a' : ms(r.load.appCpuMsPerRequest)} | |`,
    `| machine load average when the run started (2 shared cores) | ${r.load.machineLoad} | |`,
    '',
    'Under load the server time includes the wait for the one Node process: at 20 connections a',
    'request waits for the others ahead of it (connections ÷ requests per second), so its p95 follows',
    'the CPU per request, not the database. One process answers a page of 100 opportunities in about',
    'that much CPU (rows read, mapped and serialised); more server processes share the same key limit',
    '(the count is in PostgreSQL, `api-rate-limit-processes.test.ts`).',
    '',
    'What every call costs besides its route, each timed alone in the bench process (p50 / p95):',
    '',
    '| step | p50 / p95 |',
    '|---|---|',
    ...r.overhead.map((o) => `| ${o.name} | ${ms(o.p50)} / ${ms(o.p95)} |`),
    '',
  ]
}

/** `npm run bench -- --only api`: this bench alone, its section of bench/README.md replaced in place. */
export async function apiOnly() {
  replaceReadmeSection(API_HEADING, apiSection(await runApiBench()))
}
