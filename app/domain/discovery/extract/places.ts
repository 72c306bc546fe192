import { AFRICAN_COUNTRIES } from '../../../catalog/countries.ts'
import { GRANT_REGIONS, type GrantRegion } from '../../../catalog/sectors.ts'
import { clip, escapeRegExp, fold, head, squash } from './text.ts'

/**
 * Where a grant is open, read from the funder's own words in English, French, Portuguese and
 * Swahili: the 54 African countries (codes from the catalogue) and the continent's regions.
 * Countries outside Africa are not looked for.
 */

export interface ParsedPlaces {
  /** ISO codes of the African countries named, in the catalogue's order. */
  countryCodes: string[]
  /** GRANT_REGIONS ids: pan_african and the regions named, as named ("the Sahel" is sahel, not the AU regions it overlaps). */
  geographicFocus: GrantRegion[]
  /** The text as the funder wrote it (shown as written), or null when it is empty or long and names nothing. */
  countryScope: string | null
}

/** Names CLDR does not give, or gives differently from how funders write them. */
const ALIASES: Record<string, string[]> = {
  CI: ['Ivory Coast', "Côte d'Ivoire", 'Cote dIvoire', 'Costa do Marfim'],
  CD: [
    'DRC',
    'DR Congo',
    'D.R. Congo',
    'RDC',
    'RD Congo',
    'Democratic Republic of Congo',
    'Democratic Republic of the Congo',
    'République démocratique du Congo',
    'República Democrática do Congo',
    'Jamhuri ya Kidemokrasia ya Kongo',
  ],
  CG: ['Republic of the Congo', 'Republic of Congo', 'République du Congo', 'Congo'],
  SZ: ['Swaziland', 'Suazilândia', 'Essuatíni'],
  CV: ['Cape Verde', 'Cabo Verde', 'Cap-Vert'],
  ST: ['São Tomé and Príncipe', 'São Tomé e Príncipe', 'Sao Tomé-et-Principe', 'São Tomé'],
  GM: ['The Gambia', 'Gambie'],
  MU: ['Île Maurice', 'Maurícia', 'Maurício'],
  EG: ['Egipto'],
  TZ: ['Tanzanie', 'Tanzânia'],
  KE: ['Quénia', 'Quênia'],
}

/**
 * Adjectives of nationality ("Kenyan youth groups", "organisations sénégalaises", "associações
 * moçambicanas"), folded, written without their plural or feminine endings (added by the pattern).
 * "Congolese" is left out: it does not say which Congo.
 */
