import { badgeName } from '../../catalog/badges.ts'
import { tierName, type VerificationTier } from '../../catalog/verification.ts'
import type { AppServices } from '../../context.ts'
import { formatDate } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { resubmitDeadline } from './review-window.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Emails the applicant the review's outcome. A failed email is logged; the decision stands. */
export async function sendVerificationOutcomeEmail(
  services: Pick<AppServices, 'db' | 'mailer' | 'config'>,
  outcome: { memberId: string | null; approved: boolean; tier: VerificationTier; reason: string | null; decidedAt: Date },
  verificationId: number,
) {
  await emailMember(services, outcome.memberId, ({ name }) => {
    const params = {
      name,
      tier: tierName(outcome.tier.id),
      badge: badgeName(outcome.tier.badge),
      appName: services.config.appName,
      reason: outcome.reason ?? '',
      until: formatDate(resubmitDeadline(outcome.decidedAt)),
      url: `${services.config.appUrl}/${outcome.approved ? 'dashboard' : `verification-application/${verificationId}`}`,
    }
    return composeEmail(outcome.approved ? 'email.verificationApproved' : 'email.verificationRejected', params)
  })
}
