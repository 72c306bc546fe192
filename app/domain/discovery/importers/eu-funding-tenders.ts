import type { DiscoveredGrantInput } from '../types.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, asLanguage, detectLanguage, discovered, type ImportOptions, isoDay, money, orNull, plainText, sectorList, sectorsFromWords, today, usd } from './record.ts'

/**
 * The EU Funding & Tenders portal's search API (SEDIA): the JSON answer of
 * `https://api.tech.ec.europa.eu/search-api/prod/rest/search?apiKey=SEDIA&text=***&pageSize=…&pageNumber=…`
 * (`{totalResults, pageNumber, pageSize, results: [{metadata: {identifier: […], title: […], …}}]}`;
 * every metadata value is an array of strings).
 *
 * Which results are kept:
 * - status 31094501 (forthcoming) or 31094502 (open); 31094503 (closed) and unknown statuses are skipped;
 * - a deadline on or after `now`: the next deadline of a multi-cut-off call; for a two-stage call only
 *   the first stage's deadline (after it, only invited applicants submit). A call with no deadline is
 *   kept with none. The index keeps stale copies (DATASOURCE SEDIA_PRD_CENTRICITY) still marked
 *   forthcoming whose deadline is long past: the deadline skips them;
 * - unlike grants.gov, Africa is not required to be named: Horizon Europe (frameworkProgramme
 *   43108390) funds legal entities of low- and middle-income countries, most of Africa among them,
 *   so its calls are kept whatever places they name. A call of another programme is kept only when
 *   its title, description or call title names an African place (grants-gov.ts's rule), since many EU
 *   programmes are open to member states only;
 * - a result repeated in the same answer (the index returns some twice) is read once.
 *
 * Amount: the topic's own line of `budgetOverview` (a JSON string; the line whose `action` starts
 * with the topic identifier): min/maxContribution per grant, in euros. The call's whole budget
 * (budgetYearMap) is kept in the amount text only. A budgetOverview that does not parse gives no amount.
 */

export const EU_FT_STATUS = { forthcoming: '31094501', open: '31094502', closed: '31094503' } as const
/** Horizon Europe's frameworkProgramme id in the SEDIA index. */
export const HORIZON_EUROPE = '43108390'
export const EU_FT_SEARCH_URL = 'https://api.tech.ec.europa.eu/search-api/prod/rest/search'

export const euTopicUrl = (identifier: string) => `https://ec.europa.eu/info/funding-tenders/opportunities/portal/screen/opportunities/topic-details/${encodeURIComponent(identifier)}`

type Metadata = Record<string, unknown>
interface SediaResult {
  summary?: unknown
  language?: unknown
  metadata?: Metadata
}
interface SediaResponse {
  totalResults?: unknown
  pageNumber?: unknown
  pageSize?: unknown
  results?: unknown
}

const values = (metadata: Metadata, key: string): string[] => {
  const value = metadata[key]
  const list = Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]
  return list.filter((v): v is string => typeof v === 'string').map((v) => v.trim())
}
const first = (metadata: Metadata, key: string): string => values(metadata, key)[0] ?? ''

/** Keywords come as plain strings, or in older records as one JSON array written as a string. */
function keywords(metadata: Metadata): string[] {
  return values(metadata, 'keywords').flatMap((keyword) => {
    if (!keyword.startsWith('[')) return [keyword]
    try {
      const parsed: unknown = JSON.parse(keyword)
      return Array.isArray(parsed) ? parsed.filter((k): k is string => typeof k === 'string') : []
    } catch {
      return []
    }
  })
}

interface BudgetLine {
  action?: unknown
  expectedGrants?: unknown
  minContribution?: unknown
  maxContribution?: unknown
  budgetYearMap?: unknown
}

/** The topic's own line of the call's budget overview, or null when there is none or it does not parse. */
export function topicBudget(budgetOverview: string, identifier: string): BudgetLine | null {
  if (!budgetOverview) return null
  let parsed: unknown
  try {
    parsed = JSON.parse(budgetOverview)
  } catch {
    return null
  }
  const map = (parsed as { budgetTopicActionMap?: unknown })?.budgetTopicActionMap
  if (!map || typeof map !== 'object') return null
  const lines = Object.values(map as Record<string, unknown>).flatMap((list) => (Array.isArray(list) ? (list as BudgetLine[]) : []))
  return lines.find((line) => typeof line?.action === 'string' && (line.action === identifier || line.action.startsWith(`${identifier} - `))) ?? null
}

function amountFields(line: BudgetLine | null) {
  const none = { fundingAmount: null, amountMin: null, amountMax: null, currency: null, ...usd(null, null) }
  if (!line) return none
  const min = amount(line.minContribution)
  const max = amount(line.maxContribution)
  const yearMap = line.budgetYearMap && typeof line.budgetYearMap === 'object' ? Object.values(line.budgetYearMap as Record<string, unknown>) : []
  const yearAmounts = yearMap.map(amount).filter((v): v is number => v !== null)
  const total = yearAmounts.length > 0 ? yearAmounts.reduce((sum, v) => sum + v, 0) : null
  const grants = amount(line.expectedGrants)
  const parts = [
    min !== null && max !== null && min !== max ? `${money(min, 'EUR')} to ${money(max, 'EUR')} per grant` : null,
    max !== null && (min === null || min === max) ? `${money(max, 'EUR')} per grant` : null,
    total !== null ? `Topic budget: ${money(total, 'EUR')}` : null,
    grants !== null ? `Expected grants: ${grants}` : null,
  ].filter(Boolean)
  const top = max ?? min
  return {
    fundingAmount: parts.length > 0 ? parts.join('; ') : null,
    amountMin: min,
    amountMax: max,
    currency: top !== null ? 'EUR' : null,
    ...usd(top, 'EUR'),
  }
}

