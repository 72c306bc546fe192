import { asc, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { cacheFor, searchEpoch } from '../grants/search-cache.server.ts'
import { type OpportunityRow, opportunityColumns, publishedGrant, toOpportunity } from './opportunity.server.ts'
import { offsetOf, type Page, paginationInfo } from './pagination.server.ts'

/**
 * GET /common-grants/opportunities: one page of published grants, most recently changed first
 * (the base's order; the partial index grants(updated_at desc nulls last, id) where published, so a
 * deep page reads only the index). The total is counted once per revision of
 * the grants and day (searchEpoch), so a client paging through them costs one indexed read a page.
 */
export async function listOpportunities(db: Db, page: Page, appUrl: string) {
  const epoch = await searchEpoch(db)
  // The page's ids first (an index-only scan, however deep the page), then only their rows.
  const [pageIds, total] = await Promise.all([
    db.select({ id: grants.id }).from(grants).where(publishedGrant()).orderBy(sql`${grants.updatedAt} desc nulls last`, asc(grants.id)).limit(page.pageSize).offset(offsetOf(page)),
    countPublished(db, epoch),
  ])
  const ids = pageIds.map((r) => r.id)
  const rows = ids.length ? ((await db.select(opportunityColumns).from(grants).where(inArray(grants.id, ids))) as OpportunityRow[]) : []
  const position = new Map(ids.map((id, i) => [id, i]))
  rows.sort((a, b) => position.get(a.id)! - position.get(b.id)!)
  return { items: rows.map((r) => toOpportunity(r, appUrl)), paginationInfo: paginationInfo(page, total) }
}

function countPublished(db: Db, epoch: string): Promise<number> {
  return cacheFor<number>(db, 'api-published-count', 4).get(epoch, async () => {
    const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(grants).where(publishedGrant())
    return Number(row.n)
  })
}
