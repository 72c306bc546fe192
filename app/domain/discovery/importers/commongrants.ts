import { APPLICANT_TYPES, type ApplicantType } from '../../../catalog/matching.ts'
import { applicantTypesIn } from '../extract/eligibility.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, detectLanguage, discovered, httpUrl, type ImportOptions, isoDay, money, orNull, plainText, sectorList, sectorsFromWords, today, usd } from './record.ts'

/**
 * A CommonGrants server's opportunity list: the JSON answer of `GET /common-grants/opportunities`
 * (`{items: [OpportunityBase…], paginationInfo: {page, pageSize, totalItems, totalPages}}`, protocol
 * 0.4.0: tests/fixtures/standards/schemas/commongrants-openapi-0.4.0.yaml). simpler.grants.gov and
 * other instances serve it.
 *
 * Which opportunities are kept:
 * - status `open` or `forecasted`; `closed` and `custom` statuses (under review, paused, archived,
 *   awarded…) are skipped: the protocol leaves a custom value's meaning to each server;
 * - a close date (keyDates.closeDate) on or after `now`; an opportunity with none is kept with no deadline;
 * - grants-gov.ts's rule, since the known instances (simpler.grants.gov) are US federal grants: the
 *   title, description or funding details must name an African country or region.
 *
 * The external id is `commongrants:<server host>:<id>`: the protocol's ids are unique within one server only.
 */

interface Money {
  amount?: unknown
  currency?: unknown
}
interface Event {
  eventType?: unknown
  date?: unknown
  time?: unknown
  endDate?: unknown
  endTime?: unknown
}
interface Opportunity {
  id?: unknown
  title?: unknown
  description?: unknown
  status?: { value?: unknown }
  source?: unknown
  funding?: { details?: unknown; totalAmountAvailable?: Money; minAwardAmount?: Money; maxAwardAmount?: Money; estimatedAwardCount?: unknown }
  keyDates?: { closeDate?: Event }
  acceptedApplicantTypes?: Array<{ value?: unknown; customValue?: unknown }>
}
/**
 * CommonGrants ApplicantTypeOptions (commongrants-openapi-0.4.0.yaml, CommonGrants.Models.ApplicantTypeOptions)
 * to our APPLICANT_TYPES. `organization` is any organization; `unrestricted` restricts nothing; `custom` is read from its words.
 */
const COMMONGRANTS_APPLICANT_TYPES: Readonly<Record<string, readonly ApplicantType[]>> = {
  individual: ['individual'],
  organization: ['ngo', 'university', 'government', 'business'],
  government_state: ['government'],
  government_county: ['government'],
  government_municipal: ['government'],
  government_special_district: ['government'],
  government_tribal: ['government'],
  school_district_independent: ['government'],
  organization_tribal_other: ['ngo'],
  higher_education_public: ['university'],
  higher_education_private: ['university'],
  non_profit_with_501c3: ['ngo'],
  nonprofit_without_501c3: ['ngo'],
  for_profit_small_business: ['business'],
  for_profit_not_small_business: ['business'],
}

/** An opportunity's accepted applicant types as ours; none when it names none, is unrestricted, or names all five. */
export function commonGrantsApplicantTypes(accepted: Opportunity['acceptedApplicantTypes']): ApplicantType[] {
  if (!Array.isArray(accepted)) return []
  const types = new Set<ApplicantType>()
  for (const entry of accepted) {
    const value = str(entry?.value)
    if (value === 'unrestricted') return []
    const mapped = value === 'custom' ? applicantTypesIn(str(entry?.customValue)) : (COMMONGRANTS_APPLICANT_TYPES[value] ?? [])
    for (const type of mapped) types.add(type)
  }
  return types.size === APPLICANT_TYPES.length ? [] : APPLICANT_TYPES.filter((type) => types.has(type))
}

interface ListResponse {
  items?: unknown
  paginationInfo?: { page?: unknown; pageSize?: unknown; totalItems?: unknown; totalPages?: unknown }
}

const KEPT_STATUSES = new Set(['open', 'forecasted'])

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
const currencyOf = (money: Money | undefined): string | null => (/^[A-Z]{3}$/.test(str(money?.currency).toUpperCase()) ? str(money?.currency).toUpperCase() : null)

function parseResponse(text: string): ListResponse {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error('Not a CommonGrants opportunity list: the text is not JSON')
  }
  if (!parsed || typeof parsed !== 'object' || !Array.isArray((parsed as ListResponse).items)) throw new Error('Not a CommonGrants opportunity list: no items array')
  return parsed as ListResponse
}

/** The close date's day and its text as written ("2026-03-31 17:00:00"): a single date, or a range's end. */
function closeDate(event: Event | undefined): { day: string | null; text: string | null } {
  if (!event) return { day: null, text: null }
  const range = str(event.eventType) === 'dateRange'
  const date = str(range ? event.endDate : event.date)
  const time = str(range ? event.endTime : event.time)
  return { day: isoDay(date), text: orNull([date, time].filter(Boolean).join(' ')) }
}

