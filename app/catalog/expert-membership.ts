/**
 * Spec §9 expert membership (per year): one catalogue for the landing page, the application form,
 * the checkout and the directory. A feature that is not built yet carries `soon` and is shown with a
 * "Coming soon" label, never as included (issue 11, item 10). Tiers are cumulative: Pro has all of
 * Basic, Elite all of Pro (`includes`). Words: experts.tier.{id}, experts.feature.{id}
 * (domain/experts/expert-tier-name.ts).
 */
export const EXPERT_TIER_IDS = ['basic', 'pro', 'elite'] as const
export type ExpertTierId = (typeof EXPERT_TIER_IDS)[number]

export type ExpertFeatureId =
  | 'profile_listing'
  | 'search_visibility'
  | 'ai_chat_assistant'
  | 'contact_info'
  | 'skills_tags'
  | 'annual_updates'
  | 'ai_project_analysis'
  | 'ai_funder_matching'
  | 'featured_placement'
  | 'analytics'
  | 'consultation_hours_10'
  | 'priority_email'
  | 'newsletter_feature'
  | 'ai_content_generation'
  | 'ai_image_generation'
  | 'priority_ai_matching'
  | 'verified_expert_badge'
  | 'quarterly_site_visits'
  | 'direct_funder_introductions'
  | 'featured_on_site'
  | 'support_hours_40'
  | 'networking_events'

/** A feature not built yet is listed as `{ id, soon: true }` (none is, since ADR 082). */
export type ExpertFeature = ExpertFeatureId | { id: ExpertFeatureId; soon: true }

export interface ExpertTier {
  id: ExpertTierId
  priceUsd: number
  mostPopular: boolean
  /** Listed before experts without it in the directory (Pro "featured placement", Elite "featured on site"). */
  featured: boolean
  /** Ordering weight among featured experts: Elite first. */
  rank: number
  /** The tier whose features this one has too, shown as "Everything in …" above its own. */
  includes: ExpertTierId | null
  features: readonly ExpertFeature[]
}

// biome-ignore format: one feature per line, so each feature's line changes alone when it ships
export const EXPERT_TIERS: readonly ExpertTier[] = [
  {
    id: 'basic',
    priceUsd: 125,
    mostPopular: false,
    featured: false,
    rank: 0,
    includes: null,
    features: [
      'profile_listing',
      'search_visibility',
      'ai_chat_assistant',
      'contact_info',
      'skills_tags',
      'annual_updates',
    ],
  },
  {
    id: 'pro',
    priceUsd: 225,
    mostPopular: true,
    featured: true,
    rank: 1,
    includes: 'basic',
    features: [
      'ai_project_analysis',
      'ai_funder_matching',
      'featured_placement',
      'analytics',
      'consultation_hours_10',
      'priority_email',
      'newsletter_feature',
    ],
  },
  {
    id: 'elite',
    priceUsd: 999,
    mostPopular: false,
    featured: true,
    rank: 2,
    includes: 'pro',
    features: [
      'ai_content_generation',
      'ai_image_generation',
      'priority_ai_matching',
      'verified_expert_badge',
      'quarterly_site_visits',
      'direct_funder_introductions',
      'featured_on_site',
      'support_hours_40',
      'networking_events',
    ],
  },
]

/**
 * Features that run on the grant assistant's model (ADR 072): where no model is configured they are
 * shown as "needs the assistant, not offered here", never as included, whatever else they carry.
 */
export const EXPERT_ASSISTANT_FEATURES: ReadonlySet<ExpertFeatureId> = new Set([
  'ai_chat_assistant',
  'ai_project_analysis',
  'ai_funder_matching',
  'ai_content_generation',
  'ai_image_generation',
  'priority_ai_matching',
])
export const expertFeatureNeedsAssistant = (feature: ExpertFeature) => EXPERT_ASSISTANT_FEATURES.has(typeof feature === 'string' ? feature : feature.id)
/**
 * Features that also need an image model (LLM_IMAGE_MODEL, ADR 082): where none is configured they
 * are shown as "needs an image model, not offered here".
 */
