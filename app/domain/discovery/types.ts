import type { FieldOrigin } from '../../catalog/discovery.ts'
import type { Language } from '../../catalog/languages.ts'

/**
 * One grant as the crawler's extraction or an importer read it, before it is written to the
 * discovery queue. Every field a reviewer sees; `fieldOrigins` says where each came from and
 * `fieldSnippets` what it said there.
 */
export interface DiscoveredGrantInput {
  /** The source's own id for it: OpportunityID, a 360Giving id, an iati-identifier, or the canonical URL of a page. */
  externalId: string
  /** The page (or file) it was read from. */
  pageUrl: string
  /** The page's canonical URL (normalised, see canonicalUrl in extract/canonical-url.ts), or null for records without one. */
  canonicalUrl: string | null
  /** An open-data record of a grant already awarded (360Giving, IATI), not an open call. */
  isAwardedRecord: boolean
  title: string
  funderName: string | null
  description: string | null
  /** The amount as the source wrote it ("Up to KES 2,000,000"). */
  fundingAmount: string | null
  amountMin: number | null
  amountMax: number | null
  /** ISO 4217. */
  currency: string | null
  /** The top figure converted to US dollars with the rate and the rate's date below. */
  amountUsd: number | null
  fxRate: number | null
  fxDate: string | null
  /** ISO date (YYYY-MM-DD). */
  deadline: string | null
  /** The deadline as written. */
  deadlineText: string | null
  /** "Rolling", "open until filled", "en continu", "fluxo contínuo". */
  isRolling: boolean
  /** Country and region names as the funder wrote them (shown only when they say more than the places named from them: grantPlaces). */
  countryScope: string | null
  /** ISO 3166-1 alpha-2 codes of the 54 African countries it names. */
  countryCodes: string[]
  /** GRANT_REGIONS ids (app/catalog/sectors.ts): pan_african, the AU regions and the regions that cut across them (the Sahel). */
  geographicFocus: string[]
  /** SECTORS ids (app/catalog/sectors.ts). */
  sectors: string[]
  applicationUrl: string | null
  /** Who may apply: APPLICANT_TYPES ids (app/catalog/matching.ts); empty: not stated. */
  applicantTypes: string[]
  /** Whether organizations from outside the funder's country may apply; null: not stated, false: only those from its country. */
  foreignApplicants: boolean | null
  /** ISO 3166-1 codes of the countries applicants must be registered in; empty: not stated. */
  eligibleCountries: string[]
  language: Language
  fieldOrigins: Partial<Record<keyof DiscoveredGrantInput, FieldOrigin>>
  /**
   * For each field it filled, the short text it was read from (at most 200 characters, white space
   * collapsed; see field-snippet.ts): a sentence of the page, a label and its value, a JSON-LD
   * property, a link's words and address, a record's own value. The review page quotes it beside the field.
   */
  fieldSnippets: Partial<Record<string, string>>
  /** The first few hundred characters of the page's text, for the reviewer. */
  snippet: string | null
}

/** What the extraction decided about one fetched HTML page. */
export type PageVerdict =
  | { kind: 'grant'; grant: DiscoveredGrantInput }
  /** Not a grant: news, about, a listing, a closed call. `reason` is a short id: news, about, listing, closed, no_title, thin. */
  | { kind: 'not_grant'; reason: string }

/** A fetched page handed to the extraction. */
export interface FetchedPage {
  /** The final URL (after redirects). */
  url: string
  html: string
  fetchedAt: Date
}
