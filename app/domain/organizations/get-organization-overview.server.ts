import { and, asc, desc, eq } from 'drizzle-orm'
import { effectivePlanId } from '../../catalog/plans.ts'
import { organizationSectors } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, organizationVerifications, user } from '../../db/schema/index.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'

/** One organization as admins see it: its sectors, plan in force, badge in force, team, and account manager; null when there is none. */
export async function getOrganizationOverview(db: Db, organizationId: string) {
  const [org] = await db.select().from(organizations).where(eq(organizations.id, organizationId))
  if (!org) return null
  const [badge] = await db
    .select({ tier: organizationVerifications.verificationTier, at: organizationVerifications.decidedAt })
    .from(organizationVerifications)
    .where(and(eq(organizationVerifications.organizationId, organizationId), badgeInForce()))
    .orderBy(desc(organizationVerifications.decidedAt))
    .limit(1)
  const members = await db
    .select({ id: user.id, name: user.name, email: user.email, role: organizationMembers.role })
    .from(organizationMembers)
    .innerJoin(user, eq(user.id, organizationMembers.userId))
    .where(eq(organizationMembers.organizationId, organizationId))
    .orderBy(asc(organizationMembers.createdAt), asc(user.id))
  return {
    id: org.id,
    name: org.name,
    country: org.country,
    /** Every sector it works in, the main one first (ADR 056). */
    sectors: organizationSectors(org.sector, org.sectors),
    plan: effectivePlanId({ plan: org.plan, planRenewsAt: org.planRenewsAt }),
    planRenewsAt: org.planRenewsAt,
    badgeTier: badge?.tier ?? null,
    accountManagerId: org.accountManagerId,
    members,
  }
}
