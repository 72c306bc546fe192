import { asc, count, eq, ilike } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ORGANIZATIONS_SHOWN } from '../../catalog/limits.ts'
import { effectivePlanId } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, user } from '../../db/schema/index.ts'

/** Organizations for admins, by name (those whose name contains `q`, when given): plan in force, team size and account manager. */
export async function listOrganizations(db: Db, q?: string) {
  const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null
  const manager = alias(user, 'manager')
  const rows = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      plan: organizations.plan,
      planRenewsAt: organizations.planRenewsAt,
      managerName: manager.name,
      members: count(organizationMembers.userId),
    })
    .from(organizations)
    .leftJoin(organizationMembers, eq(organizationMembers.organizationId, organizations.id))
    .leftJoin(manager, eq(manager.id, organizations.accountManagerId))
    .where(pattern ? ilike(organizations.name, pattern) : undefined)
    .groupBy(organizations.id, manager.name)
    .orderBy(asc(organizations.name), asc(organizations.id))
    .limit(ORGANIZATIONS_SHOWN)
  return rows.map((r) => ({ id: r.id, name: r.name, plan: effectivePlanId({ plan: r.plan, planRenewsAt: r.planRenewsAt }), managerName: r.managerName, members: Number(r.members) }))
}
