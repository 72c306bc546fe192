import type { ImporterFormat } from '../../../catalog/discovery.ts'
import { commonGrantsNextPage, importCommonGrantsJson } from './commongrants.ts'
import { euFundingTendersNextPage, importEuFundingTendersJson } from './eu-funding-tenders.ts'
import { import360GivingJson } from './giving360.ts'
import { importGrantsGovXml } from './grants-gov.ts'
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
  giving360_json: import360GivingJson,
  iati_xml: importIatiXml,
  eu_ft_json: importEuFundingTendersJson,
  commongrants_json: importCommonGrantsJson,
}

/** The paged APIs: from a page's address and answer, the next page's address, or null after the last. */
export const NEXT_PAGE: Partial<Record<ImporterFormat, (requestUrl: string, responseText: string) => string | null>> = {
  eu_ft_json: euFundingTendersNextPage,
  commongrants_json: commonGrantsNextPage,
}
