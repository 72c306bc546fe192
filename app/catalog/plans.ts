/** Spec §9 subscription plans (all billed annually): the one place their prices and features live. */
export const PLANS = [
  {
    id: 'free',
    name: 'Free',
    priceUsd: 0,
    period: 'forever',
    popular: false,
    features: ['5 matched grants per week', 'Basic search filters', 'Email notifications', 'Grant deadline tracking'],
  },
  {
    id: 'pro',
    name: 'Pro',
    priceUsd: 348,
    period: 'year',
    popular: true,
    features: [
      'Unlimited matched grants', 'Advanced filters', 'Team workspace (up to 5)', 'Priority notifications',
      'Application tracking', 'Analytics dashboard',
    ],
  },
  {
    id: 'premium',
    name: 'Premium',
    priceUsd: 948,
    period: 'year',
    popular: false,
    features: [
      'Everything in Pro', 'Unlimited team members', 'Custom workflow automation', 'Dedicated account manager',
      'Custom reports', 'API access', 'White-label options',
    ],
  },
] as const
export type PlanId = (typeof PLANS)[number]['id']
export const PLAN_IDS = PLANS.map((p) => p.id) as [PlanId, ...PlanId[]]

export function planById(id: string) {
  return PLANS.find((p) => p.id === id) ?? PLANS[0]
}
