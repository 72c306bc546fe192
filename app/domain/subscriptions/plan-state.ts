import { RENEWAL_NOTICE_DAYS, type PlanId } from '../../catalog/plans.ts'

/**
 * Where an organization's plan stands, in one place so the dashboard, billing and pricing say the
 * same: Free; a paid plan that renews (the member is asked to pay near its end); or one whose
 * renewal was cancelled and that ends on its date.
 */
export type PlanState = { kind: 'free' } | { kind: 'renews' | 'ends'; plan: PlanId; date: string; renewable: boolean }

export function planState(org: { plan: PlanId; planRenewsAt: string | null; renewalCanceled: boolean }, now = new Date()): PlanState {
  if (org.plan === 'free' || !org.planRenewsAt) return { kind: 'free' }
  const renewable = new Date(org.planRenewsAt).getTime() - now.getTime() <= RENEWAL_NOTICE_DAYS * 86_400_000
  return { kind: org.renewalCanceled ? 'ends' : 'renews', plan: org.plan, date: org.planRenewsAt, renewable }
}

/** A paid plan in its last RENEWAL_NOTICE_DAYS: the member may pay for the next year. */
export function isRenewable(state: PlanState): boolean {
  return state.kind !== 'free' && state.renewable
}
