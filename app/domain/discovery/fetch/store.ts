import { FRONTIER_MAX_PAGES, type FrontierRole, type PageOutcome } from '../../../catalog/discovery.ts'

/**
 * What the crawler remembers between requests and between crawls: each source's frontier (every
 * page of its site it knows, what the page is to the crawl, when it was last visited and what was
 * found), each page's validators and content hash (so an unchanged page is skipped) and each host's
 * next free moment (so requests to one host are spaced out across every crawl and every process).
 * The database store (store.server.ts) keeps them in crawl_pages and crawl_hosts; the memory store
 * serves the CLI's dry run and the tests.
 */

export interface StoredPage {
  etag: string | null
  lastModified: string | null
  contentHash: string | null
}

export interface PageRecord extends StoredPage {
  httpStatus: number
  /** What the extraction decided; left as it was when undefined (the fetcher does not know). */
  isGrant?: boolean | null
}

/** A page the frontier holds. */
export interface FrontierPage {
  url: string
  role: FrontierRole
  priority: number
  /** When it was last visited; null while it has not been. */
  fetchedAt: Date | null
  outcome: PageOutcome | null
}

/** A link a page named, to add to the frontier. */
export interface FrontierLink {
  url: string
  role: FrontierRole
  priority: number
}

/** What a visit of a page found. */
export interface PageVisit {
  outcome: PageOutcome
  /** A candidate that turned out to be a listing is kept as one. */
  role?: FrontierRole
}

export interface CrawlStore {
  getPage(sourceId: string, url: string): Promise<StoredPage | null>
  /** The validators of a page just fetched (and the moment: it is visited). */
  savePage(sourceId: string, url: string, page: PageRecord): Promise<void>
  /** Every page of the source's frontier. */
  frontier(sourceId: string): Promise<FrontierPage[]>
  /**
   * Adds the links not yet known (while the frontier holds fewer than FRONTIER_MAX_PAGES) and notes
   * that the known ones were linked again (by `from`, the page that names them). Answers the URLs that were new.
   */
  addLinks(sourceId: string, links: readonly FrontierLink[], from?: string): Promise<string[]>
  /** A listing, feed or sitemap found unchanged names again the pages it named last time (`from` of addLinks). */
  relink(sourceId: string, from: string): Promise<void>
  /** Records what a visit found (also for a page never fetched: a robots.txt refusal). */
  markVisited(sourceId: string, url: string, visit: PageVisit): Promise<void>
  /**
   * Takes the host's next slot: the first moment not earlier than `delayMs` after the slot taken
   * before. Answers how long to wait for it (0 when it is free now).
   */
  reserveHost(host: string, delayMs: number): Promise<number>
}

export interface MemoryStore extends CrawlStore {
  /** Every page fetched, by `${sourceId} ${url}` (for tests and the CLI's report). */
  readonly pages: ReadonlyMap<string, PageRecord>
}

export function createMemoryStore(options: { now?: () => number } = {}): MemoryStore {
  const now = options.now ?? Date.now
  const pages = new Map<string, PageRecord>()
  const frontiers = new Map<string, Map<string, FrontierPage>>()
  const frontierOf = (sourceId: string) => {
    const frontier = frontiers.get(sourceId) ?? new Map<string, FrontierPage>()
    frontiers.set(sourceId, frontier)
    return frontier
  }
  const hosts = new Map<string, number>()
  return {
    pages,
    async getPage(sourceId, url) {
      const page = pages.get(`${sourceId} ${url}`)
      return page ? { etag: page.etag, lastModified: page.lastModified, contentHash: page.contentHash } : null
    },
    async savePage(sourceId, url, page) {
      const key = `${sourceId} ${url}`
      const before = pages.get(key)
      pages.set(key, { ...page, isGrant: page.isGrant === undefined ? (before?.isGrant ?? null) : page.isGrant })
      const frontier = frontierOf(sourceId)
      const known = frontier.get(url)
      frontier.set(url, { url, role: known?.role ?? 'candidate', priority: known?.priority ?? 0, outcome: known?.outcome ?? null, fetchedAt: new Date(now()) })
    },
    async frontier(sourceId) {
      return [...frontierOf(sourceId).values()].map((page) => ({ ...page }))
    },
    async addLinks(sourceId, links) {
      const frontier = frontierOf(sourceId)
      const added: string[] = []
      for (const link of links) {
        const known = frontier.get(link.url)
        if (known) known.priority = Math.max(known.priority, link.priority)
        if (known || frontier.size >= FRONTIER_MAX_PAGES) continue
        frontier.set(link.url, { url: link.url, role: link.role, priority: link.priority, fetchedAt: null, outcome: null })
        added.push(link.url)
      }
      return added
    },
    // The memory store keeps no link times: only the database counts unlisted pages.
    async relink() {},
    async markVisited(sourceId, url, visit) {
      const frontier = frontierOf(sourceId)
      const known = frontier.get(url)
      frontier.set(url, { url, role: visit.role ?? known?.role ?? 'candidate', priority: known?.priority ?? 0, outcome: visit.outcome, fetchedAt: new Date(now()) })
    },
    async reserveHost(host, delayMs) {
      const at = now()
      const slot = Math.max(hosts.get(host) ?? at, at)
      hosts.set(host, slot + delayMs)
      return slot - at
    },
  }
}