const DEMONYMS: Record<string, string[]> = {
  DZ: ['algerian', 'algerien', 'argelino'],
  AO: ['angolan', 'angolais', 'angolano'],
  BJ: ['beninese', 'beninois', 'benines'],
  BW: ['botswanan', 'motswana', 'batswana', 'botswanais', 'botsuanes'],
  BF: ['burkinabe', 'burkinabes', 'burquinense'],
  BI: ['burundian', 'burundais', 'burundes'],
  CM: ['cameroonian', 'camerounais', 'camarones', 'camaronense'],
  CV: ['cape verdean', 'cap-verdien', 'cabo-verdiano', 'caboverdiano'],
  TD: ['chadian', 'tchadien', 'chadiano'],
  CI: ['ivorian', 'ivoirien', 'marfinense', 'costa-marfinense'],
  DJ: ['djiboutian', 'djiboutien'],
  EG: ['egyptian', 'egyptien', 'egipcio'],
  ER: ['eritrean', 'erythreen', 'eritreu'],
  ET: ['ethiopian', 'ethiopien', 'etiope'],
  GA: ['gabonese', 'gabonais', 'gabones'],
  GM: ['gambian', 'gambien', 'gambiano'],
  GH: ['ghanaian', 'ghaneen', 'ganes', 'ganense'],
  GN: ['guinean', 'guineen'],
  GW: ['bissau-guinean', 'bissau-guineen', 'guineense'],
  KE: ['kenyan', 'kenyen', 'keniano', 'queniano'],
  LS: ['basotho', 'lesothan'],
  LR: ['liberian', 'liberien', 'liberiano'],
  LY: ['libyan', 'libyen', 'libio'],
  MG: ['malagasy', 'malgache', 'malgaxe'],
  MW: ['malawian', 'malawien', 'malawite', 'malawiano', 'malauiano'],
  ML: ['malian', 'malien', 'maliano'],
  MR: ['mauritanian', 'mauritanien', 'mauritano'],
  MU: ['mauritian', 'mauricien', 'mauriciano'],
  MA: ['moroccan', 'marocain', 'marroquino'],
  MZ: ['mozambican', 'mozambicain', 'mocambicano'],
  NA: ['namibian', 'namibien', 'namibiano'],
  NE: ['nigerien', 'nigerino'],
  NG: ['nigerian', 'nigeriane', 'nigeriano'],
  RW: ['rwandan', 'rwandais', 'ruandes'],
  ST: ['santomean', 'santomeen', 'sao-tomense', 'santomense'],
  SN: ['senegalese', 'senegalais', 'senegales'],
  SC: ['seychellois'],
  SL: ['sierra leonean', 'sierra-leonais', 'serra-leonês'],
  SO: ['somali', 'somalien', 'somaliano'],
  ZA: ['south african', 'sud-africain', 'sul-africano'],
  SS: ['south sudanese', 'sud-soudanais', 'sul-sudanes'],
  SD: ['sudanese', 'soudanais', 'sudanes'],
  SZ: ['swazi', 'eswatini'],
  TZ: ['tanzanian', 'tanzanien', 'tanzaniano'],
  TG: ['togolese', 'togolais', 'togoles'],
  TN: ['tunisian', 'tunisien', 'tunisino'],
  UG: ['ugandan', 'ougandais', 'ugandes'],
  ZM: ['zambian', 'zambien', 'zambiano'],
  ZW: ['zimbabwean', 'zimbabween', 'zimbabueano', 'zimbabweano'],
}

/** A demonym as a pattern: its plural and feminine endings in English, French and Portuguese. */
function demonymPattern(word: string): RegExp {
  // Portuguese adjectives end in -o/-a/-os/-as: the stem takes them all ("moçambicano" → "moçambicanas").
  const body = fold(word.endsWith('o') ? word.slice(0, -1) : word)
    .split(/[\s-]+/)
    .map((w) => escapeRegExp(w.replace(/\p{M}/gu, '')))
    .join('[\\s-]+')
  return new RegExp(`(?<![\\p{L}\\p{N}])${body}(?:s|e|es|ne|nes|o|a|as|os|ses)?(?![\\p{L}\\p{N}])`, 'gu')
}

/** Locales whose CLDR country names funders write. */
const LOCALES = ['en', 'fr', 'pt', 'pt-PT', 'sw', 'ar']

interface Matcher {
  code: string
  pattern: RegExp
}

