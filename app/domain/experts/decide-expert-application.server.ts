import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, expertPortfolio, experts, user } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { emailMember } from '../notifications/email-member.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { expertTierName } from './expert-tier-name.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Pending expert applications in full (applicant, profile, tier, expertise, portfolio, photo), oldest first. */
export async function listPendingExperts(db: Db) {
  const rows = await db
    .select({
      id: experts.id,
      name: user.name,
      email: user.email,
      professionalTitle: experts.professionalTitle,
      bio: experts.bio,
      yearsExperience: experts.yearsExperience,
      hourlyRateMin: experts.hourlyRateMin,
      hourlyRateMax: experts.hourlyRateMax,
      languages: experts.languages,
      country: experts.country,
      membershipTier: experts.membershipTier,
      hasPhoto: experts.profileImageUrl,
      createdAt: experts.createdAt,
    })
    .from(experts)
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(experts.applicationStatus, 'pending'))
    .orderBy(asc(experts.createdAt))
  const ids = rows.map((r) => r.id)
  const [expertise, portfolio] = ids.length
    ? await Promise.all([
        db.select().from(expertExpertise).where(inArray(expertExpertise.expertId, ids)).orderBy(asc(expertExpertise.sector)),
        db.select().from(expertPortfolio).where(inArray(expertPortfolio.expertId, ids)).orderBy(desc(expertPortfolio.completionDate)),
      ])
    : [[], []]
  return rows.map((r) => ({
    ...r,
    hasPhoto: Boolean(r.hasPhoto),
    expertise: expertise.filter((e) => e.expertId === r.id),
    portfolio: portfolio.filter((p) => p.expertId === r.id),
  }))
}

export type ExpertDecision = { decision: 'approve' } | { decision: 'reject'; reason: string }

/**
 * Decides a pending application (ADR 024): approving sets it approved and asks the expert to pay the
 * membership (it becomes active only from that verified payment); rejecting keeps the reason to show
 * the applicant, who may apply again. Audit row and notification in the same transaction. Returns
 * the applicant to email, or null when the application is not pending (already decided, or none).
 */
export async function decideExpertApplication(db: Db, actorId: string, id: string, choice: ExpertDecision): Promise<{ userId: string; tier: string } | null> {
  return db.transaction(async (tx) => {
    const columns = { applicationStatus: experts.applicationStatus, membershipStatus: experts.membershipStatus, rejectionReason: experts.rejectionReason }
    const [before] = await tx
      .select({ ...columns, userId: experts.userId, tier: experts.membershipTier })
      .from(experts)
      .where(and(eq(experts.id, id), eq(experts.applicationStatus, 'pending')))
      .for('update')
    if (!before) return null
    const now = new Date()
    const change =
      choice.decision === 'approve'
        ? ({ applicationStatus: 'approved', rejectionReason: null, decidedAt: now, updatedAt: now } as const)
        : ({ applicationStatus: 'rejected', rejectionReason: choice.reason, decidedAt: now, updatedAt: now } as const)
    const [after] = await tx.update(experts).set(change).where(eq(experts.id, id)).returning(columns)
    const { userId, tier, ...was } = before
    await recordAudit(tx, { actorId, action: choice.decision === 'approve' ? 'grant_writer.approve' : 'grant_writer.reject', entityType: 'grant_writer', entityId: id, before: was, after })
    // Ids, written out in the reader's language when the notification is shown.
    if (choice.decision === 'approve') await notify(tx, userId, 'expertJoin.notification.approved', { expertTier: tier }, '/become-grant-expert')
    else await notify(tx, userId, 'expertJoin.notification.rejected', {}, '/become-grant-expert')
    return { userId, tier }
  })
}

/** Emails the applicant the decision, in their language. A failed email is logged; the decision stands. */
export async function sendExpertDecisionEmail(services: Pick<AppServices, 'db' | 'mailer' | 'config'>, outcome: { userId: string; tier: string }, choice: ExpertDecision) {
  await emailMember(services, outcome.userId, ({ name }) => {
    const params = {
      name,
      appName: services.config.appName,
      url: `${services.config.appUrl}/become-grant-expert`,
      tier: expertTierName(outcome.tier as 'basic'),
      reason: choice.decision === 'reject' ? choice.reason : '',
    }
    return composeEmail(choice.decision === 'approve' ? 'expertJoin.approved' : 'expertJoin.rejected', params)
  })
}
