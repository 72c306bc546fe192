import type { AppServices } from '../../context.ts'
import { messageMemberPhone } from './message-member-phone.server.ts'
import { requestPhoneServices } from './request-queue.server.ts'

/** The review's outcome to the applicant's phone, when they chose verification decisions there (ADR 068). A failure is logged; the decision stands. */
export async function messageVerificationOutcome(services: AppServices, outcome: { memberId: string | null; approved: boolean }, verificationId: number, organization: string) {
  if (!outcome.memberId) return
  try {
    await messageMemberPhone(requestPhoneServices(services), {
      userId: outcome.memberId,
      kind: 'verification',
      key: `verification:${verificationId}:${outcome.approved ? 'approved' : 'rejected'}`,
      template: outcome.approved ? 'verificationApproved' : 'verificationRejected',
      params: { organization, url: `${services.config.appUrl}/${outcome.approved ? 'dashboard' : `verification-application/${verificationId}`}` },
    })
  } catch (error) {
    console.error('The verification outcome could not be sent to the phone:', error)
  }
}
