import { createHash } from 'node:crypto'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'

/**
 * The fixture funder sites (tests/fixtures/funder-sites/{acacia,baobab,cedar,dogwood,elm,fig}), served from
 * disk on 127.0.0.1 with a random port, so the crawler tests and the bench never touch the internet. acacia
 * and baobab are the sites the extraction was developed against; cedar, dogwood, elm (an aggregator blog) and
 * fig (a funder whose calls elm reposts) are held-out sites written independently of the extraction, to
 * measure it honestly.
 * What each page tests is in tests/fixtures/funder-sites/README.md; the truth for each page is in
 * tests/fixtures/funder-sites/expected.json (see loadExpectedPages).
 *
 * How a request maps to a file:
 * - `/dir/` → `dir/index.html`; `/dir` (no slash) → 301 to `/dir/` when `dir` is a directory.
 * - `?page=N` (N ≥ 2) → the page's sibling file `page-N.html` for a directory index
 *   (`/grants/?page=2` and `/grants/index.html?page=2` → `grants/page-2.html`), or `{stem}-page-N{ext}`
 *   for a named file. `?page=1` is the page itself. Every other query parameter (`utm_source`, `fbclid`…)
 *   is ignored, so tracking parameters serve the same body (canonical-URL tests).
 * - Text files (html, xml, txt, json) have `{{key}}` placeholders replaced from the template:
 *   `{{origin}}` and `{{hostPort}}` always, plus `options.template`. Feeds, sitemaps, robots.txt's
 *   Sitemap line and canonical links need absolute URLs; page links are root-relative.
 *
 * Every response to a file has an ETag (sha1 of the body as served) and a Last-Modified (a fixed date,
 * `options.lastModified`), and answers 304 to a matching If-None-Match, or, when there is no
 * If-None-Match, to an If-Modified-Since at or after Last-Modified.
 *
 * Special routes (counters are per server, so start a new server for a fresh sequence):
 * - `/flaky`: 500, 500, then 200 HTML from the third request on.
 * - `/slow`: 200 HTML after `options.slowMs` (15 s), past safeFetch's 10 s timeout.
 * - `/redirect-private` → 302 `http://10.0.0.1/`; `/redirect-metadata` → 302 `http://169.254.169.254/latest/meta-data/`;
 *   `/redirect-other-port` → 302 `http://127.0.0.1:1/`; `/redirect-local` → 302 to this site's `/grants/` (a
 *   redirect the crawler may follow).
 * - `/changing-etag`: the same HTML body every time, with a new ETag and Last-Modified each time (never 304),
 *   so only a hash of the body shows that nothing changed.
 * - `/retry-after`: 429 with `Retry-After: 1` the first time, then 200 HTML.
 */

/** Every fixture funder site (tests/fixtures/funder-sites/README.md). */
export const FIXTURE_SITES = ['acacia', 'baobab', 'cedar', 'dogwood', 'elm', 'fig'] as const
export type FixtureSiteName = (typeof FIXTURE_SITES)[number]

export interface FixtureRequest {
  method: string
  /** The path with its query string, as requested (`/grants/?page=2`). */
  path: string
  /** Date.now() when the request arrived. */
  at: number
  headers: IncomingHttpHeaders
  /** The status answered (set once the response is sent; 0 until then). */
  status: number
}

export interface FixtureSiteOptions {
  /** Extra `{{key}}` replacements in text files (`origin` and `hostPort` are always set). */
  template?: Record<string, string>
  /** How long `/slow` waits before answering. Default 15 000 ms. */
  slowMs?: number
  /** Last-Modified of every file. Default 2026-11-01T08:00:00Z. */
  lastModified?: Date
  /** The port to listen on (default: a free one). */
  port?: number
}

export interface FixtureSite {
  /** `http://127.0.0.1:PORT` */
  origin: string
  /** `127.0.0.1:PORT`, the form CRAWL_ALLOW_HOSTS takes. */
  hostPort: string
  /** Every request in the order it arrived. */
  requests: FixtureRequest[]
  /**
   * Changes a page at the source from now on (a funder moving a deadline): its text, as served at
   * `pathname`, goes through `edit`; null serves the file as it is again. Its ETag changes with it.
   */
  rewrite(pathname: string, edit: ((text: string) => string) | null): void
  /** Stops the server, ending open connections (a pending `/slow` included). */
  close(): Promise<void>
}

