/**
 * The sanctions lists screened against (issue 26 §1), the kinds of entry and the states of a
 * downloaded version: stored ids (ADR 020), written once here for the schema and the domain.
 */
export const SCREENING_LISTS = ['un', 'ofac', 'eu', 'uk'] as const
export type ScreeningListId = (typeof SCREENING_LISTS)[number]

export const SCREENING_ENTRY_KINDS = ['person', 'organization'] as const
export type ScreeningEntryKind = (typeof SCREENING_ENTRY_KINDS)[number]

export const SCREENING_LIST_VERSION_STATUSES = ['ok', 'failed'] as const
export type ScreeningListVersionStatus = (typeof SCREENING_LIST_VERSION_STATUSES)[number]
