import { expertTierHas, type ExpertFeatureId } from '../../catalog/expert-membership.ts'
import { type MembershipFacts, membershipStage } from '../experts/membership.ts'

/** Whether an expert may use an Elite feature now: a running membership whose tier has it (ADR 077). */
export function hasEliteFeature(expert: MembershipFacts & { membershipTier: string }, feature: ExpertFeatureId, now = new Date()): boolean {
  return membershipStage(expert, now) === 'active' && expertTierHas(expert.membershipTier, feature)
}

/** The feature each kind of Elite request is. */
export const ELITE_REQUEST_FEATURE = { site_visit: 'quarterly_site_visits', introduction: 'direct_funder_introductions' } as const satisfies Record<string, ExpertFeatureId>
