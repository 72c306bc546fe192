import type { ScreeningListId } from './screening-lists.ts'

/**
 * Where each list is downloaded from: its official publisher's address, or what the environment
 * says instead (SCREENING_LIST_UN_URL, SCREENING_LIST_OFAC_URL + SCREENING_LIST_OFAC_ALT_URL,
 * SCREENING_LIST_EU_URL, SCREENING_LIST_UK_URL). A value that is not an http(s) URL is a local file
 * path, read as it is (offline deployments, tests).
 */
export const OFFICIAL_SCREENING_LIST_ADDRESSES: Record<ScreeningListId, string[]> = {
  un: ['https://scsanctions.un.org/resources/xml/en/consolidated.xml'],
  ofac: ['https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/SDN.CSV', 'https://sanctionslistservice.ofac.treas.gov/api/PublicationPreview/exports/ALT.CSV'],
  eu: ['https://webgate.ec.europa.eu/fsd/fsf/public/files/xmlFullSanctionsList_1_1/content?token=dG9rZW4tMjAxNw'],
  uk: ['https://sanctionslist.fcdo.gov.uk/docs/UK-Sanctions-List.xml'],
}

export function screeningListSources(env: Record<string, string | undefined> = process.env): Record<ScreeningListId, string[]> {
  const pick = (name: string, fallback: string) => env[name]?.trim() || fallback
  const official = OFFICIAL_SCREENING_LIST_ADDRESSES
  return {
    un: [pick('SCREENING_LIST_UN_URL', official.un[0]!)],
    ofac: [pick('SCREENING_LIST_OFAC_URL', official.ofac[0]!), pick('SCREENING_LIST_OFAC_ALT_URL', official.ofac[1]!)],
    eu: [pick('SCREENING_LIST_EU_URL', official.eu[0]!)],
    uk: [pick('SCREENING_LIST_UK_URL', official.uk[0]!)],
  }
}
