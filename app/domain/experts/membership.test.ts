import { describe, expect, it } from 'vitest'
import { inFormOrder } from './application-fields.ts'
import { mayPayMembership, membershipItem, membershipStage, nextExpiry, parseMembershipItem } from './membership.ts'

const day = 24 * 60 * 60 * 1000
const now = new Date('2026-11-23T10:00:00.000Z')
const approved = { applicationStatus: 'approved' as const, membershipStatus: 'inactive' as const, membershipExpiresAt: null }

describe('An expert membership', () => {
  it('is paid after approval, renewed within 30 days of its end or after it, never years ahead', () => {
    expect(mayPayMembership({ ...approved, applicationStatus: 'pending' }, now)).toBe(false)
    expect(mayPayMembership({ ...approved, applicationStatus: 'rejected' }, now)).toBe(false)
    expect(mayPayMembership(approved, now)).toBe(true)
    const running = { ...approved, membershipStatus: 'active' as const }
    expect(mayPayMembership({ ...running, membershipExpiresAt: new Date(now.getTime() + 31 * day) }, now)).toBe(false)
    expect(mayPayMembership({ ...running, membershipExpiresAt: new Date(now.getTime() + 30 * day) }, now)).toBe(true)
    expect(mayPayMembership({ ...approved, membershipStatus: 'expired', membershipExpiresAt: new Date(now.getTime() - day) }, now)).toBe(true)
    expect(membershipStage({ ...approved, membershipStatus: 'expired' })).toBe('expired')
    expect(membershipStage(approved)).toBe('awaiting-payment')
  })

  it('is expired the moment its year ends, before the nightly job marks it so (as the directory hides it)', () => {
    const running = { ...approved, membershipStatus: 'active' as const }
    expect(membershipStage({ ...running, membershipExpiresAt: new Date(now.getTime() + 1000) }, now)).toBe('active')
    expect(membershipStage({ ...running, membershipExpiresAt: now }, now)).toBe('expired')
    expect(membershipStage({ ...running, membershipExpiresAt: new Date(now.getTime() - day) }, now)).toBe('expired')
    expect(membershipStage({ ...running, membershipExpiresAt: null }, now)).toBe('active')
    // A lapsed member may renew at once.
    expect(mayPayMembership({ ...running, membershipExpiresAt: new Date(now.getTime() - day) }, now)).toBe(true)
  })

  it('runs a year from the end of the current one, or from now when none runs', () => {
    expect(nextExpiry(null, now).toISOString()).toBe('2027-11-23T10:00:00.000Z')
    expect(nextExpiry(new Date('2026-12-01T00:00:00.000Z'), now).toISOString()).toBe('2027-12-01T00:00:00.000Z')
    expect(nextExpiry(new Date('2026-01-01T00:00:00.000Z'), now).toISOString()).toBe('2027-11-23T10:00:00.000Z')
  })

  it('names the tier and the year it follows in the checkout item, and reads it back', () => {
    const end = new Date('2027-11-23T10:00:00.000Z')
    expect(parseMembershipItem(membershipItem('pro', end))).toEqual({ tier: 'pro', follows: end.toISOString() })
    expect(parseMembershipItem(membershipItem('elite', null))).toEqual({ tier: 'elite', follows: 'first' })
    expect(parseMembershipItem('gold:first')).toBeNull()
    expect(parseMembershipItem('pro')).toBeNull()
    expect(parseMembershipItem(null)).toBeNull()
  })
})

describe('The application form', () => {
  it('lists its messages in the order of the fields on the page', () => {
    const errors = { membershipTier: 'a', 'portfolio-0-title': 'b', country: 'c', 'expertise-1-sector': 'd', 'expertise-0-grantType': 'e', professionalTitle: 'f', photo: 'g' }
    expect(Object.keys(inFormOrder(errors))).toEqual(['professionalTitle', 'country', 'expertise-0-grantType', 'expertise-1-sector', 'portfolio-0-title', 'photo', 'membershipTier'])
  })
})
