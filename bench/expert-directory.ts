/**
 * The expert directory (/grant-experts/browse) over 10,000 listed experts (BENCH_EXPERTS) on a
 * PostgreSQL server: server time (median, p95) of sequential requests, and the CPU the app and
 * PostgreSQL spend per request. Part of every `npm run bench`; alone with
 * `npm run bench -- --only expert-directory`, which needs no grants: it uses a database of its own
 * (`harambee_bench_experts`, or BENCH_DATABASE_NAME), lets the server migrate it, adds the experts
 * and replaces its section of bench/README.md.
 */
import { loadavg } from 'node:os'
import pg from 'pg'
import { buildApp, cpuSeconds, httpRequest, percentile, replaceReadmeSection, server, startServer } from './support.ts'

const EXPERTS = Number(process.env.BENCH_EXPERTS ?? 10_000)
const PORT = Number(process.env.BENCH_PORT ?? 3917)

/** Directory searches as visitors type them: names, words of titles and bios, prefixes, a sector, a later page (the queries of issue 11). */
export const SEARCH_QUERIES = [
  '/grant-experts/browse?q=amara',
  '/grant-experts/browse?q=health',
  '/grant-experts/browse?q=grant%20writer',
  '/grant-experts/browse?q=agric&sector=agriculture',
  '/grant-experts/browse?sector=education',
  '/grant-experts/browse?q=solar%20energy',
  '/grant-experts/browse?q=mwangi%20proposal',
  '/grant-experts/browse?q=budget&page=3',
]

/** The filters and sorts of issue 28 §3, alone and together, with words and on a later page. */
export const FILTER_QUERIES = [
  '/grant-experts/browse?country=KE',
  '/grant-experts/browse?language=fr&sector=health',
  '/grant-experts/browse?type=research&sort=rating',
  '/grant-experts/browse?min_rate=30&max_rate=60&sort=rate_low',
  '/grant-experts/browse?sort=projects&page=5',
  '/grant-experts/browse?country=NG&language=en&sort=rate_high',
  '/grant-experts/browse?q=health&sort=rating',
  '/grant-experts/browse?sector=education&type=project&max_rate=40',
]

/** The queries the bench measures. */
export const EXPERT_QUERIES = [...SEARCH_QUERIES, ...FILTER_QUERIES]

export const directoryHeading = (experts: number) => `## /grant-experts/browse over ${experts.toLocaleString('en-US')} listed experts`

/**
 * Fills the bench database with EXPERTS listed experts (users bench-expert-N: approved, active,
 * tiers mixed, 1–3 expertise rows and stats each), set-based in SQL, unless it holds them already.
 * Runs after the server has migrated the database.
 */
