import { and, eq, isNull, like } from 'drizzle-orm'
import { sectorName } from '../../catalog/names.ts'
import { priorityRequests, projectRequests, scheduledEmails, user } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDate, formatDateTime, t } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import { shownTitle } from '../requests/shown-title.ts'
import type { JobServices } from '../shared/job-services.ts'
import { toldAtOncePrefix } from './told-at-once-keys.ts'

/**
 * The job's work: emails the Pro and Elite experts told of a sector's new request at once (ADR 074),
 * each in their language, each exactly once (ADR 007): the request claimed one key per expert with
 * it; a key already sent is skipped, and an email is delivered under its key, so a retry after the
 * worker was killed replaces rather than repeats it. A failed delivery does not stop the others: the
 * job fails after them, and its retry sends only what is still unsent.
 */
export async function emailToldAtOnce(services: Pick<JobServices, 'db' | 'mailer' | 'config'>, requestId: string): Promise<void> {
  const unsent = await services.db
    .select({ key: scheduledEmails.key, userId: scheduledEmails.userId, name: user.name, email: user.email })
    .from(scheduledEmails)
    .leftJoin(user, eq(user.id, scheduledEmails.userId))
    .where(and(like(scheduledEmails.key, `${toldAtOncePrefix(requestId)}%`), isNull(scheduledEmails.sentAt)))
  if (unsent.length === 0) return
  const [request] = await services.db
    .select({ projectTitle: projectRequests.projectTitle, sector: projectRequests.sector, deadline: projectRequests.deadline, answerBy: priorityRequests.answerBy })
    .from(projectRequests)
    .leftJoin(priorityRequests, eq(priorityRequests.requestId, projectRequests.id))
    .where(eq(projectRequests.id, requestId))
  const failures: unknown[] = []
  for (const { key, userId, name, email } of unsent) {
    // A request deleted since, or a member gone: marked, not sent.
    if (!request || name === null || email === null) {
      await sendScheduledEmail(services, key, userId, null)
      continue
    }
    const content = await inLanguageOf(services.db, userId, async () =>
      composeEmail(request.answerBy ? 'priority.newPriorityRequest' : 'priority.newRequest', {
        name,
        title: shownTitle({ projectTitle: request.projectTitle, status: 'open' }),
        sector: sectorName(request.sector ?? ''),
        deadline: request.deadline ? formatDate(request.deadline) : t('requests.noDeadline'),
        answerBy: request.answerBy ? formatDateTime(request.answerBy) : '',
        url: `${services.config.appUrl}/requests/${requestId}`,
        appName: services.config.appName,
      }),
    )
    await sendScheduledEmail(services, key, userId, { to: email, ...content }).catch((error: unknown) => failures.push(error))
  }
  if (failures.length > 0) throw new AggregateError(failures, `${failures.length} of ${unsent.length} emails about request ${requestId} failed; the retry sends them`)
}
