import { createHash } from 'node:crypto'
import type { CrawlConfig } from '../../../context.ts'
import { hostPortOf, safeFetch, SafeFetchError, type SafeFetchOptions, type SafeResponse } from '../../../net/safe-fetch.server.ts'
import { createRobotsCache, MAX_CRAWL_DELAY_MS, parseRobots, type RobotsRules, rulesForStatus } from './robots.ts'
import type { CrawlStore } from './store.ts'

/**
 * The crawler's one way to fetch a URL (docs/decisions/026-crawler.md). Each request: obey the
 * origin's robots.txt (read once per crawl) → wait for the host's slot (the robots Crawl-delay or the
 * configured least delay, whichever is longer, shared across crawls through the store) → ask
 * conditionally (If-None-Match / If-Modified-Since from the last crawl) → safeFetch, which checks
 * every hop and lets through only the operator's CRAWL_ALLOW_HOSTS among internal hosts → retry
 * network errors, timeouts, 429 and 5xx up to three tries in all, with exponential backoff or the
 * server's Retry-After (capped) → hash the body, and call it unchanged when the hash is the last
 * crawl's. Nothing here throws for a bad page: every ending is an outcome.
 */

export type FetchKind = 'html' | 'feed' | 'robots' | 'file'

/** Body limits per purpose: a page or feed, robots.txt (RFC 9309 asks for at least 500 KiB), an importer's file. */
export const FETCH_LIMITS: Record<FetchKind, { maxBytes: number; timeoutMs: number }> = {
  html: { maxBytes: 2 * 1024 * 1024, timeoutMs: 15_000 },
  feed: { maxBytes: 2 * 1024 * 1024, timeoutMs: 15_000 },
  robots: { maxBytes: 500 * 1024, timeoutMs: 10_000 },
  file: { maxBytes: 64 * 1024 * 1024, timeoutMs: 120_000 },
}

/** Three tries in all; backoff 1 s then 2 s unless the server says when (Retry-After, at most 30 s). */
export const RETRY = { tries: 3, baseDelayMs: 1000, maxRetryAfterMs: 30_000 } as const

const ACCEPT: Record<FetchKind, string> = {
  html: 'text/html,application/xhtml+xml;q=0.9,*/*;q=0.5',
  feed: 'application/rss+xml,application/atom+xml,application/rdf+xml;q=0.9,application/xml;q=0.9,text/xml;q=0.9,*/*;q=0.5',
  robots: 'text/plain,*/*;q=0.5',
  file: '*/*',
}

/**
 * Why a fetch ended without a page: a safeFetch refusal (private-address, internal-redirect, port,
 * too-large, timeout, network…), `http-<status>` for an answer that is not 2xx or 304, or
 * `crawl-delay-too-long` when robots.txt asks for more than a minute between requests.
 */
export type FetchErrorReason = string

export type FetchOutcome =
  | { kind: 'ok'; url: string; status: number; contentType: string; body: string; bytes: Uint8Array; hash: string }
  | { kind: 'unchanged'; url: string }
  | { kind: 'disallowed'; url: string }
  | { kind: 'error'; url: string; reason: FetchErrorReason }

export type FetchEvent =
  | { type: 'robots'; origin: string; source: RobotsRules['source'] | 'refused'; crawlDelayMs: number | null }
  | { type: 'wait'; host: string; ms: number }
  | { type: 'request'; url: string; attempt: number }
  | { type: 'retry'; url: string; attempt: number; reason: string; waitMs: number }
  | { type: 'done'; url: string; outcome: FetchOutcome['kind']; reason?: string }

export interface FetcherOptions {
  config: Pick<CrawlConfig, 'allowInternalHosts' | 'userAgent' | 'minDelayMs'>
  store: CrawlStore
  sourceId: string
  onEvent?: (event: FetchEvent) => void
  /** Waits (host gate, backoff); tests pass one that returns at once. */
  sleep?: (ms: number) => Promise<void>
  /** Tests only: passed on to safeFetch (a DNS stand-in, a shorter timeout). */
  safeFetchOptions?: Pick<SafeFetchOptions, 'resolve' | 'timeoutMs'>
}

export interface Fetcher {
  /**
   * `conditional: false` always reads the page in full (a listing read for its links); by default a
   * page unchanged since the last crawl (304, or the same content hash) comes back as `unchanged`.
   * `method: 'POST'` sends `body` (of `contentType`) to an API that answers nothing else (ADR 058):
   * never conditional, and its answer is not kept as the address's page. Robots rules are the same.
   */
  fetch(url: string, options: FetchOptions): Promise<FetchOutcome>
  /** The robots.txt rules for a URL's origin (read once per fetcher): sitemaps, crawl-delay. */
  robots(url: string): Promise<RobotsRules>
}