/** The deadline that counts on `day`: see the rules above. Null deadline with `open` true: no deadline given. */
function currentDeadline(metadata: Metadata, day: string): { deadline: string | null; raw: string | null; open: boolean } {
  const dated = values(metadata, 'deadlineDate')
    .map((raw) => ({ raw, day: isoDay(raw) }))
    .filter((d): d is { raw: string; day: string } => d.day !== null)
    .sort((a, b) => a.day.localeCompare(b.day))
  if (dated.length === 0) return { deadline: null, raw: null, open: true }
  const candidates = first(metadata, 'deadlineModel') === 'two-stage' ? dated.slice(0, 1) : dated
  const next = candidates.find((d) => d.day >= day)
  return next ? { deadline: next.day, raw: next.raw, open: true } : { deadline: null, raw: null, open: false }
}

function parseResponse(text: string): SediaResponse {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error('Not an EU Funding & Tenders search answer: the text is not JSON')
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as SediaResponse).results)) {
    throw new Error('Not an EU Funding & Tenders search answer: no results array')
  }
  return parsed as SediaResponse
}

/** The open and forthcoming calls of one page of the EU Funding & Tenders search API. */
export function importEuFundingTendersJson(text: string, { now }: ImportOptions): DiscoveredGrantInput[] {
  const results = (parseResponse(text).results as unknown[]).filter((r): r is SediaResult => !!r && typeof r === 'object')
  const day = today(now)
  const seen = new Set<string>()
  const grants: DiscoveredGrantInput[] = []

  for (const result of results) {
    const metadata = result.metadata ?? {}
    const identifier = first(metadata, 'identifier')
    const title = plainText(first(metadata, 'title') || result.summary)
    if (!identifier || !title) continue
    const externalId = `eu-ft:${identifier}`
    if (seen.has(externalId)) continue

    const status = first(metadata, 'status')
    if (status !== EU_FT_STATUS.open && status !== EU_FT_STATUS.forthcoming) continue
    const { deadline, raw, open } = currentDeadline(metadata, day)
    if (!open) continue

    const description = plainText(first(metadata, 'descriptionByte') || first(metadata, 'description'))
    const callTitle = plainText(first(metadata, 'callTitle'))
    const callIdentifier = first(metadata, 'callIdentifier')
    const places = findAfricanPlaces([title, description, callTitle].join('\n'))
    const horizon = values(metadata, 'frameworkProgramme').includes(HORIZON_EUROPE)
    if (!horizon && places.mentions.length === 0) continue
    seen.add(externalId)

    const topicUrl = euTopicUrl(identifier)
    const call = callIdentifier ? `Call: ${callTitle && callTitle !== callIdentifier ? `${callTitle} (${callIdentifier})` : callIdentifier}` : ''
    const statusText = status === EU_FT_STATUS.forthcoming ? `Forthcoming: opens ${isoDay(first(metadata, 'startDate')) ?? 'later'}` : ''
    const fullDescription = [description, call, statusText].filter(Boolean).join('\n\n')
    const words = [title, ...keywords(metadata), ...values(metadata, 'tags')].join('\n')

    grants.push(
      discovered(
        { externalId, pageUrl: topicUrl, isAwardedRecord: false },
        {
          canonicalUrl: topicUrl,
          title,
          funderName: 'European Commission',
          description: orNull(fullDescription),
          ...amountFields(topicBudget(first(metadata, 'budgetOverview'), identifier)),
          deadline,
          deadlineText: raw,
          isRolling: false,
          countryScope: places.mentions.length > 0 ? places.mentions.join(', ') : null,
          countryCodes: places.countryCodes,
          geographicFocus: places.geographicFocus,
          sectors: sectorList(sectorsFromWords(words)),
          applicationUrl: topicUrl,
          applicantTypes: [],
          foreignApplicants: null,
          eligibleCountries: [],
          language: detectLanguage(`${title}\n${description}`, asLanguage(first(metadata, 'language') || (typeof result.language === 'string' ? result.language : null)) ?? 'en'),
        },
        // The title, keywords and tags the sectors were read from.
        { sectors: words },
      ),
    )
  }
  return grants
}

/**
 * The next page's request URL for the search API, or null after the last page. The URL keeps the
 * request's own parameters (apiKey, text, pageSize…) and moves pageNumber on by one; the query and
 * sort the caller posts with it stay the caller's.
 */
export function euFundingTendersNextPage(requestUrl: string, responseText: string): string | null {
  const response = parseResponse(responseText)
  const results = response.results as unknown[]
  const total = amount(response.totalResults) ?? 0
  const page = amount(response.pageNumber) ?? 1
  const size = amount(response.pageSize) ?? results.length
  if (results.length === 0 || size === 0 || page * size >= total) return null
  const url = new URL(requestUrl)
  url.searchParams.set('pageNumber', String(page + 1))
  url.searchParams.set('pageSize', String(size))
  return url.href
}
