import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import { z } from 'zod'
import { EXPERT_RENEWAL_NOTICE_DAYS, isExpertTierId } from '../catalog/expert-membership.ts'
import { experts, user } from '../db/schema/index.ts'
import { inLanguageOf } from '../domain/accounts/member-language.server.ts'
import { expertTierName } from '../domain/experts/expert-tier-name.ts'
import { formatDate, t } from '../i18n/index.ts'
import { defineJob, type JobServices } from './job.ts'
import { claimScheduledEmails, sendScheduledEmail, unsentKeys } from './send-scheduled-email.server.ts'

const day = (at: Date) => at.toISOString().slice(0, 10)
const renewalKey = (expertId: string, endsAt: Date) => `expert-renewal:${expertId}:${day(endsAt)}`
const expiryKey = (expertId: string, endsAt: Date) => `expert-expired:${expertId}:${day(endsAt)}`

type Due = { id: string; userId: string; tier: string; endsAt: Date; key: string }

/** Sends each claimed email once (ADR 007) with its in-app notification, in the expert's language. */
async function sendClaimed(services: JobServices, rows: Due[], kind: 'renewal' | 'expired') {
  const waiting = await unsentKeys(
    services.db,
    rows.map((r) => r.key),
  )
  for (const r of rows) {
    if (!waiting.has(r.key)) continue
    const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, r.userId))
    if (!member) continue
    await inLanguageOf(services.db, r.userId, async () => {
      const params = {
        name: member.name,
        tier: isExpertTierId(r.tier) ? expertTierName(r.tier) : r.tier,
        date: formatDate(r.endsAt),
        url: `${services.config.appUrl}/become-grant-expert`,
        appName: services.config.appName,
      }
      const email =
        kind === 'renewal'
          ? { to: member.email, subject: t('expertJoin.email.renewal.subject', params), text: t('expertJoin.email.renewal.body', params) }
          : { to: member.email, subject: t('expertJoin.email.expired.subject', params), text: t('expertJoin.email.expired.body', params) }
      await sendScheduledEmail(services, r.key, r.userId, email, {
        messageId: kind === 'renewal' ? 'expertJoin.notification.renewalDue' : 'expertJoin.notification.expired',
        params: { expertTier: r.tier, date: day(r.endsAt) },
        link: '/become-grant-expert',
      })
    })
  }
}

/**
 * Daily: an active membership ending within EXPERT_RENEWAL_NOTICE_DAYS gets one renewal reminder
 * (email and notification, with the renew link) per membership year: the key names the year's end,
 * and renewal_notice_sent_at marks it until the next payment clears it.
 */
export const scanExpertRenewalNotices = defineJob({
  id: 'experts.renewal-notices',
  cron: '15 7 * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    const at = now ? new Date(now) : new Date()
    const until = new Date(at.getTime() + EXPERT_RENEWAL_NOTICE_DAYS * 24 * 60 * 60 * 1000)
    const due = await services.db
      .select({ id: experts.id, userId: experts.userId, tier: experts.membershipTier, endsAt: experts.membershipExpiresAt })
      .from(experts)
      .where(and(eq(experts.applicationStatus, 'approved'), eq(experts.membershipStatus, 'active'), gt(experts.membershipExpiresAt, at), lte(experts.membershipExpiresAt, until)))
    const rows: Due[] = due.flatMap((r) => (r.endsAt ? [{ ...r, endsAt: r.endsAt, key: renewalKey(r.id, r.endsAt) }] : []))
    await claimScheduledEmails(
      services.db,
      rows.map((r) => ({ key: r.key, userId: r.userId, kind: 'expert-renewal' })),
    )
    for (const r of rows)
      await services.db
        .update(experts)
        .set({ renewalNoticeSentAt: at })
        .where(and(eq(experts.id, r.id), isNull(experts.renewalNoticeSentAt)))
    await sendClaimed(services, rows, 'renewal')
  },
})

/**
 * Hourly: an active membership past its end becomes expired, which takes the profile out of the
 * directory; the expert is told once (email and notification, with the renew link).
 */
export const expireExpertMemberships = defineJob({
  id: 'experts.expire-memberships',
  cron: '5 * * * *',
  schema: z.object({ now: z.iso.datetime().optional() }),
  async handler({ now }, services) {
    const at = now ? new Date(now) : new Date()
    const rows = await services.db.transaction(async (tx) => {
      const ended = await tx
        .update(experts)
        .set({ membershipStatus: 'expired', updatedAt: sql`now()` })
        .where(and(eq(experts.membershipStatus, 'active'), lte(experts.membershipExpiresAt, at)))
        .returning({ id: experts.id, userId: experts.userId, tier: experts.membershipTier, endsAt: experts.membershipExpiresAt })
      const due: Due[] = ended.flatMap((r) => (r.endsAt ? [{ ...r, endsAt: r.endsAt, key: expiryKey(r.id, r.endsAt) }] : []))
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
    const more: Due[] = untold.flatMap((r) => (r.endsAt && !known.has(expiryKey(r.id, r.endsAt)) ? [{ ...r, endsAt: r.endsAt, key: expiryKey(r.id, r.endsAt) }] : []))
    await sendClaimed(services, [...rows, ...more], 'expired')
  },
})
