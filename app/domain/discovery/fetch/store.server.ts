import { and, count, eq, sql } from 'drizzle-orm'
import { FRONTIER_MAX_PAGES } from '../../../catalog/discovery.ts'
import type { Db } from '../../../db/client.server.ts'
import { crawlHosts, crawlPages } from '../../../db/schema/index.ts'
import type { CrawlStore } from './store.ts'

/** Links added in one statement at most (a sitemap names thousands). */
const LINKS_PER_INSERT = 500

/**
 * The crawl store in the database: crawl_pages keeps each source's frontier with each page's
 * validators and hash, crawl_hosts
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
    async frontier(sourceId) {
      return db
        .select({ url: crawlPages.url, role: crawlPages.role, priority: crawlPages.priority, fetchedAt: crawlPages.fetchedAt, outcome: crawlPages.outcome })
        .from(crawlPages)
        .where(eq(crawlPages.sourceId, sourceId))
    },
    async addLinks(sourceId, links, from) {
      const added: string[] = []
      if (links.length === 0) return added
      const [{ known }] = await db.select({ known: count() }).from(crawlPages).where(eq(crawlPages.sourceId, sourceId))
      let room = FRONTIER_MAX_PAGES - known
      const unique = [...new Map(links.map((l) => [l.url, l])).values()]
      for (let at = 0; at < unique.length; at += LINKS_PER_INSERT) {
        const batch = unique.slice(at, at + LINKS_PER_INSERT)
        // Known pages are noted as linked again, and keep the best priority any link gave them
        // (a page first found in a sitemap moves up when a feed names it).
        const values = sql.join(
          batch.map((l) => sql`(${l.url}, ${l.priority}::int)`),
          sql`, `,
        )
        await db.execute(
          sql`update ${crawlPages} set last_linked_at = now(), linked_from = coalesce(${from ?? null}, ${crawlPages.linkedFrom}), unlisted_crawls = 0, priority = greatest(${crawlPages.priority}, v.priority) from (values ${values}) as v(url, priority) where ${crawlPages.sourceId} = ${sourceId} and ${crawlPages.url} = v.url`,
        )
        if (room <= 0) continue
        const rows = await db
          .insert(crawlPages)
          .values(batch.slice(0, room).map((l) => ({ sourceId, url: l.url, role: l.role, priority: l.priority, lastLinkedAt: sql`now()`, linkedFrom: from ?? null })))
          .onConflictDoNothing()
          .returning({ url: crawlPages.url })
        room -= rows.length
        added.push(...rows.map((r) => r.url))
      }
      return added
    },
    async relink(sourceId, from) {
      await db
        .update(crawlPages)
        .set({ lastLinkedAt: sql`now()`, unlistedCrawls: 0 })
        .where(and(eq(crawlPages.sourceId, sourceId), eq(crawlPages.linkedFrom, from)))
    },
    async markVisited(sourceId, url, visit) {
      const set = {
        outcome: visit.outcome,
        fetchedAt: sql`now()`,
        ...(visit.role ? { role: visit.role } : {}),
        ...(visit.outcome === 'grant' || visit.outcome === 'not_grant' ? { isGrant: visit.outcome === 'grant' } : {}),
      }
      await db
        .insert(crawlPages)
        .values({ sourceId, url, role: visit.role ?? 'candidate', ...set })
        .onConflictDoUpdate({ target: [crawlPages.sourceId, crawlPages.url], set })
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
