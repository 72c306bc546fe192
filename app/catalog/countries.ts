import { currentLanguage, t } from '../i18n/index.ts'
import { INTL_LOCALES } from '../i18n/languages.ts'
import { OTHER_COUNTRY, REGIONS, type Region } from './sectors.ts'

export { REGIONS, type Region }

/**
 * The 54 African countries by ISO 3166-1 code, with their African Union region. Stored by code
 * (profiles, organizations, verification applications, grants' country list, the countries table)
 * and shown by name from CLDR (Intl.DisplayNames) in the reader's language (ADR 020). `name` is the
 * English name funders write in a grant's free-text country scope, which countriesInScope reads.
 */
const byRegion: Record<Region, Array<[code: string, name: string]>> = {
  north_africa: [
    ['DZ', 'Algeria'],
    ['EG', 'Egypt'],
    ['LY', 'Libya'],
    ['MR', 'Mauritania'],
    ['MA', 'Morocco'],
    ['TN', 'Tunisia'],
  ],
  west_africa: [
    ['BJ', 'Benin'],
    ['BF', 'Burkina Faso'],
    ['CV', 'Cabo Verde'],
    ['GM', 'Gambia'],
    ['GH', 'Ghana'],
    ['GN', 'Guinea'],
    ['GW', 'Guinea-Bissau'],
    ['CI', 'Ivory Coast'],
    ['LR', 'Liberia'],
    ['ML', 'Mali'],
    ['NE', 'Niger'],
    ['NG', 'Nigeria'],
    ['SN', 'Senegal'],
    ['SL', 'Sierra Leone'],
    ['TG', 'Togo'],
  ],
  central_africa: [
    ['BI', 'Burundi'],
    ['CM', 'Cameroon'],
    ['CF', 'Central African Republic'],
    ['TD', 'Chad'],
    ['CD', 'Democratic Republic of the Congo'],
    ['GQ', 'Equatorial Guinea'],
    ['GA', 'Gabon'],
    ['CG', 'Republic of the Congo'],
    ['ST', 'Sao Tome and Principe'],
  ],
  east_africa: [
    ['KM', 'Comoros'],
    ['DJ', 'Djibouti'],
    ['ER', 'Eritrea'],
    ['ET', 'Ethiopia'],
    ['KE', 'Kenya'],
    ['MG', 'Madagascar'],
    ['MU', 'Mauritius'],
    ['RW', 'Rwanda'],
    ['SC', 'Seychelles'],
    ['SO', 'Somalia'],
    ['SS', 'South Sudan'],
    ['SD', 'Sudan'],
    ['TZ', 'Tanzania'],
    ['UG', 'Uganda'],
  ],
  southern_africa: [
    ['AO', 'Angola'],
    ['BW', 'Botswana'],
    ['SZ', 'Eswatini'],
    ['LS', 'Lesotho'],
    ['MW', 'Malawi'],
    ['MZ', 'Mozambique'],
    ['NA', 'Namibia'],
    ['ZA', 'South Africa'],
    ['ZM', 'Zambia'],
    ['ZW', 'Zimbabwe'],
  ],
}

export interface AfricanCountry {
  code: string
  /** The English name, as funders write it in free text. Never shown: pages show countryName(code). */
  name: string
  region: Region
}

/**
 * In alphabetical order of the English names. They are plain ASCII, so comparing code units gives
 * the same order as localeCompare (countries.test.ts holds it to that) without it: the first
 * localeCompare on a page builds the browser's collator, some 40 ms of a phone's main thread while
 * this module loads on every page (Lighthouse's total blocking time, issue 27).
 */
export const AFRICAN_COUNTRIES: ReadonlyArray<AfricanCountry> = REGIONS.flatMap((region) => byRegion[region].map(([code, name]) => ({ code, name, region }))).sort((a, b) =>
  a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
)
export const COUNTRY_CODES: readonly string[] = AFRICAN_COUNTRIES.map((c) => c.code)

