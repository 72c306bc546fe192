import { eq } from 'drizzle-orm'
import { sectorName } from '../../catalog/names.ts'
import { profiles, user } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDate, formatDateTime, isolate, t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import { shownTitle } from '../requests/shown-title.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import type { JobServices } from '../shared/job-services.ts'
import { getDigestSetting } from './digest-setting.server.ts'
import { digestRequestsFor } from './digest-requests.server.ts'

/**
 * Emails one expert their claimed digest of one day, in their language, exactly once
 * (sendScheduledEmail: skipped once sent; delivered under its key, so a repeat after a crash
 * replaces rather than adds). Marked and not sent when the expert turned the digest off since, or
 * when every request of the day was taken or withdrawn meanwhile.
 */
export async function sendPriorityDigest(services: JobServices, { key, userId, day }: { key: string; userId: string; day: string }) {
  const [member] = await services.db.select({ name: user.name, email: user.email, language: profiles.language }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, userId))
  const requests = member && (await getDigestSetting(services.db, userId)) ? await digestRequestsFor(services.db, userId, day) : []
  if (!member || requests.length === 0) return sendScheduledEmail(services, key, userId, null)
  const { appUrl, appName } = services.config
  return withLanguage(member.language, () => {
    const list = requests
      .map((r) =>
        t(r.answerBy ? 'priority.email.digest.priorityItem' : 'priority.email.digest.item', {
          title: isolate(shownTitle({ projectTitle: r.projectTitle, status: 'open' })),
          sector: sectorName(r.sector ?? ''),
          deadline: r.deadline ? formatDate(r.deadline) : t('requests.noDeadline'),
          answerBy: r.answerBy ? formatDateTime(r.answerBy) : '',
          url: `${appUrl}/requests/${r.id}`,
        }),
      )
      .join('\n')
    const params = { name: member.name, count: requests.length, day: formatDate(day), list, url: `${appUrl}/requests`, manage: `${appUrl}/expert/priority`, appName }
    // One-click unsubscribe (RFC 8058, ADR 029): the mail client's button turns the digest off.
    const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'priorityDigest')
    return sendScheduledEmail(
      services,
      key,
      userId,
      { to: member.email, ...composeEmail('priority.digest', params), unsubscribeUrl: unsubscribe },
      { messageId: 'priority.notification.digest', params: { count: requests.length }, link: '/requests' },
    )
  })
}
