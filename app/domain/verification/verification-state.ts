import type { PAYMENT_STATUSES, VERIFICATION_STATUSES } from '../../db/schema/verification.ts'

export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number]
export type VerificationPaymentStatus = (typeof PAYMENT_STATUSES)[number]

/**
 * An application's two state machines, written once (ADR 023). Every update of verification_status
 * or payment_status admits only these moves: its WHERE names the states it may come from.
 * - review: draft → in_progress (submitted) → approved | rejected; rejected → draft (resubmitted within 30 days).
 * - fee: pending → paid (a verified payment) → refunded (within 30 days of a rejection).
 */
export const VERIFICATION_TRANSITIONS: Record<VerificationStatus, readonly VerificationStatus[]> = {
  draft: ['in_progress'],
  in_progress: ['approved', 'rejected'],
  approved: [],
  rejected: ['draft'],
}

export const VERIFICATION_PAYMENT_TRANSITIONS: Record<VerificationPaymentStatus, readonly VerificationPaymentStatus[]> = {
  pending: ['paid'],
  paid: ['refunded'],
  refunded: [],
}

function into<S extends string>(transitions: Record<S, readonly S[]>, to: S): S[] {
  return (Object.keys(transitions) as S[]).filter((from) => transitions[from].includes(to))
}

/** The review states an application may be in to move to `to`. */
export const verificationStatusesInto = (to: VerificationStatus) => into(VERIFICATION_TRANSITIONS, to)
/** The fee states an application may be in to move to `to`. */
export const paymentStatusesInto = (to: VerificationPaymentStatus) => into(VERIFICATION_PAYMENT_TRANSITIONS, to)
