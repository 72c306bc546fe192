import { sql } from 'drizzle-orm'
import { boolean, customType, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { EXPERT_AVAILABILITY, EXPERT_TIER_IDS } from '../../catalog/expert-membership.ts'
import { languageEnum, organizations } from './accounts.ts'
import { applications } from './grants.ts'
import { user } from './auth.ts'

/**
 * The expert marketplace (issue 11). In code an expert is an `expert`; the tables keep the spec's
 * names (grant_writers, grant_writer_stats, ...). Status values are ids shown through the catalogue.
 */
export const EXPERT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
/** `inactive` until the membership is paid, `active` for its year, `expired` after it (hidden from the directory). */
export const EXPERT_MEMBERSHIP_STATUSES = ['inactive', 'active', 'expired'] as const
export const expertApplicationStatusEnum = pgEnum('expert_application_status', EXPERT_APPLICATION_STATUSES)
export const expertMembershipStatusEnum = pgEnum('expert_membership_status', EXPERT_MEMBERSHIP_STATUSES)
export const expertTierEnum = pgEnum('expert_tier', EXPERT_TIER_IDS)
export const expertAvailabilityEnum = pgEnum('expert_availability', EXPERT_AVAILABILITY)
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Spec §3 grant_writers: an expert's application, membership and public profile (name from the user). */
export const experts = pgTable(
  'grant_writers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationStatus: expertApplicationStatusEnum('application_status').notNull().default('pending'),
    membershipStatus: expertMembershipStatusEnum('membership_status').notNull().default('inactive'),
    /** The membership tier chosen in the application (spec §9: Basic, Pro, Elite). */
    membershipTier: expertTierEnum('membership_tier').notNull().default('basic'),
    /** When the paid year ends; past it the membership is expired and the profile hidden. */
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    /** The renewal reminder for the current year was sent (once per year). */
    renewalNoticeSentAt: timestamp('renewal_notice_sent_at', { withTimezone: true }),
    professionalTitle: text('professional_title').notNull(),
    bio: text('bio').notNull(),
    yearsExperience: integer('years_experience').notNull().default(0),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    /** Language ids (en, fr, pt, ar, sw). */
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    availabilityStatus: expertAvailabilityEnum('availability_status').notNull().default('available'),
    /** A storage key (storage module), served through the app, or null for initials. */
    profileImageUrl: text('profile_image_url'),
    /** ISO 3166 code of the country the expert works from. */
    country: text('country'),
    /** Why an application was rejected, shown to the applicant. */
    rejectionReason: text('rejection_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Where payouts go: the provider's connected account (Stripe Connect) or transfer recipient (Paystack). */
    payoutAccount: text('payout_account'),
    /**
     * Payouts are held until then after the payout account was replaced (PAYOUT_HOLD_HOURS, ADR 038):
     * the expert has been emailed and has time to react before money goes to the new account.
     */
    payoutsHeldUntil: timestamp('payouts_held_until', { withTimezone: true }),
    /** Seeded sample profile (scripts/seed), labelled as such wherever it shows, as demo grants are. */
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The directory's text search over the title and bio: the 'simple' configuration (no stemming,
     * so it works for a profile in any of the five languages and for prefix matches), without
     * accents or Arabic vowel marks (f_search_text). The expert's name is searched through
     * user_name_search_idx. Plain GIN on tsvector: the same on PGlite and PostgreSQL (no pg_trgm).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(professional_title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(bio, ''))), 'B')`,
    ),
  },
  (t) => [
    index('grant_writers_status_idx').on(t.applicationStatus, t.createdAt),
    index('grant_writers_listed_idx').on(t.membershipStatus, t.applicationStatus, t.createdAt),
    index('grant_writers_search_vector_idx').using('gin', t.searchVector),
    // The listed experts (approved, active) with what the directory ranks them by and their
    // membership's end: it ranks and counts them from this index alone (an index-only scan), without
    // reading the wide rows (bio, search_vector). Plain columns: PostgreSQL cannot answer an
    // index-only scan from an expression's stored value.
    index('grant_writers_directory_idx').on(t.membershipTier, t.createdAt, t.id, t.membershipExpiresAt).where(sql`${t.applicationStatus} = 'approved' and ${t.membershipStatus} = 'active'`),
  ],
)

/** Spec §3 grant_writer_stats: derived from reviews, engagements and the portfolio (recomputed in one place). */
export const expertStats = pgTable('grant_writer_stats', {
  expertId: uuid('grant_writer_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  averageRating: doublePrecision('average_rating').notNull().default(0),
  reviewCount: integer('review_count').notNull().default(0),
  completedProjects: integer('completed_projects').notNull().default(0),
  totalProjects: integer('total_projects').notNull().default(0),
  /** Percent 0–100 of projects with a known outcome that won. */
  successRate: integer('success_rate').notNull().default(0),
  /** USD. */
  totalFundingSecured: integer('total_funding_secured').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** Spec §3 grant_writer_expertise: sector, grant type and geographic focus ids. */
export const expertExpertise = pgTable(
  'grant_writer_expertise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('grant_writer_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    grantType: text('grant_type'),
    geographicFocus: text('geographic_focus'),
  },
  (t) => [index('grant_writer_expertise_expert_idx').on(t.expertId), index('grant_writer_expertise_sector_idx').on(t.sector)],
)

/** Spec §3 grant_writer_portfolio: past work with its outcome. */
export const expertPortfolio = pgTable(
  'grant_writer_portfolio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('grant_writer_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    projectTitle: text('project_title').notNull(),
    projectDescription: text('project_description'),
    sector: text('sector'),
    completionDate: date('completion_date'),
    /** USD. */
    grantAmount: integer('grant_amount'),
    wasSuccessful: boolean('was_successful').notNull().default(false),
  },
  (t) => [index('grant_writer_portfolio_expert_idx').on(t.expertId)],
)

/**
 * Signed-in members' profile views, one per member, expert and UTC day: counted against the daily
 * project-view allowance of the member's organization (each expert once a day, whichever member).
 */
export const expertProfileViews = pgTable(
  'expert_profile_views',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    /** The organization whose allowance the view counts against (null only for views before issue 23). */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day, t.expertId] }), index('expert_profile_views_org_day_idx').on(t.organizationId, t.day, t.expertId)],
)

/**
 * `open` (waiting for the expert, or for any expert of the sector), `accepted` (an engagement
 * exists), `declined`, `withdrawn` by the member. Words: requests.status.{id}.
 */
export const PROJECT_REQUEST_STATUSES = ['open', 'accepted', 'declined', 'withdrawn'] as const
export const projectRequestStatusEnum = pgEnum('project_request_status', PROJECT_REQUEST_STATUSES)

/** Spec §3 project_requests: a member asking an expert (or every expert of a sector) for help. */
export const projectRequests = pgTable(
  'project_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantSeekerId: text('grant_seeker_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    /** The expert asked; null when the request is open to every expert of `sector`. */
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    sector: text('sector'),
    projectTitle: text('project_title').notNull(),
    projectDescription: text('project_description').notNull(),
    /** USD. */
    budgetMin: integer('budget_min'),
    budgetMax: integer('budget_max'),
    deadline: date('deadline'),
    preferredLanguage: languageEnum('preferred_language'),
    status: projectRequestStatusEnum('status').notNull().default('open'),
    /** The expert who accepted (for a request open to a sector, the first who accepted). */
    acceptedExpertId: uuid('accepted_expert_id').references(() => experts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('project_requests_seeker_idx').on(t.grantSeekerId, t.createdAt),
    // The organization's daily contact allowance counts its requests of the day.
    index('project_requests_org_idx').on(t.organizationId, t.createdAt),
    index('project_requests_expert_idx').on(t.expertId, t.status, t.createdAt),
    index('project_requests_sector_idx').on(t.sector, t.status, t.createdAt),
  ],
)

/** Messages between a member and an expert about a request; contact details are hidden until it is accepted. */
export const requestMessages = pgTable(
  'request_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    requestId: uuid('request_id')
      .notNull()
      .references(() => projectRequests.id, { onDelete: 'cascade' }),
    senderId: text('sender_id').references(() => user.id, { onDelete: 'set null' }),
    /** As written; shown with email addresses and phone numbers masked while the request is not accepted. */
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('request_messages_request_idx').on(t.requestId, t.createdAt)],
)

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

/** Money sent to an expert through the provider (Stripe Connect transfer, Paystack transfer), once per milestone. */
export const expertPayouts = pgTable(
  'expert_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    milestoneId: uuid('milestone_id')
      .notNull()
      .unique()
      .references(() => milestones.id, { onDelete: 'restrict' }),
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
  (t) => [index('expert_payouts_expert_idx').on(t.expertId, t.createdAt)],
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

/**
 * White-glove help (spec §9: 3% success fee on a won grant): `requested` (terms accepted),
 * `assigned` (an admin named the expert), `invoiced` (the application was awarded and the fee
 * computed), `paid` (verified payment), `canceled`, `closed` (the application was not awarded or
 * was withdrawn after an expert was assigned: no fee). Words: whiteGlove.status.{id}.
 */
export const WHITE_GLOVE_STATUSES = ['requested', 'assigned', 'invoiced', 'paid', 'canceled', 'closed'] as const
export const whiteGloveStatusEnum = pgEnum('white_glove_status', WHITE_GLOVE_STATUSES)

export const whiteGloveRequests = pgTable(
  'white_glove_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    memberId: text('member_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .unique()
      .references(() => applications.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id').references(() => experts.id, { onDelete: 'set null' }),
    status: whiteGloveStatusEnum('status').notNull().default('requested'),
    /** The fee percent in force when the member accepted the terms. */
    feePercent: integer('fee_percent').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }).notNull().defaultNow(),
    /** USD awarded, as marked on the application; the fee is computed from it. */
    awardAmountUsd: integer('award_amount_usd'),
    /** The whole fee due on the award, in USD; staff may correct it (ADR 037). */
    feeUsd: integer('fee_usd'),
    /** USD of the fee paid so far, net of credits: what is still due is feeUsd − feePaidUsd. */
    feePaidUsd: integer('fee_paid_usd').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    invoicedAt: timestamp('invoiced_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [index('white_glove_requests_status_idx').on(t.status, t.createdAt)],
)
