import type { MILESTONE_STATUSES } from '../../db/schema/engagements.ts'

/**
 * The escrow state machine of a milestone, written once (issue 11): every allowed move, the states
 * it leaves from, the state it reaches, and who or what may cause it. moveMilestone
 * (move-milestone.server.ts) is the only code that changes a milestone's status, and it asks here.
 *
 * unfunded → funded (a verified payment) → delivered (the expert) → released (the member, or the
 * auto-release job AUTO_RELEASE_DAYS after delivery). The member may also release a funded milestone
 * early. Funded or delivered → disputed (either side): frozen until an admin refunds, releases or
 * splits it. An unfunded milestone may be removed by the member (on their own, or accepting the
 * expert's proposal, ADR 038): removed is final and no longer counts.
 */
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number]
/** Who or what causes a move: a party of the engagement, a verified payment event, a job, an admin. */
export type MilestoneActor = 'member' | 'expert' | 'payment' | 'job' | 'admin'

export const MILESTONE_MOVES = {
  fund: { from: ['unfunded'], to: 'funded', by: ['payment'] },
  deliver: { from: ['funded'], to: 'delivered', by: ['expert'] },
  release: { from: ['funded', 'delivered'], to: 'released', by: ['member'] },
  autoRelease: { from: ['delivered'], to: 'released', by: ['job'] },
  dispute: { from: ['funded', 'delivered'], to: 'disputed', by: ['member', 'expert'] },
  resolveRefund: { from: ['disputed'], to: 'refunded', by: ['admin'] },
  resolveRelease: { from: ['disputed'], to: 'released', by: ['admin'] },
  resolveSplit: { from: ['disputed'], to: 'split', by: ['admin'] },
  remove: { from: ['unfunded'], to: 'removed', by: ['member'] },
} as const satisfies Record<string, { from: readonly MilestoneStatus[]; to: MilestoneStatus; by: readonly MilestoneActor[] }>

export type MilestoneMove = keyof typeof MILESTONE_MOVES

/** Settled for good: the money has gone to the expert, back to the member, or both. */
export const SETTLED_STATUSES: readonly MilestoneStatus[] = ['released', 'refunded', 'split']
/** Closed for good: settled, or removed before any money moved. An engagement completes when every milestone is closed and one was settled. */
export const CLOSED_STATUSES: readonly MilestoneStatus[] = [...SETTLED_STATUSES, 'removed']

/** Whether `actor` may make `move` on a milestone that is `from`. */
export function canMove(move: MilestoneMove, from: MilestoneStatus, actor: MilestoneActor): boolean {
  const rule = MILESTONE_MOVES[move]
  return (rule.from as readonly MilestoneStatus[]).includes(from) && (rule.by as readonly MilestoneActor[]).includes(actor)
}

/** The moves a party could make now on a milestone, for the buttons a page offers (the server checks again). */
export function movesOpenTo(from: MilestoneStatus, actor: MilestoneActor): MilestoneMove[] {
  return (Object.keys(MILESTONE_MOVES) as MilestoneMove[]).filter((move) => canMove(move, from, actor))
}
