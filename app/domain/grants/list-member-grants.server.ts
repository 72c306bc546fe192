import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, grants, user, userSavedGrants } from '../../db/schema/index.ts'
import { grantCardColumns, type GrantCard } from './search-grants.server.ts'

/** The organization's saved grants (newest saved first) and applications (newest first, each with its assignee's name), with their grants. */
export async function listMemberGrants(db: Db, orgId: string) {
  const [saved, applied] = await Promise.all([
    db
      .select({ savedAt: userSavedGrants.savedAt, grant: grantCardColumns })
      .from(userSavedGrants)
      .innerJoin(grants, eq(grants.id, userSavedGrants.grantId))
      .where(eq(userSavedGrants.organizationId, orgId))
      .orderBy(desc(userSavedGrants.savedAt)),
    db
      .select({
        id: applications.id,
        status: applications.status,
        submissionDate: applications.submissionDate,
        outcome: applications.outcome,
        amountAwarded: applications.amountAwarded,
        createdAt: applications.createdAt,
        assigneeName: user.name,
        grant: grantCardColumns,
      })
      .from(applications)
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .leftJoin(user, eq(user.id, applications.assigneeId))
      .where(eq(applications.organizationId, orgId))
      .orderBy(desc(applications.createdAt)),
  ])
  return {
    saved: saved.map((r) => ({ savedAt: r.savedAt.toISOString(), grant: r.grant as GrantCard })),
    applications: applied.map((r) => ({ ...r, createdAt: r.createdAt.toISOString(), grant: r.grant as GrantCard })),
  }
}
