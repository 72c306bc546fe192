import { eq } from 'drizzle-orm'
import { grantChanges, grants, profiles, user } from '../../db/schema/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import type { JobServices } from '../shared/job-services.ts'
import { changedFieldNames, changeLine } from './change-text.ts'
import { changeIdOfNotice } from './claim-grant-change-notices.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/**
 * Tells one member, in their language and exactly once (ADR 007), what changed at the source of a
 * grant their team saved or applied to: in the app always, by email unless they turned deadline
 * reminders off (the notice travels with them, and their unsubscribe link stops both).
 */
export async function sendGrantChangeNotice(services: JobServices, { key, userId }: { key: string; userId: string }) {
  const changeId = changeIdOfNotice(key)
  const [row] = await services.db
    .select({ name: user.name, email: user.email, language: profiles.language, wants: profiles.emailDeadlineReminders, grantId: grants.id, title: grants.title, changes: grantChanges.changes })
    .from(grantChanges)
    .innerJoin(grants, eq(grants.id, grantChanges.grantId))
    .innerJoin(user, eq(user.id, userId))
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .where(eq(grantChanges.id, changeId))
  if (!row) {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  const { appUrl, appName } = services.config
  const link = `/grant/${row.grantId}`
  await withLanguage(row.language, async () => {
    const notification = { messageId: 'notifications.grantChanged' as const, params: { title: row.title, fields: changedFieldNames(row.changes) }, link }
    if (!row.wants) {
      await sendScheduledEmail(services, key, userId, null, notification)
      return
    }
    const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'reminders')
    const params = { name: row.name, title: row.title, changes: row.changes.map((c) => `• ${changeLine(c)}`).join('\n'), url: `${appUrl}${link}`, unsubscribe, appName }
    await sendScheduledEmail(services, key, userId, { to: row.email, ...composeEmail('email.grantChange', params), unsubscribeUrl: unsubscribe }, notification)
  })
}
