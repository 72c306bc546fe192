import { and, desc, eq, inArray, ne, or } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server.ts'
import { engagements, expertPayouts, experts, milestoneDisputes, milestoneProposals, milestones, projectRequests, reviews, user } from '../../db/schema/index.ts'
import { type MilestoneActor, type MilestoneStatus, movesOpenTo } from './milestone-state.ts'

const expertUser = alias(user, 'expert_user')

/** The engagements a member takes part in, as the member who asked or as the expert who accepted. */
export async function listEngagements(db: Db, userId: string) {
  const [expert] = await db.select({ id: experts.id, payoutAccount: experts.payoutAccount, payoutsHeldUntil: experts.payoutsHeldUntil }).from(experts).where(eq(experts.userId, userId))
  const rows = await db
    .select({
      id: engagements.id,
      status: engagements.status,
      createdAt: engagements.createdAt,
      memberId: engagements.memberId,
      project: projectRequests.projectTitle,
      memberName: user.name,
      expertName: expertUser.name,
    })
    .from(engagements)
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .innerJoin(user, eq(user.id, engagements.memberId))
    .innerJoin(experts, eq(experts.id, engagements.expertId))
    .innerJoin(expertUser, eq(expertUser.id, experts.userId))
    .where(expert ? or(eq(engagements.memberId, userId), eq(engagements.expertId, expert.id)) : eq(engagements.memberId, userId))
    .orderBy(desc(engagements.createdAt))
    .limit(200)
  const totals = rows.length
    ? await db
        .select({ engagementId: milestones.engagementId, amountUsd: milestones.amountUsd })
        .from(milestones)
        .where(
          and(
            inArray(
              milestones.engagementId,
              rows.map((r) => r.id),
            ),
            ne(milestones.status, 'removed'),
          ),
        )
    : []
  return {
    isExpert: Boolean(expert),
    payoutAccount: expert?.payoutAccount ?? null,
    payoutsHeldUntil: expert?.payoutsHeldUntil ?? null,
    engagements: rows.map((r) => ({
      ...r,
      role: r.memberId === userId ? ('member' as const) : ('expert' as const),
      totalUsd: totals.filter((m) => m.engagementId === r.id).reduce((sum, m) => sum + m.amountUsd, 0),
    })),
  }
}

/** What held money a milestone's status means for the totals. */
const IN_ESCROW: readonly MilestoneStatus[] = ['funded', 'delivered', 'disputed']

/**
 * One engagement as its member, its expert or an admin sees it (null for anyone else): the request,
 * both parties, the milestones with their dates, payouts and disputes, the totals, the reviews, and
 * what the viewer may do now (the server checks each move again).
 */
