import type { FieldOrigin } from '../../catalog/discovery.ts'

/**
 * How far a reviewer can trust each field of a discovered grant (issue 25 §2), worked out when the
 * review page is shown, never stored: the place it was read (a data record or a page's JSON-LD or
 * microdata says what it means; the layout, the text and Open Graph are read by patterns; a language
 * model may invent) and checks on the value (a deadline already past, an amount without a currency,
 * an application address on another site…). Each failed check lowers the level by one. Pure.
 */

export const CONFIDENCE_LEVELS = ['high', 'medium', 'low'] as const
export type Confidence = (typeof CONFIDENCE_LEVELS)[number]

/** The checks a field can fail; each has a sentence in the catalogues (discovery.grant.check.<id>). */
export const CONFIDENCE_CHECKS = ['no_snippet', 'title_length', 'description_short', 'deadline_past', 'amount_no_currency', 'amount_order', 'amount_unread', 'places_unread', 'apply_off_site'] as const
export type ConfidenceCheck = (typeof CONFIDENCE_CHECKS)[number]

/** The fields the review page shows a confidence for, in the form's order. */
export const REVIEWED_FIELDS = [
  'title',
  'funderName',
  'description',
  'language',
  'fundingAmount',
  'deadline',
  'countryScope',
  'countryCodes',
  'geographicFocus',
  'sectors',
  'applicationUrl',
  'applicantTypes',
  'foreignApplicants',
  'eligibleCountries',
] as const
export type ReviewedField = (typeof REVIEWED_FIELDS)[number]

export interface FieldConfidence {
  level: Confidence
  origin: FieldOrigin
  /** The checks it failed, each of which lowered the level by one. */
  failed: ConfidenceCheck[]
}

/** Where a field was read, before any check. */
const BY_ORIGIN: Record<FieldOrigin, Confidence> = { record: 'high', jsonld: 'high', microdata: 'high', og: 'medium', structure: 'medium', text: 'medium', llm: 'low' }

/** What the checks read of a queue row (or of a grant the extraction read). */
export interface ConfidenceInput {
  fieldOrigins: Partial<Record<string, FieldOrigin>>
  fieldSnippets: Partial<Record<string, string>>
  pageUrl: string
  title: string
  funderName: string | null
  description: string | null
  language: string
  fundingAmount: string | null
  amountMin: number | null
  amountMax: number | null
  currency: string | null
  deadline: string | null
  countryScope: string | null
  countryCodes: readonly string[]
  geographicFocus: readonly string[]
  applicationUrl: string | null
  sectors: readonly string[]
  applicantTypes: readonly string[]
  foreignApplicants: boolean | null
  eligibleCountries: readonly string[]
}

/** Whether a field holds a value (the amounts count for the amount). */
function filled(field: ReviewedField, g: ConfidenceInput): boolean {
  if (field === 'fundingAmount') return Boolean(g.fundingAmount) || g.amountMin !== null || g.amountMax !== null
  if (field === 'foreignApplicants') return g.foreignApplicants !== null
  const value = g[field]
  return Array.isArray(value) ? value.length > 0 : Boolean(value)
}

/** Two-letter country domains whose names sit under a second level ("acacia.or.ke", "fund.org.za"). */
const SECOND_LEVELS = new Set(['ac', 'co', 'com', 'edu', 'go', 'gov', 'mil', 'ne', 'net', 'or', 'org', 'sc'])

/** The part of a host an organisation registers ("apply.acacia.or.ke" → "acacia.or.ke"); an IP address as it is. */
export function registeredDomain(host: string): string {
  const name = host.toLowerCase().replace(/\.$/, '')
  if (/^[\d.]+$/.test(name) || name.includes(':')) return name
  const labels = name.split('.')
  const keep = labels.length >= 3 && labels.at(-1)!.length === 2 && SECOND_LEVELS.has(labels.at(-2)!) ? 3 : 2
  return labels.slice(-keep).join('.')
}

/** Whether an application address is on another organisation's site than the page it was read on (a mailto: never is). */
function offSite(applicationUrl: string, pageUrl: string): boolean {
  try {
    const apply = new URL(applicationUrl)
    if (apply.protocol !== 'http:' && apply.protocol !== 'https:') return false
    return registeredDomain(apply.hostname) !== registeredDomain(new URL(pageUrl).hostname)
  } catch {
    return false
  }
}

/** The checks one field fails. `today` is YYYY-MM-DD. */
function failedChecks(field: ReviewedField, origin: FieldOrigin, g: ConfidenceInput, today: string): ConfidenceCheck[] {
  const failed: ConfidenceCheck[] = []
  // A data record is its own source; anything else the reviewer should be able to read where it came from.
  if (origin !== 'record' && origin !== 'llm' && !g.fieldSnippets[field]) failed.push('no_snippet')
  switch (field) {
    case 'title':
      if (g.title.length < 10 || g.title.length > 150) failed.push('title_length')
      break
    case 'description':
      if ((g.description ?? '').length < 60) failed.push('description_short')
      break
    case 'deadline':
      if (g.deadline && g.deadline < today) failed.push('deadline_past')
      break
    case 'fundingAmount': {
      const figures = g.amountMin !== null || g.amountMax !== null
      if (figures && !g.currency) failed.push('amount_no_currency')
      if (g.amountMin !== null && g.amountMax !== null && g.amountMin > g.amountMax) failed.push('amount_order')
      if (!figures && g.fundingAmount) failed.push('amount_unread')
      break
    }
    case 'countryScope':
    case 'countryCodes':
      if (g.countryScope && g.countryCodes.length === 0 && g.geographicFocus.length === 0) failed.push('places_unread')
      break
    case 'applicationUrl':
      // A record's page is the data file it came in: any address is on another site.
      if (origin !== 'record' && g.applicationUrl && offSite(g.applicationUrl, g.pageUrl)) failed.push('apply_off_site')
      break
  }
  return failed
}

/** One field's confidence, or null when the field was not read from anywhere or holds nothing (a pan-African call names no country). */
export function fieldConfidence(field: ReviewedField, grant: ConfidenceInput, today: string): FieldConfidence | null {
  // The amounts' origin is the amount's ("Up to KES 2,000,000" gives the figures and the currency).
  const origin = grant.fieldOrigins[field] ?? (field === 'fundingAmount' ? (grant.fieldOrigins.amountMax ?? grant.fieldOrigins.amountMin) : undefined)
  if (!origin || !filled(field, grant)) return null
  const failed = failedChecks(field, origin, grant, today)
  const level = CONFIDENCE_LEVELS[Math.min(CONFIDENCE_LEVELS.indexOf(BY_ORIGIN[origin]) + failed.length, CONFIDENCE_LEVELS.length - 1)]
  return { level, origin, failed }
}

/** Every reviewed field's confidence (fields read from nowhere are left out). */
export function grantConfidence(grant: ConfidenceInput, today: string): Partial<Record<ReviewedField, FieldConfidence>> {
  const out: Partial<Record<ReviewedField, FieldConfidence>> = {}
  for (const field of REVIEWED_FIELDS) {
    const confidence = fieldConfidence(field, grant, today)
    if (confidence) out[field] = confidence
  }
  return out
}
