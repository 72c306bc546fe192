import { eq, sql } from 'drizzle-orm'
import { planName, RENEWAL_NOTICE_DAYS, type PlanId } from '../../catalog/plans.ts'
import { queryRows } from '../../db/client.server.ts'
import { user } from '../../db/schema/index.ts'
import { formatDate } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { claimScheduledEmails, unsentKeys } from '../notifications/claim-scheduled-emails.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'

const noticeKey = (organizationId: string, userId: string, endsOn: string) => `renewal:${organizationId}:${userId}:${endsOn}`

/**
 * A paid plan ending within RENEWAL_NOTICE_DAYS whose renewal was not cancelled gets one
 * renewal notice per member and plan year, asking them to pay for the next year under Billing.
 * A plan whose renewal was cancelled gets none and simply ends (effectivePlanId returns it to Free).
 */
export async function sendRenewalNotices(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, at = new Date()) {
  const due = await queryRows<{ organization_id: string; user_id: string; plan: PlanId; renews_at: Date | string }>(
    services.db,
    sql`
      select o.id as organization_id, m.user_id, o.plan, o.plan_renews_at as renews_at
      from organizations o
      join organization_members m on m.organization_id = o.id
      where o.plan <> 'free'
        and o.plan_renewal_canceled_at is null
        and o.plan_renews_at > ${at.toISOString()}::timestamptz
        and o.plan_renews_at <= ${at.toISOString()}::timestamptz + make_interval(days => ${RENEWAL_NOTICE_DAYS})`,
  )
  const rows = due.map((r) => ({ ...r, key: noticeKey(r.organization_id, r.user_id, new Date(r.renews_at).toISOString().slice(0, 10)) }))
  await claimScheduledEmails(
    services.db,
    rows.map((r) => ({ key: r.key, userId: r.user_id, kind: 'renewal' })),
  )
  const waiting = await unsentKeys(
    services.db,
    rows.map((r) => r.key),
  )
  for (const r of rows) {
    if (!waiting.has(r.key)) continue
    const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, r.user_id))
    if (!member) continue
    await inLanguageOf(services.db, r.user_id, async () => {
      const params = { name: member.name, plan: planName(r.plan), date: formatDate(new Date(r.renews_at)), url: `${services.config.appUrl}/billing`, appName: services.config.appName }
      await sendScheduledEmail(
        services,
        r.key,
        r.user_id,
        { to: member.email, ...composeEmail('billing.renewal', params) },
        // Ids and a calendar date, written out in the reader's language when the notification is shown.
        { messageId: 'billing.notification.renewalDue', params: { plan: r.plan, date: new Date(r.renews_at).toISOString().slice(0, 10) }, link: '/billing' },
      )
    })
  }
}
