import { desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants, user, userSavedGrants } from '../../db/schema/index.ts'
import { type OpportunityRow, opportunityColumns, toOpportunity } from './opportunity.server.ts'
import { offsetOf, type Page, paginationInfo } from './pagination.server.ts'
import { defined, person } from './pipeline-rows.server.ts'

/** GET /api/v1/pipeline/saved-grants: the organization's saved grants, most recently saved first. Only that organization's rows. */
export async function listSavedGrants(db: Db, organizationId: string, page: Page, appUrl: string) {
  const mine = eq(userSavedGrants.organizationId, organizationId)
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({ savedId: userSavedGrants.id, savedAt: userSavedGrants.savedAt, savedById: userSavedGrants.savedBy, savedByName: user.name, grant: opportunityColumns })
      .from(userSavedGrants)
      .innerJoin(grants, eq(grants.id, userSavedGrants.grantId))
      .leftJoin(user, eq(user.id, userSavedGrants.savedBy))
      .where(mine)
      .orderBy(desc(userSavedGrants.savedAt), desc(userSavedGrants.id))
      .limit(page.pageSize)
      .offset(offsetOf(page)),
    db.select({ n: sql<number>`count(*)::int` }).from(userSavedGrants).where(mine),
  ])
  return {
    items: rows.map((r) =>
      defined({
        id: r.savedId,
        savedAt: new Date(r.savedAt).toISOString(),
        savedBy: person(r.savedById, r.savedByName),
        opportunity: toOpportunity(r.grant as OpportunityRow, appUrl),
      }),
    ),
    paginationInfo: paginationInfo(page, Number(n)),
  }
}