/** The page truth of expected.json (fields only for grant pages). */
export interface ExpectedPage {
  site: FixtureSiteName
  path: string
  isGrant: boolean
  /** The page is under a robots.txt Disallow: a polite crawler never requests it. */
  disallowed?: boolean
  /** A short note on what the page tests. */
  tests: string
  /** A repost: `<site>:<path>` of the funder's own page of the same call (same funder, deadline and apply link). */
  sameAs?: `${FixtureSiteName}:${string}`
  fields?: ExpectedGrantFields
}

export interface ExpectedGrantFields {
  title: string
  funderName: string
  amountMin: number | null
  amountMax: number | null
  currency: string | null
  deadline: string | null
  isRolling: boolean
  countryCodes: string[]
  geographicFocus: string[]
  sectors: string[]
  applicationUrl: string | null
  language: 'en' | 'fr' | 'pt' | 'ar' | 'sw'
}

/** Where the fixture sites live. */
export const FUNDER_SITES_DIR = fileURLToPath(new URL('../fixtures/funder-sites/', import.meta.url))

/** expected.json, optionally for one site. */
export async function loadExpectedPages(site?: FixtureSiteName): Promise<ExpectedPage[]> {
  const pages = JSON.parse(await readFile(join(FUNDER_SITES_DIR, 'expected.json'), 'utf8')) as { pages: ExpectedPage[] }
  return site ? pages.pages.filter((p) => p.site === site) : pages.pages
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.pdf': 'application/pdf',
}
/** Feeds announce themselves by name, as real servers do. */
const CONTENT_TYPES_BY_NAME: Record<string, string> = {
  'feed.xml': 'application/rss+xml; charset=utf-8',
  'atom.xml': 'application/atom+xml; charset=utf-8',
}
const TEXT_EXTENSIONS = new Set(['.html', '.xml', '.txt', '.json', '.css', '.svg'])

const SPECIAL_HTML = (title: string, body: string) =>
  `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head><body><main><h1>${title}</h1><p>${body}</p></main></body></html>\n`

const sha1 = (body: Buffer | string) => `"${createHash('sha1').update(body).digest('hex')}"`

