import { and, eq, gt, lte, sql } from 'drizzle-orm'
import { experts } from '../../db/schema/index.ts'
import { claimScheduledEmails } from '../notifications/claim-scheduled-emails.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { membershipDay, type MembershipEmail, sendMembershipEmails } from './send-membership-emails.server.ts'

const expiryKey = (expertId: string, endsAt: Date) => `expert-expired:${expertId}:${membershipDay(endsAt)}`

/**
 * An active membership past its end becomes expired, which takes the profile out of the
 * directory; the expert is told once (email and notification, with the renew link).
 */
export async function endExpiredMemberships(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, at = new Date()) {
  const rows = await services.db.transaction(async (tx) => {
    const ended = await tx
      .update(experts)
      .set({ membershipStatus: 'expired', updatedAt: sql`now()` })
      .where(and(eq(experts.membershipStatus, 'active'), lte(experts.membershipExpiresAt, at)))
      .returning({ id: experts.id, userId: experts.userId, tier: experts.membershipTier, endsAt: experts.membershipExpiresAt })
    const due: MembershipEmail[] = ended.flatMap((r) => (r.endsAt ? [{ ...r, endsAt: r.endsAt, key: expiryKey(r.id, r.endsAt) }] : []))
    // Claimed with the change, so a crash after it still tells the expert on the next run.
    if (due.length)
      await claimScheduledEmails(
        tx as never,
        due.map((r) => ({ key: r.key, userId: r.userId, kind: 'expert-expired' })),
      )
    return due
  })
  // Any expiry claimed before and not yet told (a crash between the two) is told now as well.
  const untold = await services.db
    .select({ id: experts.id, userId: experts.userId, tier: experts.membershipTier, endsAt: experts.membershipExpiresAt })
    .from(experts)
    .where(and(eq(experts.membershipStatus, 'expired'), gt(experts.membershipExpiresAt, new Date(at.getTime() - 7 * 24 * 60 * 60 * 1000))))
  const known = new Set(rows.map((r) => r.key))
  const more: MembershipEmail[] = untold.flatMap((r) => (r.endsAt && !known.has(expiryKey(r.id, r.endsAt)) ? [{ ...r, endsAt: r.endsAt, key: expiryKey(r.id, r.endsAt) }] : []))
  await sendMembershipEmails(services, [...rows, ...more], 'expired')
}
