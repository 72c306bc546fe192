import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { createFetcher, type FetcherOptions, type FetchEvent, parseRetryAfter } from './fetcher.server.ts'
import { createMemoryStore, type MemoryStore } from './store.ts'

// A funder's website on this machine, listed as the operator would list it in CRAWL_ALLOW_HOSTS.
// Every request it gets is logged, in the order it arrived.
let server: Server
let origin: string
let listed: string
let log: { path: string; headers: IncomingHttpHeaders; method?: string; body?: string }[] = []
let robots: { status: number; body: string } = { status: 200, body: '' }
const counters = new Map<string, number>()
const slow = new Set<import('node:http').ServerResponse>()
const USER_AGENT = 'HarambeeBot/1.0 (+http://harambee.test/about)'
const GRANT_PAGE = '<!doctype html><html lang="en"><title>Water Innovation Grant</title><h1>Water Innovation Grant</h1></html>'

const count = (path: string) => {
  const n = (counters.get(path) ?? 0) + 1
  counters.set(path, n)
  return n
}

beforeAll(async () => {
  server = createServer(async (req, res) => {
    const path = req.url ?? '/'
    let body = ''
    for await (const chunk of req) body += chunk
    log.push({ path, headers: req.headers, method: req.method, body })
    const n = count(path)
    if (path === '/robots.txt') return res.writeHead(robots.status, { 'content-type': 'text/plain' }).end(robots.body)
    // An API that answers POST only, with the body it was sent.
    if (path === '/api/search2') return req.method === 'POST' ? res.writeHead(200, { 'content-type': 'application/json' }).end(`{"asked":${body}}`) : res.writeHead(405).end()
    if (path === '/page') {
      if (req.headers['if-none-match'] === '"v1"') return res.writeHead(304, { etag: '"v1"' }).end()
      return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', etag: '"v1"', 'last-modified': 'Mon, 02 Nov 2026 10:00:00 GMT' }).end(GRANT_PAGE)
    }
    // A new ETag every time over the same body: only the hash can tell it has not changed.
    if (path === '/rotating') return res.writeHead(200, { 'content-type': 'text/html', etag: `"r${n}"` }).end(GRANT_PAGE)
    if (path === '/news') return res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>News item ${n}</p>`)
    if (path === '/flaky') return n <= 2 ? res.writeHead(500).end('oops') : res.writeHead(200, { 'content-type': 'text/html' }).end(GRANT_PAGE)
    if (path === '/down') return res.writeHead(503).end()
    if (path === '/missing') return res.writeHead(404).end()
    if (path === '/busy') return n === 1 ? res.writeHead(429, { 'retry-after': '2' }).end() : res.end('ok now')
    if (path === '/very-busy') return n === 1 ? res.writeHead(503, { 'retry-after': '3600' }).end() : res.end('ok now')
    if (path === '/hang-up') return n === 1 ? req.socket.destroy() : res.end('ok now')
    if (path === '/slow') {
      slow.add(res)
      return res.writeHead(200).write('first bytes, then nothing')
    }
    if (path === '/to-metadata') return res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end()
    if (path === '/to-other-port') return res.writeHead(302, { location: `http://127.0.0.1:${Number(new URL(origin).port) + 1}/admin` }).end()
    if (path === '/to-page') return res.writeHead(301, { location: '/page' }).end()
    if (path === '/latin1') return res.writeHead(200, { 'content-type': 'text/html; charset=iso-8859-1' }).end(Buffer.from('<p>Appel clôturé</p>', 'latin1'))
    if (path === '/big') return res.writeHead(200, { 'content-type': 'text/html' }).end('x'.repeat(5000))
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<p>${path}</p>`)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  listed = `127.0.0.1:${(server.address() as AddressInfo).port}`
  origin = `http://${listed}`
})
afterAll(() => {
  for (const res of slow) res.destroy()
  server?.close()
})
beforeEach(() => {
  log = []
  counters.clear()
  robots = { status: 200, body: 'User-agent: *\nDisallow: /private/\n' }
})

let store: MemoryStore
let sleeps: number[]
let events: FetchEvent[]
/** A fetcher whose waits return at once (recorded in `sleeps`), unless a real sleep is asked for. */
function fetcher(overrides: Partial<FetcherOptions> = {}, config: Partial<FetcherOptions['config']> = {}) {
  return createFetcher({
    config: { allowInternalHosts: [listed], userAgent: USER_AGENT, minDelayMs: 0, ...config },
    store,
    sourceId: 'acacia',
    sleep: async (ms) => {
      sleeps.push(ms)
    },
    onEvent: (event) => events.push(event),
    ...overrides,
  })
}
beforeEach(() => {
  store = createMemoryStore()
  sleeps = []
  events = []
})
const requests = (path: string) => log.filter((r) => r.path === path)

describe('The crawler’s fetcher', () => {
  it('sends a POST with its JSON body to an API that answers nothing else, never conditionally and never kept as the address’s page', async () => {
    const crawl = fetcher()
    for (const start of [0, 100]) {
      const outcome = await crawl.fetch(`${origin}/api/search2`, { kind: 'file', method: 'POST', body: `{"startRecordNum":${start}}`, contentType: 'application/json' })
      expect(outcome).toMatchObject({ kind: 'ok', body: `{"asked":{"startRecordNum":${start}}}` })
    }
    const posts = requests('/api/search2')
    expect(posts.map((r) => [r.method, r.body, r.headers['content-type'], r.headers['if-none-match']])).toEqual([
      ['POST', '{"startRecordNum":0}', 'application/json', undefined],
      ['POST', '{"startRecordNum":100}', 'application/json', undefined],
    ])
    expect(await store.getPage('acacia', `${origin}/api/search2`)).toBeNull()
  })

  it('obeys robots.txt for a POST as for a GET', async () => {
    robots = { status: 200, body: 'User-agent: *\nDisallow: /api/\n' }
    expect((await fetcher().fetch(`${origin}/api/search2`, { kind: 'file', method: 'POST', body: '{}' })).kind).toBe('disallowed')
    expect(requests('/api/search2')).toHaveLength(0)
  })

  it('fetches a page, saying who it is, and remembers its validators and hash', async () => {
    const outcome = await fetcher().fetch(`${origin}/to-page`, { kind: 'html' })
    expect(outcome).toMatchObject({ kind: 'ok', url: `${origin}/page`, status: 200, contentType: 'text/html; charset=utf-8', body: GRANT_PAGE })
    if (outcome.kind !== 'ok') throw new Error('not ok')
    expect(outcome.hash).toMatch(/^[0-9a-f]{64}$/)
    expect(new TextDecoder().decode(outcome.bytes)).toBe(GRANT_PAGE)
    expect(log.map((r) => r.path)).toEqual(['/robots.txt', '/to-page', '/page'])
    for (const request of log) expect(request.headers['user-agent']).toBe(USER_AGENT)
    expect(requests('/page')[0].headers.accept).toContain('text/html')
    expect(store.pages.get(`acacia ${origin}/to-page`)).toMatchObject({ etag: '"v1"', lastModified: 'Mon, 02 Nov 2026 10:00:00 GMT', contentHash: outcome.hash, httpStatus: 200 })
  })

  it('never fetches what robots.txt disallows, and reads robots.txt once per crawl', async () => {
    const crawl = fetcher()
    expect(await crawl.fetch(`${origin}/private/budget`, { kind: 'html' })).toEqual({ kind: 'disallowed', url: `${origin}/private/budget` })
    expect((await crawl.fetch(`${origin}/calls`, { kind: 'html' })).kind).toBe('ok')
    expect(log.map((r) => r.path)).toEqual(['/robots.txt', '/calls'])
  })

  it('goes anywhere when there is no robots.txt, and nowhere when it cannot be read', async () => {
    robots = { status: 404, body: '' }
    expect((await fetcher().fetch(`${origin}/private/budget`, { kind: 'html' })).kind).toBe('ok')
    log = []
    robots = { status: 500, body: '' }
    expect(await fetcher().fetch(`${origin}/calls`, { kind: 'html' })).toEqual({ kind: 'disallowed', url: `${origin}/calls` })
    // robots.txt was tried three times, the page never.
    expect(log.map((r) => r.path)).toEqual(['/robots.txt', '/robots.txt', '/robots.txt'])
  })

  it('lists the sitemaps robots.txt names', async () => {
    robots = { status: 200, body: `User-agent: *\nDisallow:\nSitemap: ${origin}/sitemap.xml\n` }
    expect((await fetcher().robots(`${origin}/anything`)).sitemaps).toEqual([`${origin}/sitemap.xml`])
  })

  it('refuses a source whose robots.txt asks for more than a minute between requests', async () => {
    robots = { status: 200, body: 'User-agent: HarambeeBot\nCrawl-delay: 120\n' }
    expect(await fetcher().fetch(`${origin}/calls`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/calls`, reason: 'crawl-delay-too-long' })
    expect(requests('/calls')).toHaveLength(0)
  })

  it('asks again with the last validators, and skips a page that answers 304 Not Modified', async () => {
    expect((await fetcher().fetch(`${origin}/page`, { kind: 'html' })).kind).toBe('ok')
    // The next crawl (a new fetcher, the same store).
    expect(await fetcher().fetch(`${origin}/page`, { kind: 'html' })).toEqual({ kind: 'unchanged', url: `${origin}/page` })
    const [first, second] = requests('/page')
    expect(first.headers['if-none-match']).toBeUndefined()
    expect(second.headers['if-none-match']).toBe('"v1"')
    expect(second.headers['if-modified-since']).toBe('Mon, 02 Nov 2026 10:00:00 GMT')
  })

  it('skips a page whose body hashes the same as last time, and keeps a page that changed', async () => {
    expect((await fetcher().fetch(`${origin}/rotating`, { kind: 'html' })).kind).toBe('ok')
    expect(await fetcher().fetch(`${origin}/rotating`, { kind: 'html' })).toEqual({ kind: 'unchanged', url: `${origin}/rotating` })
    expect(requests('/rotating')[1].headers['if-none-match']).toBe('"r1"')
    expect((await fetcher().fetch(`${origin}/news`, { kind: 'html' })).kind).toBe('ok')
    expect(await fetcher().fetch(`${origin}/news`, { kind: 'html' })).toMatchObject({ kind: 'ok', body: '<p>News item 2</p>' })
  })

  it('tries three times with growing waits when the server fails, then succeeds', async () => {
    const outcome = await fetcher().fetch(`${origin}/flaky`, { kind: 'html' })
    expect(outcome).toMatchObject({ kind: 'ok', body: GRANT_PAGE })
    expect(requests('/flaky')).toHaveLength(3)
    expect(sleeps).toEqual([1000, 2000])
    expect(events.filter((e) => e.type === 'retry')).toEqual([
      { type: 'retry', url: `${origin}/flaky`, attempt: 1, reason: 'http-500', waitMs: 1000 },
      { type: 'retry', url: `${origin}/flaky`, attempt: 2, reason: 'http-500', waitMs: 2000 },
    ])
  })

  it('gives up after three tries', async () => {
    expect(await fetcher().fetch(`${origin}/down`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/down`, reason: 'http-503' })
    expect(requests('/down')).toHaveLength(3)
  })

  it('retries a dropped connection and a timeout, but not a 404', async () => {
    expect(await fetcher().fetch(`${origin}/hang-up`, { kind: 'html' })).toMatchObject({ kind: 'ok', body: 'ok now' })
    expect(requests('/hang-up')).toHaveLength(2)
    expect(await fetcher({ safeFetchOptions: { timeoutMs: 200 } }).fetch(`${origin}/slow`, { kind: 'html' })).toMatchObject({ kind: 'error', reason: 'timeout' })
    expect(requests('/slow')).toHaveLength(3)
    expect(await fetcher().fetch(`${origin}/missing`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/missing`, reason: 'http-404' })
    expect(requests('/missing')).toHaveLength(1)
  })

  it('waits as long as Retry-After says, but never more than 30 seconds', async () => {
    expect((await fetcher().fetch(`${origin}/busy`, { kind: 'html' })).kind).toBe('ok')
    expect(sleeps).toEqual([2000])
    sleeps = []
    expect((await fetcher().fetch(`${origin}/very-busy`, { kind: 'html' })).kind).toBe('ok')
    expect(sleeps).toEqual([30_000])
    expect(parseRetryAfter('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('Wed, 21 Oct 2026 07:28:00 GMT'))).toBe(10_000)
    expect(parseRetryAfter('soon')).toBeNull()
  })

  it('refuses private addresses, directly and through a redirect, without retrying', async () => {
    for (const url of ['http://10.0.0.1/grants', 'http://169.254.169.254/latest/meta-data/', 'http://localhost/']) {
      expect((await fetcher().fetch(url, { kind: 'html' })).kind, url).toBe('error')
    }
    expect(await fetcher().fetch('http://10.0.0.1/grants', { kind: 'html' })).toEqual({ kind: 'error', url: 'http://10.0.0.1/grants', reason: 'private-address' })
    expect(await fetcher().fetch(`${origin}/to-metadata`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/to-metadata`, reason: 'private-address' })
    expect(await fetcher().fetch(`${origin}/to-other-port`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/to-other-port`, reason: 'private-address' })
    expect(requests('/to-metadata')).toHaveLength(1)
    expect(sleeps).toEqual([])
    // The same site, not listed by the operator, is refused like any private address.
    expect(await fetcher({}, { allowInternalHosts: [] }).fetch(`${origin}/page`, { kind: 'html' })).toEqual({ kind: 'error', url: `${origin}/page`, reason: 'private-address' })
    expect(requests('/page')).toHaveLength(0)
  })

  it('obeys the robots.txt of the host a redirect leads to', async () => {
    // A second site that forbids everything, reached by a redirect from the first.
    const other = createServer((req, res) => {
      if (req.url === '/robots.txt') return res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nDisallow: /\n')
      res.writeHead(200, { 'content-type': 'text/html' }).end(GRANT_PAGE)
    })
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve))
    const otherHost = `127.0.0.1:${(other.address() as AddressInfo).port}`
    const hop = createServer((_req, res) => res.writeHead(301, { location: `http://${otherHost}/grants/water` }).end())
    await new Promise<void>((resolve) => hop.listen(0, '127.0.0.1', resolve))
    const hopHost = `127.0.0.1:${(hop.address() as AddressInfo).port}`
    try {
      const outcome = await fetcher({}, { allowInternalHosts: [listed, otherHost, hopHost] }).fetch(`http://${hopHost}/call`, { kind: 'html' })
      expect(outcome).toEqual({ kind: 'disallowed', url: `http://${otherHost}/grants/water` })
    } finally {
      other.close()
      hop.close()
    }
  })

  it('keeps to the size limit of each purpose', async () => {
    expect(await fetcher().fetch(`${origin}/big`, { kind: 'html', maxBytes: 1000 })).toMatchObject({ kind: 'error', reason: 'too-large' })
    expect(requests('/big')).toHaveLength(1)
    expect((await fetcher().fetch(`${origin}/big`, { kind: 'file' })).kind).toBe('ok')
  })

  it('reads a page in the charset it names', async () => {
    expect(await fetcher().fetch(`${origin}/latin1`, { kind: 'html' })).toMatchObject({ kind: 'ok', body: '<p>Appel clôturé</p>' })
  })
})

describe('The crawler’s politeness', () => {
  // Spacing is checked on a virtual clock that only the fetcher's waits move forward: the machine's load
  // cannot make a test pass or fail. Each request is stamped with the virtual moment it was sent.
  function virtualTime() {
    let now = 0
    const timers: { at: number; resolve: () => void }[] = []
    let ticking = false
    const tick = () => {
      ticking = false
      timers.sort((x, y) => x.at - y.at)
      const next = timers.shift()
      if (!next) return
      now = Math.max(now, next.at)
      next.resolve()
      if (timers.length > 0) schedule()
    }
    // A real pause between virtual wake-ups lets the other crawl's network work settle first.
    const schedule = () => {
      if (ticking) return
      ticking = true
      setTimeout(tick, 5)
    }
    const sent: { path: string; at: number }[] = []
    return {
      sent,
      now: () => now,
      sleep: (ms: number) =>
        new Promise<void>((resolve) => {
          timers.push({ at: now + ms, resolve })
          schedule()
        }),
      onEvent: (event: FetchEvent) => {
        events.push(event)
        if (event.type === 'request') sent.push({ path: new URL(event.url).pathname, at: now })
      },
    }
  }

  it('spaces requests to one host by the robots.txt Crawl-delay, across two crawls sharing the store', async () => {
    robots = { status: 200, body: 'User-agent: *\nCrawl-delay: 1\n' }
    const clock = virtualTime()
    store = createMemoryStore({ now: clock.now })
    const a = fetcher({ sleep: clock.sleep, onEvent: clock.onEvent })
    const b = fetcher({ sleep: clock.sleep, onEvent: clock.onEvent })
    const results = await Promise.all([
      (async () => [await a.fetch(`${origin}/a1`, { kind: 'html' }), await a.fetch(`${origin}/a2`, { kind: 'html' })])(),
      (async () => [await b.fetch(`${origin}/b1`, { kind: 'html' }), await b.fetch(`${origin}/b2`, { kind: 'html' })])(),
    ])
    expect(results.flat().map((o) => o.kind)).toEqual(['ok', 'ok', 'ok', 'ok'])
    const pages = clock.sent.filter((r) => r.path !== '/robots.txt').sort((x, y) => x.at - y.at)
    expect(pages.map((r) => r.path).sort()).toEqual(['/a1', '/a2', '/b1', '/b2'])
    for (let i = 1; i < pages.length; i++) expect(pages[i].at - pages[i - 1].at, `${pages[i - 1].path} → ${pages[i].path}`).toBeGreaterThanOrEqual(1000)
    // The first page also waited the Crawl-delay after the robots.txt that announced it.
    const firstRobots = clock.sent.find((r) => r.path === '/robots.txt')
    expect(pages[0].at - (firstRobots?.at ?? Number.POSITIVE_INFINITY)).toBeGreaterThanOrEqual(1000)
    // And the site really received every page.
    expect(log.filter((r) => r.path !== '/robots.txt')).toHaveLength(4)
  })

  it('spaces requests by the configured least delay when robots.txt asks for none', async () => {
    const clock = virtualTime()
    store = createMemoryStore({ now: clock.now })
    const crawl = fetcher({ sleep: clock.sleep, onEvent: clock.onEvent }, { minDelayMs: 300 })
    for (const path of ['/c1', '/c2', '/c3']) expect((await crawl.fetch(`${origin}${path}`, { kind: 'html' })).kind).toBe('ok')
    expect(log.map((r) => r.path)).toEqual(['/robots.txt', '/c1', '/c2', '/c3'])
    expect(clock.sent).toEqual([
      { path: '/robots.txt', at: 0 },
      { path: '/c1', at: 300 },
      { path: '/c2', at: 600 },
      { path: '/c3', at: 900 },
    ])
  })
})
