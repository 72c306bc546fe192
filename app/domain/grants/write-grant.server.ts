import { AFRICAN_COUNTRIES, countriesInScope, regionOfCountry } from '../../catalog/countries.ts'
import { readPlaces } from '../discovery/extract/places.ts'
import { auRegionsOf, type Language } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'

export interface NewGrant {
  title: string
  description: string
  source: string
  funderName?: string | null
  /** A sector id (app/catalog/sectors.ts). */
  sector: string
  sectors?: string[]
  /** A grant type id. */
  grantType?: string | null
  status?: string
  /** The funder's own words ("Kenya, Uganda and Tanzania"): read for country codes; pages name the places instead, and show these words only when they say more (grantPlaces). */
  countryScope?: string | null
  /** Region ids, or pan_african. */
  geographicFocus?: string[]
  fundingAmount?: string | null
  /** The amount's top figure in USD when the text names another currency (read from fundingAmount otherwise). */
  fundingUsd?: number | null
  deadline?: string | null
  eligibility?: string | null
  /** Who may apply (APPLICANT_TYPES ids); empty: not stated. */
  applicantTypes?: string[]
  /** Whether organizations from outside the funder's country may apply; null: not stated. */
  foreignApplicants?: boolean | null
  /** ISO codes of the countries applicants must be registered in; empty: not stated. */
  eligibleCountries?: string[]
  targetAudience?: string[]
  focusAreas?: string[]
  applicationUrl?: string | null
  url?: string | null
  isDemo?: boolean
  /** The language the grant is written in (English unless told). */
  language?: Language
  createdAt?: Date
}

/** The largest dollar figure named in a free-text amount ("$10,000 - $25,000" gives 25000). */
export function parseFundingUsd(amount: string | null | undefined): number | null {
  if (!amount) return null
  const figures = [...amount.matchAll(/\$\s?([\d,]+(?:\.\d+)?)\s*([kKmM])?/g)].map((m) => {
    const base = Number(m[1].replace(/,/g, ''))
    const unit = m[2]?.toLowerCase()
    return unit === 'k' ? base * 1_000 : unit === 'm' ? base * 1_000_000 : base
  })
  return figures.length ? Math.round(Math.max(...figures)) : null
}

/**
 * Derives the indexed location columns: the codes of the countries named in the scope, and their AU regions (ids).
 * The scope is read in every language funders write it in ("Tchad", "Moçambique", "Afrika Kusini"),
 * with the crawler's reader beside the English names (ADR 071), so the country filter and matching
 * find a French funder's grant. A region that cuts across the AU's ("the Sahel", "Sub-Saharan
 * Africa") stands for the AU regions it overlaps.
 */
export function deriveLocation(countryScope: string | null | undefined, geographicFocus: string[] = []) {
  const named = new Set([...countriesInScope(countryScope), ...readPlaces(countryScope).countryCodes])
  const countryCodes = AFRICAN_COUNTRIES.filter((c) => named.has(c.code)).map((c) => c.code)
  const regions = new Set<string>(countryCodes.map((c) => regionOfCountry(c)!))
  for (const focus of geographicFocus) for (const region of auRegionsOf(focus)) regions.add(region)
  return { countryCodes, regions: [...regions] }
}

export function toGrantRow(input: NewGrant): typeof grants.$inferInsert {
  const geographicFocus = input.geographicFocus ?? []
  return {
    ...input,
    sectors: input.sectors ?? [input.sector],
    geographicFocus,
    ...deriveLocation(input.countryScope, geographicFocus),
    fundingUsd: input.fundingUsd !== undefined ? input.fundingUsd : parseFundingUsd(input.fundingAmount),
  }
}

/** Inserts grants in batches, reporting progress after each batch. */
export async function insertGrants(db: Db, items: NewGrant[], onProgress?: (done: number, total: number) => void) {
  const batchSize = 500
  for (let i = 0; i < items.length; i += batchSize) {
    await db.insert(grants).values(items.slice(i, i + batchSize).map(toGrantRow))
    onProgress?.(Math.min(i + batchSize, items.length), items.length)
  }
}
