import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import type { AssignOutcome } from './assign-white-glove.server.ts'
import type { WhiteGloveClosure } from './close-white-glove-on-decision.server.ts'
import type { AwardCorrection } from './correct-white-glove-award.server.ts'
import type { WhiteGloveInvoice } from './invoice-white-glove.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

type Services = Pick<AppServices, 'db' | 'mailer' | 'config'>

/**
 * After an assignment: the member learns who helps them; the expert learns whom to help, with the
 * member's name and email (our team made the introduction). A failed email is logged; the
 * assignment stands.
 */
export async function sendAssignedEmails(services: Services, outcome: Extract<AssignOutcome, { kind: 'assigned' }>) {
  const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, outcome.memberId))
  const [expert] = await services.db.select({ name: user.name }).from(user).where(eq(user.id, outcome.expertUserId))
  const { appName, appUrl } = services.config
  await emailMember(services, outcome.memberId, ({ name }) => {
    const params = { name, appName, grant: outcome.grantTitle, expert: expert?.name ?? '', url: `${appUrl}/dashboard/applications/${outcome.applicationId}` }
    return composeEmail('whiteGlove.assigned', params)
  })
  await emailMember(services, outcome.expertUserId, ({ name }) => {
    const params = { name, appName, grant: outcome.grantTitle, member: member?.name ?? '', email: member?.email ?? '', fee: formatUsd(outcome.expertFeeUsd) }
    return composeEmail('whiteGlove.expertAssigned', params)
  })
}

/** After an award was recorded: the member's invoice, with the fee and where to pay it. */
export async function sendInvoiceEmail(services: Services, invoice: WhiteGloveInvoice, applicationId: string, grantTitle: string) {
  await emailMember(services, invoice.memberId, ({ name }) => {
    const params = {
      name,
      appName: services.config.appName,
      grant: grantTitle,
      award: formatUsd(invoice.awardUsd),
      fee: formatUsd(invoice.feeUsd),
      url: `${services.config.appUrl}/dashboard/applications/${applicationId}#white-glove`,
    }
    return composeEmail('whiteGlove.invoiced', params)
  })
}

/**
 * After a request closed with no fee (the grant not awarded, the application withdrawn): the member
 * and the expert are each told, in their own language, that nothing is due and the work ends.
 */
export async function sendClosedEmails(services: Services, closure: WhiteGloveClosure, applicationId: string, grantTitle: string) {
  const { appName, appUrl } = services.config
  const [member] = await services.db.select({ name: user.name }).from(user).where(eq(user.id, closure.memberId))
  await emailMember(services, closure.memberId, ({ name }) => {
    const params = {
      name,
      appName,
      grant: grantTitle,
      reason: t(`whiteGlove.closedReason.${closure.reason}`, { grant: grantTitle }),
      url: `${appUrl}/dashboard/applications/${applicationId}#white-glove`,
    }
    return composeEmail('whiteGlove.closed', params)
  })
  await emailMember(services, closure.expertUserId, ({ name }) => {
    const params = { name, appName, grant: grantTitle, member: member?.name ?? '', reason: t(`whiteGlove.closedReason.${closure.reason}`, { grant: grantTitle }) }
    return composeEmail('whiteGlove.expertClosed', params)
  })
}

/** After a staff correction of the award: the member's new fee, with what is due or credited. */
export async function sendCorrectedEmail(services: Services, correction: AwardCorrection) {
  await emailMember(services, correction.memberId, ({ name }) => {
    const params = {
      name,
      appName: services.config.appName,
      grant: correction.grantTitle,
      award: formatUsd(correction.awardUsd),
      fee: formatUsd(correction.feeUsd),
      due: formatUsd(correction.dueUsd),
      credit: formatUsd(correction.creditUsd),
      url: `${services.config.appUrl}/dashboard/applications/${correction.applicationId}#white-glove`,
    }
    const balance =
      correction.dueUsd > 0 ? t('whiteGlove.email.corrected.due', params) : correction.creditUsd > 0 ? t('whiteGlove.email.corrected.credit', params) : t('whiteGlove.email.corrected.settled', params)
    return composeEmail('whiteGlove.corrected', { ...params, balance })
  })
}
