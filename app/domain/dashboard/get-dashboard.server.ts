import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm'
import { DASHBOARD_DEADLINE_WINDOW_DAYS, DASHBOARD_DEADLINES_SHOWN } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { applications, grants, userSavedGrants } from '../../db/schema/index.ts'
import { ACTIVE_STATUSES } from '../applications/application-status.ts'
import { listMemberGrants } from '../grants/list-member-grants.server.ts'
import { daysLeft } from './days-left.ts'

export interface UpcomingDeadline {
  grantId: string
  title: string
  source: string
  deadline: string
  daysLeft: number
  saved: boolean
  applied: boolean
}

/**
 * Saved or applied grants due from today to `DASHBOARD_DEADLINE_WINDOW_DAYS` days ahead, soonest
 * first: how many there are, and the first `DASHBOARD_DEADLINES_SHOWN` of them.
 */
export async function getUpcomingDeadlines(db: Db, orgId: string, now: Date = new Date()) {
  const today = now.toISOString().slice(0, 10)
  const until = new Date(now.getTime() + DASHBOARD_DEADLINE_WINDOW_DAYS * 86_400_000).toISOString().slice(0, 10)
  const saved = db.select({ grantId: userSavedGrants.grantId }).from(userSavedGrants).where(eq(userSavedGrants.organizationId, orgId))
  const applied = db.select({ grantId: applications.grantId }).from(applications).where(eq(applications.organizationId, orgId))
  const rows = await db
    .select({
      grantId: grants.id,
      title: grants.title,
      source: grants.source,
      deadline: grants.deadline,
      saved: sql<boolean>`${grants.id} in (${saved})`,
      applied: sql<boolean>`${grants.id} in (${applied})`,
    })
    .from(grants)
    .where(and(sql`(${grants.id} in (${saved}) or ${grants.id} in (${applied}))`, gte(grants.deadline, today), lte(grants.deadline, until)))
    .orderBy(grants.deadline, grants.id)
  const all: UpcomingDeadline[] = rows.map((r) => ({ ...r, deadline: r.deadline!, daysLeft: daysLeft(r.deadline!, now) }))
  return { total: all.length, shown: all.slice(0, DASHBOARD_DEADLINES_SHOWN) }
}

/** Everything the dashboard shows, in parallel queries. */
export async function getDashboard(db: Db, orgId: string, now: Date = new Date()) {
  const [lists, [{ active }], deadlines] = await Promise.all([
    listMemberGrants(db, orgId),
    db
      .select({ active: count() })
      .from(applications)
      .where(and(eq(applications.organizationId, orgId), inArray(applications.status, [...ACTIVE_STATUSES]))),
    getUpcomingDeadlines(db, orgId, now),
  ])
  return {
    ...lists,
    counters: { saved: lists.saved.length, applications: lists.applications.length, active, deadlines: deadlines.total },
    deadlines,
  }
}