/** A name as a pattern on folded text: any run of spaces and hyphens between words, an optional apostrophe. */
function namePattern(name: string): RegExp {
  const body = fold(name)
    .replace(/\s*&\s*/g, ' and ')
    .split(/[\s-]+/)
    .filter(Boolean)
    .map((word) => escapeRegExp(word).replace(/'/g, "'?\\s?"))
    .join('[\\s-]+')
  // Arabic writes "and", "in", "for" onto the next word ("والمغرب", "بتونس"): one such letter may come first.
  const prefix = /[\u0600-\u06ff]/.test(body) ? '[وبلفك]?' : ''
  return new RegExp(`(?<![\\p{L}\\p{N}])${prefix}${body}(?![\\p{L}\\p{N}])`, 'gu')
}

function buildMatchers(): Matcher[] {
  const names = new Map<string, Set<string>>()
  const add = (code: string, raw: string) => {
    for (const part of raw.split(/[()]/)) {
      const name = squash(part.replace(/\s+-\s+/g, ' '))
      if (name.length < 3 && !/^[A-Z]{2,}$/.test(name)) continue
      const key = fold(name)
      if (!names.has(key)) names.set(key, new Set())
      names.get(key)!.add(code)
    }
  }
  for (const country of AFRICAN_COUNTRIES) {
    add(country.code, country.name)
    for (const locale of LOCALES) add(country.code, new Intl.DisplayNames(locale, { type: 'region' }).of(country.code) ?? '')
    for (const alias of ALIASES[country.code] ?? []) add(country.code, alias)
  }
  // A name two countries share in different languages tells neither; longest names first, so
  // "Niger" is not read inside "Nigeria", nor "Guinea" inside "Equatorial Guinea", nor "Congo" inside "DR Congo".
  return [...names]
    .filter(([, codes]) => codes.size === 1)
    .sort(([a], [b]) => b.length - a.length)
    .map(([name, codes]) => ({ code: [...codes][0], pattern: namePattern(name) }))
}

// Longest first, so "South Sudanese" is read before "Sudanese".
const buildDemonymMatchers = () =>
  Object.entries(DEMONYMS)
    .flatMap(([code, words]) => words.map((word) => ({ code, word })))
    .sort((a, b) => b.word.length - a.word.length)
    .map(({ code, word }) => ({ code, pattern: demonymPattern(word) }))
/** Places outside Africa whose names hold an African country's ("Papua New Guinea"), removed before reading. */
const NOT_AFRICAN = ['papua new guinea', 'papouasie-nouvelle-guinee', 'papua-nova guine', 'papua nova guine', 'new guinea', 'nouvelle-guinee', 'nova guine']

/** Region phrases, folded. A region that cuts across the AU's is kept as named: "Sub-Saharan Africa" is sub_saharan_africa, "the Sahel" sahel. */
const REGION_PHRASES: Array<[GrantRegion[], string[]]> = [
  [
    ['pan_african'],
    [
      'pan-african',
      'panafrican',
      'pan-africain',
      'pan-africaine',
      'panafricain',
      'panafricaine',
      'pan-africano',
      'pan-africana',
      'panafricano',
      'panafricana',
      'all african countries',
      'all countries in africa',
      'all 54 african countries',
      'any african country',
      'across africa',
      'across the continent',
      'africa-wide',
      'anywhere in africa',
      'anywhere on the african continent',
      'across the african continent',
      'throughout africa',
      'partout en afrique',
      'tout le continent africain',
      "n'importe quel pays africain",
      'em todo o continente africano',
      'qualquer pais africano',
      'tous les pays africains',
      "tous les pays d'afrique",
      "l'ensemble du continent africain",
      'todos os paises africanos',
      'todos os paises de africa',
      'todos os paises da africa',
      'toda a africa',
      'nchi zote za afrika',
      'afrika nzima',
      'bara zima la afrika',
      'جميع البلدان الافريقية',
      'جميع الدول الافريقية',
      'كل البلدان الافريقية',
      'القارة الافريقية باكملها',
    ],
  ],
  [
    ['sub_saharan_africa'],
    [
      'sub-saharan africa',
      'subsaharan africa',
      'sub-saharan african',
      'africa south of the sahara',
      'afrique subsaharienne',
      'afrique sub-saharienne',
      'afrique au sud du sahara',
      'africa subsariana',
      'africa subsaariana',
      'africa sub-sahariana',
      'africa sub-saariana',
      'kusini mwa jangwa la sahara',
    ],
  ],
  [
    ['east_africa', 'horn_of_africa'],
    ['east and horn of africa', "afrique de l'est et corne de l'afrique", "afrique de l'est et de la corne de l'afrique", 'africa oriental e corno de africa', 'afrika mashariki na pembe ya afrika'],
  ],
  [['horn_of_africa'], ['horn of africa', "corne de l'afrique", 'corno de africa', 'corno da africa', 'corno africano', 'pembe ya afrika', 'القرن الافريقي']],
  [['great_lakes'], ['great lakes region', 'great lakes', 'grands lacs', 'grands lacs africains', 'regiao dos grandes lagos', 'grandes lagos', 'maziwa makuu', 'البحيرات العظمى']],
  [
    ['sahel'],
    [
      'sahel',
      'sahelian',
      'sahelien',
      'saheliens',
      'sahelienne',
      'saheliennes',
      'sahelo-saharienne',
      'saheliano',
      'saheliana',
      'sahelianos',
      'sahelianas',
      'منطقة الساحل',
      'دول الساحل',
      'بلدان الساحل',
      'الساحل الافريقي',
    ],
  ],
  [
    ['west_africa', 'central_africa'],
    ['west and central africa', "afrique de l'ouest et du centre", "afrique de l'ouest et centrale", 'africa ocidental e central', 'africa ocidental e central'],
  ],
  [
    ['west_africa'],
    [
      'uemoa',
      'waemu',
      'west africa',
      'west african',
      'western africa',
      "afrique de l'ouest",
      'afrique occidentale',
      'africa ocidental',
      'africa do oeste',
      'afrika magharibi',
      'ecowas',
      'cedeao',
      'غرب افريقيا',
    ],
  ],
  [['east_africa'], ['east africa', 'east african', 'eastern africa', "afrique de l'est", 'afrique orientale', 'africa oriental', 'africa do leste', 'afrika mashariki', 'شرق افريقيا']],
  [['southern_africa'], ['southern africa', 'southern african', 'afrique australe', 'africa austral', 'kusini mwa afrika', 'sadc', 'الجنوب الافريقي']],
  [['north_africa'], ['north africa', 'north african', 'northern africa', 'afrique du nord', 'africa do norte', 'norte de africa', 'norte da africa', 'maghreb', 'afrika kaskazini', 'شمال افريقيا']],
  [['central_africa'], ['central africa', 'central african', 'afrique centrale', 'afrique du centre', 'africa central', 'afrika ya kati', 'cemac', 'ceeac', 'eccas', 'وسط افريقيا']],
]
/** Region names that hold a country's name, read before the countries: "المغرب العربي" (the Maghreb) is not "المغرب" (Morocco). */
const EARLY_REGION_PHRASES = (
  [
    [['north_africa'], ['المغرب العربي', 'المغرب الكبير', 'بلدان المغرب']],
    [['sub_saharan_africa'], ['افريقيا جنوب الصحراء', 'afrika kusini mwa jangwa la sahara', 'afrika kusini mwa sahara']],
  ] as Array<[GrantRegion[], string[]]>
).flatMap(([focus, phrases]) => phrases.map((phrase) => ({ focus, phrase })))

/**
 * The patterns, some 500, made on the first reading rather than when the module loads: most
 * processes that load it (every server and CLI start) read no place, and making them cost 0.2–0.3 s
 * of each start (ADR 090, 2026-12-01).
 */
let madePatterns: {
  countries: Matcher[]
  demonyms: Matcher[]
  notAfrican: RegExp[]
  earlyRegions: Array<{ focus: GrantRegion[]; pattern: RegExp }>
  regions: Array<{ focus: GrantRegion[]; patterns: RegExp[] }>
} | null = null
function placePatterns() {
  madePatterns ??= {
    countries: buildMatchers(),
    demonyms: buildDemonymMatchers(),
    notAfrican: NOT_AFRICAN.map(namePattern),
    earlyRegions: EARLY_REGION_PHRASES.map(({ focus, phrase }) => ({ focus, pattern: namePattern(phrase) })),
    regions: REGION_PHRASES.map(([focus, phrases]) => ({ focus, patterns: phrases.map(namePattern) })),
  }
  return madePatterns
}

/**
 * Words that only join or frame the places in a list ("Kenya and Uganda only", "les pays d'Afrique
 * de l'Ouest", "nchi za Afrika Mashariki", "في تونس والمغرب"), folded: a text whose other words are
 * all places says no more than the places do. One-letter words (l', d', e, y) count as such too.
 */
const JOINING_WORDS = new Set(
  [
    // English
    'and',
    'or',
    'the',
    'in',
    'of',
    'only',
    'all',
    'both',
    'also',
    'plus',
    'including',
    'countries',
    'country',
    // French
    'et',
    'ou',
    'en',
    'au',
    'aux',
    'le',
    'la',
    'les',
    'du',
    'de',
    'des',
    'pays',
    'seulement',
    'uniquement',
    'tous',
    'toutes',
    // Portuguese
    'em',
    'no',
    'na',
    'nos',
    'nas',
    'os',
    'as',
    'do',
    'da',
    'dos',
    'das',
    'pais',
    'paises',
    'apenas',
    'somente',
    'todos',
    'todas',
    // Swahili ("au", or, is French's too)
    'ya',
    'wa',
    'za',
    'nchi',
    'tu',
    'zote',
    'katika',
    // Arabic
    'او',
    'في',
    'فقط',
    'دول',
    'بلدان',
    'الدول',
    'البلدان',
  ].map(fold),
)

/** What a text says about where a grant is open: the places it names, and its words that are not places. */
export interface PlacesRead {
  /** ISO codes of the African countries named, in the catalogue's order. */
  countryCodes: string[]
  /** GRANT_REGIONS ids of the regions named, as named. */
  geographicFocus: GrantRegion[]
  /**
   * Its other words (folded), in order: what it says beyond the places ("Kisumu County", "worldwide",
   * a place outside Africa). Empty when the text is only places and the words that join them.
   */
  otherWords: string[]
}

/**
 * The countries and regions a text names. A country name counts only when written with a capital
 * ("Mali", not Swahili "mali", property); names are removed once read, so the "South Africa" in a
 * list is not read again as a region and "Central African Republic" is not Central Africa. What is
 * left once they are removed is the text's other words: a place outside Africa ("Papua New Guinea")
 * is among them, although it is never read as the African country its name holds.
 */
export function readPlaces(text: string | null | undefined): PlacesRead {
  const written = head(squash(text ?? ''))
  if (!written) return { countryCodes: [], geographicFocus: [], otherWords: [] }
  const unread = fold(written)
  let folded = unread
  const found = new Set<string>()
  /**
   * Reads one pattern's matches, then blanks them all in one pass over the text (the matches of
   * one pattern never overlap). Blanking each match by rebuilding the text made the work grow with
   * the square of the text's length: a page of repeated country names blocked the server for minutes.
   */
  const readAndBlank = (pattern: RegExp, keep: (m: RegExpExecArray) => boolean) => {
    const parts: string[] = []
    let at = 0
    for (const m of folded.matchAll(pattern)) {
      if (!keep(m)) continue
      parts.push(folded.slice(at, m.index), ' '.repeat(m[0].length))
      at = m.index + m[0].length
    }
    if (parts.length) folded = parts.join('') + folded.slice(at)
  }
  const outside: Array<[start: number, end: number]> = []
  const { countries, demonyms, notAfrican, earlyRegions, regions } = placePatterns()
  for (const pattern of notAfrican) {
    readAndBlank(pattern, (m) => {
      outside.push([m.index, m.index + m[0].length])
      return true
    })
  }
  const focus = new Set<GrantRegion>()
  for (const { focus: ids, pattern } of earlyRegions) {
    readAndBlank(pattern, () => {
      for (const id of ids) focus.add(id)
      return true
    })
  }
  for (const { code, pattern } of countries) {
    readAndBlank(pattern, (m) => {
      const original = written.slice(m.index, m.index + m[0].length)
      // Lower case in a cased script is a word, not a name (Arabic has no case).
      if (original === original.toLowerCase() && /\p{Ll}/u.test(original)) return false
      found.add(code)
      return true
    })
  }
  // Adjectives are lower-case in French and Portuguese ("organisations sénégalaises"), so no capital is required.
  for (const { code, pattern } of demonyms) {
    readAndBlank(pattern, () => {
      found.add(code)
      return true
    })
  }
  for (const { focus: ids, patterns } of regions) {
    for (const pattern of patterns) {
      readAndBlank(pattern, () => {
        for (const id of ids) focus.add(id)
        return true
      })
    }
  }
  // Places outside Africa were blanked so as not to be read as African; they are words of the text all the same.
  let rest = folded
  for (const [start, end] of outside) rest = rest.slice(0, start) + unread.slice(start, end) + rest.slice(end)
  return {
    countryCodes: AFRICAN_COUNTRIES.filter((c) => found.has(c.code)).map((c) => c.code),
    geographicFocus: GRANT_REGIONS.filter((id) => focus.has(id)),
    otherWords: (rest.match(/[\p{L}\p{N}]+/gu) ?? []).filter((word) => word.length > 1 && !JOINING_WORDS.has(word)),
  }
}

/** The countries and regions a text names (readPlaces), and the text as written for a grant's country scope. */
export function parsePlaces(text: string | null | undefined): ParsedPlaces {
  const written = head(squash(text ?? ''))
  if (!written) return { countryCodes: [], geographicFocus: [], countryScope: null }
  const { countryCodes, geographicFocus } = readPlaces(written)
  const named = countryCodes.length > 0 || geographicFocus.length > 0
  return { countryCodes, geographicFocus, countryScope: named || written.length <= 200 ? clip(written, 500) : null }
}
