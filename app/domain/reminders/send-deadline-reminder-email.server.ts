import { eq } from 'drizzle-orm'
import { grants, profiles, user } from '../../db/schema/index.ts'
import { formatDate } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Emails one member one claimed reminder, in their language, exactly once (ADR 007); marked, not sent, when they no longer want reminders. */
export async function sendDeadlineReminderEmail(services: JobServices, { key, userId, grantId, days }: { key: string; userId: string; grantId: string; days: number }) {
  const [row] = await services.db
    .select({ name: user.name, email: user.email, language: profiles.language, wants: profiles.emailDeadlineReminders, title: grants.title, source: grants.source, deadline: grants.deadline })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(grants, eq(grants.id, grantId))
    .where(eq(user.id, userId))
  const { appUrl, appName } = services.config
  if (!row?.wants) {
    await sendScheduledEmail(services, key, userId, null)
    return
  }
  // Written in the member's language: dates, numbers and words.
  await withLanguage(row.language, async () => {
    const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'reminders')
    const params = { name: row.name, title: row.title, funder: row.source, days, deadline: formatDate(row.deadline!), url: `${appUrl}/grant/${grantId}`, unsubscribe, appName }
    await sendScheduledEmail(
      services,
      key,
      userId,
      {
        to: row.email,
        ...composeEmail('email.reminder', params),
        unsubscribeUrl: unsubscribe,
      },
      { messageId: 'notifications.reminderSent', params: { title: row.title, days }, link: `/grant/${grantId}` },
    )
  })
}
