/**
 * The one catalogue of verification tiers (decisions.md settles the spec's two tables): fees,
 * timelines, project-size ceilings, risk, badges, cumulative features, required documents and the
 * daily allowances enforced on the server. Every page that shows a tier renders from here.
 */
export const VERIFICATION_TIER_IDS = ['basic', 'standard', 'premium', 'elite'] as const
export type VerificationTierId = (typeof VERIFICATION_TIER_IDS)[number]

/** null means unlimited. */
export interface DailyAllowances {
  expertContacts: number | null
  projectViews: number | null
  grantSaves: number | null
}

export interface VerificationTier {
  id: VerificationTierId
  name: string
  badge: 'Bronze' | 'Silver' | 'Gold' | 'Platinum'
  priceUsd: number
  timeline: string
  projectSizeCeilingUsd: number
  risk: string
  popular: boolean
  /** Cumulative: each tier lists everything of the tiers below it, then its own. */
  features: string[]
  /** The wizard's Leadership and Documents steps, which every tier but Basic has. */
  documentsRequired: boolean
  allowances: DailyAllowances
}

const BASIC_FEATURES = ['Legal registration check', 'Tax ID verification', 'Website verification', 'Email domain verification', 'Social media presence check']
const STANDARD_FEATURES = ['Officer identity verification', 'Financial statement review', 'Business license check', 'Organizational health score']
const PREMIUM_FEATURES = ['Leadership team verification', '3-5 reference checks', 'On-site verification visit', 'Impact review', 'Compliance screening', 'Priority grant writer access']
const ELITE_FEATURES = [
  'Due diligence report',
  'Legal compliance review',
  'Financial health analysis',
  'Stakeholder interviews',
  'Impact verification',
  'Audit coordination',
  'Dedicated account manager',
]

export const VERIFICATION_TIERS: readonly VerificationTier[] = [
  {
    id: 'basic',
    name: 'Basic',
    badge: 'Bronze',
    priceUsd: 150,
    timeline: '3-5 business days',
    projectSizeCeilingUsd: 10_000,
    risk: 'Low risk',
    popular: false,
    features: BASIC_FEATURES,
    documentsRequired: false,
    allowances: { expertContacts: 5, projectViews: 10, grantSaves: 10 },
  },
  {
    id: 'standard',
    name: 'Standard',
    badge: 'Silver',
    priceUsd: 299,
    timeline: '5-7 business days',
    projectSizeCeilingUsd: 50_000,
    risk: 'Low risk',
    popular: false,
    features: [...BASIC_FEATURES, ...STANDARD_FEATURES],
    documentsRequired: true,
    allowances: { expertContacts: 15, projectViews: 30, grantSaves: 30 },
  },
  {
    id: 'premium',
    name: 'Premium',
    badge: 'Gold',
    priceUsd: 499,
    timeline: '7-10 business days',
    projectSizeCeilingUsd: 100_000,
    risk: 'Medium risk',
    popular: true,
    features: [...BASIC_FEATURES, ...STANDARD_FEATURES, ...PREMIUM_FEATURES],
    documentsRequired: true,
    allowances: { expertContacts: 50, projectViews: 100, grantSaves: 100 },
  },
  {
    id: 'elite',
    name: 'Elite',
    badge: 'Platinum',
    priceUsd: 999,
    timeline: '10-15 business days',
    projectSizeCeilingUsd: 500_000,
    risk: 'High confidence',
    popular: false,
    features: [...BASIC_FEATURES, ...STANDARD_FEATURES, ...PREMIUM_FEATURES, ...ELITE_FEATURES],
    documentsRequired: true,
    allowances: { expertContacts: null, projectViews: null, grantSaves: null },
  },
]

/** decisions.md: an unverified member may browse and save 10 grants a day, and may not contact experts. */
export const UNVERIFIED_ALLOWANCES: DailyAllowances = { expertContacts: 0, projectViews: 10, grantSaves: 10 }

/** Spec §9: features shown before "show all" on /get-verified, and on trust-center cards. */
export const TIER_FEATURES_SHOWN = 5
export const TRUST_CENTER_FEATURES_SHOWN = 4
/** Spec: a rejected application may be resubmitted free or refunded within this many days. */
export const RESUBMIT_OR_REFUND_DAYS = 30

export const WIZARD_STEPS_BASIC = ['Basic Info', 'Location', 'Mission', 'Pay & Submit'] as const
export const WIZARD_STEPS_FULL = ['Basic Info', 'Location', 'Mission', 'Leadership', 'Documents', 'Pay & Submit'] as const

export function tierById(id: string): VerificationTier | undefined {
  return VERIFICATION_TIERS.find((t) => t.id === id)
}

export function wizardSteps(tier: VerificationTier): readonly string[] {
  return tier.documentsRequired ? WIZARD_STEPS_FULL : WIZARD_STEPS_BASIC
}

/** The lowest verification fee, quoted as "from $150" (decisions.md). */
export const LOWEST_VERIFICATION_FEE_USD = Math.min(...VERIFICATION_TIERS.map((t) => t.priceUsd))

/** Spec §9 expert membership (per year). */
export const EXPERT_MEMBERSHIP_TIERS = [
  { id: 'basic', name: 'Basic', priceUsd: 125, popular: false, features: ['Profile listing', 'Search visibility', 'AI chat assistant', 'Contact info', 'Skills tags', 'Annual updates'] },
  {
    id: 'pro',
    name: 'Pro',
    priceUsd: 225,
    popular: true,
    features: [
      'Everything in Basic',
      'AI project analysis',
      'AI funder matching',
      'Featured placement',
      'Analytics',
      '10 one-to-one consultation hours',
      'Priority email notifications',
      'Newsletter feature',
    ],
  },
  {
    id: 'elite',
    name: 'Elite',
    priceUsd: 999,
    popular: false,
    features: [
      'Everything in Pro',
      'AI content and image generation',
      'Priority AI matching',
      'Verified expert badge',
      'Quarterly site visits',
      'Direct funder introductions',
      'Featured on site',
      '40 support hours',
      'Networking events',
    ],
  },
] as const

/** The numbers of the verification FAQ items in the message catalogue (trust.faq.N.q / .a). */
export const VERIFICATION_FAQ = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const
