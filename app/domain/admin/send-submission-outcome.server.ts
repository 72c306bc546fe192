import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'

/** Emails the member the review's outcome. A failed email is logged; the decision stands. */
export async function sendSubmissionOutcomeEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  outcome: { submitterId: string; title: string; grantId?: string; reason?: string },
  kind: 'published' | 'rejected',
) {
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, outcome.submitterId))
  if (!member) return
  const params = { name: member.name, title: outcome.title, appName: services.config.appName, url: `${services.config.appUrl}/grant/${outcome.grantId}`, reason: outcome.reason ?? '' }
  await services.mailer
    .send({ to: member.email, subject: t(kind === 'published' ? 'email.published.subject' : 'email.rejected.subject'), text: t(kind === 'published' ? 'email.published.body' : 'email.rejected.body', params) })
    .catch((error) => console.error('Submission outcome email failed', error))
}