function amountFields(funding: Opportunity['funding']) {
  const min = amount(str(funding?.minAwardAmount?.amount))
  const max = amount(str(funding?.maxAwardAmount?.amount))
  const total = amount(str(funding?.totalAmountAvailable?.amount))
  const currency = currencyOf(max !== null ? funding?.maxAwardAmount : min !== null ? funding?.minAwardAmount : funding?.totalAmountAvailable)
  const perGrantCurrency = max !== null || min !== null ? currency : null
  const totalCurrency = currencyOf(funding?.totalAmountAvailable)
  const count = amount(funding?.estimatedAwardCount)
  const parts = [
    plainText(funding?.details),
    min !== null && perGrantCurrency ? `Minimum award: ${money(min, perGrantCurrency)}` : '',
    max !== null && perGrantCurrency ? `Maximum award: ${money(max, perGrantCurrency)}` : '',
    total !== null && totalCurrency ? `Total available: ${money(total, totalCurrency)}` : '',
    count !== null ? `Estimated awards: ${count}` : '',
  ].filter(Boolean)
  // Per-grant figures, never the total envelope.
  const top = perGrantCurrency ? (max ?? min) : null
  return {
    fundingAmount: parts.length > 0 ? parts.join('; ') : null,
    amountMin: perGrantCurrency ? min : null,
    amountMax: perGrantCurrency ? max : null,
    currency: top !== null ? perGrantCurrency : null,
    ...usd(top, perGrantCurrency),
  }
}

/** The open and forecasted opportunities of one page of a CommonGrants list that concern Africa. */
export function importCommonGrantsJson(text: string, { fileUrl, now }: ImportOptions): DiscoveredGrantInput[] {
  const items = (parseResponse(text).items as unknown[]).filter((item): item is Opportunity => !!item && typeof item === 'object')
  const server = new URL(fileUrl)
  const day = today(now)
  const seen = new Set<string>()
  const grants: DiscoveredGrantInput[] = []

  for (const item of items) {
    const id = str(item.id)
    const title = plainText(item.title)
    if (!id || !title) continue
    const externalId = `commongrants:${server.host}:${id}`
    if (seen.has(externalId)) continue
    if (!KEPT_STATUSES.has(str(item.status?.value))) continue
    const close = closeDate(item.keyDates?.closeDate)
    if (close.day && close.day < day) continue

    const description = plainText(item.description)
    const places = findAfricanPlaces([title, description, plainText(item.funding?.details)].join('\n'))
    if (places.mentions.length === 0) continue
    seen.add(externalId)

    const source = httpUrl(item.source)
    const apiUrl = new URL(`/common-grants/opportunities/${encodeURIComponent(id)}`, server).href
    const forecast = str(item.status?.value) === 'forecasted' ? 'Forecasted: not yet open for applications.' : ''
    grants.push(
      discovered(
        { externalId, pageUrl: source ?? apiUrl, isAwardedRecord: false },
        {
          canonicalUrl: source,
          title,
          funderName: null,
          description: orNull([description, forecast].filter(Boolean).join('\n\n')),
          ...amountFields(item.funding),
          deadline: close.day,
          deadlineText: close.text,
          isRolling: false,
          countryScope: places.mentions.join(', '),
          countryCodes: places.countryCodes,
          geographicFocus: places.geographicFocus,
          sectors: sectorList(sectorsFromWords(title)),
          applicationUrl: source,
          applicantTypes: commonGrantsApplicantTypes(item.acceptedApplicantTypes),
          foreignApplicants: null,
          eligibleCountries: [],
          language: detectLanguage(`${title}\n${description}`),
        },
      ),
    )
  }
  return grants
}

/**
 * The next page's request URL (`?page=N+1&pageSize=…` on the same URL), or null after the last page:
 * page ≥ totalPages, or, when the server gives no totalPages, a page shorter than pageSize.
 */
export function commonGrantsNextPage(requestUrl: string, responseText: string): string | null {
  const response = parseResponse(responseText)
  const items = response.items as unknown[]
  const info = response.paginationInfo ?? {}
  const page = amount(info.page) ?? 1
  const size = amount(info.pageSize) ?? items.length
  const totalPages = amount(info.totalPages) ?? (amount(info.totalItems) !== null && size > 0 ? Math.ceil((amount(info.totalItems) as number) / size) : null)
  if (items.length === 0) return null
  if (totalPages !== null ? page >= totalPages : items.length < size) return null
  const url = new URL(requestUrl)
  url.searchParams.set('page', String(page + 1))
  url.searchParams.set('pageSize', String(size))
  return url.href
}
