import { and, eq, gt, isNull, or, sql } from 'drizzle-orm'
import { badgeName } from '../../catalog/badges.ts'
import { tierById, tierName } from '../../catalog/verification.ts'
import { intList } from '../../db/array-params.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notifyAdmins } from '../notifications/notify-admins.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { organizationMemberIds } from '../public-profile/organization-member-ids.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { keepMatches, possibleMatches, screenedApplicationColumns } from './screen-application.server.ts'
import type { ScreeningIndex } from './screen.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** What a re-screening did: how many badges it screened, how many new possible matches it found, and the badges it put under review. */
export interface RescreenSummary {
  screened: number
  newMatches: number
  underReview: number[]
}

const SCREENED_AT_BATCH = 5000

/**
 * Ongoing monitoring (issue 26): after a list update, every organization whose badge stands
 * (approved, not revoked, not expired, including those already under review) is screened again
 * against the new lists, in memory, with one statement for the new matches and one per 5,000 for
 * the screening date. A badge with a new possible match is put under review: its check page says
 * so, the organization's members are told (in-app and by email) and staff are notified. Matches a
 * reviewer already decided stay decided.
 */
export async function rescreenVerified(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, index: ScreeningIndex, now = new Date()): Promise<RescreenSummary> {
  const { db } = services
  if (!Object.keys(index.versions).length) return { screened: 0, newMatches: 0, underReview: [] }
  const standing = await db
    .select(screenedApplicationColumns)
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(
      and(
        eq(organizationVerifications.verificationStatus, 'approved'),
        isNull(organizationVerifications.revokedAt),
        or(isNull(organizationVerifications.expiresAt), gt(organizationVerifications.expiresAt, now)),
      ),
    )
  const kept = await keepMatches(
    db,
    standing.flatMap((application) => possibleMatches(index, application)),
  )
  for (let i = 0; i < standing.length; i += SCREENED_AT_BATCH) {
    const ids = standing.slice(i, i + SCREENED_AT_BATCH).map((a) => a.id)
    await db
      .update(organizationVerifications)
      .set({ screenedAt: now })
      .where(sql`${organizationVerifications.id} = any(${intList(ids)})`)
  }
  const found = new Map<number, number>()
  for (const match of kept) found.set(match.verificationId, (found.get(match.verificationId) ?? 0) + 1)
  const names = new Map(standing.map((a) => [a.id, a.accountName ?? a.organizationName ?? '']))
  const underReview: number[] = []
  for (const [verificationId, count] of found) {
    if (await holdForReview(services, verificationId, names.get(verificationId) ?? '', count, now)) underReview.push(verificationId)
  }
  return { screened: standing.length, newMatches: kept.length, underReview }
}

/** Puts one badge under review for its new matches: audited, the organization told, staff notified. False when it was under review already. */
async function holdForReview(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, verificationId: number, organization: string, count: number, now: Date) {
  const held = await services.db.transaction(async (tx) => {
    const [badge] = await tx
      .update(organizationVerifications)
      .set({ suspendedAt: now, updatedAt: now })
      .where(and(eq(organizationVerifications.id, verificationId), isNull(organizationVerifications.suspendedAt), isNull(organizationVerifications.revokedAt)))
      .returning({ organizationId: organizationVerifications.organizationId, tier: organizationVerifications.verificationTier, createdBy: organizationVerifications.createdBy })
    // Staff hear of every new match, also for a badge already under review.
    await notifyAdmins(tx, 'notifications.screeningMatchFound', { organization, count }, `/admin/verifications/${verificationId}`)
    if (!badge) return null
    await recordAudit(tx, {
      actorId: null,
      action: 'verification.under-review',
      entityType: 'organization_verification',
      entityId: String(verificationId),
      before: { suspendedAt: null },
      after: { suspendedAt: now.toISOString(), newMatches: count },
    })
    const tier = tierById(badge.tier)!
    await notifyAll(tx, await organizationMemberIds(tx, badge.organizationId), 'notifications.badgeUnderReview', { tier: tier.id, badge: tier.badge }, '/get-verified')
    return { ...badge, tier }
  })
  if (!held) return false
  await emailMember(services, held.createdBy, ({ name }) => {
    const params = { name, tier: tierName(held.tier.id), badge: badgeName(held.tier.badge), appName: services.config.appName, url: `${services.config.appUrl}/get-verified` }
    return composeEmail('email.badgeUnderReview', params)
  })
  return true
}
