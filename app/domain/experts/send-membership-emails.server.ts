import { eq } from 'drizzle-orm'
import { isExpertTierId } from '../../catalog/expert-membership.ts'
import { user } from '../../db/schema/index.ts'
import { expertTierName } from './expert-tier-name.ts'
import { formatDate } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { unsentKeys } from '../notifications/claim-scheduled-emails.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'

export const membershipDay = (at: Date) => at.toISOString().slice(0, 10)

/** A membership's renewal reminder or expiry notice, with the key it is claimed under. */
export type MembershipEmail = { id: string; userId: string; tier: string; endsAt: Date; key: string }

/** Sends each claimed email once (ADR 007) with its in-app notification, in the expert's language. */
export async function sendMembershipEmails(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, rows: MembershipEmail[], kind: 'renewal' | 'expired') {
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
      const email = { to: member.email, ...composeEmail(kind === 'renewal' ? 'expertJoin.renewal' : 'expertJoin.expired', params) }
      await sendScheduledEmail(services, r.key, r.userId, email, {
        messageId: kind === 'renewal' ? 'expertJoin.notification.renewalDue' : 'expertJoin.notification.expired',
        params: { expertTier: r.tier, date: membershipDay(r.endsAt) },
        link: '/become-grant-expert',
      })
    })
  }
}
