import { and, eq, gt, isNull, lte } from 'drizzle-orm'
import { EXPERT_RENEWAL_NOTICE_DAYS } from '../../catalog/expert-membership.ts'
import { experts } from '../../db/schema/index.ts'
import { claimScheduledEmails } from '../notifications/claim-scheduled-emails.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { membershipDay, type MembershipEmail, sendMembershipEmails } from './send-membership-emails.server.ts'

const renewalKey = (expertId: string, endsAt: Date) => `expert-renewal:${expertId}:${membershipDay(endsAt)}`

/**
 * An active membership ending within EXPERT_RENEWAL_NOTICE_DAYS gets one renewal reminder
 * (email and notification, with the renew link) per membership year: the key names the year's end,
 * and renewal_notice_sent_at marks it until the next payment clears it.
 */
export async function sendExpertRenewalNotices(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, at = new Date()) {
  const until = new Date(at.getTime() + EXPERT_RENEWAL_NOTICE_DAYS * 24 * 60 * 60 * 1000)
  const due = await services.db
    .select({ id: experts.id, userId: experts.userId, tier: experts.membershipTier, endsAt: experts.membershipExpiresAt })
    .from(experts)
    .where(and(eq(experts.applicationStatus, 'approved'), eq(experts.membershipStatus, 'active'), gt(experts.membershipExpiresAt, at), lte(experts.membershipExpiresAt, until)))
  const rows: MembershipEmail[] = due.flatMap((r) => (r.endsAt ? [{ ...r, endsAt: r.endsAt, key: renewalKey(r.id, r.endsAt) }] : []))
  await claimScheduledEmails(
    services.db,
    rows.map((r) => ({ key: r.key, userId: r.userId, kind: 'expert-renewal' })),
  )
  for (const r of rows)
    await services.db
      .update(experts)
      .set({ renewalNoticeSentAt: at })
      .where(and(eq(experts.id, r.id), isNull(experts.renewalNoticeSentAt)))
  await sendMembershipEmails(services, rows, 'renewal')
}
