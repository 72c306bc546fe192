/** What a plan entitles an organization to; null means unlimited. Enforced on the server. */
export interface PlanEntitlements {
  /** New matched grants shown per week (decisions.md: search itself is never capped). */
  matchedGrantsPerWeek: number | null
  /** The application analytics on the dashboard. */
  analytics: boolean
  /** People in the organization's workspace, the owner included. */
  teamMembers: number | null
}

/**
 * A plan feature: its words as the spec sells it, and `soon` when it is not built yet (issues 8,
 * 10 and 11 build matching, team workspaces, the API and white-label). A feature marked soon is
 * shown with a "Coming soon" label, never as included.
 */
export type PlanFeature = string | { text: string; soon: true }
const soon = (text: string) => ({ text, soon: true }) as const

export function featureText(feature: PlanFeature) {
  return typeof feature === 'string' ? feature : feature.text
}
export function isComingSoon(feature: PlanFeature) {
  return typeof feature !== 'string'
}

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
    name: 'Free',
    priceUsd: 0,
    period: 'forever',
    popular: false,
    priceId: null,
    entitlements: { matchedGrantsPerWeek: 5, analytics: false, teamMembers: 1 },
    features: [soon('5 matched grants per week'), 'Basic search filters', 'Email notifications', 'Grant deadline tracking'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceUsd: 348,
    period: 'year',
    popular: true,
    priceId: 'price_pro_yearly',
    entitlements: { matchedGrantsPerWeek: null, analytics: true, teamMembers: 5 },
    features: [soon('Unlimited matched grants'), soon('Advanced filters'), soon('Team workspace (up to 5)'), soon('Priority notifications'), 'Application tracking', 'Analytics dashboard'],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceUsd: 948,
    period: 'year',
    popular: false,
    priceId: 'price_premium_yearly',
    entitlements: { matchedGrantsPerWeek: null, analytics: true, teamMembers: null },
    features: [
      'Everything in Pro',
      soon('Unlimited team members'),
      soon('Custom workflow automation'),
      soon('Dedicated account manager'),
      soon('Custom reports'),
      soon('API access'),
      soon('White-label options'),
    ],
  },
] as const satisfies ReadonlyArray<{ id: string; name: string; entitlements: PlanEntitlements; priceId: string | null; [key: string]: unknown }>
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

/** Spec §7: checkout names the plan as the plan name plus " Yearly". */
export function checkoutName(plan: { name: string }) {
  return `${plan.name} Yearly`
}
