import type { WHITE_GLOVE_STATUSES } from '../../db/schema/white-glove.ts'

export type WhiteGloveStatus = (typeof WHITE_GLOVE_STATUSES)[number]

/**
 * A white-glove request's state machine, written once: every status update names in its WHERE the
 * states it may come from (whiteGloveStatusesInto), so a move not listed here changes nothing.
 * - requested: the member accepted the terms; canceled by the member, or assigned by an admin.
 * - assigned: an expert helps (an admin may assign another); invoiced when the application is marked
 *   Awarded with an amount (the member confirms the fee first); closed, with no fee, when it is not
 *   awarded or is withdrawn.
 * - invoiced: the fee is due; paid by a verified payment. Staff may correct the award (it stays invoiced).
 * - paid: a staff correction that raises the award invoices the difference (back to invoiced); one
 *   that lowers it credits the difference (it stays paid).
 * - canceled: the member may ask again (the same row: one request per application).
 * - closed: the expert's work is done, so the fee stays due if the grant is awarded after all (a
 *   withdrawn application taken up again): the award invoices it as from assigned. Asking again
 *   once the application is undecided takes the request up with the same expert (assigned).
 */
export const WHITE_GLOVE_TRANSITIONS: Record<WhiteGloveStatus, readonly WhiteGloveStatus[]> = {
  requested: ['assigned', 'canceled'],
  assigned: ['assigned', 'invoiced', 'closed'],
  invoiced: ['paid'],
  paid: ['invoiced'],
  canceled: ['requested'],
  closed: ['assigned', 'invoiced'],
}

export function whiteGloveStatusesInto(to: WhiteGloveStatus): WhiteGloveStatus[] {
  return (Object.keys(WHITE_GLOVE_TRANSITIONS) as WhiteGloveStatus[]).filter((from) => WHITE_GLOVE_TRANSITIONS[from].includes(to))
}

/** The application statuses on which help can still be asked for or given (not yet decided). */
export const HELPABLE_APPLICATION_STATUSES = ['not_started', 'draft', 'submitted'] as const

/** The largest fee a checkout can carry (payment amounts are 32-bit whole dollars). */
export const MAX_FEE_USD = 2_147_483_647

/** The fee for an award, in whole USD, rounded to the nearest dollar. */
export function whiteGloveFee(awardUsd: number, feePercent: number): number {
  return Math.round((awardUsd * feePercent) / 100)
}

/** The smallest award whose fee reaches `minFeeUsd` (at 3% and $1: $17), for the refusal's message. */
export function smallestAwardFor(minFeeUsd: number, feePercent: number): number {
  let award = Math.max(0, Math.floor(((minFeeUsd - 0.5) * 100) / feePercent) - 1)
  while (whiteGloveFee(award, feePercent) < minFeeUsd) award++
  return award
}

/** The statuses whose award invoices the fee: an expert helped (a closed request's expert did too). */
export const BILLABLE_WHITE_GLOVE_STATUSES: readonly WhiteGloveStatus[] = ['assigned', 'closed']

/** The statuses in which the fee was invoiced: the award it was computed from is locked for the member. */
export const INVOICED_WHITE_GLOVE_STATUSES: readonly WhiteGloveStatus[] = ['invoiced', 'paid']
