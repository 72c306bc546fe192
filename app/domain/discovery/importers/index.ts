import type { ImporterFormat } from '../../../catalog/discovery.ts'
import { commonGrantsNextPage, importCommonGrantsJson } from './commongrants.ts'
import { euFundingTendersNextPage, importEuFundingTendersJson } from './eu-funding-tenders.ts'
import { import360GivingJson } from './giving360.ts'
import { importGrantsGovXml } from './grants-gov.ts'
import { grantsGovFirstRequest, grantsGovNextRequest, importGrantsGovApiJson } from './grants-gov-api.ts'
import { importIatiXml } from './iati.ts'
import type { Importer } from './record.ts'

export type { ImportOptions, Importer } from './record.ts'

/**
 * The open-data importers by source format (a source whose format is one of IMPORTER_FORMATS is
 * read whole by one of these instead of being crawled). Each is pure: the file's text in, the
 * records that concern Africa and are not over out, ready for the discovery queue.
 */
export const IMPORTERS: Record<ImporterFormat, Importer> = {
  grants_gov_xml: importGrantsGovXml,
  grants_gov_api: importGrantsGovApiJson,
  giving360_json: import360GivingJson,
  iati_xml: importIatiXml,
  eu_ft_json: importEuFundingTendersJson,
  commongrants_json: importCommonGrantsJson,
}

/** The paged APIs read with GET: from a page's address and answer, the next page's address, or null after the last. */
export const NEXT_PAGE: Partial<Record<ImporterFormat, (requestUrl: string, responseText: string) => string | null>> = {
  eu_ft_json: euFundingTendersNextPage,
  commongrants_json: commonGrantsNextPage,
}

/** A request with a JSON body (ADR 058). */
export interface PostRequest {
  url: string
  method: 'POST'
  body: string
}

/**
 * APIs asked with a POST and a JSON body (grants.gov's search2 and fetchOpportunity answer nothing
 * else). A source is one address, so the address's query carries the request: `first` builds the
 * first POST from it, or answers null when the address is not one of the API's (then it is read with
 * GET); `next` builds the next page's POST from a request and its answer, or null after
 * the last. Robots rules and safeFetch's checks apply to the POST's address as to any other.
 */
export const POST_APIS: Partial<Record<ImporterFormat, { first(sourceUrl: string): PostRequest | null; next(request: PostRequest, responseText: string): PostRequest | null }>> = {
  grants_gov_api: { first: grantsGovFirstRequest, next: grantsGovNextRequest },
}