export async function prepareExperts(databaseUrl: string) {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  try {
    const n = (await c.query("select count(*)::int as n from experts where user_id like 'bench-expert-%'")).rows[0].n as number
    if (n === EXPERTS) {
      // A migration may have rewritten the table since: keep its statistics and visibility map current.
      await c.query('vacuum analyze experts, expert_expertise, expert_stats, expert_listings, "user"')
      return
    }
    console.log(`Seeding ${EXPERTS.toLocaleString('en-US')} experts into ${new URL(databaseUrl).pathname.slice(1)}...`)
    await c.query('begin')
    await c.query(`delete from "user" where id like 'bench-expert-%'`)
    await c.query(
      `insert into "user" (id, name, email, email_verified)
       select 'bench-expert-' || i,
              (array['Amara','Joseph','Fatou','Thandiwe','Youssef','Ana','Kwame','Grace','Chinedu','Leila','Esther','Moussa','Nomvula','Ibrahim','Aisha','Samuel','Rose','Kofi','Zainab','Tendai'])[1 + i % 20]
              || ' ' ||
              (array['Nwosu','Mwangi','Sow','Dlamini','Benali','Machava','Asante','Uwimana','Okafor','Haddad','Wanjiru','Diallo','Khumalo','Bello','Kamara','Tesfaye','Akinyi','Mensah','Abdi','Moyo','Banda','Traoré','Ndlovu'])[1 + (i / 20) % 23],
              'bench-expert-' || i || '@experts.example.org', true
       from generate_series(1, $1::int) as i`,
      [EXPERTS],
    )
    await c.query(
      `insert into experts (user_id, application_status, membership_status, membership_tier, professional_title, bio, years_experience, hourly_rate_min, hourly_rate_max, languages, availability_status, country, created_at)
       select 'bench-expert-' || i, 'approved', 'active',
              (array['basic','basic','basic','pro','pro','elite'])[1 + i % 6]::expert_tier,
              (array['Senior Grant Writer','Proposal Developer','Fundraising Consultant','Grant Strategist','Grants Manager','Proposal Writer'])[1 + i % 6]
              || ', ' || (array['health','agriculture','education','gender equality','renewable energy','governance','technology','water and sanitation','nutrition','climate'])[1 + (i / 6) % 10],
              'Writes proposals, budgets and reports for ' ||
              (array['community health programmes','farmer cooperatives','schools and literacy projects','women-led organizations','off-grid solar projects','civil society groups','digital inclusion start-ups','water and sanitation projects','nutrition programmes','climate adaptation projects'])[1 + (i / 7) % 10]
              || ' in ' || (array['Kenya','Nigeria','Ghana','Senegal','South Africa','Morocco','Mozambique','Rwanda','Tanzania','Uganda','Ethiopia'])[1 + (i / 3) % 11]
              || '. ' || (array['Strong on logframes and donor reporting.','Knows foundation and bilateral funders.','Writes in English and French.','Budget and monitoring specialist.','Former programme officer at a foundation.'])[1 + i % 5],
              1 + i % 25,
              case when i % 23 = 0 then null else 20 + i % 30 end, case when i % 23 = 0 then null else 50 + i % 80 end,
              (case i % 6 when 0 then array['en'] when 1 then array['en','fr'] when 2 then array['fr'] when 3 then array['en','sw'] when 4 then array['en','pt'] else array['ar','fr'] end),
              (array['available','limited','unavailable'])[1 + i % 3]::expert_availability,
              (array['KE','NG','GH','SN','ZA','MA','MZ','RW','TZ','UG','ET'])[1 + (i / 3) % 11],
              now() - make_interval(mins => i)
       from generate_series(1, $1::int) as i`,
      [EXPERTS],
    )
    await c.query(
      `insert into expert_expertise (expert_id, sector, grant_type, geographic_focus)
       select ex.id, (array['health','agriculture','education','gender_equality','energy','governance','technology','environment','economic_development'])[1 + (k + (hashtext(ex.user_id) & 2147483647)) % 9], (array['project','operating_support','capacity_building','research','fellowship','seed_funding','emergency_relief'])[1 + (k * 3 + (hashtext(ex.user_id) & 2147483647) / 9) % 7], 'east_africa'
       from experts ex cross join generate_series(0, 2) as k
       where ex.user_id like 'bench-expert-%' and k <= (hashtext(ex.user_id) & 2147483647) % 3`,
    )
    await c.query(
      `insert into expert_stats (expert_id, average_rating, review_count, completed_projects, total_projects, success_rate, total_funding_secured)
       select ex.id, 3.5 + ((hashtext(ex.user_id) & 2147483647) % 16) / 10.0, (hashtext(ex.user_id) & 2147483647) % 20, (hashtext(ex.user_id) & 2147483647) % 30, (hashtext(ex.user_id) & 2147483647) % 35, (hashtext(ex.user_id) & 2147483647) % 100, ((hashtext(ex.user_id) & 2147483647) % 2000) * 1000
       from experts ex where ex.user_id like 'bench-expert-%'`,
    )
    await c.query('commit')
    // The seed writes each expert's directory copy (expert_listings, ADR 086) once per expertise
    // row and once more for the stats, all at once: rewritten compact, as a table that grew one
    // expert at a time and was vacuumed on the way would be.
    await c.query('vacuum full expert_listings')
    await c.query('vacuum analyze experts, expert_expertise, expert_stats, expert_listings, "user"')
  } catch (error) {
    await c.query('rollback').catch(() => {})
    throw error
  } finally {
    await c.end()
  }
}

/**
 * Server time of the directory's searches: 200 sequential requests after a warm-up round, with the
 * CPU time the app and PostgreSQL spent per request meanwhile (which, unlike times, does not depend
 * on what else the shared machine is doing).
 */
export async function directoryTime(appPid: number, databaseUrl: string, baseUrl: string) {
  const loadAverage = loadavg()[0]
  const get = (pathname: string) => httpRequest(`${baseUrl}${pathname}`)
  for (const q of EXPERT_QUERIES) await get(q)
  const snapshot = async () => new Map((await backendPids(databaseUrl)).map((pid) => [pid, cpuSeconds(pid)]))
  const appBefore = cpuSeconds(appPid)
  const dbBefore = await snapshot()
  const server: number[] = []
  const total: number[] = []
  const found: Record<string, number> = {}
  const byQuery: Record<string, number[]> = {}
  for (let round = 0; round < 25; round++) {
    for (const q of EXPERT_QUERIES) {
      const { ms, serverMs, status, body } = await get(q)
      if (status !== 200) throw new Error(`${q} answered ${status}`)
      if (round === 0)
        found[q] = Number(
          body
            .toString('utf8')
            .match(/([\d,]+) grant experts?</)?.[1]
            .replace(/,/g, '') ?? Number.NaN,
        )
      server.push(serverMs)
      total.push(ms)
      byQuery[q] = [...(byQuery[q] ?? []), serverMs]
    }
  }
  const appAfter = cpuSeconds(appPid)
  const dbAfter = await snapshot()
  const dbSeconds = [...dbAfter].every(([, v]) => v !== null) ? [...dbAfter].reduce((sum, [pid, v]) => sum + v! - (dbBefore.get(pid) ?? 0), 0) : null
  const perRequest = (seconds: number | null) => (seconds === null ? null : (seconds * 1000) / server.length)
  const searches = SEARCH_QUERIES.flatMap((q) => byQuery[q] ?? []).sort((a, b) => a - b)
  server.sort((a, b) => a - b)
  total.sort((a, b) => a - b)
  return {
    appCpuMsPerRequest: perRequest(appBefore === null || appAfter === null ? null : appAfter - appBefore),
    dbCpuMsPerRequest: perRequest(dbSeconds),
    experts: EXPERTS,
    loadAverage,
    requests: server.length,
    medianMs: percentile(server, 50),
    p95Ms: percentile(server, 95),
    responseMedianMs: percentile(total, 50),
    responseP95Ms: percentile(total, 95),
    found,
    /** The same measures over the searches of issue 11 alone (SEARCH_QUERIES), to compare with runs before the filters. */
    searchMedianMs: percentile(searches, 50),
    searchP95Ms: percentile(searches, 95),
    p95ByQuery: Object.fromEntries(
      Object.entries(byQuery).map(([q, times]) => [
        q,
        percentile(
          [...times].sort((a, b) => a - b),
          95,
        ),
      ]),
    ),
  }
}

