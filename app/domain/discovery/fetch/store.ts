/**
 * What the fetcher remembers between requests and between crawls: each page's validators and
 * content hash (so an unchanged page is skipped) and each host's next free moment (so requests to
 * one host are spaced out across every crawl and every process). The database store
 * (store.server.ts) keeps them in crawl_pages and crawl_hosts; the memory store serves the CLI's dry
 * run and the tests.
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

export interface CrawlStore {
  getPage(sourceId: string, url: string): Promise<StoredPage | null>
  savePage(sourceId: string, url: string, page: PageRecord): Promise<void>
  /**
   * Takes the host's next slot: the first moment not earlier than `delayMs` after the slot taken
   * before. Answers how long to wait for it (0 when it is free now).
   */
  reserveHost(host: string, delayMs: number): Promise<number>
}

export interface MemoryStore extends CrawlStore {
  /** Every page saved, by `${sourceId} ${url}` (for tests and the CLI's report). */
  readonly pages: ReadonlyMap<string, PageRecord>
}

export function createMemoryStore(options: { now?: () => number } = {}): MemoryStore {
  const now = options.now ?? Date.now
  const pages = new Map<string, PageRecord>()
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
    },
    async reserveHost(host, delayMs) {
      const at = now()
      const slot = Math.max(hosts.get(host) ?? at, at)
      hosts.set(host, slot + delayMs)
      return slot - at
    },
  }
}
