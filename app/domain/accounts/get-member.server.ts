import type { DataSaverChoice } from '../../catalog/data-saver.ts'
import { and, desc, eq } from 'drizzle-orm'
import { effectivePlanId, type PlanId } from '../../catalog/plans.ts'
import type { MemberRole } from '../../catalog/team.ts'
import { tierById, type VerificationTier, type VerificationTierId } from '../../catalog/verification.ts'
import type { Language } from '../../i18n/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, organizationVerifications, profiles, user, userRoles } from '../../db/schema/index.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'
import { setupNewMember } from './setup-new-member.server.ts'

export interface Member {
  id: string
  name: string
  email: string
  isAdmin: boolean
  organization: {
    id: string
    name: string
    /** The plan in force (a lapsed paid plan is Free), and when a paid plan's year ends. */
    plan: PlanId
    planRenewsAt: string | null
    /** The member cancelled renewal: the paid plan ends at planRenewsAt, then Free. */
    renewalCanceled: boolean
    /** The member's role in it (ADR 030): app/catalog/team.ts says what each role may do. */
    role: MemberRole
    /** The approved verification behind the badge shown beside the organization's name. */
    verified: { tier: VerificationTierId; badge: VerificationTier['badge']; at: string } | null
  }
  theme: 'light' | 'dark' | 'system'
  dataSaver: DataSaverChoice
  /** The profile's language: every page and email speaks it. */
  language: Language
}

/** Loads what every page needs about the signed-in member in one query. */
export async function getMember(db: Db, userId: string): Promise<Member | null> {
  const rows = await db
    .select({
      id: user.id,
      name: user.name,
      email: user.email,
      orgId: organizations.id,
      orgName: organizations.name,
      memberRole: organizationMembers.role,
      plan: organizations.plan,
      planRenewsAt: organizations.planRenewsAt,
      renewalCanceledAt: organizations.planRenewalCanceledAt,
      verifiedTier: organizationVerifications.verificationTier,
      verifiedAt: organizationVerifications.decidedAt,
      theme: profiles.theme,
      dataSaver: profiles.dataSaver,
      language: profiles.language,
      role: userRoles.role,
    })
    .from(user)
    .leftJoin(profiles, eq(profiles.userId, user.id))
    .leftJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .leftJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .leftJoin(organizationVerifications, and(eq(organizationVerifications.organizationId, organizations.id), badgeInForce()))
    .leftJoin(userRoles, and(eq(userRoles.userId, user.id), eq(userRoles.role, 'admin')))
    .where(eq(user.id, userId))
    .orderBy(desc(organizationVerifications.decidedAt))
    .limit(1)
  const row = rows[0]
  if (!row) return null
  if (!row.orgId || !row.theme) {
    // Set-up runs after sign-up commits; repair a member whose set-up was interrupted.
    await setupNewMember(db, { id: row.id, name: row.name })
    return getMember(db, userId)
  }
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    isAdmin: row.role === 'admin',
    organization: {
      id: row.orgId,
      name: row.orgName!,
      role: row.memberRole!,
      plan: effectivePlanId({ plan: row.plan!, planRenewsAt: row.planRenewsAt }),
      planRenewsAt: effectivePlanId({ plan: row.plan!, planRenewsAt: row.planRenewsAt }) !== 'free' && row.planRenewsAt ? row.planRenewsAt.toISOString() : null,
      renewalCanceled: row.renewalCanceledAt !== null,
      verified: row.verifiedTier && row.verifiedAt ? { tier: row.verifiedTier, badge: tierById(row.verifiedTier)!.badge, at: row.verifiedAt.toISOString() } : null,
    },
    theme: row.theme,
    dataSaver: row.dataSaver ?? 'auto',
    language: row.language ?? 'en',
  }
}
