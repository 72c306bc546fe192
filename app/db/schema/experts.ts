import { sql, type SQL } from 'drizzle-orm'
import { type AnyPgColumn, boolean, customType, date, doublePrecision, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { EXPERT_AVAILABILITY, EXPERT_TIER_IDS, EXPERT_TIERS } from '../../catalog/expert-membership.ts'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'

/**
 * The expert marketplace (issue 11). An expert is an `expert` in code and in SQL (the spec's
 * grant_writers tables were renamed, ADR 042). Status values are ids shown through the catalogue.
 */
export const EXPERT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
/** `inactive` until the membership is paid, `active` for its year, `expired` after it (hidden from the directory). */
export const EXPERT_MEMBERSHIP_STATUSES = ['inactive', 'active', 'expired'] as const
export const expertApplicationStatusEnum = pgEnum('expert_application_status', EXPERT_APPLICATION_STATUSES)
export const expertMembershipStatusEnum = pgEnum('expert_membership_status', EXPERT_MEMBERSHIP_STATUSES)
export const expertTierEnum = pgEnum('expert_tier', EXPERT_TIER_IDS)
export const expertAvailabilityEnum = pgEnum('expert_availability', EXPERT_AVAILABILITY)
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/** Spec §3 grant_writers (here experts): an expert's application, membership and public profile (name from the user). */
export const experts = pgTable(
  'experts',
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
     * The expert's name as the directory searches it: a copy of "user".name kept by triggers (on
     * an expert's insert, and on a name's change), so that one index answers a search for a name,
     * a title or a bio word (ADR 078 section of 2026-11-30). Never written by the app.
     */
    searchName: text('search_name').notNull().default(''),
    /**
     * The directory's text search over the name, title and bio: the 'simple' configuration (no
     * stemming, so it works for a profile in any of the five languages and for prefix matches),
     * without accents or Arabic vowel marks (f_search_text). The directory searches its copy in
     * expert_listings (plain GIN on tsvector: the same on PGlite and PostgreSQL, no pg_trgm).
     */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(search_name, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(professional_title, ''))), 'A') || setweight(to_tsvector('simple'::regconfig, f_search_text(coalesce(bio, ''))), 'B')`,
    ),
  },
  (t) => [
    index('experts_status_idx').on(t.applicationStatus, t.createdAt),
    index('experts_listed_idx').on(t.membershipStatus, t.applicationStatus, t.createdAt),
    // The country filter's choices: the countries of listed experts, one index probe each (a loose index scan).
    index('experts_listed_country_idx').on(t.country).where(sql`${t.applicationStatus} = 'approved' and ${t.membershipStatus} = 'active'`),
  ],
)

/**
 * Featured placement (spec §9: Pro "featured placement", Elite "featured on site") as a weight of
 * a tier column: the featured tiers first, higher rank first (Elite before Pro); 0 for the others.
 * The directory's Best match order and its index are built from this one expression.
 */
export function featuredWeightOf(tier: AnyPgColumn): SQL<number> {
  const featured = EXPERT_TIERS.filter((x) => x.featured)
  if (featured.length === 0) return sql<number>`0`
  return sql<number>`(case ${sql.join(
    featured.map((x) => sql`when ${tier} = ${sql.raw(`'${x.id}'`)} then ${sql.raw(String(x.rank + 1))}`),
    sql` `,
  )} else 0 end)`
}

/**
 * The directory's own copy of each listed expert (application approved, membership active; ADR 086):
 * only what it filters, orders and counts by, in narrow rows (the experts rows carry bios and are
 * ten times wider), so that a page is read in its order from an index and the count of thousands
 * of matches is a pass over a small table. Kept by the triggers of migration
 * 20261130121649_expert-listings (on experts, expert_stats and expert_expertise); never written by the app.
 * A membership past its end stays here until the nightly job marks it expired: the directory's
 * conditions check the end themselves.
 */
export const expertListings = pgTable(
  'expert_listings',
  {
    expertId: uuid('expert_id')
      .primaryKey()
      .references(() => experts.id, { onDelete: 'cascade' }),
    membershipTier: expertTierEnum('membership_tier').notNull(),
    membershipExpiresAt: timestamp('membership_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    averageRating: doublePrecision('average_rating').notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    completedProjects: integer('completed_projects').notNull().default(0),
    /**
     * The filters' values as tags, one GIN index for any mix of them: `country:KE`, `language:fr`,
     * `sector:health`, `type:research`, and `sector-type:health/research` for an expertise row with
     * both (an expert of health projects and education research is not a health researcher).
     */
    tags: text('tags').array().notNull(),
    /** experts.search_vector (name, title and bio) without positions and weights: the directory matches words, it does not rank by them. */
    searchVector: tsvector('search_vector').notNull(),
  },
  (t) => [
    // One index per order (search-experts.server.ts orderKeys), each ending in the id tie-break.
    index('expert_listings_best_idx').on(sql`${featuredWeightOf(t.membershipTier)} desc`, sql`${t.createdAt} desc`, t.expertId),
    index('expert_listings_rating_idx').on(sql`${t.averageRating} desc`, sql`${t.reviewCount} desc`, sql`${t.createdAt} desc`, t.expertId),
    index('expert_listings_projects_idx').on(sql`${t.completedProjects} desc`, sql`${t.averageRating} desc`, sql`${t.createdAt} desc`, t.expertId),
    index('expert_listings_rate_low_idx').on(sql`coalesce(${t.hourlyRateMin}, ${t.hourlyRateMax}) asc nulls last`, sql`${t.createdAt} desc`, t.expertId),
    index('expert_listings_rate_high_idx').on(sql`coalesce(${t.hourlyRateMax}, ${t.hourlyRateMin}) desc nulls last`, sql`${t.createdAt} desc`, t.expertId),
    index('expert_listings_tags_idx').using('gin', t.tags),
    index('expert_listings_search_idx').using('gin', t.searchVector),
  ],
)

/** Spec §3 grant_writer_stats (here expert_stats): derived from reviews, engagements and the portfolio (recomputed in one place). */
export const expertStats = pgTable('expert_stats', {
  expertId: uuid('expert_id')
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

/** Spec §3 grant_writer_expertise (here expert_expertise): sector, grant type and geographic focus ids. */
export const expertExpertise = pgTable(
  'expert_expertise',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    sector: text('sector').notNull(),
    grantType: text('grant_type'),
    geographicFocus: text('geographic_focus'),
  },
  (t) => [
    index('expert_expertise_expert_idx').on(t.expertId),
    // The sector and grant type filters read the experts with a matching row from these alone (index-only).
    index('expert_expertise_sector_idx').on(t.sector, t.grantType, t.expertId),
    index('expert_expertise_grant_type_idx').on(t.grantType, t.expertId),
  ],
)

/** Spec §3 grant_writer_portfolio (here expert_portfolio): past work with its outcome. */
export const expertPortfolio = pgTable(
  'expert_portfolio',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
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
  (t) => [index('expert_portfolio_expert_idx').on(t.expertId)],
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
