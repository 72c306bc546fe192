import { describe, expect, it } from 'vitest'
import { LOWEST_VERIFICATION_FEE_USD, tierById, VERIFICATION_TIERS, wizardSteps } from './verification.ts'

describe('The verification tier catalogue', () => {
  it('holds the figures decisions.md settles', () => {
    expect(VERIFICATION_TIERS.map((t) => [t.name, t.badge, t.priceUsd, t.timeline, t.projectSizeCeilingUsd, t.risk])).toEqual([
      ['Basic', 'Bronze', 150, '3-5 business days', 10_000, 'Low risk'],
      ['Standard', 'Silver', 299, '5-7 business days', 50_000, 'Low risk'],
      ['Premium', 'Gold', 499, '7-10 business days', 100_000, 'Medium risk'],
      ['Elite', 'Platinum', 999, '10-15 business days', 500_000, 'High confidence'],
    ])
    expect(VERIFICATION_TIERS.filter((t) => t.popular).map((t) => t.name)).toEqual(['Premium'])
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
    expect(wizardSteps(tierById('basic')!)).toEqual(['Basic Info', 'Location', 'Mission', 'Pay & Submit'])
    for (const id of ['standard', 'premium', 'elite']) {
      const steps = wizardSteps(tierById(id)!)
      expect(steps).toHaveLength(6)
      expect(steps[4]).toBe('Documents')
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
