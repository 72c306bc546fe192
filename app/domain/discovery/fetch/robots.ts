import robotsParser from 'robots-parser'

/**
 * robots.txt as the crawler obeys it (RFC 9309; docs/decisions/026-crawler.md). Pure: the fetcher
 * loads the file and hands over what came back, so these rules are tested without a network.
 */

/** The product token robots.txt groups are matched against (the User-Agent says HarambeeBot/1.0 …). */
export const ROBOTS_PRODUCT_TOKEN = 'HarambeeBot'

/** A crawl-delay above this is not honoured by waiting: the source is not crawled and the task records an error. */
export const MAX_CRAWL_DELAY_MS = 60_000

export interface RobotsRules {
  /** file: a robots.txt was read; allow-all: none (a 4xx); disallow-all: it could not be read (5xx, unreachable). */
  readonly source: 'file' | 'allow-all' | 'disallow-all'
  isAllowed(url: string): boolean
  /** The Crawl-delay of the group that matched HarambeeBot, in milliseconds, or null. */
  readonly crawlDelayMs: number | null
  /** Sitemap: lines, absolute URLs. */
  readonly sitemaps: readonly string[]
}

/** Where the robots.txt that governs `url` lives: one per scheme, host and port. */
export function robotsUrlFor(url: string | URL): string {
  return new URL('/robots.txt', url).href
}

/** The rules of a robots.txt that was read (a 2xx answer). */
export function parseRobots(robotsUrl: string, text: string, token: string = ROBOTS_PRODUCT_TOKEN): RobotsRules {
  const robots = robotsParser(robotsUrl, text)
  const delay = robots.getCrawlDelay(token)
  const origin = new URL(robotsUrl).origin
  return {
    source: 'file',
    // robots-parser answers undefined for a URL of another origin: that file does not govern it.
    isAllowed: (url) => new URL(url).origin === origin && robots.isAllowed(url, token) !== false,
    crawlDelayMs: typeof delay === 'number' && Number.isFinite(delay) && delay >= 0 ? Math.round(delay * 1000) : null,
    sitemaps: robots.getSitemaps().filter((s) => URL.canParse(s)),
  }
}

/** No robots.txt (RFC 9309 §2.3.1.3: a 4xx means the crawler may go anywhere). */
export const ALLOW_ALL: RobotsRules = { source: 'allow-all', isAllowed: () => true, crawlDelayMs: null, sitemaps: [] }

/** robots.txt could not be read (RFC 9309 §2.3.1.4: a 5xx or an unreachable server means go nowhere). */
export const DISALLOW_ALL: RobotsRules = { source: 'disallow-all', isAllowed: () => false, crawlDelayMs: null, sitemaps: [] }

/** The rules for a robots.txt answer's status; a 2xx needs its text, through parseRobots. */
export function rulesForStatus(status: number): RobotsRules {
  return status >= 400 && status < 500 ? ALLOW_ALL : DISALLOW_ALL
}

/**
 * One crawl's robots.txt, read once per origin: `load` is called the first time an origin is asked
 * about, and concurrent questions share the one load.
 */
export function createRobotsCache<T>(load: (robotsUrl: string) => Promise<T>): { get(url: string | URL): Promise<T> } {
  const cache = new Map<string, Promise<T>>()
  return {
    get(url) {
      const robotsUrl = robotsUrlFor(url)
      let entry = cache.get(robotsUrl)
      if (!entry) {
        entry = load(robotsUrl)
        cache.set(robotsUrl, entry)
      }
      return entry
    },
  }
}
