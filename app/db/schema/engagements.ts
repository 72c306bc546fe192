import { sql } from 'drizzle-orm'
import { boolean, check, date, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'
import { experts } from './experts.ts'
import { projectRequests } from './requests.ts'
import { whiteGloveRequests } from './white-glove.ts'

/** `active` while milestones are open, `completed` when every milestone is settled, `canceled`. */
export const ENGAGEMENT_STATUSES = ['active', 'completed', 'canceled'] as const
export const engagementStatusEnum = pgEnum('engagement_status', ENGAGEMENT_STATUSES)

/** An accepted request: the contract between a member and an expert. */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .unique()
      .references(() => projectRequests.id, { onDelete: 'restrict' }),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'restrict' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    status: engagementStatusEnum('status').notNull().default('active'),
    /** The grant the engagement was for, once known: its outcome feeds the expert's success rate. */
    grantWon: boolean('grant_won'),
    /** USD secured by the grant the expert helped write, when won. */
    fundingSecured: integer('funding_secured'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [index('engagements_member_idx').on(t.memberId, t.createdAt), index('engagements_expert_idx').on(t.expertId, t.createdAt)],
)

/**
 * Escrow state machine of a milestone (the allowed moves are written once, in
 * domain/engagements/milestone-state.ts): unfunded → funded (verified payment) → delivered (expert)
 * → released (member, or by itself after AUTO_RELEASE_DAYS); funded or delivered → disputed →
 * released, refunded or split (admin); unfunded → removed (the member, ADR 038). Words:
 * engagements.milestoneStatus.{id}.
 */
export const MILESTONE_STATUSES = ['unfunded', 'funded', 'delivered', 'released', 'disputed', 'refunded', 'split', 'removed'] as const
export const milestoneStatusEnum = pgEnum('milestone_status', MILESTONE_STATUSES)

export const milestones = pgTable(
  'milestones',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    /** USD, fixed price of the milestone (never a percentage of a grant). */
    amountUsd: integer('amount_usd').notNull(),
    dueDate: date('due_date'),
    status: milestoneStatusEnum('status').notNull().default('unfunded'),
    /** The checkout that funded it (payment_sessions.id), for refunds. */
    paymentSessionId: text('payment_session_id'),
    fundedAt: timestamp('funded_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    /** deliveredAt + AUTO_RELEASE_DAYS: the auto-release job releases it then. */
    autoReleaseAt: timestamp('auto_release_at', { withTimezone: true }),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    /** For a dispute settled by a split: the expert's part in USD; the rest is refunded. */
    expertShareUsd: integer('expert_share_usd'),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('milestones_engagement_idx').on(t.engagementId), index('milestones_auto_release_idx').on(t.status, t.autoReleaseAt)],
)

export const DISPUTE_STATUSES = ['open', 'resolved'] as const
export const DISPUTE_RESOLUTIONS = ['refund', 'release', 'split'] as const
export const disputeStatusEnum = pgEnum('dispute_status', DISPUTE_STATUSES)
export const disputeResolutionEnum = pgEnum('dispute_resolution', DISPUTE_RESOLUTIONS)

/** A milestone frozen by either side, in the admins' queue until resolved. */
export const milestoneDisputes = pgTable(
  'milestone_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .references(() => milestones.id, { onDelete: 'cascade' }),
    openedBy: text('opened_by').references(() => user.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    status: disputeStatusEnum('status').notNull().default('open'),
    resolution: disputeResolutionEnum('resolution'),
    resolvedBy: text('resolved_by').references(() => user.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('milestone_disputes_status_idx').on(t.status, t.createdAt),
    // One open dispute per milestone.
    uniqueIndex('milestone_disputes_one_open_idx').on(t.milestoneId).where(sql`status = 'open'`),
  ],
)

export const PAYOUT_STATUSES = ['pending', 'sent', 'failed'] as const
export const payoutStatusEnum = pgEnum('payout_status', PAYOUT_STATUSES)

/**
 * Money sent to an expert through the provider (Stripe Connect transfer, Paystack transfer): once per
 * milestone, or once per expert for a white-glove request, the fixed fee Harambee agreed with them
 * before the work (ADR 079). Never both.
 */
export const expertPayouts = pgTable(
  'expert_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .unique()
      .references(() => milestones.id, { onDelete: 'restrict' }),
    // Kept when the request goes with its application: the money sent stays on record.
    whiteGloveRequestId: uuid('white_glove_request_id').references(() => whiteGloveRequests.id, { onDelete: 'set null' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'restrict' }),
    amountUsd: integer('amount_usd').notNull(),
    provider: text('provider').notNull(),
    status: payoutStatusEnum('status').notNull().default('pending'),
    providerTransferId: text('provider_transfer_id'),
    /** The payout account the transfer went to (named, masked, in the "Payout sent" email). */
    destination: text('destination'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('expert_payouts_expert_idx').on(t.expertId, t.createdAt),
    uniqueIndex('expert_payouts_white_glove_expert_idx').on(t.whiteGloveRequestId, t.expertId),
    check('expert_payouts_one_source', sql`${t.milestoneId} is null or ${t.whiteGloveRequestId} is null`),
  ],
)

/**
 * A change to an engagement's milestones that one side asks the member to make (ADR 038): the
 * expert proposes a new milestone (`add`) or the removal of an unfunded one (`remove`); the member
 * accepts or declines. `open` until decided.
 */
export const MILESTONE_PROPOSAL_KINDS = ['add', 'remove'] as const
export const MILESTONE_PROPOSAL_STATUSES = ['open', 'accepted', 'declined'] as const
export const milestoneProposalKindEnum = pgEnum('milestone_proposal_kind', MILESTONE_PROPOSAL_KINDS)
export const milestoneProposalStatusEnum = pgEnum('milestone_proposal_status', MILESTONE_PROPOSAL_STATUSES)

export const milestoneProposals = pgTable(
  'milestone_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    kind: milestoneProposalKindEnum('kind').notNull(),
    /** For `remove`: the milestone; for `add`: the milestone made when accepted. */
    milestoneId: uuid('milestone_id').references(() => milestones.id, { onDelete: 'cascade' }),
    /** For `add`: the proposed milestone. */
    title: text('title'),
    amountUsd: integer('amount_usd'),
    dueDate: date('due_date'),
    proposedBy: text('proposed_by').references(() => user.id, { onDelete: 'set null' }),
    status: milestoneProposalStatusEnum('status').notNull().default('open'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('milestone_proposals_engagement_idx').on(t.engagementId, t.createdAt),
    // One open removal proposal per milestone.
    uniqueIndex('milestone_proposals_one_removal_idx').on(t.milestoneId).where(sql`kind = 'remove' and status = 'open'`),
  ],
)

/** Each replacement of an expert's payout account: the new account, the old one, and the hold it started (ADR 038). */
export const payoutAccountChanges = pgTable(
  'payout_account_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    account: text('account').notNull(),
    previousAccount: text('previous_account'),
    heldUntil: timestamp('held_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payout_account_changes_expert_idx').on(t.expertId, t.createdAt)],
)

export const REVIEW_AUTHOR_ROLES = ['member', 'expert'] as const
export const reviewAuthorRoleEnum = pgEnum('review_author_role', REVIEW_AUTHOR_ROLES)

/** One review per side of a completed engagement; the member's drive the expert's rating. */
export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => user.id, { onDelete: 'set null' }),
    authorRole: reviewAuthorRoleEnum('author_role').notNull(),
    /** 1–5. */
    rating: integer('rating').notNull(),
    body: text('body').notNull(),
    /** Seeded sample review (scripts/seed), labelled as such where it shows. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('reviews_one_per_side_idx').on(t.engagementId, t.authorRole)],
)
