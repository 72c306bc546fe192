/**
 * Lighthouse, mobile (issue 27 §4): every public page, and the main pages a member sees signed in
 * (the dashboard, /matches, a grant page and the verification wizard on a draft). The full bench
 * (bench/run.ts) runs the public pages with lighthouse() below; `npm run bench -- --only lighthouse`
 * runs them all alone: it builds the app, makes a data folder on the embedded database with the
 * demo grants a fresh install seeds, adds a member there before the server starts (a complete
 * organization profile, so they have matches; a verification application in draft; a session, as
 * signing in makes one), starts the production server on it and passes the member's session cookie
 * to Lighthouse (--extra-headers). It replaces its section of bench/README.md; each page's report
 * is saved as JSON under the system's temporary folder (harambee-lighthouse/).
 */
import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import { makeSignature } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { organizationMembers } from '../app/db/schema/index.ts'
import { setupNewMember } from '../app/domain/accounts/setup-new-member.server.ts'
import { updateOrganization } from '../app/domain/profile/update-profile.server.ts'
import { createVerificationApplication } from '../app/domain/verification/manage-verification.server.ts'
import { seedIfEmpty } from '../scripts/seed/seed-database.ts'
import { loadEnv } from '../server/env.ts'
import { createServices } from '../server/services.ts'
import { PUBLIC_PAGES } from './budgets.ts'
import { buildApp, httpRequest, replaceReadmeSection, root, startServer } from './support.ts'

export const LIGHTHOUSE_HEADING = '## Lighthouse (mobile), public and signed-in pages (issue 27)'
/** Issue 27 §4: performance at least 98 and accessibility 100 on every page. */
export const PERFORMANCE_TARGET = 98
const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
const PORT = Number(process.env.BENCH_PORT ?? 3919)
const url = `http://127.0.0.1:${PORT}`
/** As many demo grants as a fresh install seeds (server/env.ts SEED_GRANTS). */
const SEED_GRANTS = 5000
const AUTH_SECRET = 'bench-secret-bench-secret-bench-secret'
/** Where each page's last Lighthouse report is saved (JSON), to read its failing audits. */
export const REPORTS_DIR = path.join(tmpdir(), 'harambee-lighthouse')

type Scores = { performance: number; accessibility: number; bestPractices: number; seo: number }
/** Bytes a first visit (empty cache) transfers, by kind, as Lighthouse's network log records them. */
type Bytes = { html: number; script: number; fontsAndImages: number }
/**
 * `benchmarkIndexes`: Lighthouse's measure of the machine's CPU at the start of each run (its
 * `environment.benchmarkIndex`; higher is faster). Lighthouse slows the CPU by a fixed factor, so
 * the phone a run stands for is this index divided by that factor (docs/throttling.md in Lighthouse).
 */
export type PageResult = Scores & { performanceRuns: number[]; benchmarkIndexes: number[]; bytes: Bytes; failing: string[] }
type Run = Scores & { benchmarkIndex: number; bytes: Bytes; failing: string[] }

/** Lighthouse's own CPU slowdown for mobile, unless `--cpu-slowdown N` asks for another. */
export const DEFAULT_CPU_SLOWDOWN = 4
/**
 * The benchmark index Chrome DevTools' CPU calibration takes for a mid-tier phone (a Pixel 5) and
 * for a low-end one (a Moto G4 Power 2022): front_end/panels/mobile_throttling/CalibrationController.ts.
 */
export const MID_TIER_PHONE_INDEX = 1000
export const LOW_END_PHONE_INDEX = 264

/**
 * Each page once; a page whose performance is below PERFORMANCE_TARGET runs twice more and the
 * median counts, as Lighthouse advises on a machine with other work on it. `headers` go with every
 * request of the page (a signed-in page's Cookie).
 */
