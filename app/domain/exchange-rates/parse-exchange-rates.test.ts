import { readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { ExchangeRatesFormatError, parseExchangeRates } from './parse-exchange-rates.ts'

/** A real answer of open.er-api.com/v6/latest/USD (tests/fixtures/exchange-rates/README.md). */
const FIXTURE = readFileSync(path.resolve(import.meta.dirname, '../../../tests/fixtures/exchange-rates/open-er-api-latest-usd.json'), 'utf8')
const edited = (edit: (body: Record<string, unknown>) => void) => {
  const body = JSON.parse(FIXTURE)
  edit(body)
  return JSON.stringify(body)
}

describe('Reading the exchange-rate source’s answer', () => {
  it('gives the day of the rates and the units of each currency per US dollar', () => {
    const parsed = parseExchangeRates(FIXTURE)
    expect(parsed.date).toBe('2024-08-19')
    expect(parsed.rates.USD).toBe(1)
    expect(parsed.rates.KES).toBe(128.979169)
    expect(parsed.rates.NGN).toBe(1589.504939)
    expect(parsed.rates.XOF).toBe(595.30562)
    expect(Object.keys(parsed.rates)).toHaveLength(45)
  })

  it('refuses an error answer, another base currency, or an answer without its date', () => {
    expect(() => parseExchangeRates('{"result":"error","error-type":"unsupported-code"}')).toThrow('The source answered "error" (unsupported-code)')
    expect(() => parseExchangeRates(edited((b) => (b.base_code = 'EUR')))).toThrow('not per US dollar')
    expect(() => parseExchangeRates(edited((b) => delete b.time_last_update_unix))).toThrow('does not say when')
  })

  it('refuses a page that is not the JSON answer, and rates that are not positive numbers', () => {
    expect(() => parseExchangeRates('<html><body>Maintenance</body></html>')).toThrow(ExchangeRatesFormatError)
    expect(() => parseExchangeRates(edited((b) => ((b.rates as Record<string, unknown>).KES = '128.9')))).toThrow('The rate of KES is not a positive number')
    expect(() => parseExchangeRates(edited((b) => ((b.rates as Record<string, unknown>).GHS = 0)))).toThrow('The rate of GHS')
    expect(() => parseExchangeRates(edited((b) => delete b.rates))).toThrow('no rates')
  })
})
