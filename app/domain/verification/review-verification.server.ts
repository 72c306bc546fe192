import { and, asc, desc, eq, inArray } from 'drizzle-orm'
import { tierById } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications, user, verificationDocuments } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { notify } from '../notifications/notify.server.ts'
import { verificationStatusesInto } from './verification-state.ts'
import { approvalBlocks } from './approval-gate.ts'
import { listScreeningMatches, screeningTally } from '../screening/list-screening-matches.server.ts'
import { generateCheckCode } from '../public-profile/check-code.ts'

const queueColumns = {
  id: organizationVerifications.id,
  tier: organizationVerifications.verificationTier,
  status: organizationVerifications.verificationStatus,
  organizationName: organizations.name,
  submittedAt: organizationVerifications.submittedAt,
  decidedAt: organizationVerifications.decidedAt,
  digitalChecks: organizationVerifications.digitalChecks,
  checkWaivers: organizationVerifications.checkWaivers,
}

/** The reviewers' queue: submitted applications, oldest first, and the latest decisions. */
export async function listVerificationQueue(db: Db) {
  const [waiting, decided] = await Promise.all([
    db
      .select(queueColumns)
      .from(organizationVerifications)
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(eq(organizationVerifications.verificationStatus, 'in_progress'))
      .orderBy(asc(organizationVerifications.submittedAt)),
    db
      .select(queueColumns)
      .from(organizationVerifications)
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(inArray(organizationVerifications.verificationStatus, ['approved', 'rejected']))
      .orderBy(desc(organizationVerifications.decidedAt))
      .limit(20),
  ])
  return { waiting, decided }
}

/** Everything a reviewer needs about one application: its fields, organization, applicant and documents. */
export async function getVerificationForReview(db: Db, id: number) {
  const [row] = await db
    .select({ application: organizationVerifications, organization: { id: organizations.id, name: organizations.name }, applicant: { name: user.name, email: user.email } })
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .leftJoin(user, eq(user.id, organizationVerifications.createdBy))
    .where(eq(organizationVerifications.id, id))
  if (!row) return null
  const documents = await db
    .select({
      id: verificationDocuments.id,
      group: verificationDocuments.group,
      fileName: verificationDocuments.fileName,
      contentType: verificationDocuments.contentType,
      size: verificationDocuments.size,
    })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.verificationId, id))
    .orderBy(asc(verificationDocuments.createdAt))
  return { ...row, documents }
}

export type ReviewDecision = { decision: 'approve'; crossValidationNotes: string } | { decision: 'reject'; reason: string; crossValidationNotes: string }

/**
 * Approves or rejects a submitted application, with the reviewer's notes, in one transaction with
 * the audit row and the member's notification. Approval records layer 3, and is refused (`blocked`)
 * while approvalBlocks names anything: a check failed or not run, layer 2 missing, or the same
 * reviewer (issue 23). Returns who to email, or null when it was not waiting.
 */
export async function decideVerification(db: Db, actorId: string, id: number, input: ReviewDecision) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(organizationVerifications)
      .where(and(eq(organizationVerifications.id, id), eq(organizationVerifications.verificationStatus, 'in_progress')))
      .for('update')
    if (!before) return null
    if (input.decision === 'approve') {
      const blocks = approvalBlocks(before, actorId, screeningTally(await listScreeningMatches(tx, id)))
      if (blocks.length) return { blocked: blocks }
    }
    const approved = input.decision === 'approve'
    const changes = {
      verificationStatus: approved ? ('approved' as const) : ('rejected' as const),
      decidedAt: new Date(),
      decidedBy: actorId,
      rejectionReason: approved ? null : input.reason,
      crossValidationNotes: input.crossValidationNotes || before.crossValidationNotes,
      // The badge's public check code (/verify/{code}), printed on the profile and in its QR code.
      ...(approved ? { checkCode: generateCheckCode() } : {}),
      updatedAt: new Date(),
    }
    await tx
      .update(organizationVerifications)
      .set(changes)
      .where(and(eq(organizationVerifications.id, id), inArray(organizationVerifications.verificationStatus, verificationStatusesInto(changes.verificationStatus))))
    await recordAudit(tx, {
      actorId,
      action: approved ? 'verification.approve' : 'verification.reject',
      entityType: 'organization_verification',
      entityId: String(id),
      before: { verificationStatus: before.verificationStatus },
      after: { verificationStatus: changes.verificationStatus, rejectionReason: changes.rejectionReason, groundCheckBy: before.groundCheckBy, crossValidationBy: actorId },
    })
    const tier = tierById(before.verificationTier)!
    if (before.createdBy) {
      await notify(
        tx,
        before.createdBy,
        approved ? 'notifications.verificationApproved' : 'notifications.verificationRejected',
        // Ids, written out in the reader's language when the notification is shown.
        { tier: tier.id, badge: tier.badge },
        `/verification-application/${id}`,
      )
    }
    return { blocked: null, memberId: before.createdBy, approved, tier, reason: changes.rejectionReason, decidedAt: changes.decidedAt }
  })
}
