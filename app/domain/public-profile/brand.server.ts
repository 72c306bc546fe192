import { effectivePlanId, planById, type PlanId } from '../../catalog/plans.ts'
import { HEX_COLOUR } from './contrast.ts'

/** What white-label needs to know about an organization (a row of organizations, or part of one). */
export interface BrandSource {
  plan: PlanId
  planRenewsAt: Date | string | null
  logoKey: string | null
  brandPrimary: string | null
  brandAccent: string | null
}

export interface Brand {
  /** The logo for the organization's own members (reports, the settings page): /profile/public/logo. */
  logoUrl: string | null
  /** #rrggbb colours that carry white text at 4.5:1 (checked when saved); null when not chosen. */
  primary: string | null
  accent: string | null
}

/** Whether the organization's plan in force includes white-label (Premium). */
export function hasWhiteLabel(org: Pick<BrandSource, 'plan' | 'planRenewsAt'>, now = new Date()): boolean {
  return planById(effectivePlanId(org, now)).entitlements.whiteLabel
}

/**
 * The organization's white-label for pages its members see (the reports page and its print/PDF):
 * the logo's member-only address and its two colours, or null unless the plan in force is Premium
 * and something was chosen. A lapsed Premium keeps what it chose, unused, until it is Premium again.
 * The public profile decides for itself (get-public-profile.server.ts): its logo is served at
 * /org/{slug}/logo only while the organization shows it. Colours go on the page through BrandStyle
 * (app/components/brand-style.tsx) as --brand-primary and --brand-accent.
 */
export function brandFor(org: BrandSource, now = new Date()): Brand | null {
  if (!hasWhiteLabel(org, now)) return null
  const colour = (value: string | null) => (value && HEX_COLOUR.test(value) ? value : null)
  const brand = {
    // The key changes with each upload, so a new logo is a new address (and caches stay right).
    logoUrl: org.logoKey ? `/profile/public/logo?v=${encodeURIComponent(org.logoKey.slice(-8))}` : null,
    primary: colour(org.brandPrimary),
    accent: colour(org.brandAccent),
  }
  return brand.logoUrl || brand.primary || brand.accent ? brand : null
}
