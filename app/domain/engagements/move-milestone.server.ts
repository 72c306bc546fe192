import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { AUTO_RELEASE_DAYS } from '../../catalog/expert-membership.ts'
import { engagements, expertPayouts, experts, milestones } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { recomputeExpertStats } from '../experts/recompute-expert-stats.server.ts'
import { type NoticeKind, tellParty } from './escrow-notices.server.ts'
import { CLOSED_STATUSES, canMove, MILESTONE_MOVES, type MilestoneActor, type MilestoneMove, SETTLED_STATUSES } from './milestone-state.ts'

export type Milestone = typeof milestones.$inferSelect
export type Engagement = typeof engagements.$inferSelect

export interface MoveRequest {
  milestoneId: string
  move: MilestoneMove
  /** A party acts for themselves (their user id); a payment, a job or an admin acts for the app. */
  actor: { kind: 'member' | 'expert'; userId: string } | { kind: Exclude<MilestoneActor, 'member' | 'expert'>; userId?: string | null }
  /** For `fund`: the checkout that paid. */
  paymentSessionId?: string
  /** For `resolveSplit`: the expert's part in USD. */
  expertShareUsd?: number
  /** Where a payout created by this move is to be sent (the app's payment provider). */
  payoutProvider?: string
  /** A last check on the locked row (a payment's amount against the milestone's). */
  guard?: (milestone: Milestone) => boolean
  now?: Date
}

export type MoveOutcome =
  | { ok: true; milestone: Milestone; engagement: Engagement; completed: boolean; payoutId: string | null }
  /** `not-found`: no such milestone, or not this party's; `not-allowed`: not a move its state or this actor may make. */
  | { ok: false; reason: 'not-found' | 'not-allowed' }

/** Who is told what after each move (besides the one who made it). */
const NOTICES: Record<MilestoneMove, { kind: NoticeKind; to: Array<'member' | 'expert'> } | null> = {
  fund: { kind: 'funded', to: ['expert'] },
  deliver: { kind: 'delivered', to: ['member'] },
  release: { kind: 'released', to: ['expert'] },
  autoRelease: { kind: 'autoReleased', to: ['member', 'expert'] },
  dispute: null, // open-dispute tells the other side, with the dispute.
  resolveRefund: { kind: 'resolvedRefund', to: ['member', 'expert'] },
  resolveRelease: { kind: 'resolvedRelease', to: ['member', 'expert'] },
  resolveSplit: { kind: 'resolvedSplit', to: ['member', 'expert'] },
  remove: null, // remove-milestone and decide-proposal tell the expert, each in its words.
}

/**
 * The only code that changes a milestone's status. Inside the caller's transaction it locks the
 * milestone's row, checks that the actor is a party (for a party's move) and that the state machine
 * (milestone-state.ts) allows the move from the state the row is in now, then makes it with its
 * dates. A release creates the expert's payout in the same transaction (once per milestone); the
 * last milestone closed (settled or removed) completes the engagement; both sides are told.
 */
export async function moveMilestone(tx: Tx, request: MoveRequest): Promise<MoveOutcome> {
  const now = request.now ?? new Date()
  const [milestone] = await tx.select().from(milestones).where(eq(milestones.id, request.milestoneId)).for('update')
  if (!milestone) return { ok: false, reason: 'not-found' }
  const [row] = await tx
    .select({ engagement: engagements, expertUserId: experts.userId })
    .from(engagements)
    .innerJoin(experts, eq(experts.id, engagements.expertId))
    .where(eq(engagements.id, milestone.engagementId))
  if (!row) return { ok: false, reason: 'not-found' }
  const { engagement, expertUserId } = row
  const { actor } = request
  // A party acts only on their own engagement; to anyone else it does not exist.
  if (actor.kind === 'member' && actor.userId !== engagement.memberId) return { ok: false, reason: 'not-found' }
  if (actor.kind === 'expert' && actor.userId !== expertUserId) return { ok: false, reason: 'not-found' }
  if (engagement.status === 'canceled' || !canMove(request.move, milestone.status, actor.kind)) return { ok: false, reason: 'not-allowed' }
  if (request.guard && !request.guard(milestone)) return { ok: false, reason: 'not-allowed' }

  const to = MILESTONE_MOVES[request.move].to
  const changes: Partial<Milestone> = { status: to }
  if (request.move === 'fund') Object.assign(changes, { paymentSessionId: request.paymentSessionId ?? null, fundedAt: now })
  if (request.move === 'deliver') Object.assign(changes, { deliveredAt: now, autoReleaseAt: new Date(now.getTime() + AUTO_RELEASE_DAYS * 86_400_000) })
  if (to === 'released') changes.releasedAt = now
  if (to === 'removed') changes.removedAt = now
  if (request.move === 'resolveSplit') {
    const share = request.expertShareUsd
    if (share === undefined || !Number.isInteger(share) || share <= 0 || share >= milestone.amountUsd) return { ok: false, reason: 'not-allowed' }
    Object.assign(changes, { expertShareUsd: share, releasedAt: now })
  }
  const [moved] = await tx
    .update(milestones)
    .set(changes)
    .where(and(eq(milestones.id, milestone.id), eq(milestones.status, milestone.status)))
    .returning()

  // Money for the expert: the whole milestone on a release, their share on a split; once per milestone.
  let payoutId: string | null = null
  const payoutUsd = to === 'released' ? moved.amountUsd : to === 'split' ? (moved.expertShareUsd ?? 0) : 0
  if (payoutUsd > 0) {
    const [payout] = await tx
      .insert(expertPayouts)
      .values({ milestoneId: moved.id, expertId: engagement.expertId, amountUsd: payoutUsd, provider: request.payoutProvider ?? 'sandbox' })
      .onConflictDoNothing()
      .returning({ id: expertPayouts.id })
    payoutId = payout?.id ?? null
  }

  const notice = NOTICES[request.move]
  if (notice) {
    const users = { member: engagement.memberId, expert: expertUserId }
    for (const side of notice.to)
      await tellParty(tx, { kind: notice.kind, userId: users[side], entityId: moved.id, engagementId: engagement.id, params: { title: moved.title, amountUsd: moved.amountUsd } })
  }

  // The last milestone closed (released, refunded, split, or an unfunded one removed) completes the
  // engagement, provided one was settled: removing every milestone leaves it active for new ones.
  let completed = false
  let current = engagement
  if ((CLOSED_STATUSES as readonly string[]).includes(to) && engagement.status === 'active') {
    const [open] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(milestones)
      .where(and(eq(milestones.engagementId, engagement.id), notInArray(milestones.status, [...CLOSED_STATUSES])))
    const [settled] = await tx
      .select({ count: sql<number>`count(*)::int` })
      .from(milestones)
      .where(and(eq(milestones.engagementId, engagement.id), inArray(milestones.status, [...SETTLED_STATUSES])))
    if (open.count === 0 && settled.count > 0) {
      const [done] = await tx
        .update(engagements)
        .set({ status: 'completed', completedAt: now })
        .where(and(eq(engagements.id, engagement.id), eq(engagements.status, 'active')))
        .returning()
      if (done) {
        completed = true
        current = done
        await recomputeExpertStats(tx, engagement.expertId)
      }
    }
  }
  return { ok: true, milestone: moved, engagement: current, completed, payoutId }
}
