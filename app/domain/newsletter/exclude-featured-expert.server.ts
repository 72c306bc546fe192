import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { newsletterIssues } from '../../db/schema/index.ts'

/**
 * Leaves an expert out of a draft (the next in the rotation takes the place), or, with `expertId`
 * null, brings back every expert left out. False when the issue is not a draft.
 */
export async function excludeFeaturedExpert(db: Db, issueId: string, expertId: string | null): Promise<boolean> {
  const rows = await db
    .update(newsletterIssues)
    .set({
      excludedExpertIds: expertId ? sql`(select array_agg(distinct x) from unnest(array_append(${newsletterIssues.excludedExpertIds}, ${expertId}::uuid)) x)` : sql`'{}'::uuid[]`,
      updatedAt: new Date(),
    })
    .where(and(eq(newsletterIssues.id, issueId), eq(newsletterIssues.status, 'draft')))
    .returning({ id: newsletterIssues.id })
  return rows.length > 0
}
