import { RESUBMIT_OR_REFUND_DAYS } from '../../catalog/verification.ts'

const DAY = 86_400_000

/** The last moment a rejected application may be resubmitted free or refunded. */
export function resubmitDeadline(decidedAt: Date | string): Date {
  return new Date(new Date(decidedAt).getTime() + RESUBMIT_OR_REFUND_DAYS * DAY)
}

/** Within RESUBMIT_OR_REFUND_DAYS of the rejection (the last day included, to the millisecond). */
export function withinResubmitWindow(decidedAt: Date | string | null, now = new Date()): boolean {
  return decidedAt !== null && now.getTime() <= resubmitDeadline(decidedAt).getTime()
}