export async function lighthouse(base: string, pages: Record<string, string>, headers?: Record<string, string>, cpuSlowdown = DEFAULT_CPU_SLOWDOWN) {
  const scores: Record<string, PageResult> = {}
  for (const [name, pathname] of Object.entries(pages)) {
    const once = () => lighthouseOnce(base, name, pathname, headers, cpuSlowdown)
    const all = [once()]
    if (all[0].performance < PERFORMANCE_TARGET) all.push(once(), once())
    const median = (key: keyof Scores) => all.map((s) => s[key]).sort((a, b) => a - b)[Math.floor(all.length / 2)]
    scores[name] = {
      performance: median('performance'),
      accessibility: median('accessibility'),
      bestPractices: median('bestPractices'),
      seo: median('seo'),
      performanceRuns: all.map((s) => s.performance),
      benchmarkIndexes: all.map((s) => s.benchmarkIndex),
      bytes: all[0].bytes,
      failing: [...new Set(all.flatMap((s) => s.failing))],
    }
    console.log(`Lighthouse ${name}:`, scores[name])
  }
  return scores
}

/** Lighthouse sometimes loses its own trace ("NO_NAVSTART… Please run Lighthouse again"): it is retried. */
function lighthouseOnce(base: string, name: string, pathname: string, headers: Record<string, string> | undefined, cpuSlowdown: number, attempts = 3): Run {
  for (let attempt = 1; ; attempt++) {
    try {
      return lighthouseRun(base, name, pathname, headers, cpuSlowdown)
    } catch (error) {
      if (attempt >= attempts || !String((error as { stderr?: Buffer }).stderr ?? '').includes('Please run Lighthouse again')) throw error
      console.log(`Lighthouse ${pathname}: lost its trace, running it again (${attempt}/${attempts - 1})`)
    }
  }
}

function lighthouseRun(base: string, name: string, pathname: string, headers: Record<string, string> | undefined, cpuSlowdown: number): Run {
  const flags = '--headless --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run'
  const out = execFileSync(
    process.execPath,
    [
      path.join(root, 'node_modules/lighthouse/cli/index.js'),
      `${base}${pathname}`,
      '--form-factor=mobile',
      '--output=json',
      '--quiet',
      `--chrome-flags=${flags}`,
      `--throttling.cpuSlowdownMultiplier=${cpuSlowdown}`,
      ...(headers ? [`--extra-headers=${JSON.stringify(headers)}`] : []),
    ],
    {
      env: { ...process.env, CHROME_PATH: chromium },
      maxBuffer: 256 * 1024 * 1024,
    },
  )
  const report = JSON.parse(out.toString('utf8'))
  mkdirSync(REPORTS_DIR, { recursive: true })
  writeFileSync(path.join(REPORTS_DIR, `${name.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home'}.json`), out)
  if (report.finalDisplayedUrl && new URL(report.finalDisplayedUrl).pathname !== new URL(`${base}${pathname}`).pathname)
    throw new Error(`Lighthouse ${pathname} ended on ${report.finalDisplayedUrl}: the page redirected (a signed-in page without its session?)`)
  const c = report.categories
  for (const key of ['performance', 'accessibility', 'best-practices', 'seo'])
    if (typeof c[key]?.score !== 'number') throw new Error(`Lighthouse ${pathname}: no ${key} score (${report.runtimeError?.message ?? 'no error given'})`)
  const requests = (report.audits['network-requests']?.details?.items ?? []) as Array<{ resourceType?: string; transferSize?: number }>
  const sum = (types: string[]) => requests.filter((r) => types.includes(r.resourceType ?? '')).reduce((n, r) => n + (r.transferSize ?? 0), 0)
  // The audits below a full score that count towards accessibility, best practices or SEO.
  const failing = ['accessibility', 'best-practices', 'seo'].flatMap((key) =>
    (c[key].auditRefs as Array<{ id: string; weight: number }>)
      .filter((ref) => ref.weight > 0 && report.audits[ref.id]?.score !== null && report.audits[ref.id]?.score < 1)
      .map((ref) => `${key}: ${ref.id}`),
  )
  // Lighthouse's measure of how fast the machine was at the start of the run (lower: busier).
  const benchmarkIndex = Math.round(report.environment?.benchmarkIndex ?? 0)
  console.log(`Lighthouse ${pathname}: performance ${Math.round(c.performance.score * 100)}, benchmark index ${benchmarkIndex}`)
  return {
    performance: Math.round(c.performance.score * 100),
    benchmarkIndex,
    accessibility: Math.round(c.accessibility.score * 100),
    bestPractices: Math.round(c['best-practices'].score * 100),
    seo: Math.round(c.seo.score * 100),
    bytes: { html: sum(['Document']), script: sum(['Script']), fontsAndImages: sum(['Font', 'Image']) },
    failing,
  }
}

