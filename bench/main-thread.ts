/**
 * The browser's main thread while a page loads (issue 27 §4), a steadier measure than Lighthouse's
 * score on a shared machine: Chromium with its CPU slowed four times (as Lighthouse's phone), a
 * phone's viewport, an empty cache; a trace of every task on the page's main thread from the
 * navigation until the page has been quiet for two seconds. Each task counts its thread's CPU time
 * (the slowdown on), not its wall time, which stretches with the other work on the machine.
 * Per page, the median of `--runs` loads (5) of: all the tasks' time, the longest task, and the
 * blocking time (each task's time over 50 ms, summed, as Lighthouse's total blocking time counts
 * it, though over the whole load).
 *
 * `node bench/main-thread.ts [--no-build] [--runs 5] [--pages /,/discover] [--detail] [--data <folder>]`
 * (`--detail` lists what each task over 50 ms ran; DETAIL_OVER=15 lists those over 15 ms): builds the app, makes
 * the same data folder and signed-in member as bench/lighthouse.ts and starts the production server
 * on it (BENCH_PORT, 3919). Prints a table; writes nothing.
 */
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/support/chromium.ts'
import { prepareMember } from './lighthouse.ts'
import { buildApp, httpRequest, startServer } from './support.ts'

const PORT = Number(process.env.BENCH_PORT ?? 3919)
const url = `http://127.0.0.1:${PORT}`
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined)
const RUNS = Number(arg('--runs') ?? 5)
/** Lighthouse's phone: four times slower than this machine. */
const SLOWDOWN = 4

type Load = { total: number; longest: number; blocking: number; tasks: number; detail: string[] }

async function main() {
  if (!process.argv.includes('--no-build')) buildApp()
  // `--data <folder>`: the prepared data folder kept there and used again by the next run (seeding takes minutes).
  const kept = arg('--data')
  const prepared = kept ?? mkdtempSync(path.join(tmpdir(), 'harambee-main-thread-'))
  const memberFile = path.join(prepared, 'bench-member.json')
  const { cookie, verification } = existsSync(memberFile) ? (JSON.parse(readFileSync(memberFile, 'utf8')) as Awaited<ReturnType<typeof prepareMember>>) : await prepareMember(prepared)
  if (kept) writeFileSync(memberFile, JSON.stringify({ cookie, verification }))
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-main-thread-server-'))
  cpSync(prepared, dataDir, { recursive: true })
  if (!kept) rmSync(prepared, { recursive: true, force: true })
  const child = await startServer(PORT, null, 'main-thread', { SEED_GRANTS: '5000', JOBS: 'off' }, dataDir)
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  try {
    const html = async (pathname: string, signedIn: boolean) =>
      (await httpRequest(`${url}${pathname}`, { headers: { 'Accept-Encoding': 'identity', ...(signedIn ? { Cookie: cookie } : {}) } })).body.toString('utf8')
    const publicGrant = (await html('/discover', false)).match(/href="(\/grant\/[0-9a-f-]{36})"/)![1]
    const matched = (await html('/matches', true)).match(/href="(\/grant\/[0-9a-f-]{36})"/)![1]
    const all: Array<[string, string, boolean]> = [
      ['/', '/', false],
      ['/discover', '/discover', false],
      ['/trust-center', '/trust-center', false],
      ['/how-it-works', '/how-it-works', false],
      ['/get-verified', '/get-verified', false],
      ['/auth', '/auth', false],
      ['/grant-experts', '/grant-experts', false],
      ['/grant-experts/browse', '/grant-experts/browse', false],
      ['/help', '/help', false],
      ['/contact', '/contact', false],
      ['/grant/{id}', publicGrant, false],
      ['/dashboard', '/dashboard', true],
      ['/matches', '/matches', true],
      ['/grant/{id} (a match)', matched, true],
      ['/verification-application/{id} (draft)', `/verification-application/${verification}`, true],
    ]
    const wanted = arg('--pages')?.split(',')
    const pages = wanted ? all.filter(([name]) => wanted.includes(name)) : all
    console.log('| page | all tasks (ms) | longest task (ms) | blocking time (ms) | tasks over 50 ms |')
    console.log('|---|---|---|---|---|')
    for (const [name, pathname, signedIn] of pages) {
      const loads: Load[] = []
      for (let i = 0; i < RUNS; i++) loads.push(await load(browser, `${url}${pathname}`, signedIn ? cookie : undefined))
      const median = (key: Exclude<keyof Load, 'detail'>) => loads.map((l) => l[key]).sort((a, b) => a - b)[Math.floor(loads.length / 2)]
      console.log(`| ${name} | ${median('total')} | ${median('longest')} | ${median('blocking')} | ${median('tasks')} |`)
      if (process.argv.includes('--detail')) for (const line of loads[0].detail) console.log(`    ${line}`)
    }
  } finally {
    await browser.close()
    child.kill('SIGTERM')
  }
}

