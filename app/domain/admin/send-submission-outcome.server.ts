import type { AppServices } from '../../context.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Emails the member the review's outcome. A failed email is logged; the decision stands. */
export async function sendSubmissionOutcomeEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  outcome: { submitterId: string; title: string; grantId?: string; reason?: string },
  kind: 'published' | 'rejected',
) {
  await emailMember(services, outcome.submitterId, ({ name }) => {
    const params = { name, title: outcome.title, appName: services.config.appName, url: `${services.config.appUrl}/grant/${outcome.grantId}`, reason: outcome.reason ?? '' }
    return composeEmail(kind === 'published' ? 'email.published' : 'email.rejected', params)
  })
}
