import { t } from '../i18n/index.ts'

/** What a plan entitles an organization to; null means unlimited. Enforced on the server. */
export interface PlanEntitlements {
  /** New matched grants shown per week (decisions.md: search itself is never capped). */
  matchedGrantsPerWeek: number | null
  /** The application analytics on the dashboard. */
  analytics: boolean
  /** People in the organization's workspace, the owner included. */
  teamMembers: number | null
  /** The reports page: none, the standard report (Pro), or custom saved reports too (Premium). */
  reports: 'none' | 'standard' | 'custom'
  /** API keys for the CommonGrants API and the pipeline extension (ADR 031). */
  apiAccess: boolean
  /** The organization's logo and colours on its public profile and reports. */
  whiteLabel: boolean
  /** Workflow automation rules. */
  automation: boolean
  /** A dedicated account manager (also given by an Elite verification). */
  accountManager: boolean
}

/**
 * A plan feature, by id (its words are the catalogue's pricing.feature.{id}), and `soon` when it is
 * not built yet: a feature marked soon is shown with a "Coming soon" label, never as included.
 * Every feature of every plan is built today. `assistant`: the feature runs on the grant assistant's
 * model (ADR 072); where no model is configured it is shown as not offered, never as included.
 */
export type PlanFeature = PlanFeatureId | { id: PlanFeatureId; soon: true } | { id: PlanFeatureId; assistant: true }

type PlanFeatureId =
  | 'matched_grants_5'
  | 'basic_filters'
  | 'email_notifications'
  | 'deadline_tracking'
  | 'unlimited_matches'
  | 'advanced_filters'
  | 'team_workspace_5'
  | 'priority_notifications'
  | 'application_tracking'
  | 'analytics_dashboard'
  | 'everything_in_pro'
  | 'unlimited_team'
  | 'workflow_automation'
  | 'account_manager'
  | 'custom_reports'
  | 'api_access'
  | 'white_label'
  | 'grant_assistant'

export function featureId(feature: PlanFeature): PlanFeatureId {
  return typeof feature === 'string' ? feature : feature.id
}
/** A plan feature in the current language (`values`: the grant assistant's monthly requests). */
export function featureText(feature: PlanFeature, values?: Record<string, number>): string {
  return t(`pricing.feature.${featureId(feature)}`, values)
}
export function isComingSoon(feature: PlanFeature) {
  return typeof feature !== 'string' && 'soon' in feature
}
/** Whether the feature needs the grant assistant's model (not offered where none is configured). */
export function needsAssistant(feature: PlanFeature) {
  return typeof feature !== 'string' && 'assistant' in feature
}
const assistant = (id: PlanFeatureId) => ({ id, assistant: true }) as const

/** A paid plan is bought for this long (spec: all billed annually). */
export const PLAN_TERM_MONTHS = 12

/**
 * Renewal is a payment the member makes (no card is kept on file): this many days before a paid
 * plan ends, unless renewal was cancelled, the member is emailed and may pay for the next year.
 */
export const RENEWAL_NOTICE_DAYS = 30

/**
 * Spec §9 subscription plans (all billed annually): the one place their prices, features and
 * entitlements live. `priceId` is the price identifier checkout is asked for (spec §3).
 */
export const PLANS = [
  {
    id: 'free',
    priceUsd: 0,
    period: 'forever',
    popular: false,
    priceId: null,
    entitlements: { matchedGrantsPerWeek: 5, analytics: false, teamMembers: 1, reports: 'none', apiAccess: false, whiteLabel: false, automation: false, accountManager: false },
    features: ['matched_grants_5', 'basic_filters', 'email_notifications', 'deadline_tracking', assistant('grant_assistant')],
  },
  {
    id: 'pro',
    priceUsd: 348,
    period: 'year',
    popular: true,
    priceId: 'price_pro_yearly',
    entitlements: { matchedGrantsPerWeek: null, analytics: true, teamMembers: 5, reports: 'standard', apiAccess: false, whiteLabel: false, automation: false, accountManager: false },
    features: ['unlimited_matches', 'advanced_filters', 'team_workspace_5', 'priority_notifications', 'application_tracking', 'analytics_dashboard', assistant('grant_assistant')],
  },
  {
    id: 'premium',
    priceUsd: 948,
    period: 'year',
    popular: false,
    priceId: 'price_premium_yearly',
    entitlements: { matchedGrantsPerWeek: null, analytics: true, teamMembers: null, reports: 'custom', apiAccess: true, whiteLabel: true, automation: true, accountManager: true },
    features: ['everything_in_pro', 'unlimited_team', 'workflow_automation', 'account_manager', 'custom_reports', 'api_access', 'white_label', assistant('grant_assistant')],
  },
] as const satisfies ReadonlyArray<{ id: string; entitlements: PlanEntitlements; priceId: string | null; features: readonly PlanFeature[]; [key: string]: unknown }>
export type PlanId = (typeof PLANS)[number]['id']
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]]

export function planById(id: string) {
  return PLANS.find((p) => p.id === id) ?? PLANS[0]
}

export function planByPriceId(priceId: string) {
  return PLANS.find((p) => p.priceId !== null && p.priceId === priceId) ?? null
}

/** The plan in force: a paid plan whose year has ended is Free again. */
export function effectivePlanId(org: { plan: PlanId; planRenewsAt: Date | string | null }, now = new Date()): PlanId {
  if (org.plan === 'free') return 'free'
  return org.planRenewsAt && new Date(org.planRenewsAt) > now ? org.plan : 'free'
}

/** A plan's name in the current language (Free, Pro, Premium: pricing.plan.{id}). */
export function planName(id: PlanId): string {
  return t(`pricing.plan.${id}`)
}