/** One load, in a fresh context (empty cache, no stylesheet cookie: a first visit). */
async function load(browser: import('playwright').Browser, address: string, cookie?: string): Promise<Load> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  if (cookie) {
    const [name, ...value] = cookie.split('=')
    await context.addCookies([{ name, value: value.join('='), url: address }])
  }
  const page = await context.newPage()
  const cdp = await context.newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOWDOWN })
  const events: Array<{ name: string; ph: string; dur?: number; tdur?: number; ts: number; pid: number; tid: number; args?: { name?: string; data?: unknown } }> = []
  cdp.on('Tracing.dataCollected', (data) => {
    events.push(...(data.value as unknown as typeof events))
  })
  const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.start', { categories: 'devtools.timeline,disabled-by-default-devtools.timeline,__metadata', transferMode: 'ReportEvents' })
  await page.goto(address, { waitUntil: 'load' })
  // Quiet for two seconds: work put off to idle time or a timer is counted too.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = performance.now()
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(last, entry.startTime + entry.duration)
        }).observe({ type: 'longtask', buffered: true })
        const check = () => (performance.now() - last > 2000 ? resolve() : setTimeout(check, 250))
        setTimeout(check, 250)
      }),
  )
  // Every part hydrated later (app/components/ui/hydrate-later.tsx) has hydrated by now, once.
  const parts = await page.evaluate(() => ({
    waiting: document.querySelectorAll('[data-hydrate-later]:not([data-hydrated])').length,
    names: [...document.querySelectorAll('[data-hydrate-later]')].map((e) => `${e.getAttribute('data-hydrate-later')}${e.hasAttribute('data-hydrated') ? '+' : '-'}`).join(' '),
    twice: new Set([...document.querySelectorAll('[data-hydrate-later]')].map((e) => e.getAttribute('data-hydrate-later'))).size !== document.querySelectorAll('[data-hydrate-later]').length,
  }))
  if (parts.waiting || parts.twice) console.log(`${address}: ${parts.waiting} parts not hydrated${parts.twice ? ', a part twice in the page' : ''}: ${parts.names}`)
  await cdp.send('Tracing.end')
  await done
  await context.close()
  // The page's renderer main thread: the thread named CrRendererMain in the process that ran the navigation's document.
  const mains = new Set(events.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`))
  const tasks = events.filter((e) => e.ph === 'X' && e.name === 'RunTask' && mains.has(`${e.pid}:${e.tid}`) && e.dur)
  // The renderer that did the most work is the page's (others are about:blank and the like).
  const byThread = new Map<string, number>()
  for (const t of tasks) byThread.set(`${t.pid}:${t.tid}`, (byThread.get(`${t.pid}:${t.tid}`) ?? 0) + (t.dur ?? 0))
  const main = [...byThread].sort((a, b) => b[1] - a[1])[0]?.[0]
  const own = tasks.filter((t) => `${t.pid}:${t.tid}` === main)
  // Each task's time on the CPU (the trace's thread time, the slowdown on): what the page asked of the
  // CPU, which the other work on a shared machine stretches less than it stretches wall time.
  const ms = own.map((t) => (t.tdur ?? t.dur ?? 0) / 1000)
  // --detail: what each task over 50 ms ran: the events directly inside it, summed by name (and script), the largest first.
  const inside = events.filter((e) => e.ph === 'X' && e.name !== 'RunTask' && `${e.pid}:${e.tid}` === main && (e.dur ?? 0) > 0)
  const detail = own
    .filter((t) => (t.dur ?? 0) > Number(process.env.DETAIL_OVER ?? 50) * 1000)
    .map((t) => {
      const end = t.ts + (t.dur ?? 0)
      const within = inside.filter((e) => e.ts >= t.ts && e.ts + (e.dur ?? 0) <= end)
      const top = within.filter((e) => !within.some((o) => o !== e && o.ts <= e.ts && o.ts + (o.dur ?? 0) >= e.ts + (e.dur ?? 0) && (o.dur ?? 0) > (e.dur ?? 0)))
      const sums = new Map<string, number>()
      for (const e of top) {
        const data = (e.args as { data?: { url?: string } } | undefined)?.data
        const key = `${e.name}${data?.url ? ` ${data.url.split('/').pop()}` : ''}`
        sums.set(key, (sums.get(key) ?? 0) + (e.dur ?? 0) / 1000)
      }
      const what = [...sums]
        .sort((a, b) => b[1] - a[1])
        .filter(([, v]) => v >= 2)
        .map(([k, v]) => `${k} ${Math.round(v)}`)
      return `task ${Math.round((t.dur ?? 0) / 1000)} ms at ${Math.round((t.ts - own[0].ts) / 1000)}: ${what.join(', ')}`
    })
  return {
    total: Math.round(ms.reduce((a, b) => a + b, 0)),
    longest: Math.round(Math.max(0, ...ms)),
    blocking: Math.round(ms.reduce((a, b) => a + Math.max(0, b - 50), 0)),
    tasks: ms.filter((d) => d > 50).length,
    detail,
  }
}

await main()
