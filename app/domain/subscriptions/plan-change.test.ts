import { describe, expect, it } from 'vitest'
import { quotePlan } from './plan-change.ts'

const now = new Date('2026-11-28T12:00:00Z')
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000)

describe('quotePlan', () => {
  it('sells a plan at its price from Free or after a plan has ended', () => {
    expect(quotePlan({ plan: 'free', planRenewsAt: null }, 'pro', now)).toEqual({ kind: 'buy', amountUsd: 348 })
    expect(quotePlan({ plan: 'premium', planRenewsAt: daysFromNow(-1) }, 'pro', now)).toEqual({ kind: 'buy', amountUsd: 348 })
  })

  it('calls the plan in force the same plan', () => {
    expect(quotePlan({ plan: 'pro', planRenewsAt: daysFromNow(10) }, 'pro', now)).toEqual({ kind: 'same' })
  })

  it('takes the unused part of Pro off an upgrade to Premium', () => {
    expect(quotePlan({ plan: 'pro', planRenewsAt: daysFromNow(365) }, 'premium', now)).toEqual({ kind: 'upgrade', from: 'pro', creditUsd: 348, amountUsd: 600 })
    expect(quotePlan({ plan: 'pro', planRenewsAt: daysFromNow(73) }, 'premium', now)).toEqual({ kind: 'upgrade', from: 'pro', creditUsd: 70, amountUsd: 878 })
  })

  it('turns a Premium year paid today into Pro for as long as its value lasts, with nothing to pay', () => {
    const quote = quotePlan({ plan: 'premium', planRenewsAt: daysFromNow(365) }, 'pro', now)
    expect(quote).toMatchObject({ kind: 'downgrade', from: 'premium', creditUsd: 948 })
    if (quote.kind !== 'downgrade') throw new Error('not a downgrade')
    // $948 buys 948/348 of a Pro year: about 994 days.
    expect(Math.round((quote.until.getTime() - now.getTime()) / 86_400_000)).toBe(994)
  })
})
