import { franc } from 'franc-min'
import type { FieldOrigin } from '../../../catalog/discovery.ts'
import { toUsd } from '../../../catalog/exchange-rates.ts'
import { LANGUAGES, type Language } from '../../../catalog/languages.ts'
import { SECTORS, type Sector } from '../../../catalog/sectors.ts'
import { snippets } from '../field-snippet.ts'
import type { DiscoveredGrantInput } from '../types.ts'

/**
 * What the three open-data importers share: the options they take and the small conversions every
 * record goes through (plain text, snippet, language, US dollars, URLs, dates, field origins).
 */

export interface ImportOptions {
  /** The file the records were read from; every record's pageUrl. */
  fileUrl: string
  /** The import's clock: records whose deadline or end date is before this day are skipped. */
  now: Date
}

export type Importer = (text: string, options: ImportOptions) => DiscoveredGrantInput[]

/** The reviewer's preview: the first 300 characters of the description. */
export const SNIPPET_LENGTH = 300

/** Markup some publishers leave in descriptions (grants.gov escapes its HTML), as plain text. */
export function plainText(value: unknown): string {
  if (typeof value !== 'string' && typeof value !== 'number') return ''
  return String(value)
    .replace(/<(br|\/p|\/li|\/div|\/h\d)\b[^>]*>/gi, '\n')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/[ \t\f\v\u00a0]+/g, ' ')
    .replace(/ *\n[\n ]*/g, '\n')
    .trim()
}

export const orNull = (text: string): string | null => (text === '' ? null : text)

export function snippetOf(description: string | null): string | null {
  if (!description) return null
  return description.replace(/\s+/g, ' ').trim().slice(0, SNIPPET_LENGTH) || null
}

const FRANC_CODES: Record<string, Language> = { eng: 'en', fra: 'fr', por: 'pt', arb: 'ar', swh: 'sw' }

/**
 * The language of a record's own text (franc-min, limited to our five languages). Short text is
 * not enough to tell, so under 40 characters the fallback stands (the publisher's own language
 * attribute when it gave one, else English).
 */
export function detectLanguage(text: string, fallback: Language = 'en'): Language {
  if (text.trim().length < 40) return fallback
  const code = franc(text, { only: Object.keys(FRANC_CODES), minLength: 40 })
  return FRANC_CODES[code] ?? fallback
}

export const asLanguage = (code: string | null | undefined): Language | null => {
  const short = code?.trim().toLowerCase().slice(0, 2)
  return short && (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : null
}

/** An amount in US dollars with the rate and the rate table's date, or nulls when the currency is unknown. */
export function usd(amount: number | null, currency: string | null): Pick<DiscoveredGrantInput, 'amountUsd' | 'fxRate' | 'fxDate'> {
  const converted = amount !== null && currency ? toUsd(amount, currency) : null
  return converted ? { amountUsd: converted.usd, fxRate: converted.rate, fxDate: converted.date } : { amountUsd: null, fxRate: null, fxDate: null }
}

/** A positive number from a record's amount field ("250000", "250,000.00"); 0, "none" and blanks are no amount. */
export function amount(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value > 0 ? value : null
  if (typeof value !== 'string') return null
  const cleaned = value.replace(/[,\s$]/g, '')
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null
  const number = Number(cleaned)
  return number > 0 ? number : null
}

/** "USD 250,000" */
export const money = (value: number, currency: string) => `${currency} ${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}`

/** An absolute http(s) URL, or null (mailto:, relative paths and junk are not links a reviewer can open). */
export function httpUrl(value: unknown): string | null {
  if (typeof value !== 'string') return null
  try {
    const url = new URL(value.trim())
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

/** The calendar day of an ISO date or date-time ("2027-03-15", "2027-03-15T00:00:00Z"), checked to be a real day. */
export function isoDay(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value.trim())
  return match ? calendarDay(match[1], match[2], match[3]) : null
}

/** YYYY-MM-DD when year, month and day make a real calendar day (no 31 April), else null. */
export function calendarDay(year: string, month: string, day: string): string | null {
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)))
  if (date.getUTCFullYear() !== Number(year) || date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null
  return `${year}-${month}-${day}`
}

/** Today in UTC as YYYY-MM-DD: a deadline on this day is still open. */
export const today = (now: Date) => now.toISOString().slice(0, 10)

