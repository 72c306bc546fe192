import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { expertPortfolio, expertProfileEdits, experts, user } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { recomputeExpertStats } from './recompute-expert-stats.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

export type EditDecision = { decision: 'approve' } | { decision: 'reject'; reason: string }

/**
 * Staff decide an expert's waiting profile edit (issue 23, ADR 034): approving makes the changed
 * name, title, bio and portfolio public; rejecting keeps the approved text and gives the expert the
 * reason. The audit row and the expert's notification are written in the same transaction. Returns
 * the expert's user id to email, or null when the edit is not waiting (decided, or replaced by a
 * newer one).
 */
export async function decideProfileEdit(db: Db, actorId: string, editId: string, choice: EditDecision, now = new Date()): Promise<{ userId: string; expertId: string } | null> {
  return db.transaction(async (tx) => {
    const [edit] = await tx
      .select({ id: expertProfileEdits.id, expertId: expertProfileEdits.expertId })
      .from(expertProfileEdits)
      .where(and(eq(expertProfileEdits.id, editId), eq(expertProfileEdits.status, 'pending')))
    if (!edit) return null
    // The expert's row first, as saving does, then the edit: a save at the same moment waits.
    const [expert] = await tx
      .select({ id: experts.id, userId: experts.userId, professionalTitle: experts.professionalTitle, bio: experts.bio })
      .from(experts)
      .where(eq(experts.id, edit.expertId))
      .for('update')
    const [locked] = await tx
      .select()
      .from(expertProfileEdits)
      .where(and(eq(expertProfileEdits.id, editId), eq(expertProfileEdits.status, 'pending')))
      .for('update')
    if (!expert || !locked) return null
    const [member] = await tx.select({ name: user.name }).from(user).where(eq(user.id, expert.userId))
    const changed = { name: locked.name, professionalTitle: locked.professionalTitle, bio: locked.bio, portfolio: locked.portfolio }
    if (choice.decision === 'approve') {
      if (locked.name !== null) await tx.update(user).set({ name: locked.name, updatedAt: now }).where(eq(user.id, expert.userId))
      const text = { ...(locked.professionalTitle !== null ? { professionalTitle: locked.professionalTitle } : {}), ...(locked.bio !== null ? { bio: locked.bio } : {}) }
      await tx
        .update(experts)
        .set({ ...text, updatedAt: now })
        .where(eq(experts.id, expert.id))
      if (locked.portfolio !== null) {
        await tx.delete(expertPortfolio).where(eq(expertPortfolio.expertId, expert.id))
        if (locked.portfolio.length) await tx.insert(expertPortfolio).values(locked.portfolio.map((p) => ({ ...p, expertId: expert.id })))
        await recomputeExpertStats(tx, expert.id)
      }
    }
    await tx
      .update(expertProfileEdits)
      .set({ status: choice.decision === 'approve' ? 'approved' : 'rejected', rejectionReason: choice.decision === 'reject' ? choice.reason : null, decidedBy: actorId, decidedAt: now })
      .where(eq(expertProfileEdits.id, editId))
    const before = { name: member?.name ?? null, professionalTitle: expert.professionalTitle, bio: expert.bio }
    await recordAudit(tx, {
      actorId,
      action: choice.decision === 'approve' ? 'grant_writer.edit_approve' : 'grant_writer.edit_reject',
      entityType: 'grant_writer',
      entityId: expert.id,
      before,
      after: choice.decision === 'approve' ? changed : { rejected: changed, reason: choice.reason },
    })
    await notify(tx, expert.userId, choice.decision === 'approve' ? 'expertEdits.notification.approved' : 'expertEdits.notification.rejected', {}, '/become-grant-expert')
    return { userId: expert.userId, expertId: expert.id }
  })
}

/** Emails the expert the decision, in their language. A failed email is logged; the decision stands. */
export async function sendProfileEditDecisionEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, outcome: { userId: string; expertId: string }, choice: EditDecision) {
  await emailMember(services, outcome.userId, ({ name }) => {
    const params = {
      name,
      appName: services.config.appName,
      url: `${services.config.appUrl}${choice.decision === 'approve' ? `/grant-experts/${outcome.expertId}` : '/become-grant-expert'}`,
      reason: choice.decision === 'reject' ? choice.reason : '',
    }
    return composeEmail(choice.decision === 'approve' ? 'expertEdits.approved' : 'expertEdits.rejected', params)
  })
}
