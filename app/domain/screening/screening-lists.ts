import type { MessageId } from '../../i18n/index.ts'

import { SCREENING_LISTS, type ScreeningEntryKind, type ScreeningListId } from '../../catalog/screening.ts'

export {
  SCREENING_ENTRY_KINDS,
  SCREENING_LIST_VERSION_STATUSES,
  SCREENING_LISTS,
  type ScreeningEntryKind,
  type ScreeningListId,
  type ScreeningListVersionStatus,
} from '../../catalog/screening.ts'

// What an entry of any sanctions list becomes once parsed, its names, and the limits a refresh applies (issue 26 §1).

/** Each list's full name, in the reader's language (for the reviewer's and the public pages). */
export const SCREENING_LIST_NAMES = {
  un: 'screening.list.un',
  ofac: 'screening.list.ofac',
  eu: 'screening.list.eu',
  uk: 'screening.list.uk',
} as const satisfies Record<ScreeningListId, MessageId>

/** A list's short name in staff alerts: an acronym every language writes as it is. */
export const SCREENING_LIST_LABELS: Record<ScreeningListId, string> = { un: 'UN', ofac: 'OFAC SDN', eu: 'EU', uk: 'UK' }

export function isScreeningList(value: string): value is ScreeningListId {
  return (SCREENING_LISTS as readonly string[]).includes(value)
}

/** One listed person or organization, as parsed from its list's official file. */
export interface ScreeningListEntry {
  list: ScreeningListId
  ref: string
  /** null when the list does not say (then it is matched against persons and organizations). */
  kind: ScreeningEntryKind | null
  name: string
  aliases: string[]
  birthYears: number[]
  nationalities: string[]
  programme: string | null
  listedOn: string | null
}

/**
 * A refresh whose list has fewer entries than this share of the last good version's is refused
 * as suspicious (a truncated download, a changed format read as nearly empty).
 */
export const SCREENING_MIN_SHARE_OF_PREVIOUS = 0.5
/** Below this many entries a list is refused outright, even on its first download. */
export const SCREENING_MIN_ENTRIES: Record<ScreeningListId, number> = { un: 100, ofac: 100, eu: 100, uk: 100 }
/** Good versions kept per list; older ones are pruned. */
export const SCREENING_VERSIONS_KEPT = 3