/** Starts one fixture site on 127.0.0.1 with a random port. */
export async function startFixtureSite(site: FixtureSiteName, options: FixtureSiteOptions = {}): Promise<FixtureSite> {
  const root = resolve(FUNDER_SITES_DIR, site)
  const slowMs = options.slowMs ?? 15_000
  const lastModified = new Date(Math.floor((options.lastModified ?? new Date('2026-11-01T08:00:00Z')).getTime() / 1000) * 1000)
  const requests: FixtureRequest[] = []
  const counters = { flaky: 0, retryAfter: 0, changingEtag: 0 }
  const timers = new Set<NodeJS.Timeout>()
  let template: Record<string, string> = {}
  const rewrites = new Map<string, (text: string) => string>()

  const fill = (text: string) => text.replace(/\{\{(\w+)\}\}/g, (whole, key: string) => template[key] ?? whole)

  function send(res: ServerResponse, req: IncomingMessage, status: number, headers: Record<string, string>, body: Buffer | string = '') {
    res.writeHead(status, headers)
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** The file for a path and query, or null; `redirect` when a directory was asked without its slash. */
  async function locate(pathname: string, query: URLSearchParams): Promise<{ file: string } | { redirect: string } | null> {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    const relative = normalize(decoded).replace(/^[/\\]+/, '')
    let file = resolve(root, relative)
    if (file !== root && !file.startsWith(root + sep)) return null
    const info = await stat(file).catch(() => null)
    if (info?.isDirectory()) {
      if (!pathname.endsWith('/')) return { redirect: `${pathname}/` }
      file = join(file, 'index.html')
    } else if (!info) {
      return null
    }
    const page = Number(query.get('page') ?? '1')
    if (Number.isInteger(page) && page >= 2) {
      const ext = extname(file)
      const stem = file.slice(0, -ext.length)
      file = stem.endsWith(`${sep}index`) ? `${stem.slice(0, -'index'.length)}page-${page}${ext}` : `${stem}-page-${page}${ext}`
    }
    const found = await stat(file).catch(() => null)
    return found?.isFile() ? { file } : null
  }

  async function serveFile(req: IncomingMessage, res: ServerResponse, file: string, pathname: string) {
    const ext = extname(file)
    const raw = await readFile(file)
    const edit = rewrites.get(pathname) ?? ((text: string) => text)
    const body = TEXT_EXTENSIONS.has(ext) ? Buffer.from(edit(fill(raw.toString('utf8')))) : raw
    const name = file.slice(file.lastIndexOf(sep) + 1)
    const etag = sha1(body)
    const headers = {
      'content-type': CONTENT_TYPES_BY_NAME[name] ?? CONTENT_TYPES[ext] ?? 'application/octet-stream',
      etag,
      'last-modified': lastModified.toUTCString(),
      'cache-control': 'no-cache',
    }
    const ifNoneMatch = req.headers['if-none-match']
    const ifModifiedSince = req.headers['if-modified-since']
    const notModified = ifNoneMatch
      ? ifNoneMatch
          .split(',')
          .map((tag) => tag.trim().replace(/^W\//, ''))
          .some((tag) => tag === etag || tag === '*')
      : ifModifiedSince !== undefined && !Number.isNaN(Date.parse(ifModifiedSince)) && Date.parse(ifModifiedSince) >= lastModified.getTime()
    if (notModified) return send(res, req, 304, { etag, 'last-modified': headers['last-modified'] })
    send(res, req, 200, { ...headers, 'content-length': String(body.length) }, body)
  }

  const html = { 'content-type': 'text/html; charset=utf-8' }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', 'http://fixture.invalid')
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, req, 405, { allow: 'GET, HEAD' })
    switch (url.pathname) {
      case '/flaky':
        counters.flaky += 1
        if (counters.flaky <= 2) return send(res, req, 500, html, SPECIAL_HTML('Internal Server Error', 'Try again later.'))
        return send(res, req, 200, html, SPECIAL_HTML('Flaky page', `Answered on attempt ${counters.flaky}.`))
      case '/slow': {
        const timer = setTimeout(() => {
          timers.delete(timer)
          if (!res.destroyed) send(res, req, 200, html, SPECIAL_HTML('Slow page', 'This page took a long time.'))
        }, slowMs)
        timers.add(timer)
        res.on('close', () => {
          clearTimeout(timer)
          timers.delete(timer)
        })
        return
      }
      case '/redirect-private':
        return send(res, req, 302, { location: 'http://10.0.0.1/' })
      case '/redirect-metadata':
        return send(res, req, 302, { location: 'http://169.254.169.254/latest/meta-data/' })
      case '/redirect-other-port':
        return send(res, req, 302, { location: 'http://127.0.0.1:1/' })
      case '/redirect-local':
        return send(res, req, 302, { location: '/grants/' })
      case '/changing-etag': {
        counters.changingEtag += 1
        const body = SPECIAL_HTML('Programme update', 'This page never changes, but its server says it does.')
        return send(res, req, 200, { ...html, etag: `"changing-${counters.changingEtag}"`, 'last-modified': new Date().toUTCString() }, body)
      }
      case '/retry-after':
        counters.retryAfter += 1
        if (counters.retryAfter === 1) return send(res, req, 429, { ...html, 'retry-after': '1' }, SPECIAL_HTML('Too Many Requests', 'Slow down.'))
        return send(res, req, 200, html, SPECIAL_HTML('Rate-limited page', 'Thank you for waiting.'))
    }
    const found = await locate(url.pathname, url.searchParams)
    if (!found) return send(res, req, 404, html, SPECIAL_HTML('Page not found', 'The page you asked for is not here.'))
    if ('redirect' in found) return send(res, req, 301, { location: found.redirect + url.search })
    await serveFile(req, res, found.file, url.pathname)
  }

  const server = createServer((req, res) => {
    const entry: FixtureRequest = { method: req.method ?? 'GET', path: req.url ?? '/', at: Date.now(), headers: req.headers, status: 0 }
    requests.push(entry)
    res.on('finish', () => {
      entry.status = res.statusCode
    })
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) send(res, req, 500, html, SPECIAL_HTML('Fixture error', String(error)))
    })
  })
  await new Promise<void>((done, fail) => {
    server.once('error', fail)
    server.listen(options.port ?? 0, '127.0.0.1', () => done())
  })
  const { port } = server.address() as AddressInfo
  const origin = `http://127.0.0.1:${port}`
  const hostPort = `127.0.0.1:${port}`
  template = { origin, hostPort, ...options.template }

  return {
    origin,
    hostPort,
    requests,
    rewrite(pathname, edit) {
      if (edit) rewrites.set(pathname, edit)
      else rewrites.delete(pathname)
    },
    close: () =>
      new Promise<void>((done) => {
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
        server.close(() => done())
        server.closeAllConnections()
      }),
  }
}
