import { and, desc, eq } from 'drizzle-orm'
import { ALERT_EMAIL_MAX_GRANTS } from '../../catalog/matching.ts'
import { effectivePlanId, planById } from '../../catalog/plans.ts'
import { alertItems, grants, organizationMembers, organizations, profiles, user } from '../../db/schema/index.ts'
import { formatNumber, t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { messageMatchAlert } from '../messaging/message-match-alert.server.ts'

/** Notifications the digest this replaced wrote: still shown in the member's words. */
export const RETIRED_NOTIFICATIONS = ['notifications.digestSent'] as const

/** Sends one member's match alert: the grants claimed under its key, best first, in the member's language. */
export async function sendMatchAlertEmail(services: JobServices, key: string, userId: string) {
  const { db } = services
  const [member] = await db
    .select({ name: user.name, email: user.email, language: profiles.language, frequency: profiles.matchAlertFrequency, plan: organizations.plan, planRenewsAt: organizations.planRenewsAt })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(user.id, userId))
    .limit(1)
  const items = await db
    .select({ id: grants.id, title: grants.title, source: grants.source, score: alertItems.score })
    .from(alertItems)
    .innerJoin(grants, eq(grants.id, alertItems.grantId))
    .where(and(eq(alertItems.runKey, key), eq(alertItems.userId, userId)))
    .orderBy(desc(alertItems.score), desc(grants.createdAt), grants.id)
  // Turned off since the grants were claimed (or nothing left to send): marked, not sent.
  if (!member || member.frequency === 'off' || items.length === 0) {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  // On Free, the email says alerts carry the week's share of matches; /matches counts those held back.
  const free = effectivePlanId({ plan: member.plan, planRenewsAt: member.planRenewsAt }) === 'free'
  await withLanguage(member.language, async () => {
    const { appUrl } = services.config
    const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'matches')
    const listed = items.slice(0, ALERT_EMAIL_MAX_GRANTS)
    const params = {
      name: member.name,
      count: items.length,
      more: items.length - listed.length,
      free: free ? 'yes' : 'no',
      cap: planById('free').entitlements.matchedGrantsPerWeek ?? 0,
      list: listed.map((g) => t('email.matches.item', { title: g.title, funder: g.source, score: formatNumber(g.score ?? 0), url: `${appUrl}/grant/${g.id}` })).join('\n'),
      url: `${appUrl}/matches`,
      unsubscribe,
    }
    await sendScheduledEmail(
      services,
      key,
      userId,
      { to: member.email, ...composeEmail('email.matches', params), unsubscribeUrl: unsubscribe },
      { messageId: 'notifications.matchAlert', params: { count: items.length }, link: '/matches' },
    )
  })
  await messageMatchAlert(services, { key, userId, count: items.length, best: items[0] })
}
