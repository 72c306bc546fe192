import { and, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, userSavedGrants } from '../../db/schema/index.ts'

/** Which of these grants the member's organization has saved and applied to: two indexed queries for a whole page. */
export async function getMemberGrantState(db: Db, orgId: string | undefined, grantIds: string[]) {
  if (!orgId || grantIds.length === 0) return { saved: [] as string[], applied: [] as string[] }
  const [saved, applied] = await Promise.all([
    db
      .select({ id: userSavedGrants.grantId })
      .from(userSavedGrants)
      .where(and(eq(userSavedGrants.organizationId, orgId), inArray(userSavedGrants.grantId, grantIds))),
    db
      .select({ id: applications.grantId })
      .from(applications)
      .where(and(eq(applications.organizationId, orgId), inArray(applications.grantId, grantIds))),
  ])
  return { saved: saved.map((r) => r.id), applied: applied.map((r) => r.id) }
}