export interface FetchOptions {
  kind: FetchKind
  maxBytes?: number
  conditional?: boolean
  method?: 'GET' | 'POST'
  body?: string
  contentType?: string
}

type RobotsEntry = { rules: RobotsRules } | { refused: string }

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

export function createFetcher(options: FetcherOptions): Fetcher {
  const { config, store, sourceId } = options
  const sleep = options.sleep ?? defaultSleep
  const emit = options.onEvent ?? (() => {})

  /** One request, with the host gate before every try and the retries. No robots check, no store. */
  async function request(
    url: URL,
    kind: FetchKind,
    delayMs: number,
    headers: Record<string, string>,
    maxBytes: number,
    post?: { body: string },
  ): Promise<{ response: SafeResponse } | { reason: string }> {
    const host = hostPortOf(url)
    for (let attempt = 1; ; attempt++) {
      const wait = await store.reserveHost(host, delayMs)
      if (wait > 0) {
        emit({ type: 'wait', host, ms: wait })
        await sleep(wait)
      }
      emit({ type: 'request', url: url.href, attempt })
      let retryReason: string
      let retryAfterMs: number | null = null
      try {
        const response = await safeFetch(url, {
          headers: { 'user-agent': config.userAgent, accept: ACCEPT[kind], ...headers },
          ...(post ? { method: 'POST' as const, body: post.body } : {}),
          maxBytes,
          // RFC 9309 §2.5: a crawler reads at least the first 500 KiB of robots.txt and may ignore the rest.
          truncate: kind === 'robots',
          timeoutMs: FETCH_LIMITS[kind].timeoutMs,
          ...options.safeFetchOptions,
          allowInternalHosts: config.allowInternalHosts,
        })
        if (response.status !== 429 && response.status < 500) return { response }
        retryReason = `http-${response.status}`
        retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
      } catch (error) {
        if (!(error instanceof SafeFetchError)) throw error
        // A refusal (private address, port, size…) comes out the same every time: no retry.
        if (error.reason !== 'network' && error.reason !== 'timeout') return { reason: error.reason }
        retryReason = error.reason
      }
      if (attempt >= RETRY.tries) return { reason: retryReason }
      const backoff = retryAfterMs ?? RETRY.baseDelayMs * 2 ** (attempt - 1)
      const waitMs = Math.min(backoff, RETRY.maxRetryAfterMs)
      emit({ type: 'retry', url: url.href, attempt, reason: retryReason, waitMs })
      await sleep(waitMs)
    }
  }

  const robotsCache = createRobotsCache<RobotsEntry>(async (robotsUrl) => {
    const url = new URL(robotsUrl)
    const result = await request(url, 'robots', config.minDelayMs, {}, FETCH_LIMITS.robots.maxBytes)
    let entry: RobotsEntry
    if ('response' in result) {
      const { response } = result
      entry = { rules: response.ok ? parseRobots(robotsUrl, decodeBody(response.body, response.headers.get('content-type'), 'robots')) : rulesForStatus(response.status) }
    } else if (result.reason === 'too-many-redirects') {
      // RFC 9309 §2.3.1.2: past five redirects robots.txt counts as unavailable, like a 4xx.
      entry = { rules: rulesForStatus(404) }
    } else if (result.reason === 'network' || result.reason === 'timeout' || result.reason.startsWith('http-')) {
      // RFC 9309 §2.3.1.4: unreachable (a 5xx, no connection) means the crawler may fetch nothing.
      entry = { rules: rulesForStatus(503) }
    } else {
      // Refused by safeFetch (a private address, a port): the pages would be refused the same way.
      entry = { refused: result.reason }
    }
    const crawlDelayMs = 'rules' in entry ? entry.rules.crawlDelayMs : null
    // robots.txt itself went out with the least delay, its Crawl-delay unknown until read: push the
    // host's next slot out by the difference, so the first page also waits the full Crawl-delay.
    if (crawlDelayMs !== null && crawlDelayMs > config.minDelayMs && crawlDelayMs <= MAX_CRAWL_DELAY_MS) await store.reserveHost(hostPortOf(url), crawlDelayMs - config.minDelayMs)
    emit({ type: 'robots', origin: url.origin, source: 'rules' in entry ? entry.rules.source : 'refused', crawlDelayMs })
    return entry
  })

  async function fetchUrl(input: string, fetchOptions: FetchOptions): Promise<FetchOutcome> {
    const { kind } = fetchOptions
    const post = fetchOptions.method === 'POST' && kind !== 'robots' ? { body: fetchOptions.body ?? '' } : undefined
    let url: URL
    try {
      url = new URL(input)
    } catch {
      return { kind: 'error', url: input, reason: 'invalid-url' }
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'error', url: input, reason: 'scheme' }
    let delayMs = config.minDelayMs
    if (kind !== 'robots') {
      const robots = await robotsCache.get(url)
      if ('refused' in robots) return { kind: 'error', url: input, reason: robots.refused }
      if (!robots.rules.isAllowed(url.href)) return { kind: 'disallowed', url: input }
      const crawlDelay = robots.rules.crawlDelayMs ?? 0
      if (crawlDelay > MAX_CRAWL_DELAY_MS) return { kind: 'error', url: input, reason: 'crawl-delay-too-long' }
      delayMs = Math.max(delayMs, crawlDelay)
    }
    // robots.txt is read once per crawl and not kept between crawls.
    const previous = kind === 'robots' || post || fetchOptions.conditional === false ? null : await store.getPage(sourceId, input)
    const headers: Record<string, string> = post ? { 'content-type': fetchOptions.contentType ?? 'application/json' } : {}
    if (previous?.etag) headers['if-none-match'] = previous.etag
    if (previous?.lastModified) headers['if-modified-since'] = previous.lastModified
    const result = await request(url, kind, delayMs, headers, fetchOptions.maxBytes ?? FETCH_LIMITS[kind].maxBytes, post)
    if ('reason' in result) return { kind: 'error', url: input, reason: result.reason }
    const { response } = result
    if (response.status === 304 && previous) {
      await store.savePage(sourceId, input, { ...previous, httpStatus: 304 })
      return { kind: 'unchanged', url: response.url }
    }
    if (!response.ok) return { kind: 'error', url: response.url, reason: `http-${response.status}` }
    // A redirect to another host (funder.org → www.funder.org) is followed inside safeFetch; that
    // host's robots.txt decides whether the page may be used.
    if (kind !== 'robots' && response.url && new URL(response.url).host !== url.host) {
      const target = await robotsCache.get(response.url)
      if ('refused' in target || !target.rules.isAllowed(response.url)) return { kind: 'disallowed', url: response.url }
    }
    const hash = createHash('sha256').update(response.body).digest('hex')
    const contentType = response.headers.get('content-type') ?? ''
    // A POST's answer depends on its body: it is not the address's page.
    if (kind !== 'robots' && !post) {
      await store.savePage(sourceId, input, { etag: response.headers.get('etag'), lastModified: response.headers.get('last-modified'), contentHash: hash, httpStatus: response.status })
      if (previous?.contentHash === hash) return { kind: 'unchanged', url: response.url }
    }
    return { kind: 'ok', url: response.url, status: response.status, contentType, body: decodeBody(response.body, contentType, kind), bytes: response.body, hash }
  }

  return {
    async fetch(url, fetchOptions) {
      const outcome = await fetchUrl(url, fetchOptions)
      emit({ type: 'done', url, outcome: outcome.kind, ...(outcome.kind === 'error' ? { reason: outcome.reason } : {}) })
      return outcome
    },
    async robots(url) {
      const entry = await robotsCache.get(url)
      return 'rules' in entry ? entry.rules : rulesForStatus(503)
    },
  }
}

/** Retry-After as milliseconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null, now: number = Date.now()): number | null {
  if (!value) return null
  const text = value.trim()
  if (/^\d+$/.test(text)) return Number(text) * 1000
  const at = Date.parse(text)
  return Number.isNaN(at) ? null : Math.max(0, at - now)
}

/**
 * The body as text, in the charset the answer names: the Content-Type's charset, else for HTML a
 * <meta charset> and for XML the declaration's encoding in the first bytes, else UTF-8. French and
 * Portuguese funder sites still serve windows-1252 now and then.
 */
export function decodeBody(bytes: Uint8Array, contentType: string | null, kind: FetchKind): string {
  let charset = contentType?.match(/charset\s*=\s*"?([\w.:-]+)/i)?.[1]
  if (!charset && kind !== 'robots') {
    const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024))
    charset = head.match(/<meta[^>]+charset\s*=\s*["']?([\w.:-]+)/i)?.[1] ?? head.match(/^\s*<\?xml[^>]+encoding\s*=\s*["']([\w.:-]+)/i)?.[1]
  }
  try {
    return new TextDecoder(charset ?? 'utf-8').decode(bytes)
  } catch {
    return new TextDecoder('utf-8').decode(bytes)
  }
}
