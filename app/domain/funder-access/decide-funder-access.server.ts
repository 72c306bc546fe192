import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { funderAccessApplications } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

export type FunderAccessDecision = { decision: 'approve' } | { decision: 'decline'; reason: string }

/**
 * Staff approve or decline a waiting application, in one transaction with the audit entry and the
 * funder's in-app notice. Returns the funder's user id and organization for the email, or null when
 * the application is not waiting (decided already by someone else).
 */
export async function decideFunderAccess(db: Db, adminId: string, id: string, choice: FunderAccessDecision): Promise<{ userId: string; funderOrganization: string } | null> {
  return db.transaction(async (tx) => {
    const status = choice.decision === 'approve' ? ('approved' as const) : ('declined' as const)
    const [row] = await tx
      .update(funderAccessApplications)
      .set({ status, decidedBy: adminId, decidedAt: new Date(), declineReason: choice.decision === 'decline' ? choice.reason : null })
      .where(and(eq(funderAccessApplications.id, id), eq(funderAccessApplications.status, 'pending')))
      .returning({ userId: funderAccessApplications.userId, funderOrganization: funderAccessApplications.funderOrganization })
    if (!row) return null
    await recordAudit(tx, {
      actorId: adminId,
      action: status === 'approved' ? 'funder_access.approved' : 'funder_access.declined',
      entityType: 'funder_access_application',
      entityId: id,
      before: { status: 'pending' },
      after: { status, ...(choice.decision === 'decline' ? { reason: choice.reason } : {}) },
    })
    await notify(tx, row.userId, choice.decision === 'approve' ? 'funderAccess.notice.approved' : 'funderAccess.notice.declined', { name: row.funderOrganization }, '/funder-access')
    return row
  })
}

/** Emails the funder the decision in their language; a failed email is logged and the decision stands. */
export async function sendFunderAccessDecisionEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, outcome: { userId: string; funderOrganization: string }, choice: FunderAccessDecision) {
  await emailMember(services, outcome.userId, ({ name }) => {
    const params = { name, organization: outcome.funderOrganization, appName: services.config.appName, link: `${services.config.appUrl}/funder-access` }
    return choice.decision === 'approve' ? composeEmail('funderAccess.approved', params) : composeEmail('funderAccess.declined', { ...params, reason: choice.reason })
  })
}