/**
 * A data folder on the embedded database, before the server opens it (the embedded database has one
 * owner): the demo grants, and a member as signing up and following the verification link leaves
 * them, with a complete organization profile, a Standard verification application in draft and a
 * session as signing in makes (the cookie signed as better-auth signs it).
 */
export async function prepareMember(dataDir: string) {
  const env = loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, APP_URL: url, AUTH_SECRET, DATABASE_URL: '', SEED_GRANTS: String(SEED_GRANTS) })
  const services = await createServices(env)
  try {
    console.log(`Seeding ${SEED_GRANTS.toLocaleString('en-US')} demo grants into the embedded database...`)
    await seedIfEmpty(services.db, SEED_GRANTS)
    const ctx = await services.auth.$context
    const now = new Date()
    const member = await ctx.adapter.create<{ id: string; name: string; email: string; emailVerified: boolean; createdAt: Date; updatedAt: Date }>({
      model: 'user',
      data: { name: 'Wanjiru Kamau', email: 'wanjiru.kamau@nairobi-health-collective.example.org', emailVerified: true, createdAt: now, updatedAt: now },
    })
    await ctx.internalAdapter.linkAccount({ userId: member.id, providerId: 'credential', accountId: member.id, password: await ctx.password.hash('Bench!Passw0rd-lighthouse') })
    await setupNewMember(services.db, member, 'Nairobi Health Collective')
    const [{ organizationId }] = await services.db.select({ organizationId: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, member.id))
    const saved = await updateOrganization(services.db, member.id, organizationId, {
      orgName: 'Nairobi Health Collective',
      sector: 'health',
      otherSectors: ['education'],
      country: 'KE',
      mission: 'Maternal and newborn health through community health workers in Nairobi and its informal settlements.',
      programAreas: 'Community health workers, antenatal care, nutrition for mothers and infants',
      website: 'https://nairobi-health-collective.example.org',
      registrationNumber: 'OP.218/051/2015/0123',
      yearFounded: 2015,
      orgType: 'ngo',
      annualBudgetUsd: 80000,
      languages: ['en', 'sw'],
    })
    if (!saved) throw new Error('The member could not save the organization profile')
    const application = await createVerificationApplication(services.db, { organizationId, userId: member.id, tier: 'standard' })
    if (application.kind !== 'opened') throw new Error(`No draft verification application: ${application.kind}`)
    const session = await ctx.internalAdapter.createSession(member.id, false, { ipAddress: '127.0.0.1', userAgent: 'lighthouse' })
    const cookie = `${ctx.authCookies.sessionToken.name}=${encodeURIComponent(`${session.token}.${await makeSignature(session.token, ctx.secret)}`)}`
    return { cookie, verification: application.id }
  } finally {
    await services.database.close()
  }
}