export const EXPERT_IMAGE_MODEL_FEATURES: ReadonlySet<ExpertFeatureId> = new Set(['ai_image_generation'])
export const expertFeatureNeedsImageModel = (feature: ExpertFeature) => EXPERT_IMAGE_MODEL_FEATURES.has(expertFeatureId(feature))

/** A membership is bought for a year; its renewal notice goes out this many days before it ends. */
export const EXPERT_MEMBERSHIP_MONTHS = 12
export const EXPERT_RENEWAL_NOTICE_DAYS = 30

export const expertTierById = (id: string): ExpertTier | undefined => EXPERT_TIERS.find((tier) => tier.id === id)
export const isExpertTierId = (value: unknown): value is ExpertTierId => typeof value === 'string' && (EXPERT_TIER_IDS as readonly string[]).includes(value)
export const expertFeatureId = (feature: ExpertFeature): ExpertFeatureId => (typeof feature === 'string' ? feature : feature.id)
export const isExpertFeatureSoon = (feature: ExpertFeature) => typeof feature !== 'string'
/** Whether a tier has a built feature, its own or from the tiers it includes. */
export function expertTierHas(tierId: string | null | undefined, feature: ExpertFeatureId): boolean {
  const tier = tierId ? expertTierById(tierId) : undefined
  if (!tier) return false
  if (tier.features.some((f) => f === feature)) return true
  return expertTierHas(tier.includes, feature)
}

/** Availability an expert shows on the profile (spec §4: "available" is highlighted). Words: experts.availability.{id}. */
export const EXPERT_AVAILABILITY = ['available', 'limited', 'unavailable'] as const
export type ExpertAvailability = (typeof EXPERT_AVAILABILITY)[number]

/** Escrow: a delivered milestone releases itself this long after delivery unless the member acts (Upwork's 14 days). */
export const AUTO_RELEASE_DAYS = 14
/** After an expert replaces their payout account, their payouts wait this long (issue 23, ADR 038). */
export const PAYOUT_HOLD_HOURS = 48

/** White-glove help (spec §9): the success fee on a won grant, in percent. */
export const WHITE_GLOVE_FEE_PERCENT = 3

/**
 * The smallest white-glove fee we invoice, in USD (ADR 037): a checkout carries whole dollars, so a
 * fee that rounds to $0 (an award under $17 at 3%) is refused rather than invoiced as nothing.
 */
export const WHITE_GLOVE_MIN_FEE_USD = 1

/**
 * Consultation and support hours (issue 28 §2, ADR 076): hours a tier's feature gives per
 * membership year. A tier has the largest of its features' (Elite: 40, not 10 + 40).
 */
export const EXPERT_HOURS_PER_YEAR: Partial<Record<ExpertFeatureId, number>> = { consultation_hours_10: 10, support_hours_40: 40 }
/** An expert may cancel a booked session until this many hours before it starts. */
export const HOURS_CANCEL_CUTOFF_HOURS = 24
/** The lengths staff may give a slot, in minutes. */
export const HOURS_SLOT_MINUTES = [30, 45, 60, 90, 120] as const

/**
 * Elite requests (ADR 077): what an Elite expert may ask staff for, and how many. A site visit is
 * counted per quarter of the membership year, a funder introduction per membership year (the year
 * that ends at membership_expires_at; the calendar year for a membership without an end). A
 * declined request gives its place back; every other status keeps it.
 */
export const ELITE_REQUEST_ALLOWANCES = {
  site_visit: { per: 'quarter', count: 1 },
  introduction: { per: 'year', count: 4 },
} as const satisfies Record<string, { per: 'quarter' | 'year'; count: number }>
export type EliteRequestKind = keyof typeof ELITE_REQUEST_ALLOWANCES
export const ELITE_REQUEST_KINDS = Object.keys(ELITE_REQUEST_ALLOWANCES) as EliteRequestKind[]
/** Networking events: the largest capacity staff may set, and the hours before an event its reminder goes out. */
export const NETWORKING_EVENT_MAX_CAPACITY = 10_000
export const NETWORKING_EVENT_REMINDER_HOURS = 24
