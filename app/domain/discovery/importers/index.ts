import type { IMPORTER_FORMATS } from '../../../catalog/discovery.ts'
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
export const IMPORTERS: Record<(typeof IMPORTER_FORMATS)[number], Importer> = {
  grants_gov_xml: importGrantsGovXml,
  giving360_json: import360GivingJson,
  iati_xml: importIatiXml,
}