export async function getEngagement(db: Db, engagementId: string, viewer: { id: string; isAdmin: boolean }) {
  const [row] = await db
    .select({
      engagement: engagements,
      project: projectRequests.projectTitle,
      description: projectRequests.projectDescription,
      memberName: user.name,
      expertName: expertUser.name,
      expertUserId: experts.userId,
      payoutAccount: experts.payoutAccount,
      payoutsHeldUntil: experts.payoutsHeldUntil,
    })
    .from(engagements)
    .innerJoin(projectRequests, eq(projectRequests.id, engagements.requestId))
    .innerJoin(user, eq(user.id, engagements.memberId))
    .innerJoin(experts, eq(experts.id, engagements.expertId))
    .innerJoin(expertUser, eq(expertUser.id, experts.userId))
    .where(eq(engagements.id, engagementId))
  if (!row) return null
  const role = row.engagement.memberId === viewer.id ? 'member' : row.expertUserId === viewer.id ? 'expert' : viewer.isAdmin ? 'admin' : null
  if (!role) return null
  const list = await db.select().from(milestones).where(eq(milestones.engagementId, engagementId)).orderBy(milestones.createdAt)
  const ids = list.map((m) => m.id)
  const payouts = ids.length ? await db.select().from(expertPayouts).where(inArray(expertPayouts.milestoneId, ids)) : []
  const disputes = ids.length ? await db.select().from(milestoneDisputes).where(inArray(milestoneDisputes.milestoneId, ids)).orderBy(desc(milestoneDisputes.createdAt)) : []
  const written = await db.select().from(reviews).where(eq(reviews.engagementId, engagementId)).orderBy(reviews.createdAt)
  const proposals = await db
    .select()
    .from(milestoneProposals)
    .where(and(eq(milestoneProposals.engagementId, engagementId), eq(milestoneProposals.status, 'open')))
    .orderBy(milestoneProposals.createdAt)
  const active = row.engagement.status === 'active'
  const actor: MilestoneActor | null = role === 'admin' ? null : role
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const view = list.map((m) => {
    const payout = payouts.find((p) => p.milestoneId === m.id)
    const dispute = disputes.find((d) => d.milestoneId === m.id)
    const removalProposed = proposals.some((p) => p.kind === 'remove' && p.milestoneId === m.id)
    return {
      id: m.id,
      title: m.title,
      amountUsd: m.amountUsd,
      dueDate: m.dueDate,
      status: m.status,
      fundedAt: iso(m.fundedAt),
      deliveredAt: iso(m.deliveredAt),
      autoReleaseAt: iso(m.autoReleaseAt),
      releasedAt: iso(m.releasedAt),
      removedAt: iso(m.removedAt),
      expertShareUsd: m.expertShareUsd,
      payout: payout && role !== 'member' ? { status: payout.status, amountUsd: payout.amountUsd, sentAt: iso(payout.sentAt) } : null,
      dispute: dispute ? { reason: dispute.reason, status: dispute.status, resolution: dispute.resolution } : null,
      moves: actor && row.engagement.status === 'active' ? movesOpenTo(m.status, actor).filter((move) => move === 'deliver' || move === 'release' || move === 'dispute') : [],
      // Paying is the member's: the state machine lets only a verified payment fund it.
      canFund: role === 'member' && active && m.status === 'unfunded',
      // A mistaken milestone goes before any money moves: the member removes it, the expert proposes it (ADR 038).
      canRemove: role === 'member' && active && m.status === 'unfunded',
      canProposeRemoval: role === 'expert' && active && m.status === 'unfunded' && !removalProposed,
      removalProposed: m.status === 'unfunded' && removalProposed,
    }
  })
  const counted = list.filter((m) => m.status !== 'removed')
  const sum = (pick: (m: (typeof list)[number]) => number) => counted.reduce((total, m) => total + pick(m), 0)
  const mine = role === 'admin' ? null : written.find((r) => r.authorRole === role)
  return {
    id: row.engagement.id,
    status: row.engagement.status,
    createdAt: row.engagement.createdAt.toISOString(),
    completedAt: iso(row.engagement.completedAt),
    grantWon: row.engagement.grantWon,
    fundingSecured: row.engagement.fundingSecured,
    project: row.project,
    description: row.description,
    memberName: row.memberName,
    expertName: row.expertName,
    role,
    /** The two parties' user ids, for the server only (the page's loader leaves them out). */
    partyIds: [row.engagement.memberId, row.expertUserId],
    /** The expert has payouts waiting for a payout account. */
    payoutAccountMissing: role === 'expert' && !row.payoutAccount && payouts.some((p) => p.status !== 'sent'),
    /** The expert's payouts wait until then after a change of payout account (ADR 038). */
    payoutsHeldUntil: role === 'expert' && row.payoutsHeldUntil && row.payoutsHeldUntil > new Date() ? row.payoutsHeldUntil.toISOString() : null,
    /** Open proposals: milestones the expert proposed, and removals they asked for; the member decides. */
    // Once the engagement is over nothing is left to decide: proposals still open are not shown.
    proposals: (active ? proposals : []).map((p) => {
      const target = p.milestoneId ? list.find((m) => m.id === p.milestoneId) : undefined
      return {
        id: p.id,
        kind: p.kind,
        title: p.title ?? target?.title ?? '',
        amountUsd: p.amountUsd ?? target?.amountUsd ?? 0,
        dueDate: p.dueDate,
        canDecide: role === 'member' && active,
      }
    }),
    milestones: view,
    totals: {
      totalUsd: sum((m) => m.amountUsd),
      inEscrowUsd: sum((m) => (IN_ESCROW.includes(m.status) ? m.amountUsd : 0)),
      releasedUsd: sum((m) => (m.status === 'released' ? m.amountUsd : m.status === 'split' ? (m.expertShareUsd ?? 0) : 0)),
      refundedUsd: sum((m) => (m.status === 'refunded' ? m.amountUsd : m.status === 'split' ? m.amountUsd - (m.expertShareUsd ?? 0) : 0)),
    },
    reviews: written.map((r) => ({ id: r.id, authorRole: r.authorRole, rating: r.rating, body: r.body, createdAt: r.createdAt.toISOString() })),
    canReview: role !== 'admin' && row.engagement.status === 'completed' && !mine,
    canAddMilestone: role === 'member' && active,
    canProposeMilestone: role === 'expert' && active,
    canRecordOutcome: role === 'member' && row.engagement.status === 'completed',
  }
}
export type EngagementView = NonNullable<Awaited<ReturnType<typeof getEngagement>>>
