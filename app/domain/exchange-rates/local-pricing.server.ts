import { currencyName, currencyOfCountry } from '../../catalog/currencies.ts'
import type { Db } from '../../db/client.server.ts'
import { formatLongDate, formatWholeMoney, t } from '../../i18n/index.ts'
import { sourceHost } from './exchange-rates-source.ts'
import { latestExchangeRates } from './latest-exchange-rates.server.ts'

/** The viewer's currency and its stored rate: what local prices are worked out from. */
export interface LocalPricing {
  currency: string
  /** Units of the currency per US dollar. */
  rate: number
  /** The day the rate is of, yyyy-mm-dd. */
  date: string
  source: string
}

/**
 * The local pricing for a viewer in `country`: its currency and the last good rate stored for it.
 * Null (no local price anywhere on the page) when the country is unknown or outside the 54, its
 * currency is the US dollar's own, or no rate for it was ever stored: never an invented rate.
 */
export async function localPricingFor(db: Db, country: string | null): Promise<LocalPricing | null> {
  const currency = currencyOfCountry(country)
  if (!currency || currency === 'USD') return null
  const stored = await latestExchangeRates(db)
  const rate = stored?.rates[currency]
  if (!stored || !rate) return null
  return { currency, rate, date: stored.date, source: stored.source }
}

/** "≈ KES 44,885 (indicative, rate of 19 August 2024)" beside a US dollar price; nothing for a free one. */
export function localPriceText(pricing: LocalPricing | null, usd: number): string | null {
  if (!pricing || !(usd > 0)) return null
  return t('exchangeRates.localPrice', { amount: formatWholeMoney(Math.round(usd * pricing.rate), pricing.currency), date: formatLongDate(pricing.date) })
}

/** What the local amounts are: indicative, in which currency, at which day's rate, and from where. */
export function localPricingNote(pricing: LocalPricing): string {
  const host = sourceHost(pricing.source)
  const params = { currency: currencyName(pricing.currency), date: formatLongDate(pricing.date) }
  return host ? t('exchangeRates.noteWithSource', { ...params, source: host }) : t('exchangeRates.note', params)
}
