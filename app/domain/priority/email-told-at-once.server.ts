import { sectorName } from '../../catalog/names.ts'
import type { AppServices } from '../../context.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatDate, formatDateTime, t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'

/**
 * Emails the experts told of a sector's new request at once (Pro and Elite, ADR 074), each in their
 * language; a failed delivery is logged, never undoing the request.
 */
export async function emailToldAtOnce(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  userIds: readonly string[],
  request: { id: string; title: string; sector: string; deadline: string | null; answerBy: Date | null },
) {
  for (const userId of userIds) {
    await emailMember(services, userId, ({ name }) =>
      composeEmail(request.answerBy ? 'priority.newPriorityRequest' : 'priority.newRequest', {
        name,
        title: request.title,
        sector: sectorName(request.sector),
        deadline: request.deadline ? formatDate(request.deadline) : t('requests.noDeadline'),
        answerBy: request.answerBy ? formatDateTime(request.answerBy) : '',
        url: `${services.config.appUrl}/requests/${request.id}`,
        appName: services.config.appName,
      }),
    )
  }
}
