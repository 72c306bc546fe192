import { eq } from 'drizzle-orm'
import { type ExpertFeatureId, expertTierHas } from '../../catalog/expert-membership.ts'
import type { Db } from '../../db/client.server.ts'
import { experts } from '../../db/schema/index.ts'
import { hasExpertAssistantConsent } from '../assistant/ask-assistant.server.ts'
import { membershipStage } from '../experts/membership.ts'

export interface ExpertAi {
  id: string
  tier: 'basic' | 'pro' | 'elite'
  active: boolean
  consented: boolean
}

/** The signed-in member's expert record as the AI features read it; null for a member who is not an expert. */
export async function loadExpertAi(db: Db, userId: string, now = new Date()): Promise<ExpertAi | null> {
  const [expert] = await db
    .select({
      id: experts.id,
      tier: experts.membershipTier,
      applicationStatus: experts.applicationStatus,
      membershipStatus: experts.membershipStatus,
      membershipExpiresAt: experts.membershipExpiresAt,
    })
    .from(experts)
    .where(eq(experts.userId, userId))
  if (!expert) return null
  return { id: expert.id, tier: expert.tier, active: membershipStage(expert, now) === 'active', consented: await hasExpertAssistantConsent(db, expert.id) }
}

/**
 * Why an expert may not use an AI feature (ADR 081), or null when they may: no running membership,
 * or a tier without the feature. Where no model is configured the feature is not there at all
 * (requireModel, before this).
 */
export function expertAiRefusal(expert: ExpertAi, feature: ExpertFeatureId): 'inactive' | 'tier' | null {
  if (!expert.active) return 'inactive'
  if (!expertTierHas(expert.tier, feature)) return 'tier'
  return null
}