const byCode = new Map(AFRICAN_COUNTRIES.map((c) => [c.code, c]))
const byEnglishName = new Map(AFRICAN_COUNTRIES.map((c) => [c.name.toLowerCase(), c]))

export function isCountryCode(value: unknown): value is string {
  return typeof value === 'string' && byCode.has(value)
}

/** Region of a country code, or undefined when it is not one of the 54. */
export function regionOfCountry(code: string): Region | undefined {
  return byCode.get(code)?.region
}

/** The code of a country given by code or by English name (old links, free text), case-insensitive. */
export function countryCode(value: string): string | undefined {
  const trimmed = value.trim()
  if (byCode.has(trimmed.toUpperCase())) return trimmed.toUpperCase()
  return byEnglishName.get(trimmed.toLowerCase())?.code
}

const displayNames = new Map<string, Intl.DisplayNames>()
/**
 * A country's name in the current language, from CLDR ("Kenya", "Afrique du Sud", "جنوب أفريقيا",
 * "Afrika Kusini"), for any ISO 3166-1 code (a sanctions list names nationalities outside Africa);
 * a profile's Other is "Another country" in that language. A value written before countries were
 * codes is named from its code when it is one of our English names ("Chad" is "Tchad" in French),
 * and shown as it is otherwise.
 */
export function countryName(value: string): string {
  if (value === OTHER_COUNTRY) return t('places.otherCountry')
  const code = /^[A-Z]{2}$/.test(value) ? value : countryCode(value)
  if (!code) return value
  const locale = INTL_LOCALES[currentLanguage()]
  let names = displayNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames(locale, { type: 'region', fallback: 'code' })
    displayNames.set(locale, names)
  }
  return names.of(code) ?? code
}

/** Every country with its name in the current language, in that language's alphabetical order. */
export function countriesByName(codes: readonly string[] = COUNTRY_CODES): Array<{ code: string; name: string }> {
  const collator = new Intl.Collator(INTL_LOCALES[currentLanguage()])
  return codes.map((code) => ({ code, name: countryName(code) })).sort((a, b) => collator.compare(a.name, b.name))
}

/** Other names funders use, mapped to the names in our list. */
const ALIASES: Array<[RegExp, string]> = [
  [/c[oô]te d[’'`]?\s?ivoire/g, 'ivory coast'],
  [/\b(dr congo|drc|congo-kinshasa|d\.r\. congo)\b/g, 'democratic republic of the congo'],
  [/\bcongo-brazzaville\b/g, 'republic of the congo'],
  [/\bswaziland\b/g, 'eswatini'],
  [/\bcape verde\b/g, 'cabo verde'],
  [/s[aã]o tom[eé] and pr[ií]ncipe/g, 'sao tome and principe'],
  [/\bthe gambia\b/g, 'gambia'],
]

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
// Longest names first, each removed once found, so "Niger" is not read inside "Nigeria", nor
// "Guinea" inside "Equatorial Guinea", nor "Sudan" inside "South Sudan".
const MATCHERS = [...AFRICAN_COUNTRIES]
  .sort((a, b) => b.name.length - a.name.length)
  .map((c) => ({ code: c.code, pattern: new RegExp(`(^|[^a-z-])${escapeRegExp(c.name.toLowerCase())}(?=$|[^a-z-])`, 'g') }))

/** The codes of the countries named in a free-text country scope such as "Kenya, Uganda and Tanzania". */
export function countriesInScope(scope: string | null | undefined): string[] {
  if (!scope) return []
  let text = scope.toLowerCase()
  for (const [pattern, name] of ALIASES) text = text.replace(pattern, name)
  const found = new Set<string>()
  for (const { code, pattern } of MATCHERS) {
    if (!text.match(pattern)) continue
    found.add(code)
    text = text.replace(pattern, '$1 ')
  }
  return AFRICAN_COUNTRIES.filter((c) => found.has(c.code)).map((c) => c.code)
}
