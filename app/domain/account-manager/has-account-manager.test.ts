import { describe, expect, it } from 'vitest'
import { hasAccountManager, initials } from './has-account-manager.ts'

describe('A dedicated account manager', () => {
  it('comes with Premium, or with an Elite badge in force, and with nothing else', () => {
    expect(hasAccountManager({ plan: 'premium', badgeTier: null })).toBe(true)
    expect(hasAccountManager({ plan: 'free', badgeTier: 'elite' })).toBe(true)
    expect(hasAccountManager({ plan: 'pro', badgeTier: 'premium' })).toBe(false)
    expect(hasAccountManager({ plan: 'free', badgeTier: null })).toBe(false)
  })

  it('is pictured by their initials', () => {
    expect(initials('Sam Mwangi')).toBe('SM')
    expect(initials('  amina   wanjiru otieno ')).toBe('AO')
    expect(initials('Ada')).toBe('A')
    expect(initials('Élodie Ñdiaye')).toBe('ÉÑ')
    expect(initials('فاطمة الزهراء')).toBe('فا')
  })
})