/** `pages`: only the pages so named (as in the table), for looking into a few; all of them when absent. */
export async function runLighthouseBench(pages?: string[], cpuSlowdown = DEFAULT_CPU_SLOWDOWN) {
  // The commit built and measured: read before the build, as a commit made during the runs is not in it.
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: root }).toString().trim()
  buildApp()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-lighthouse-'))
  // The server removes its data folder when it exits; a folder it never opened is removed here.
  const { cookie, verification } = await prepareMember(dataDir).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  const loadBefore = loadavg()
  const child = await startServer(PORT, null, 'lighthouse', { SEED_GRANTS: String(SEED_GRANTS), JOBS: 'off' }, dataDir)
  try {
    const headers = { Cookie: cookie }
    const page = async (pathname: string, signedIn: boolean) => {
      const response = await httpRequest(`${url}${pathname}`, { headers: { 'Accept-Encoding': 'identity', ...(signedIn ? headers : {}) } })
      if (response.status !== 200) throw new Error(`${pathname} answered ${response.status}${signedIn ? ' signed in' : ''}`)
      return response.body.toString('utf8')
    }
    const publicGrant = (await page('/discover', false)).match(/href="(\/grant\/[0-9a-f-]{36})"/)![1]
    // The member's best match: its page shows why it matches.
    const matched = (await page('/matches', true)).match(/href="(\/grant\/[0-9a-f-]{36})"/)?.[1]
    if (!matched) throw new Error('The member has no matches on /matches')
    const signedInPages = {
      '/dashboard': '/dashboard',
      '/matches': '/matches',
      '/grant/{id} (a match)': matched,
      '/verification-application/{id} (draft)': `/verification-application/${verification}`,
    }
    for (const pathname of Object.values(signedInPages)) await page(pathname, true)
    const only = (list: Record<string, string>) => (pages ? Object.fromEntries(Object.entries(list).filter(([name]) => pages.includes(name))) : list)
    const publicScores = await lighthouse(url, only({ ...Object.fromEntries(PUBLIC_PAGES.map((p) => [p, p])), '/grant/{id}': publicGrant }), undefined, cpuSlowdown)
    const signedInScores = await lighthouse(url, only(signedInPages), headers, cpuSlowdown)
    return {
      date: `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      commit,
      cpuSlowdown,
      load: { before: loadBefore, after: loadavg() },
      publicPages: publicScores,
      signedInPages: signedInScores,
    }
  } finally {
    child.kill('SIGTERM')
  }
}

export function lighthouseSection(r: Awaited<ReturnType<typeof runLighthouseBench>>): string[] {
  const ok = (good: boolean) => (good ? 'met' : '**missed**')
  const all = { ...r.publicPages, ...r.signedInPages }
  const below = Object.entries(all).filter(([, s]) => s.performance < PERFORMANCE_TARGET || s.accessibility < 100)
  const others = Object.entries(all)
    .map(([name, s]) => [name, s.failing.filter((f) => !f.startsWith('accessibility: '))] as const)
    .filter(([, audits]) => audits.length)
    .map(([name, audits]) => `${name} (${audits.join(', ')})`)
  const row = ([name, s]: [string, PageResult]) => `| ${name} | ${s.performance} (${s.performanceRuns.join(', ')}) | ${s.accessibility} | ${s.bestPractices} | ${s.seo} |`
  const load = (l: number[]) => l.map((v) => v.toFixed(1)).join(' / ')
  const indexes = Object.values(all).flatMap((s) => s.benchmarkIndexes)
  const range = (values: number[]) => {
    const [low, high] = [Math.min(...values), Math.max(...values)].map((v) => Math.round(v).toLocaleString('en-US'))
    return low === high ? low : `${low}–${high}`
  }
  const command = `npm run bench -- --only lighthouse${r.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? '' : ` --cpu-slowdown ${r.cpuSlowdown}`}`
  return [
    LIGHTHOUSE_HEADING,
    '',
    `\`${command}\`, run on ${r.date} at commit ${r.commit}: Lighthouse ${lighthouseVersion()}, mobile (a phone's`,
    `screen on a slow 4G connection, the CPU slowed ${r.cpuSlowdown}×${r.cpuSlowdown === DEFAULT_CPU_SLOWDOWN ? ', as Lighthouse does by default' : ''}), on the production server with its embedded`,
    `database and the ${SEED_GRANTS.toLocaleString('en-US')} demo grants a fresh install seeds. Signed-in pages are a member's with a complete`,
    "organization profile (so they have matches) and a verification application in draft, the member's",
    'session cookie sent with every request; they ask search engines not to index them (robots',
    'noindex, as every private page does), which Lighthouse counts against their SEO score (is-crawlable).',
    `A page below ${PERFORMANCE_TARGET} on performance runs twice more and the median counts`,
    '(the performance score of each run in brackets). The machine has 2 cores shared with other work:',
    `load average (1 / 5 / 15 min) ${load(r.load.before)} when the runs began, ${load(r.load.after)} when they ended.`,
    `Lighthouse measured the machine's CPU at a benchmark index of ${range(indexes)} over the runs; slowed ${r.cpuSlowdown}×, the runs`,
    `stand for a phone of about ${range(indexes.map((i) => i / r.cpuSlowdown))} (Chrome DevTools takes ${MID_TIER_PHONE_INDEX.toLocaleString('en-US')} for a mid-tier phone, a Pixel 5, and`,
    `${LOW_END_PHONE_INDEX} for a low-end one, a Moto G4 Power 2022). The same page scores lower on a slower machine.`,
    '',
    '| page | performance | accessibility | best practices | SEO |',
    '|---|---|---|---|---|',
    ...Object.entries(r.publicPages).map(row),
    ...Object.entries(r.signedInPages).map(([name, s]) => row([`${name}, signed in`, s])),
    '',
    `Targets: performance ≥ ${PERFORMANCE_TARGET} (${ok(Object.values(all).every((s) => s.performance >= PERFORMANCE_TARGET))}), accessibility 100 (${ok(Object.values(all).every((s) => s.accessibility === 100))}).`,
    ...(below.length
      ? [
          '',
          `Below target: ${below
            .map(([name, s]) => {
              const audits = s.failing.filter((f) => f.startsWith('accessibility: ')).map((f) => f.slice('accessibility: '.length))
              const misses = [s.performance < PERFORMANCE_TARGET ? `performance ${s.performance}` : '', s.accessibility < 100 ? `accessibility ${s.accessibility}: ${audits.join(', ')}` : ''].filter(
                Boolean,
              )
              return `${name} (${misses.join('; ')})`
            })
            .join(', ')}.`,
        ]
      : []),
    ...(others.length ? ['', `Best practices and SEO audits below a full score: ${others.join('; ')}.`] : []),
    '',
  ]
}

