import { and, asc, desc, eq } from 'drizzle-orm'
import { ALERT_EMAIL_MAX_GRANTS } from '../../catalog/matching.ts'
import { alertItems, grants, profiles, savedSearches, user } from '../../db/schema/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import { parseUuid } from '../shared/ids.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Sends one saved search's alert: the grants claimed under its key, in the member's language. */
export async function sendSavedSearchAlertEmail(services: JobServices, { key, userId, searchId }: { key: string; userId: string; searchId: string }) {
  const { db } = services
  const [row] = await db
    .select({
      userName: user.name,
      email: user.email,
      language: profiles.language,
      name: savedSearches.name,
      queryKey: savedSearches.queryKey,
      emailEnabled: savedSearches.emailEnabled,
      pausedAt: savedSearches.pausedAt,
    })
    .from(savedSearches)
    .innerJoin(user, eq(user.id, savedSearches.userId))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(and(eq(savedSearches.id, parseUuid(searchId) ?? '00000000-0000-0000-0000-000000000000'), eq(savedSearches.userId, userId)))
  const items = await db
    .select({ id: grants.id, title: grants.title, source: grants.source })
    .from(alertItems)
    .innerJoin(grants, eq(grants.id, alertItems.grantId))
    .where(eq(alertItems.runKey, key))
    .orderBy(desc(grants.createdAt), asc(grants.id))
  // Deleted, paused or emails turned off since the grants were claimed: marked, not sent.
  if (!row?.emailEnabled || row.pausedAt || items.length === 0) {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  await withLanguage(row.language, async () => {
    const { appUrl } = services.config
    const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'search', searchId)
    const listed = items.slice(0, ALERT_EMAIL_MAX_GRANTS)
    const params = {
      userName: row.userName,
      name: row.name,
      count: items.length,
      more: items.length - listed.length,
      list: listed.map((g) => `• ${g.title} (${g.source})\n  ${appUrl}/grant/${g.id}`).join('\n'),
      url: `${appUrl}${row.queryKey}`,
      manage: `${appUrl}/saved-searches`,
      unsubscribe,
    }
    await sendScheduledEmail(
      services,
      key,
      userId,
      { to: row.email, ...composeEmail('email.savedSearch', params), unsubscribeUrl: unsubscribe },
      { messageId: 'notifications.savedSearchAlert', params: { count: items.length, name: row.name }, link: row.queryKey },
    )
  })
}
