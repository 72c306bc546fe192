import { t } from '../i18n/index.ts'
import type { BadgeId } from './badges.ts'

/**
 * The one catalogue of verification tiers (decisions.md settles the spec's two tables): fees,
 * timelines, project-size ceilings, risk, badges, cumulative features, required documents and the
 * daily allowances enforced on the server. Every page that shows a tier renders from here. Names,
 * badges, features and risk are ids; their words are the catalogue's (tier.name.{id},
 * badge.name.{id}, tier.feature.{id}, tier.risk.{id}), in the reader's language.
 */
export const VERIFICATION_TIER_IDS = ['basic', 'standard', 'premium', 'elite'] as const
export type VerificationTierId = (typeof VERIFICATION_TIER_IDS)[number]

/** null means unlimited. */
export interface DailyAllowances {
  expertContacts: number | null
  projectViews: number | null
  grantSaves: number | null
}

export type TierRisk = 'low' | 'medium' | 'high_confidence'

export interface VerificationTier {
  id: VerificationTierId
  badge: BadgeId
  priceUsd: number
  /** The review takes this many business days. */
  timelineDays: { min: number; max: number }
  projectSizeCeilingUsd: number
  risk: TierRisk
  popular: boolean
  /** Cumulative: each tier lists everything of the tiers below it, then its own. */
  features: readonly TierFeatureId[]
  /** The wizard's Leadership and Documents steps, which every tier but Basic has. */
  documentsRequired: boolean
  allowances: DailyAllowances
}

const BASIC_FEATURES = ['legal_registration', 'tax_id', 'website', 'email_domain', 'social_media'] as const
const STANDARD_FEATURES = ['officer_identity', 'financial_statements', 'business_license', 'health_score'] as const
const PREMIUM_FEATURES = ['leadership_team', 'reference_checks', 'site_visit', 'impact_review', 'compliance_screening', 'priority_writer_access'] as const
const ELITE_FEATURES = ['due_diligence_report', 'legal_compliance', 'financial_health', 'stakeholder_interviews', 'impact_verification', 'audit_coordination', 'account_manager'] as const
export type TierFeatureId = (typeof BASIC_FEATURES | typeof STANDARD_FEATURES | typeof PREMIUM_FEATURES | typeof ELITE_FEATURES)[number]

export const VERIFICATION_TIERS: readonly VerificationTier[] = [
  {
    id: 'basic',
    badge: 'bronze',
    priceUsd: 150,
    timelineDays: { min: 3, max: 5 },
    projectSizeCeilingUsd: 10_000,
    risk: 'low',
    popular: false,
    features: BASIC_FEATURES,
    documentsRequired: false,
    allowances: { expertContacts: 5, projectViews: 10, grantSaves: 10 },
  },
  {
    id: 'standard',
    badge: 'silver',
    priceUsd: 299,
    timelineDays: { min: 5, max: 7 },
    projectSizeCeilingUsd: 50_000,
    risk: 'low',
    popular: false,
    features: [...BASIC_FEATURES, ...STANDARD_FEATURES],
    documentsRequired: true,
    allowances: { expertContacts: 15, projectViews: 30, grantSaves: 30 },
  },
  {
    id: 'premium',
    badge: 'gold',
    priceUsd: 499,
    timelineDays: { min: 7, max: 10 },
    projectSizeCeilingUsd: 100_000,
    risk: 'medium',
    popular: true,
    features: [...BASIC_FEATURES, ...STANDARD_FEATURES, ...PREMIUM_FEATURES],
    documentsRequired: true,
    allowances: { expertContacts: 50, projectViews: 100, grantSaves: 100 },
  },
  {
    id: 'elite',
    badge: 'platinum',
    priceUsd: 999,
    timelineDays: { min: 10, max: 15 },
    projectSizeCeilingUsd: 500_000,
    risk: 'high_confidence',
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

/**
 * The verification wizard's steps, by id; shown through the catalogue (wizard.stepName.{id}). The
 * application stores how far it got as a step number (current_step), never a step's name.
 */
export const WIZARD_STEP_IDS = ['basic', 'location', 'mission', 'leadership', 'documents', 'pay'] as const
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number]
export const WIZARD_STEPS_BASIC: readonly WizardStepId[] = ['basic', 'location', 'mission', 'pay']
export const WIZARD_STEPS_FULL: readonly WizardStepId[] = WIZARD_STEP_IDS

export function tierById(id: string): VerificationTier | undefined {
  return VERIFICATION_TIERS.find((t) => t.id === id)
}

/** A tier's name in the current language (Basic, Standard, Premium, Elite). */
export function tierName(id: VerificationTierId): string {
  return t(`tier.name.${id}`)
}

/** A tier feature in the current language. */
export function tierFeatureText(id: TierFeatureId): string {
  return t(`tier.feature.${id}`)
}

/** How the tier's review weighs risk, in the current language. */
export function tierRiskText(risk: TierRisk): string {
  return t(`tier.risk.${risk}`)
}

export function wizardSteps(tier: VerificationTier): readonly WizardStepId[] {
  return tier.documentsRequired ? WIZARD_STEPS_FULL : WIZARD_STEPS_BASIC
}

/** The lowest verification fee, quoted as "from $150" (decisions.md). */
export const LOWEST_VERIFICATION_FEE_USD = Math.min(...VERIFICATION_TIERS.map((t) => t.priceUsd))

/** The numbers of the verification FAQ items in the message catalogue (trust.faq.N.q / .a). */
export const VERIFICATION_FAQ = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const