function lighthouseVersion(): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules/lighthouse/package.json'), 'utf8')) as { version: string }).version
}

/**
 * `npm run bench -- --only lighthouse`: this section of bench/README.md replaced in place. With
 * `--pages /dashboard,/matches` only those pages run (named as in the table), and with
 * `--cpu-slowdown 8` the CPU is slowed 8× instead of Lighthouse's 4× (to stand for a slower phone);
 * either way the section is printed and the README stays as it is.
 */
export async function lighthouseOnly() {
  const option = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
  const pages = option('--pages')?.split(',')
  const cpuSlowdown = Number(option('--cpu-slowdown') ?? DEFAULT_CPU_SLOWDOWN)
  if (!(cpuSlowdown >= 1)) throw new Error('--cpu-slowdown takes a number, 1 or more (Lighthouse slows the CPU by it)')
  const result = await runLighthouseBench(pages, cpuSlowdown)
  if (pages || cpuSlowdown !== DEFAULT_CPU_SLOWDOWN) {
    // Not the table's measure: printed, and the README stays as it is.
    console.log(lighthouseSection(result).join('\n'))
    console.log(`Lighthouse reports: ${REPORTS_DIR}`)
    return
  }
  mkdirSync(path.join(root, 'bench/.results'), { recursive: true })
  writeFileSync(path.join(root, 'bench/.results/lighthouse.json'), JSON.stringify(result, null, 2))
  console.log(`Lighthouse reports: ${REPORTS_DIR}`)
  replaceReadmeSection(LIGHTHOUSE_HEADING, lighthouseSection(result))
}
