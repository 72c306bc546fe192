import { countryName } from '../../../catalog/countries.ts'
import { can } from '../../../catalog/team.ts'
import { tierById, tierName, VERIFICATION_TIER_IDS } from '../../../catalog/verification.ts'
import type { Db } from '../../../db/client.server.ts'
import type { Member } from '../../../domain/accounts/get-member.server.ts'
import { settledReceipt } from '../../../domain/payments/payment-records.server.ts'
import { applicationTimeline } from '../../../domain/verification/application-timeline.ts'
import { DOCUMENT_GROUP_ORDER, type DocumentGroup } from '../../../domain/verification/document-types.ts'
import { expectedDecision } from '../../../domain/verification/expected-decision.ts'
import { documentDescription, listDocuments } from '../../../domain/verification/manage-documents.server.ts'
import { stepsOf, type VerificationApplication } from '../../../domain/verification/manage-verification.server.ts'
import { resubmitDeadline, withinResubmitWindow } from '../../../domain/verification/review-window.ts'

const iso = (date: Date | null) => date?.toISOString() ?? null

/**
 * What the member sees of an application they can no longer edit (in review, approved, rejected):
 * what they sent, grouped as the wizard's steps, with countries named in their language; where it
 * stands, with the dates recorded; when to expect a decision; and what they may do next. Nothing a
 * reviewer wrote for reviewers (notes, check results) is sent.
 */
export async function applicationSummary(db: Db, application: VerificationApplication, member: Member, now = new Date()) {
  const tier = tierById(application.verificationTier)!
  const receipt = await settledReceipt(db, 'verification', String(application.id))
  const documents = tier.documentsRequired ? (await listDocuments(db, application.id)).map(({ id, group, fileName, size }) => ({ id, group, fileName, size })) : []
  const { paymentStatus, decidedAt } = application
  // Only a draft is the member's to edit (the wizard); every other state is summarised here.
  const status = application.verificationStatus as Exclude<VerificationApplication['verificationStatus'], 'draft'>
  const expected = status === 'in_progress' && application.submittedAt ? expectedDecision(application.submittedAt, tier, now) : null
  const badgeInForce = status === 'approved' && !application.revokedAt && !application.suspendedAt && (!application.expiresAt || application.expiresAt > now)
  return {
    mode: 'summary' as const,
    id: application.id,
    status,
    paymentStatus,
    tier: { id: tier.id, name: tierName(tier.id), badge: tier.badge },
    steps: stepsOf(application),
    timeline: applicationTimeline(application, receipt?.paidAt ?? null),
    expected: expected ? { from: expected.from.toISOString(), by: expected.by.toISOString(), min: expected.days.min, max: expected.days.max, overdue: expected.overdue } : null,
    sent: {
      organizationName: application.organizationName,
      registrationNumber: application.registrationNumber,
      websiteUrl: application.websiteUrl,
      socialMediaLinks: application.socialMediaLinks,
      country: application.country ? countryName(application.country) : null,
      city: application.city,
      regionState: application.regionState,
      streetAddress: application.streetAddress,
      address: application.address,
      missionStatement: application.missionStatement,
      programAreas: application.programAreas,
      boardMembers: application.boardMembers,
      officers: (application.officers ?? []).map((o) => ({ ...o, nationality: o.nationality ? countryName(o.nationality) : null })),
      descriptions: Object.fromEntries(DOCUMENT_GROUP_ORDER.map((g) => [g, documentDescription(application, g)])) as Record<DocumentGroup, string>,
      declaration: application.declaration,
      signature: application.signature,
      submittedAt: iso(application.submittedAt),
      fee: application.verificationFeePaid,
    },
    documents,
    // The receipt is Billing's: shown to those who may open it.
    receiptId: receipt && can(member.organization.role, 'billing.manage') ? receipt.id : null,
    decision: {
      reason: application.rejectionReason,
      refundedAt: iso(application.refundRequestedAt),
      // Spec decisions: a rejection may be resubmitted free or refunded within RESUBMIT_OR_REFUND_DAYS.
      until: decidedAt && status === 'rejected' ? resubmitDeadline(decidedAt).toISOString() : null,
      open: status === 'rejected' && paymentStatus === 'paid' && withinResubmitWindow(decidedAt, now),
    },
    badge:
      status === 'approved'
        ? {
            verifiedAt: iso(decidedAt ?? application.createdAt)!,
            checkCode: badgeInForce ? application.checkCode : null,
            revokedAt: iso(application.revokedAt),
            suspendedAt: iso(application.suspendedAt),
            expiresAt: iso(application.expiresAt),
            expired: Boolean(application.expiresAt && application.expiresAt <= now),
            // A higher tier may be applied for (ADR 016): /get-verified offers the ones above this one.
            higherTier: badgeInForce && tier.id !== VERIFICATION_TIER_IDS.at(-1),
          }
        : null,
  }
}

export type ApplicationSummaryData = Awaited<ReturnType<typeof applicationSummary>>
