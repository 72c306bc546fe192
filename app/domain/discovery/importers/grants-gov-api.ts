import { readEligibility } from '../extract/eligibility.ts'
import type { DiscoveredGrantInput } from '../types.ts'
import { GRANTS_GOV_CATEGORY_SECTORS, grantsGovAmounts, grantsGovApplicantTypes, grantsGovDate, grantsGovDetailUrl } from './grants-gov.ts'
import { findAfricanPlaces } from './places-lite.ts'
import { amount, detectLanguage, discovered, httpUrl, type ImportOptions, isoDay, orNull, plainText, sectorList, sectorsFromWords, today } from './record.ts'

/**
 * grants.gov's public JSON API (https://api.grants.gov/v1/api/…), POST only, no key. Two answers, in
 * the same envelope `{errorcode, msg, data}`:
 *
 * - `search2`: one page of a search, `data.{hitCount, startRecord, oppHits: [{id, number, title,
 *   agencyCode, agency, openDate, closeDate (MM/DD/YYYY or ""), oppStatus, docType, cfdaList}]}`.
 *   A hit carries no description, amount or eligibility;
 * - `fetchOpportunity`: one opportunity, `data.{id, opportunityNumber, opportunityTitle, docType,
 *   synopsis | forecast: {…Desc, applicantTypes, applicantEligibilityDesc, awardFloor/Ceiling,
 *   responseDateStr, fundingActivityCategories…}}`. Only this answer says who may apply, and
 *   whether "Non-domestic (non-U.S.) Entities" may: kept as foreignApplicants.
 *
 * Which records are kept, as the XML extract's importer (grants-gov.ts) keeps them: posted and
 * forecasted only (closed and archived skipped); a close date before `now` skipped, none kept with no
 * deadline; and only a record that names an African country or region (or Africa) in what it carries:
 * a hit's title and agency (an embassy's "U.S. Mission to Djibouti"), a detail's title, description,
 * eligibility text and agency. A search's keyword does not qualify its hits: grants.gov matches it
 * anywhere in the record, "African American" included.
 *
 * Ids are grants.gov's opportunity ids, `grants.gov:<id>`, the same as the XML extract's.
 */

export const GRANTS_GOV_API = 'https://api.grants.gov/v1/api/'

interface Envelope {
  errorcode?: unknown
  msg?: unknown
  data?: Record<string, unknown>
}

type Hit = Record<string, unknown>

const str = (value: unknown): string => (typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '')
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : [])
const record = (value: unknown): Record<string, unknown> | null => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null)

export function parseGrantsGovApi(text: string): { kind: 'search'; data: Record<string, unknown> } | { kind: 'opportunity'; data: Record<string, unknown> } {
  let parsed: Envelope
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new Error('Not a grants.gov API answer: the text is not JSON')
  }
  const data = record(parsed?.data)
  if (!data) throw new Error('Not a grants.gov API answer: no data object')
  if (parsed.errorcode !== undefined && parsed.errorcode !== 0 && parsed.errorcode !== '0') throw new Error(`grants.gov answered errorcode ${str(parsed.errorcode)}: ${str(parsed.msg)}`)
  if (Array.isArray(data.oppHits)) return { kind: 'search', data }
  if (data.id !== undefined && (data.synopsis || data.forecast || data.opportunityTitle)) return { kind: 'opportunity', data }
  throw new Error('Not a grants.gov API answer: neither search hits nor an opportunity')
}

/** Statuses a search hit or an opportunity may have that are calls: posted (open) and forecasted. */
const OPEN_STATUSES = new Set(['posted', 'forecasted'])

/**
 * Whether organizations from outside the United States may apply, from grants.gov's eligibility text.
 * Agencies list "Non-domestic (non-U.S.) Entities (Foreign Organizations|Institutions)" among the
 * eligible applicants, and some then say they "are not eligible to apply" (NIH's own wording): the
 * refusal wins. Otherwise the text is read like any eligibility section (extract/eligibility.ts).
 */
