import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.server.ts'
import { crawlHosts, crawlPages } from '../../../db/schema/index.ts'
import type { CrawlStore } from './store.ts'

/**
 * The crawl store in the database: crawl_pages keeps each page's validators and hash, crawl_hosts
 * one row per host with the next moment a request may go to it. The host gate is one upsert, so
 * two crawls (or two worker processes) taking a slot at the same moment get different slots.
 */
export function createDbStore(db: Db): CrawlStore {
  return {
    async getPage(sourceId, url) {
      const [row] = await db
        .select({ etag: crawlPages.etag, lastModified: crawlPages.lastModified, contentHash: crawlPages.contentHash })
        .from(crawlPages)
        .where(and(eq(crawlPages.sourceId, sourceId), eq(crawlPages.url, url)))
      return row ?? null
    },
    async savePage(sourceId, url, page) {
      const values = { etag: page.etag, lastModified: page.lastModified, contentHash: page.contentHash, httpStatus: page.httpStatus, fetchedAt: sql`now()` }
      const isGrant = page.isGrant === undefined ? {} : { isGrant: page.isGrant }
      await db
        .insert(crawlPages)
        .values({ sourceId, url, ...values, ...isGrant })
        .onConflictDoUpdate({ target: [crawlPages.sourceId, crawlPages.url], set: { ...values, ...isGrant } })
    },
    async reserveHost(host, delayMs) {
      const delay = sql`make_interval(secs => ${delayMs / 1000})`
      // The slot taken is the returned next_allowed_at minus the delay; the wait is that slot minus
      // now, both measured by the database's clock so processes on other machines agree.
      const [row] = await db
        .insert(crawlHosts)
        .values({ host, nextAllowedAt: sql`now() + ${delay}` })
        .onConflictDoUpdate({ target: crawlHosts.host, set: { nextAllowedAt: sql`greatest(${crawlHosts.nextAllowedAt}, now()) + ${delay}` } })
        .returning({ waitMs: sql<number>`(extract(epoch from (${crawlHosts.nextAllowedAt} - now())) * 1000)::float8` })
      return Math.max(0, Math.round(Number(row.waitMs) - delayMs))
    },
  }
}
