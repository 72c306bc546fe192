import { and, eq, inArray, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationVerifications } from '../../db/schema/index.ts'
import type { PaymentProvider } from '../payments/payment-provider.ts'
import { refundPayment } from '../payments/refund-payment.server.ts'
import type { VerificationApplication } from './get-verification-application.server.ts'
import { withinResubmitWindow } from './review-window.ts'
import { paymentStatusesInto, verificationStatusesInto } from './verification-state.ts'
import { isUniqueViolation } from '../shared/db-errors.ts'

export type AfterRejectionOutcome = 'done' | 'not-allowed' | 'expired' | 'failed'

function allowed(application: VerificationApplication, now: Date): AfterRejectionOutcome | null {
  if (application.verificationStatus !== 'rejected' || application.paymentStatus !== 'paid') return 'not-allowed'
  if (!withinResubmitWindow(application.decidedAt, now)) return 'expired'
  return null
}

/**
 * Within 30 days of a rejection the member may correct and resubmit with the same payment: the
 * application returns to draft (the reviewer's reason stays visible) and goes through review again.
 */
export async function resubmitVerification(db: Db, application: VerificationApplication, now = new Date()): Promise<AfterRejectionOutcome> {
  const refused = allowed(application, now)
  if (refused) return refused
  // One open application per organization, of any tier (ADR 016): another one open comes first.
  const others = await db
    .select({ id: organizationVerifications.id })
    .from(organizationVerifications)
    .where(
      and(
        eq(organizationVerifications.organizationId, application.organizationId),
        ne(organizationVerifications.id, application.id),
        inArray(organizationVerifications.verificationStatus, ['draft', 'in_progress']),
      ),
    )
    .limit(1)
  if (others.length) return 'not-allowed'
  try {
    const updated = await db
      .update(organizationVerifications)
      .set({
        verificationStatus: 'draft',
        resubmittedAt: now,
        decidedAt: null,
        decidedBy: null,
        digitalChecks: null,
        digitalChecksAt: null,
        groundCheckBy: null,
        groundCheckAt: null,
        checkWaivers: null,
        declaration: false,
        signature: null,
        updatedAt: now,
      })
      .where(and(eq(organizationVerifications.id, application.id), inArray(organizationVerifications.verificationStatus, verificationStatusesInto('draft'))))
      .returning({ id: organizationVerifications.id })
    return updated.length ? 'done' : 'not-allowed'
  } catch (error) {
    // The organization has since opened another application for this tier: one open at a time (ADR 010).
    if (isUniqueViolation(error)) return 'not-allowed'
    throw error
  }
}

/**
 * Or, within the same 30 days, the fee back: refunded through the provider that took it, then
 * recorded on the application and the payment. A provider's refusal records nothing.
 */
export async function refundVerification(db: Db, provider: PaymentProvider, application: VerificationApplication, now = new Date()): Promise<AfterRejectionOutcome> {
  const refused = allowed(application, now)
  if (refused) return refused
  // The payments module returns the money and marks its checkout; this module marks the application.
  return refundPayment(
    db,
    provider,
    'verification',
    String(application.id),
    async (tx) => {
      await tx
        .update(organizationVerifications)
        .set({ paymentStatus: 'refunded', refundRequestedAt: now, updatedAt: now })
        .where(and(eq(organizationVerifications.id, application.id), inArray(organizationVerifications.paymentStatus, paymentStatusesInto('refunded'))))
    },
    now,
  )
}
