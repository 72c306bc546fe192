import { describe, expect, it } from 'vitest'
import { withLanguage } from '../i18n/language.server.ts'
import { LOWEST_VERIFICATION_FEE_USD, tierById, tierName, VERIFICATION_TIERS, wizardSteps } from './verification.ts'

describe('The verification tier catalogue', () => {
  it('holds the figures decisions.md settles', () => {
    expect(VERIFICATION_TIERS.map((t) => [t.id, t.badge, t.priceUsd, t.timelineDays, t.projectSizeCeilingUsd, t.risk])).toEqual([
      ['basic', 'bronze', 150, { min: 3, max: 5 }, 10_000, 'low'],
      ['standard', 'silver', 299, { min: 5, max: 7 }, 50_000, 'low'],
      ['premium', 'gold', 499, { min: 7, max: 10 }, 100_000, 'medium'],
      ['elite', 'platinum', 999, { min: 10, max: 15 }, 500_000, 'high_confidence'],
    ])
    expect(VERIFICATION_TIERS.filter((t) => t.popular).map((t) => t.id)).toEqual(['premium'])
    expect(withLanguage('en', () => VERIFICATION_TIERS.map((t) => tierName(t.id)))).toEqual(['Basic', 'Standard', 'Premium', 'Elite'])
    expect(LOWEST_VERIFICATION_FEE_USD).toBe(150)
  })

  it('lists features cumulatively, each tier adding to the one below', () => {
    for (let i = 1; i < VERIFICATION_TIERS.length; i++) {
      const below = VERIFICATION_TIERS[i - 1].features
      expect(VERIFICATION_TIERS[i].features.slice(0, below.length)).toEqual(below)
      expect(VERIFICATION_TIERS[i].features.length).toBeGreaterThan(below.length)
    }
  })

  it('has 4 wizard steps for Basic and 6 for the others, step 5 being Documents', () => {
    expect(wizardSteps(tierById('basic')!)).toEqual(['basic', 'location', 'mission', 'pay'])
    for (const id of ['standard', 'premium', 'elite']) {
      const steps = wizardSteps(tierById(id)!)
      expect(steps).toHaveLength(6)
      expect(steps[4]).toBe('documents')
    }
  })

  it('carries the daily allowances: contacts 5/15/50/unlimited, views 10/30/100/unlimited, saves 10/30/100/unlimited', () => {
    expect(VERIFICATION_TIERS.map((t) => t.allowances)).toEqual([
      { expertContacts: 5, projectViews: 10, grantSaves: 10 },
      { expertContacts: 15, projectViews: 30, grantSaves: 30 },
      { expertContacts: 50, projectViews: 100, grantSaves: 100 },
      { expertContacts: null, projectViews: null, grantSaves: null },
    ])
  })
})
