import { currentLanguage } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'

/**
 * The countries a funder may say it is in: every ISO 3166-1 alpha-2 code CLDR names (funders are
 * anywhere, unlike the organizations, whose catalogue is Africa's), without the user-assigned and
 * grouping codes.
 */
const NOT_COUNTRIES = new Set(['AA', 'EU', 'EZ', 'QO', 'UN', 'ZZ', 'XA', 'XB', 'XK'])
const english = new Intl.DisplayNames('en', { type: 'region', fallback: 'none' })
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'
export const FUNDER_COUNTRY_CODES: readonly string[] = [...LETTERS].flatMap((a) =>
  [...LETTERS].map((b) => a + b).filter((code) => !NOT_COUNTRIES.has(code) && !/^(Q[M-Z]|X[A-Z])$/.test(code) && english.of(code) !== undefined),
)
const KNOWN = new Set(FUNDER_COUNTRY_CODES)

export function isFunderCountry(value: unknown): value is string {
  return typeof value === 'string' && KNOWN.has(value)
}

/** Every funder country with its name in the current language, in that language's order. */
export function funderCountriesByName(): Array<{ code: string; name: string }> {
  const locale = INTL_LOCALES[currentLanguage()]
  const names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' })
  const collator = new Intl.Collator(locale)
  return FUNDER_COUNTRY_CODES.map((code) => ({ code, name: names.of(code) ?? code })).sort((a, b) => collator.compare(a.name, b.name))
}

export function funderCountryName(code: string): string {
  return new Intl.DisplayNames(INTL_LOCALES[currentLanguage()], { type: 'region', fallback: 'code' }).of(code) ?? code
}
