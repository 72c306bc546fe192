import { eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { user } from '../../db/schema/index.ts'
import { formatUsd, t } from '../../i18n/index.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import type { AssignOutcome } from './assign-white-glove.server.ts'
import type { WhiteGloveInvoice } from './invoice-white-glove.server.ts'

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
    return { subject: t('whiteGlove.email.assigned.subject', params), text: t('whiteGlove.email.assigned.body', params) }
  })
  await emailMember(services, outcome.expertUserId, ({ name }) => {
    const params = { name, appName, grant: outcome.grantTitle, member: member?.name ?? '', email: member?.email ?? '' }
    return { subject: t('whiteGlove.email.expertAssigned.subject', params), text: t('whiteGlove.email.expertAssigned.body', params) }
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
    return { subject: t('whiteGlove.email.invoiced.subject', params), text: t('whiteGlove.email.invoiced.body', params) }
  })
}