export type DirectoryBenchResult = Awaited<ReturnType<typeof directoryTime>>

/** The directory's section of bench/README.md. */
export function directorySection(r: DirectoryBenchResult, date?: string): string[] {
  const ms = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(1)} ms`)
  const ok = (good: boolean) => (good ? 'met' : '**missed**')
  const short = (q: string) => `\`${q.replace('/grant-experts/browse', '') || '/'}\``
  return [
    directoryHeading(r.experts),
    '',
    ...(date ? [`Last run: ${date}; \`npm run bench -- --only expert-directory\` (the experts alone, in a database of their own; also part of every \`npm run bench\`).`, ''] : []),
    `Queries (matches): ${Object.entries(r.found)
      .map(([q, n]) => `${short(q)} (${n.toLocaleString('en-US')})`)
      .join(', ')}.`,
    '',
    "Every request runs the search (no cache) on expert_listings, the listed experts' narrow copy",
    '(ADR 086): name, title and bio by word and prefix through its GIN search index, the filters',
    '(country, language, sector, grant type: one GIN index of tags; hourly rate), the chosen order,',
    "the exact count, the page of 12 with its experts' names, stats and sectors, and the filter choices.",
    '',
    '| measure | result | target |',
    '|---|---|---|',
    `| server time (Server-Timing), median of ${r.requests} sequential requests | ${ms(r.medianMs)} | |`,
    `| server time (Server-Timing), p95 | ${ms(r.p95Ms)} | ≤ 20 ms: ${ok(r.p95Ms <= 20)} |`,
    `| the searches of issue 11 alone (the first ${SEARCH_QUERIES.length} queries): median / p95 | ${ms(r.searchMedianMs)} / ${ms(r.searchP95Ms)} | |`,
    `| machine load average (1 min) when the run started (2 shared cores) | ${r.loadAverage.toFixed(1)} | |`,
    `| full response on loopback, median / p95 | ${ms(r.responseMedianMs)} / ${ms(r.responseP95Ms)} | |`,
    `| CPU per request during these requests: app / PostgreSQL | ${ms(r.appCpuMsPerRequest)} / ${ms(r.dbCpuMsPerRequest)} | |`,
    '',
    '| query | server time p95 |',
    '|---|---|',
    ...Object.entries(r.p95ByQuery).map(([q, v]) => `| ${short(q)} | ${ms(v)} |`),
    '',
  ]
}

/** `npm run bench -- --only expert-directory`: the directory alone, in its own database (no grants), its section of bench/README.md replaced in place. */
export async function expertDirectoryOnly() {
  buildApp()
  const name = process.env.BENCH_DATABASE_NAME ?? 'harambee_bench_experts'
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  if (!(await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount) await admin.query(`create database ${name}`)
  await admin.end()
  const databaseUrl = `${server}/${name}`
  const child = await startServer(PORT, databaseUrl, 'bench-experts')
  try {
    await prepareExperts(databaseUrl)
    const result = await directoryTime(child.pid!, databaseUrl, `http://127.0.0.1:${PORT}`)
    console.log('Directory:', result)
    replaceReadmeSection(directoryHeading(result.experts), directorySection(result, `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`))
  } finally {
    child.kill('SIGTERM')
  }
}

/** The PostgreSQL backends serving the bench database (the server's pool), by process id. */
export async function backendPids(databaseUrl: string): Promise<number[]> {
  const c = new pg.Client({ connectionString: databaseUrl })
  await c.connect()
  const rows = (await c.query('select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()')).rows as Array<{ pid: number }>
  await c.end()
  return rows.map((r) => r.pid)
}
