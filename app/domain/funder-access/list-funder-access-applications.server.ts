import { asc, desc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications, user } from '../../db/schema/index.ts'

/** How many decided applications the console shows under the waiting ones. */
export const DECIDED_SHOWN = 50

/** Applications for staff: every waiting one (oldest first), then the latest decided ones. */
export async function listFunderAccessApplications(db: Db) {
  const columns = {
    id: funderAccessApplications.id,
    name: funderAccessApplications.name,
    email: user.email,
    funderOrganization: funderAccessApplications.funderOrganization,
    website: funderAccessApplications.website,
    country: funderAccessApplications.country,
    purpose: funderAccessApplications.purpose,
    status: funderAccessApplications.status,
    createdAt: funderAccessApplications.createdAt,
    decidedAt: funderAccessApplications.decidedAt,
  }
  const [pending, decided] = await Promise.all([
    db
      .select(columns)
      .from(funderAccessApplications)
      .innerJoin(user, eq(user.id, funderAccessApplications.userId))
      .where(eq(funderAccessApplications.status, 'pending'))
      .orderBy(asc(funderAccessApplications.createdAt)),
    db
      .select(columns)
      .from(funderAccessApplications)
      .innerJoin(user, eq(user.id, funderAccessApplications.userId))
      .where(sql`${funderAccessApplications.status} <> 'pending'`)
      .orderBy(desc(funderAccessApplications.decidedAt))
      .limit(DECIDED_SHOWN),
  ])
  return { pending, decided }
}
