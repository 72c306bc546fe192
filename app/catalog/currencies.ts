import { currentLanguage } from '../i18n/index.ts'
import { INTL_LOCALES } from '../i18n/languages.ts'

/**
 * The currency of each of the 54 African countries (app/catalog/countries.ts), by ISO 4217 code:
 * what a member's organization there pays in day to day, so its prices can be shown beside the US
 * dollar ones (issue 27 §5, ADR 070). The CFA francs are shared: XOF by the eight West African
 * (UEMOA) states, XAF by the six Central African (CEMAC) ones. Zimbabwe's is the ZiG (ZWG, since
 * 2024; the US dollar is legal tender there too). A currency whose rate the configured source does
 * not give shows no local price rather than a guessed one.
 */
export const COUNTRY_CURRENCIES: Readonly<Record<string, string>> = {
  // North Africa
  DZ: 'DZD',
  EG: 'EGP',
  LY: 'LYD',
  MR: 'MRU',
  MA: 'MAD',
  TN: 'TND',
  // West Africa
  BJ: 'XOF',
  BF: 'XOF',
  CV: 'CVE',
  GM: 'GMD',
  GH: 'GHS',
  GN: 'GNF',
  GW: 'XOF',
  CI: 'XOF',
  LR: 'LRD',
  ML: 'XOF',
  NE: 'XOF',
  NG: 'NGN',
  SN: 'XOF',
  SL: 'SLE',
  TG: 'XOF',
  // Central Africa
  BI: 'BIF',
  CM: 'XAF',
  CF: 'XAF',
  TD: 'XAF',
  CD: 'CDF',
  GQ: 'XAF',
  GA: 'XAF',
  CG: 'XAF',
  ST: 'STN',
  // East Africa
  KM: 'KMF',
  DJ: 'DJF',
  ER: 'ERN',
  ET: 'ETB',
  KE: 'KES',
  MG: 'MGA',
  MU: 'MUR',
  RW: 'RWF',
  SC: 'SCR',
  SO: 'SOS',
  SS: 'SSP',
  SD: 'SDG',
  TZ: 'TZS',
  UG: 'UGX',
  // Southern Africa
  AO: 'AOA',
  BW: 'BWP',
  SZ: 'SZL',
  LS: 'LSL',
  MW: 'MWK',
  MZ: 'MZN',
  NA: 'NAD',
  ZA: 'ZAR',
  ZM: 'ZMW',
  ZW: 'ZWG',
}

/** The currency of a country code, or null for a country outside the 54 (or none). */
export function currencyOfCountry(country: string | null | undefined): string | null {
  if (!country) return null
  return Object.hasOwn(COUNTRY_CURRENCIES, country) ? COUNTRY_CURRENCIES[country]! : null
}

const names = new Map<string, Intl.DisplayNames>()
/** A currency's name in the current language, from CLDR ("Kenyan Shilling", "shilling kényan"). */
export function currencyName(code: string): string {
  const locale = INTL_LOCALES[currentLanguage()]
  let display = names.get(locale)
  if (!display) {
    display = new Intl.DisplayNames(locale, { type: 'currency', fallback: 'code' })
    names.set(locale, display)
  }
  return display.of(code) ?? code
}