export function grantsGovForeignApplicants(text: string): { foreignApplicants: boolean | null; said: string | null } {
  const sentences = text
    .split(/;\s*|(?<=\.)\s+|\n+/)
    .map((sentence) => sentence.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
  const refusal = sentences.find((sentence) => /(non-domestic \(non-u\.s\.\) entities[^.;]*|foreign (organi[sz]ations|institutions|entities|applicants)) (are|is) not eligible/i.test(sentence))
  if (refusal) return { foreignApplicants: false, said: refusal }
  const listed = sentences.find((sentence) => /non-domestic \(non-u\.s\.\) entities/i.test(sentence))
  if (listed) return { foreignApplicants: true, said: listed }
  const read = readEligibility(text).foreignApplicants
  return { foreignApplicants: read, said: read === null ? null : text }
}

function hitRecord(hit: Hit, day: string): DiscoveredGrantInput | null {
  const id = str(hit.id)
  const title = plainText(str(hit.title))
  if (!id || !title) return null
  const status = str(hit.oppStatus).toLowerCase()
  if (!OPEN_STATUSES.has(status)) return null
  const closeText = str(hit.closeDate)
  const deadline = grantsGovUsDate(closeText)
  if (deadline && deadline < day) return null
  const agency = plainText(str(hit.agency) || str(hit.agencyName))
  const places = findAfricanPlaces([title, agency].join('\n'))
  if (places.mentions.length === 0) return null

  const number = str(hit.number)
  const listings = list(hit.cfdaList ?? hit.alnist)
    .map(str)
    .filter(Boolean)
  const description = [
    number ? `Funding opportunity ${number}${str(hit.agencyCode) ? ` (${str(hit.agencyCode)})` : ''}.` : '',
    status === 'forecasted' ? 'Forecasted: not yet open for applications.' : '',
    listings.length > 0 ? `Assistance listings: ${listings.join(', ')}.` : '',
  ]
    .filter(Boolean)
    .join('\n\n')
  const detailUrl = grantsGovDetailUrl(id)
  return discovered(
    { externalId: `grants.gov:${id}`, pageUrl: detailUrl, isAwardedRecord: false },
    {
      canonicalUrl: detailUrl,
      title,
      funderName: orNull(agency),
      description: orNull(description),
      // A search hit carries no amount: fetchOpportunity does.
      ...grantsGovAmounts(null, null, null),
      deadline,
      deadlineText: orNull(closeText),
      isRolling: false,
      countryScope: places.mentions.join(', '),
      countryCodes: places.countryCodes,
      geographicFocus: places.geographicFocus,
      sectors: sectorList(sectorsFromWords(title)),
      applicationUrl: detailUrl,
      // A search hit does not say who may apply: fetchOpportunity does.
      applicantTypes: [],
      foreignApplicants: null,
      eligibleCountries: [],
      // grants.gov publishes in English, and a title alone is too short to tell.
      language: 'en',
    },
  )
}

/** search2's dates are MM/DD/YYYY; anything else is no date. */
export function grantsGovUsDate(value: string): string | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim())
  return match ? grantsGovDate(`${match[1]}${match[2]}${match[3]}`) : null
}

const codes = (value: unknown): string[] =>
  list(value)
    .flatMap((item) => (record(item) ? [str(record(item)?.id)] : [str(item)]))
    .filter(Boolean)

function opportunityRecord(data: Record<string, unknown>, day: string): DiscoveredGrantInput | null {
  const id = str(data.id)
  const title = plainText(str(data.opportunityTitle))
  if (!id || !title) return null
  const forecast = record(data.forecast)
  const body = record(data.synopsis) ?? forecast
  if (!body) return null
  const status = (str(data.ost) || (forecast ? 'forecasted' : 'posted')).toLowerCase()
  if (!OPEN_STATUSES.has(status)) return null

  // A synopsis's response date is its deadline; a forecast's is an estimate, kept as text only.
  const closeRaw = forecast ? '' : str(body.responseDateStr) || str(body.responseDate)
  const deadline = forecast ? null : isoDay(str(body.responseDateStr))
  if (deadline && deadline < day) return null

  const description = plainText(str(body.synopsisDesc) || str(body.forecastDesc))
  const eligibility = plainText(str(body.applicantEligibilityDesc))
  const agencyDetails = record(body.agencyDetails) ?? record(data.agencyDetails)
  const agency = plainText(str(body.agencyName) || str(agencyDetails?.agencyName))
  const places = findAfricanPlaces([title, description, eligibility, agency].join('\n'))
  if (places.mentions.length === 0) return null

  const amounts = grantsGovAmounts(amount(body.awardFloor), amount(body.awardCeiling), amount(body.estimatedFunding))

  const categoryCodes = codes(body.fundingActivityCategories)
  const codedSectors = categoryCodes.flatMap((code) => GRANTS_GOV_CATEGORY_SECTORS[code] ?? [])
  const applicantCodes = codes(body.applicantTypes)
  const read = readEligibility(eligibility)
  const { foreignApplicants, said } = grantsGovForeignApplicants(eligibility)
  const estimated = forecast ? isoDay(str(forecast.estApplicationResponseDateStr)) : null
  const detailUrl = grantsGovDetailUrl(id)
  const fullDescription = [
    description,
    forecast ? `Forecasted: not yet open for applications.${estimated ? ` Estimated application due date: ${estimated}.` : ''}` : '',
    eligibility ? `Eligibility: ${eligibility}` : '',
  ]
    .filter(Boolean)
    .join('\n\n')

  return discovered(
    { externalId: `grants.gov:${id}`, pageUrl: detailUrl, isAwardedRecord: false },
    {
      canonicalUrl: detailUrl,
      title,
      funderName: orNull(agency),
      description: orNull(fullDescription),
      ...amounts,
      deadline,
      deadlineText: orNull(closeRaw),
      isRolling: false,
      countryScope: places.mentions.join(', '),
      countryCodes: places.countryCodes,
      geographicFocus: places.geographicFocus,
      sectors: sectorList(codedSectors.length > 0 ? codedSectors : sectorsFromWords(title)),
      applicationUrl: httpUrl(body.fundingDescLinkUrl) ?? detailUrl,
      applicantTypes: grantsGovApplicantTypes(applicantCodes, eligibility),
      foreignApplicants,
      // The countries the text names as where applicants must be, unless it opens the call to non-U.S. entities.
      eligibleCountries: foreignApplicants === true ? [] : read.eligibleCountries,
      language: detectLanguage(`${title}\n${description}`),
    },
    {
      sectors: codedSectors.length > 0 ? `fundingActivityCategories: ${categoryCodes.join(', ')}` : null,
      applicantTypes: [`applicantTypes: ${applicantCodes.join(', ')}`, applicantCodes.includes('25') ? eligibility : ''].filter(Boolean).join(' · '),
      foreignApplicants: said,
      eligibleCountries: eligibility,
    },
  )
}

