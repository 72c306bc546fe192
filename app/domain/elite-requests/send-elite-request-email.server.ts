import type { AppServices } from '../../context.ts'
import type { EliteRequestStatus } from '../../db/schema/index.ts'
import { composeEmail } from '../../email/compose-email.ts'
import { formatLongDate, t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'

const KIND_OF_STATUS = {
  new: 'eliteRequests.received',
  scheduled: 'eliteRequests.scheduled',
  in_progress: 'eliteRequests.inProgress',
  done: 'eliteRequests.done',
  declined: 'eliteRequests.declined',
} as const satisfies Record<EliteRequestStatus, string>

/**
 * Emails the expert where their request stands (received, scheduled, in progress, done, declined),
 * in their language; a failed email is logged and the step stands.
 */
export async function sendEliteRequestEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  request: {
    userId: string
    kind: 'site_visit' | 'introduction'
    status: EliteRequestStatus
    organization: string | null
    funderName: string | null
    scheduledFor: string | null
    declineReason: string | null
  },
) {
  await emailMember(services, request.userId, ({ name }) => {
    const what =
      request.kind === 'site_visit' ? t('eliteRequests.what.site_visit', { organization: request.organization ?? '' }) : t('eliteRequests.what.introduction', { funder: request.funderName ?? '' })
    return composeEmail(KIND_OF_STATUS[request.status], {
      name,
      what,
      date: request.scheduledFor ? formatLongDate(request.scheduledFor) : '',
      reason: request.declineReason ?? '',
      appName: services.config.appName,
      url: `${services.config.appUrl}/expert/elite-requests`,
    })
  })
}
