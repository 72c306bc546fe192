import { eq } from 'drizzle-orm'
import type { VerificationTier } from '../../catalog/verification.ts'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { resubmitDeadline } from './review-window.ts'

/** Emails the applicant the review's outcome. A failed email is logged; the decision stands. */
export async function sendVerificationOutcomeEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  outcome: { memberId: string | null; tier: VerificationTier; reason: string | null },
  verificationId: number,
) {
  if (!outcome.memberId) return
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, outcome.memberId))
  if (!member) return
  const approved = outcome.reason === null
  const params = {
    name: member.name,
    tier: outcome.tier.name,
    badge: outcome.tier.badge,
    appName: services.config.appName,
    reason: outcome.reason ?? '',
    until: formatDate(resubmitDeadline(new Date())),
    url: `${services.config.appUrl}/${approved ? 'dashboard' : `verification-application/${verificationId}`}`,
  }
  await services.mailer
    .send({ to: member.email, subject: t(approved ? 'email.verificationApproved.subject' : 'email.verificationRejected.subject', params), text: t(approved ? 'email.verificationApproved.body' : 'email.verificationRejected.body', params) })
    .catch((error) => console.error('Verification outcome email failed', error))
}
