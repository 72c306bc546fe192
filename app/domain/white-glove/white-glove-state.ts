import type { WHITE_GLOVE_STATUSES } from '../../db/schema/experts.ts'

export type WhiteGloveStatus = (typeof WHITE_GLOVE_STATUSES)[number]

/**
 * A white-glove request's state machine, written once: every status update names in its WHERE the
 * states it may come from (whiteGloveStatusesInto), so a move not listed here changes nothing.
 * - requested: the member accepted the terms; canceled by the member, or assigned by an admin.
 * - assigned: an expert helps (an admin may assign another); invoiced when the application is marked
 *   Awarded with an amount.
 * - invoiced: the fee is due; paid by a verified payment.
 * - canceled: the member may ask again (the same row: one request per application).
 */
export const WHITE_GLOVE_TRANSITIONS: Record<WhiteGloveStatus, readonly WhiteGloveStatus[]> = {
  requested: ['assigned', 'canceled'],
  assigned: ['assigned', 'invoiced'],
  invoiced: ['paid'],
  paid: [],
  canceled: ['requested'],
}

export function whiteGloveStatusesInto(to: WhiteGloveStatus): WhiteGloveStatus[] {
  return (Object.keys(WHITE_GLOVE_TRANSITIONS) as WhiteGloveStatus[]).filter((from) => WHITE_GLOVE_TRANSITIONS[from].includes(to))
}

/** The application statuses on which help can still be asked for or given (not yet decided). */
export const HELPABLE_APPLICATION_STATUSES = ['not_started', 'draft', 'submitted'] as const

/** The fee for an award, in whole USD, rounded to the nearest dollar. */
export function whiteGloveFee(awardUsd: number, feePercent: number): number {
  return Math.round((awardUsd * feePercent) / 100)
}
