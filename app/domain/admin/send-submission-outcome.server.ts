import type { AppServices } from '../../context.ts'
import { t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'

/** Emails the member the review's outcome. A failed email is logged; the decision stands. */
export async function sendSubmissionOutcomeEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  outcome: { submitterId: string; title: string; grantId?: string; reason?: string },
  kind: 'published' | 'rejected',
) {
  await emailMember(services, outcome.submitterId, ({ name }) => {
    const params = { name, title: outcome.title, appName: services.config.appName, url: `${services.config.appUrl}/grant/${outcome.grantId}`, reason: outcome.reason ?? '' }
    return { subject: t(kind === 'published' ? 'email.published.subject' : 'email.rejected.subject'), text: t(kind === 'published' ? 'email.published.body' : 'email.rejected.body', params) }
  })
}
