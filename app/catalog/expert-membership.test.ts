import { describe, expect, it } from 'vitest'
import { EXPERT_TIERS, expertFeatureId, expertTierHas, isExpertFeatureSoon } from './expert-membership.ts'

describe('The expert membership catalogue', () => {
  it('gives the verified expert badge to the tiers that list it (Elite), not to Pro or Basic', () => {
    expect(EXPERT_TIERS.filter((tier) => expertTierHas(tier.id, 'verified_expert_badge')).map((tier) => tier.id)).toEqual(['elite'])
    expect(expertTierHas(null, 'verified_expert_badge')).toBe(false)
    expect(expertTierHas('gold', 'verified_expert_badge')).toBe(false)
  })

  it('is cumulative: Elite has what Pro and Basic have, image generation (ADR 082) included', () => {
    expect(expertTierHas('elite', 'profile_listing')).toBe(true)
    expect(expertTierHas('elite', 'featured_placement')).toBe(true)
    expect(expertTierHas('pro', 'contact_info')).toBe(true)
    expect(expertTierHas('basic', 'featured_placement')).toBe(false)
    expect(expertTierHas('basic', 'ai_chat_assistant')).toBe(true)
    expect(expertTierHas('elite', 'ai_chat_assistant')).toBe(true)
    expect(expertTierHas('basic', 'ai_project_analysis')).toBe(false)
    expect(expertTierHas('pro', 'ai_content_generation')).toBe(false)
    expect(expertTierHas('elite', 'ai_image_generation')).toBe(true)
    expect(expertTierHas('pro', 'ai_image_generation')).toBe(false)
  })

  it('gives priority email notifications (built, ADR 074) to Pro and Elite, not to Basic, and no longer marks them coming soon', () => {
    const pro = EXPERT_TIERS.find((tier) => tier.id === 'pro')!
    const soon = pro.features.filter(isExpertFeatureSoon).map(expertFeatureId)
    expect(soon).not.toContain('priority_email')
    expect(EXPERT_TIERS.filter((tier) => expertTierHas(tier.id, 'priority_email')).map((tier) => tier.id)).toEqual(['pro', 'elite'])
  })

  it('gives analytics (built, ADR 073) to Pro and Elite, not to Basic', () => {
    expect(EXPERT_TIERS.filter((tier) => expertTierHas(tier.id, 'analytics')).map((tier) => tier.id)).toEqual(['pro', 'elite'])
  })
})
