import { AFRICAN_COUNTRIES } from '../../../catalog/countries.ts'
import { GRANT_REGIONS, type GrantRegion, PAN_AFRICAN } from '../../../catalog/sectors.ts'

/**
 * A small matcher for the African countries and regions an open-data record names in its own
 * words (grants.gov titles and descriptions, 360Giving location names). It is deliberately
 * self-contained so the importers do not wait on the crawler's fuller matcher (extract/places.ts).
 *
 * Names come from three places: our catalogue's English names, CLDR's names in English, French
 * and Portuguese (Intl.DisplayNames, so "Cameroun", "Quênia", "África do Sul" need no list of our
 * own), and a few aliases funders write. Text and names are folded the same way (lower case, no
 * accents, every non-letter a space) so "Côte d’Ivoire", "Cote d'Ivoire" and "CÔTE D IVOIRE" match.
 */

export interface PlacesFound {
  /** ISO codes of the African countries named, in catalogue order (by English name). */
  countryCodes: string[]
  /** GEOGRAPHIC_FOCUS ids of the regions named, in that list's order (not derived from the countries: deriveLocation does that). */
  geographicFocus: GrantRegion[]
  /** The names as the text wrote them, in the order they appear, for a grant's country scope. */
  mentions: string[]
}

/** Keeps every UTF-16 unit in place (so a match's index is the original text's index). */
function fold(text: string): string {
  let out = ''
  for (const unit of text) {
    const base = unit.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
    const char = base.length === 1 && /[a-z0-9]/.test(base) ? base : ' '
    // An astral character is two units in the original string: keep the lengths equal.
    out += unit.length === 2 ? `${char} ` : char
  }
  return out
}

/**
 * Region phrases in English, French and Portuguese, kept as written (issue 25): "Sub-Saharan
 * Africa", "the Sahel", "Great Lakes" and "Horn of Africa" are regions of their own, which matching
 * and /discover read as the AU regions they overlap (CROSS_REGIONS).
 */
const REGION_NAMES: Array<[string, GrantRegion[]]> = [
  ...['horn of africa', 'corne de l afrique', 'corno de africa', 'corno da africa'].map((name): [string, GrantRegion[]] => [name, ['horn_of_africa']]),
  ...['great lakes region', 'grands lacs', 'grandes lagos'].map((name): [string, GrantRegion[]] => [name, ['great_lakes']]),
  ...['sahel'].map((name): [string, GrantRegion[]] => [name, ['sahel']]),
  ...['west africa', 'western africa', 'west african', 'afrique de l ouest', 'afrique occidentale', 'africa ocidental', 'africa do oeste', 'ecowas', 'cedeao'].map((name): [string, GrantRegion[]] => [
    name,
    ['west_africa'],
  ]),
  ...['east africa', 'eastern africa', 'east african', 'afrique de l est', 'afrique orientale', 'corne de l afrique', 'africa oriental', 'africa do leste'].map((name): [string, GrantRegion[]] => [
    name,
    ['east_africa'],
  ]),
  ...['southern africa', 'southern african', 'afrique australe', 'africa austral', 'sadc'].map((name): [string, GrantRegion[]] => [name, ['southern_africa']]),
  ...['central africa', 'middle africa', 'afrique centrale', 'africa central', 'eccas', 'ceeac'].map((name): [string, GrantRegion[]] => [name, ['central_africa']]),
  ...['north africa', 'northern africa', 'north african', 'afrique du nord', 'africa do norte', 'maghreb'].map((name): [string, GrantRegion[]] => [name, ['north_africa']]),
  ...['sub saharan africa', 'subsaharan africa', 'afrique subsaharienne', 'afrique sub saharienne', 'africa subsariana', 'africa subsaariana'].map((name): [string, GrantRegion[]] => [
    name,
    ['sub_saharan_africa'],
  ]),
  ...['pan african', 'panafricain', 'panafricaine', 'pan africain', 'pan africaine', 'pan africano', 'panafricano', 'africa wide', 'across africa', 'toute l afrique'].map(
    (name): [string, GrantRegion[]] => [name, [PAN_AFRICAN]],
  ),
]

/** Other names funders use. "Congo" alone is left out: it could be either Congo. */
const COUNTRY_ALIASES: Array<[string, string]> = [
  ['ivory coast', 'CI'],
  ['cote d ivoire', 'CI'],
  ['cote divoire', 'CI'],
  ['drc', 'CD'],
  ['dr congo', 'CD'],
  ['rd congo', 'CD'],
  ['rdc', 'CD'],
  ['democratic republic of congo', 'CD'],
  ['democratic republic of the congo', 'CD'],
  ['republique democratique du congo', 'CD'],
  ['republica democratica do congo', 'CD'],
  ['republic of congo', 'CG'],
  ['republic of the congo', 'CG'],
  ['congo brazzaville', 'CG'],
  ['swaziland', 'SZ'],
  ['cape verde', 'CV'],
  ['sao tome and principe', 'ST'],
  ['the gambia', 'GM'],
  ['south african', 'ZA'],
  ['niger delta', 'NG'],
  ['quenia', 'KE'],
]

