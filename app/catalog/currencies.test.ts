import { describe, expect, it } from 'vitest'
import { withLanguage } from '../i18n/language.server.ts'
import { COUNTRY_CODES } from './countries.ts'
import { COUNTRY_CURRENCIES, currencyName, currencyOfCountry } from './currencies.ts'

describe('Each African country’s currency', () => {
  it('is written once for every one of the 54 countries, and for no other', () => {
    expect(Object.keys(COUNTRY_CURRENCIES).sort()).toEqual([...COUNTRY_CODES].sort())
  })

  it('is an ISO 4217 code that Intl formats', () => {
    const known = new Set(Intl.supportedValuesOf('currency'))
    for (const [country, currency] of Object.entries(COUNTRY_CURRENCIES)) {
      expect(currency, country).toMatch(/^[A-Z]{3}$/)
      expect(known.has(currency), `${country} → ${currency}`).toBe(true)
    }
  })

  it('gives the shilling in Kenya, the naira in Nigeria, the rand in South Africa and the shared CFA francs', () => {
    expect(currencyOfCountry('KE')).toBe('KES')
    expect(currencyOfCountry('NG')).toBe('NGN')
    expect(currencyOfCountry('ZA')).toBe('ZAR')
    for (const country of ['BJ', 'BF', 'CI', 'GW', 'ML', 'NE', 'SN', 'TG']) expect(currencyOfCountry(country)).toBe('XOF')
    for (const country of ['CM', 'CF', 'TD', 'CG', 'GQ', 'GA']) expect(currencyOfCountry(country)).toBe('XAF')
  })

  it('is none for a country outside the list or no country at all', () => {
    expect(currencyOfCountry('US')).toBeNull()
    expect(currencyOfCountry('toString')).toBeNull()
    expect(currencyOfCountry(null)).toBeNull()
    expect(currencyOfCountry('')).toBeNull()
  })

  it('is named in the reader’s language', () => {
    expect(withLanguage('en', () => currencyName('KES'))).toBe('Kenyan Shilling')
    expect(withLanguage('fr', () => currencyName('KES'))).toMatch(/shilling kényan/i)
  })
})
