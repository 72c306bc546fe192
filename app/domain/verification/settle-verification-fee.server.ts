import { eq } from 'drizzle-orm'
import { organizationVerifications } from '../../db/schema/index.ts'
import type { Settlement } from '../payments/settlement.ts'
import { paymentStatusesInto, type VerificationPaymentStatus } from './verification-state.ts'

const canPay = (status: VerificationPaymentStatus) => paymentStatusesInto('paid').includes(status)

/**
 * A verification fee pays its application once: the application row is locked, and a fee already
 * paid (or refunded), or an application that no longer exists, leaves this payment to be returned.
 */
export const settleVerificationFee: Settlement = async (tx, session) => {
  const id = Number(session.referenceId)
  if (!Number.isSafeInteger(id)) return 'already-settled'
  const [application] = await tx
    .select({ paymentStatus: organizationVerifications.paymentStatus, organizationId: organizationVerifications.organizationId })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.id, id))
    .for('update')
  if (!application || !canPay(application.paymentStatus)) return 'already-settled'
  await tx.update(organizationVerifications).set({ paymentStatus: 'paid', verificationFeePaid: session.amountUsd, updatedAt: new Date() }).where(eq(organizationVerifications.id, id))
  // The receipt belongs to the organization the application is for.
  return { receiptOrganizationId: application.organizationId }
}