/** Names CLDR gives that are also ordinary words or first names ("Maurice", "Maurício"). */
const AMBIGUOUS = new Set(['maurice', 'mauricio', 'mauricia', 'congo'])

/** Phrases that contain a place name but do not mean the place. Blanked before matching. */
const NOT_PLACES = ['african american', 'african americans', 'afro american', 'papua new guinea', 'new guinea', 'guinea worm', 'guinea pig', 'guinea pigs', 'guinea fowl']

/** A mention of the continent itself, used only when nothing more precise is named. */
const AFRICA_WORDS = /(?<![a-z0-9])(africa|african|africans|afrique|africain|africaine|africains|africaines|africano|africana|africanos|africanas)(?![a-z0-9])/

interface Matcher {
  pattern: RegExp
  code?: string
  regions?: GrantRegion[]
}

const toPattern = (name: string) =>
  new RegExp(
    `(?<![a-z0-9])${fold(name)
      .trim()
      .split(/\s+/)
      .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('\\s+')}(?![a-z0-9])`,
    'g',
  )

function buildMatchers(): Matcher[] {
  const names = new Map<string, Omit<Matcher, 'pattern'>>()
  const add = (name: string, entry: Omit<Matcher, 'pattern'>) => {
    const key = fold(name).trim().split(/\s+/).join(' ')
    if (key && !AMBIGUOUS.has(key) && !names.has(key)) names.set(key, entry)
  }
  for (const [name, code] of COUNTRY_ALIASES) add(name, { code })
  for (const locale of ['en', 'fr', 'pt', 'pt-PT']) {
    const cldr = new Intl.DisplayNames(locale, { type: 'region', fallback: 'none' })
    for (const country of AFRICAN_COUNTRIES) {
      add(country.name, { code: country.code })
      const name = cldr.of(country.code)
      if (name) add(name, { code: country.code })
    }
  }
  for (const [name, regions] of REGION_NAMES) add(name, { regions })
  // Longest first and each match blanked once found, so "Niger" is not read inside "Nigeria",
  // "Sudan" inside "South Sudan", nor "Central Africa" inside "Central African Republic".
  return [...names.entries()].sort(([a], [b]) => b.length - a.length).map(([name, entry]) => ({ ...entry, pattern: toPattern(name) }))
}

const MATCHERS = buildMatchers()
const NOT_PLACE_PATTERNS = NOT_PLACES.map(toPattern)
const CATALOGUE_ORDER = AFRICAN_COUNTRIES.map((c) => c.code)

/** The African countries and regions a text names, with the words it used for them. */
export function findAfricanPlaces(text: string | null | undefined): PlacesFound {
  if (!text) return { countryCodes: [], geographicFocus: [], mentions: [] }
  let folded = fold(text)
  const blank = (start: number, length: number) => {
    folded = folded.slice(0, start) + ' '.repeat(length) + folded.slice(start + length)
  }
  for (const pattern of NOT_PLACE_PATTERNS) for (const match of [...folded.matchAll(pattern)]) blank(match.index, match[0].length)

  const codes = new Set<string>()
  const regions = new Set<GrantRegion>()
  const found: Array<{ at: number; words: string; place: string }> = []
  for (const matcher of MATCHERS) {
    for (const match of [...folded.matchAll(matcher.pattern)]) {
      if (matcher.code) codes.add(matcher.code)
      for (const region of matcher.regions ?? []) regions.add(region)
      found.push({ at: match.index, words: text.slice(match.index, match.index + match[0].length), place: matcher.code ?? matcher.regions!.join() })
      blank(match.index, match[0].length)
    }
  }
  const continent = AFRICA_WORDS.exec(folded)
  if (continent && codes.size === 0 && regions.size === 0) {
    regions.add(PAN_AFRICAN)
    found.push({ at: continent.index, words: text.slice(continent.index, continent.index + continent[0].length), place: PAN_AFRICAN })
  }

  const mentions: string[] = []
  const seen = new Set<string>()
  // One mention per place, as first written ("West Africa", not also "West African").
  for (const { words, place } of found.sort((a, b) => a.at - b.at)) {
    if (seen.has(place)) continue
    seen.add(place)
    mentions.push(words.replace(/\s+/g, ' ').trim())
  }
  return {
    countryCodes: CATALOGUE_ORDER.filter((code) => codes.has(code)),
    geographicFocus: GRANT_REGIONS.filter((id) => regions.has(id)),
    mentions,
  }
}