/** The open and forecasted calls concerning Africa in one answer of grants.gov's search2 or fetchOpportunity. */
export function importGrantsGovApiJson(text: string, { now }: ImportOptions): DiscoveredGrantInput[] {
  const answer = parseGrantsGovApi(text)
  const day = today(now)
  if (answer.kind === 'opportunity') {
    const grant = opportunityRecord(answer.data, day)
    return grant ? [grant] : []
  }
  const seen = new Set<string>()
  const grants: DiscoveredGrantInput[] = []
  for (const hit of list(answer.data.oppHits)) {
    const hitObject = record(hit)
    const grant = hitObject ? hitRecord(hitObject, day) : null
    if (!grant || seen.has(grant.externalId)) continue
    seen.add(grant.externalId)
    grants.push(grant)
  }
  return grants
}

/** A POST of grants.gov's API: the address without its query, and the JSON body. */
export interface GrantsGovRequest {
  url: string
  method: 'POST'
  body: string
}

/** Rows asked per search2 page when the source's address does not say. */
export const GRANTS_GOV_ROWS = 100

/**
 * The first request for a source whose address is grants.gov's API, or null for any other address
 * (the XML extract, read with GET). The address carries the request in its query, since a source is
 * one address: `…/search2?keyword=africa&oppStatuses=forecasted|posted&rows=100` posts
 * `{"keyword":"africa","oppStatuses":"forecasted|posted","rows":100,"startRecordNum":0}` (statuses
 * default to forecasted|posted, rows to 100); `…/fetchOpportunity?opportunityId=355439` posts
 * `{"opportunityId":355439}`.
 */
export function grantsGovFirstRequest(sourceUrl: string): GrantsGovRequest | null {
  let url: URL
  try {
    url = new URL(sourceUrl)
  } catch {
    return null
  }
  const endpoint = url.pathname.replace(/\/+$/, '').split('/').pop()?.toLowerCase()
  const params = Object.fromEntries(url.searchParams)
  const target = `${url.origin}${url.pathname}`
  if (endpoint === 'search2') {
    const body: Record<string, string | number> = { ...params, oppStatuses: params.oppStatuses || 'forecasted|posted' }
    body.rows = Number.parseInt(params.rows ?? '', 10) > 0 ? Number.parseInt(params.rows, 10) : GRANTS_GOV_ROWS
    body.startRecordNum = Number.parseInt(params.startRecordNum ?? '', 10) >= 0 ? Number.parseInt(params.startRecordNum, 10) : 0
    return { url: target, method: 'POST', body: JSON.stringify(body) }
  }
  if (endpoint === 'fetchopportunity') {
    const id = Number.parseInt(params.opportunityId ?? params.id ?? '', 10)
    return Number.isInteger(id) && id > 0 ? { url: target, method: 'POST', body: JSON.stringify({ opportunityId: id }) } : null
  }
  return null
}

/**
 * The next search2 page's request (startRecordNum moved past the hits read), or null after the last:
 * once startRecordNum reaches hitCount, on an empty page, and for fetchOpportunity (one record).
 */
export function grantsGovNextRequest(request: GrantsGovRequest, responseText: string): GrantsGovRequest | null {
  const answer = parseGrantsGovApi(responseText)
  if (answer.kind !== 'search') return null
  const body = JSON.parse(request.body) as Record<string, unknown>
  const hits = list(answer.data.oppHits).length
  const hitCount = amount(answer.data.hitCount) ?? 0
  const start = typeof answer.data.startRecord === 'number' ? answer.data.startRecord : typeof body.startRecordNum === 'number' ? body.startRecordNum : 0
  const next = start + hits
  if (hits === 0 || next >= hitCount) return null
  return { ...request, body: JSON.stringify({ ...body, startRecordNum: next }) }
}
