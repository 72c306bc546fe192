import { eq, sql } from 'drizzle-orm'
import { grants } from '../../db/schema/index.ts'

/**
 * Our published grants as CommonGrants opportunities (ADR 031). Published means `status = 'active'`:
 * everything the site lists, closed ones included (their `status.value` is `closed`). Fields
 * without a value are left out, never sent as null (the base's OAS 3.0 `nullable` is not read by
 * JSON Schema validators).
 */

export type CustomField = { name: string; fieldType: 'string' | 'boolean' | 'array'; value: string | boolean | string[] }
export type Money = { amount: string; currency: string }
export type SingleDateEvent = { name: string; eventType: 'singleDate'; date: string }

/** CommonGrants.Models.OpportunityBase as we send it. */
export interface Opportunity {
  id: string
  title: string
  status: { value: 'open' | 'closed'; description: string }
  description: string
  funding?: { details?: string; maxAwardAmount?: Money }
  keyDates?: { postDate?: SingleDateEvent; closeDate?: SingleDateEvent }
  acceptedApplicantTypes?: Array<{ value: string; customValue?: string }>
  source?: string
  customFields: Record<string, CustomField>
  createdAt: string
  lastModifiedAt: string
}

/** Published grants only. */
export const publishedGrant = () => eq(grants.status, 'active')

/** Open: rolling, or a deadline today or later (the database's today, as the site counts it). */
export const isOpenSql = sql<boolean>`(${grants.deadline} is null or ${grants.deadline} >= current_date)`

/** The columns an opportunity is built from. */
export const opportunityColumns = {
  id: grants.id,
  title: grants.title,
  description: grants.description,
  source: grants.source,
  funderName: grants.funderName,
  sector: grants.sector,
  sectors: grants.sectors,
  grantType: grants.grantType,
  countryScope: grants.countryScope,
  countryCodes: grants.countryCodes,
  regions: grants.regions,
  fundingAmount: grants.fundingAmount,
  fundingUsd: grants.fundingUsd,
  deadline: grants.deadline,
  eligibility: grants.eligibility,
  eligibleOrgTypes: grants.eligibleOrgTypes,
  applicantTypes: grants.applicantTypes,
  applicationUrl: grants.applicationUrl,
  url: grants.url,
  isDemo: grants.isDemo,
  language: grants.language,
  createdAt: grants.createdAt,
  updatedAt: grants.updatedAt,
  open: isOpenSql.as('open'),
}

export interface OpportunityRow {
  id: string
  title: string
  description: string
  source: string
  funderName: string | null
  sector: string
  sectors: string[]
  grantType: string | null
  countryScope: string | null
  countryCodes: string[]
  regions: string[]
  fundingAmount: string | null
  fundingUsd: number | null
  deadline: string | null
  eligibility: string | null
  eligibleOrgTypes: string[]
  applicantTypes: string[]
  applicationUrl: string | null
  url: string | null
  isDemo: boolean
  language: string
  createdAt: Date | string
  updatedAt: Date | string
  open: boolean
}

/** An address a client can follow: http(s) only, as the base's `format: uri` expects. */
function webAddress(value: string | null): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : undefined
  } catch {
    return undefined
  }
}

const iso = (value: Date | string) => new Date(value).toISOString()

const field = (name: string, value: string | boolean | string[] | null | undefined): [string, CustomField][] => {
  if (value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0)) return []
  const fieldType = Array.isArray(value) ? 'array' : typeof value === 'boolean' ? 'boolean' : 'string'
  return [[name, { name, fieldType, value }]]
}

/** One grant as an opportunity; `appUrl` makes its link on our site. */
export function toOpportunity(row: OpportunityRow, appUrl: string): Opportunity {
  const funding = {
    ...(row.fundingAmount ? { details: row.fundingAmount } : {}),
    ...(row.fundingUsd !== null && row.fundingUsd !== undefined ? { maxAwardAmount: { amount: String(row.fundingUsd), currency: 'USD' } } : {}),
  }
  const open = Boolean(row.open)
  const source = webAddress(row.url) ?? webAddress(row.applicationUrl)
  return {
    id: row.id,
    title: row.title,
    status: { value: open ? 'open' : 'closed', description: open ? 'Accepting applications' : 'The deadline has passed' },
    description: row.description,
    ...(Object.keys(funding).length ? { funding } : {}),
    keyDates: {
      postDate: { name: 'Published', eventType: 'singleDate', date: iso(row.createdAt).slice(0, 10) },
      ...(row.deadline ? { closeDate: { name: 'Application deadline', eventType: 'singleDate', date: row.deadline } } : {}),
    },
    // Who may apply: the stated applicant types (ADR 057), else the kinds the eligibility text names (ADR 028), else anyone.
    acceptedApplicantTypes: applicantTypesOf(row).length
      ? applicantTypesOf(row).map((type) => (type === 'individual' ? { value: 'individual' } : { value: 'custom', customValue: type }))
      : [{ value: 'unrestricted' }],
    ...(source ? { source } : {}),
    customFields: Object.fromEntries([
      ...field('funder', row.funderName ?? row.source),
      ...field('sector', row.sector),
      ...field('sectors', row.sectors),
      ...field('countries', row.countryCodes),
      ...field('regions', row.regions),
      ...field('countryScope', row.countryScope),
      ...field('grantType', row.grantType),
      ...field('language', row.language),
      ...field('eligibility', row.eligibility),
      ...field('rolling', row.deadline ? null : true),
      ...field('isDemo', row.isDemo),
      ...field('harambeeUrl', `${appUrl}/grant/${row.id}`),
    ]),
    createdAt: iso(row.createdAt),
    lastModifiedAt: iso(row.updatedAt),
  }
}

/** The kinds of applicant a grant is for: those it states, else those its eligibility text names. */
const applicantTypesOf = (row: { applicantTypes: string[]; eligibleOrgTypes: string[] }) => (row.applicantTypes.length ? row.applicantTypes : row.eligibleOrgTypes)
