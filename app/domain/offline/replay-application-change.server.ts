import type { Member } from '../accounts/get-member.server.ts'
import { applicationStatusLabel } from '../applications/application-status.ts'
import { applicationUpdateSchema } from '../applications/application.schema.ts'
import { getApplication } from '../applications/get-application.server.ts'
import { ApplicationRuleError, updateApplication } from '../applications/update-application.server.ts'
import { t } from '../../i18n/index.ts'
import type { AppServices } from '../../context.ts'
import { sendClosedEmails, sendInvoiceEmail } from '../white-glove/send-white-glove-emails.server.ts'
import { settleApplicationChange, type ApplicationFields } from './queued-change.ts'
import type { ReplayOutcome } from './replay-outcome.ts'

/**
 * A change to an application's form (status, dates, amount, notes) made offline, sent now. The
 * server's copy wins: the change applies only if the application is still as the member saw it;
 * otherwise nothing changes and the member is told whose version stays. The application's own rules
 * (its allowed moves, the white-glove fee to confirm on an award) hold as on the page. The caller
 * has checked the member may change the pipeline; the emails a change sends
 * (the white-glove request closed) go as from the page.
 */
export async function replayApplicationChange(services: AppServices, member: Member, id: string, wanted: ApplicationFields, seen: ApplicationFields): Promise<ReplayOutcome> {
  const { db } = services
  const application = await getApplication(db, member.organization.id, id)
  if (!application) return { ok: false, message: t('offlineQueue.gone'), gone: true }
  const title = application.grant.title
  const server: ApplicationFields = {
    status: application.status,
    submissionDate: application.submissionDate ?? '',
    amountAwarded: application.amountAwarded?.toString() ?? '',
    notes: application.notes ?? '',
  }
  const settled = settleApplicationChange(server, seen, wanted)
  if (settled === 'already') return { ok: true, message: t('offlineQueue.applicationSaved', { title }) }
  if (settled === 'conflict') return { ok: false, message: t('offlineQueue.conflict', { title, status: applicationStatusLabel(application.status) }) }
  const parsed = applicationUpdateSchema.safeParse(wanted)
  if (!parsed.success) return { ok: false, message: t('offlineQueue.refused', { title, reason: parsed.error.issues[0]?.message ?? '' }) }
  try {
    const updated = await updateApplication(db, member.organization.id, id, parsed.data, member.id, null, services.payments.id)
    if (!updated) return { ok: false, message: t('offlineQueue.gone'), gone: true }
    // An award that invoices the white-glove fee waits for the member to confirm the fee on the page.
    if (updated.kind === 'confirm') return { ok: false, message: t('offlineQueue.confirmFee', { title }) }
    if (updated.invoice) await sendInvoiceEmail(services, updated.invoice, id, updated.grantTitle)
    if (updated.closure) await sendClosedEmails(services, updated.closure, id, updated.grantTitle)
    return { ok: true, message: t('offlineQueue.applicationSaved', { title }) }
  } catch (error) {
    if (error instanceof ApplicationRuleError) return { ok: false, message: t('offlineQueue.refused', { title, reason: error.message }) }
    throw error
  }
}