/** Words that name a sector, folded (no accents), matched at the start of a word. English, French, Portuguese. */
const SECTOR_WORDS: Record<Sector, string[]> = {
  education: ['educat', 'school', 'literacy', 'teacher', 'scholarship', 'ecole', 'enseignement', 'alphabetisation', 'educacao', 'escola', 'ensino'],
  health: ['health', 'medical', 'hospital', 'disease', 'hiv', 'malaria', 'tuberculosis', 'maternal', 'sante', 'saude', 'paludisme', 'nutrition'],
  agriculture: ['agricultur', 'agricole', 'farm', 'crop', 'livestock', 'fisher', 'food security', 'securite alimentaire', 'seguranca alimentar', 'agropecu'],
  environment: [
    'environment',
    'environnement',
    'ambiental',
    'meio ambiente',
    'climate',
    'climat',
    'clima',
    'biodiversity',
    'biodiversite',
    'biodiversidade',
    'conservation',
    'forest',
    'foret',
    'floresta',
  ],
  technology: ['technolog', 'tecnolog', 'digital', 'numerique', 'ict', 'software', 'innovation', 'inovacao'],
  gender_equality: ['gender', 'women', 'girls', 'genre', 'femmes', 'filles', 'genero', 'mulheres', 'meninas'],
  economic_development: ['livelihood', 'enterprise', 'entrepreneur', 'employment', 'economic', 'microfinance', 'emploi', 'economique', 'emprego', 'economico', 'empreendedor'],
  governance: ['governance', 'democra', 'human rights', 'civil society', 'accountability', 'gouvernance', 'droits humains', 'societe civile', 'governacao', 'governanca', 'direitos humanos'],
  energy: ['energy', 'energie', 'energia', 'solar', 'solaire', 'electricity', 'electricite', 'eletricidade', 'renewable', 'renouvelable', 'renovave'],
}
const SECTOR_PATTERNS = SECTORS.map((sector) => ({
  sector,
  pattern: new RegExp(`(?<![a-z])(${SECTOR_WORDS[sector].map((word) => word.replace(/ /g, '\\s+')).join('|')})`),
}))

/** Sectors named in a record's words: the fallback when its codes map to none. */
export function sectorsFromWords(text: string): Sector[] {
  const folded = text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
  return SECTOR_PATTERNS.filter(({ pattern }) => pattern.test(folded)).map(({ sector }) => sector)
}

/** Keeps the catalogue's order and drops repeats. */
export const sectorList = (sectors: Iterable<Sector>): Sector[] => {
  const set = new Set(sectors)
  return SECTORS.filter((sector) => set.has(sector))
}

type Content = Omit<DiscoveredGrantInput, 'fieldOrigins' | 'fieldSnippets' | 'snippet' | 'isAwardedRecord' | 'externalId' | 'pageUrl'>

/** Every field the record filled came from the record itself. */
export function recordOrigins(grant: Content): DiscoveredGrantInput['fieldOrigins'] {
  const origins: DiscoveredGrantInput['fieldOrigins'] = {}
  for (const [key, value] of Object.entries(grant) as Array<[keyof Content, unknown]>) {
    // foreignApplicants false is a value ("only organizations from the funder's country"); other false flags are not.
    const filled = Array.isArray(value) ? value.length > 0 : key === 'foreignApplicants' ? value !== null : value !== null && value !== false
    if (filled) origins[key] = 'record' satisfies FieldOrigin
  }
  return origins
}

/**
 * Each field the record filled, quoted by the record's own text for it: its title, funder, amount and
 * deadline as written, the places it names. Sectors and language are read from the record's words
 * (its title, unless the importer says which text it read, such as the codes it mapped).
 */
export function recordSnippets(grant: Content, texts: RecordTexts = {}): DiscoveredGrantInput['fieldSnippets'] {
  const filled = recordOrigins(grant)
  const own: Record<string, string | null | undefined> = {
    title: grant.title,
    funderName: grant.funderName,
    description: grant.description,
    fundingAmount: grant.fundingAmount,
    currency: grant.fundingAmount ?? grant.currency,
    deadline: grant.deadlineText ?? grant.deadline,
    countryScope: grant.countryScope,
    countryCodes: grant.countryScope ?? grant.countryCodes.join(', '),
    geographicFocus: grant.countryScope,
    sectors: grant.title,
    applicationUrl: grant.applicationUrl,
    applicantTypes: grant.applicantTypes.join(', '),
    eligibleCountries: grant.eligibleCountries.join(', '),
    language: grant.title,
    ...texts,
  }
  return snippets(Object.fromEntries(Object.entries(own).filter(([field]) => filled[field as keyof Content])))
}

/** The record's own text for a field, where it is not the field's value (the codes sectors were mapped from). */
export type RecordTexts = Partial<Record<'sectors' | 'language' | 'deadline' | 'applicantTypes' | 'foreignApplicants' | 'eligibleCountries', string | null>>

/** Builds the finished input: snippet, field origins and field snippets follow from the content. */
export function discovered(identity: Pick<DiscoveredGrantInput, 'externalId' | 'pageUrl' | 'isAwardedRecord'>, content: Content, texts?: RecordTexts): DiscoveredGrantInput {
  return { ...identity, ...content, fieldOrigins: recordOrigins(content), fieldSnippets: recordSnippets(content, texts), snippet: snippetOf(content.description) }
}
