import { isScreeningList, SCREENING_LIST_LABELS, type ScreeningListId } from '../app/domain/screening/screening-lists.ts'
import type { ScreeningRefreshOutcome } from '../app/domain/screening/refresh-screening-lists.server.ts'

/**
 * `screening refresh [--file LIST=PATH ...] [--min-entries N]`'s arguments: each --file gives a list's
 * file (OFAC twice: sdn.csv then alt.csv); with files only those lists are refreshed, otherwise all
 * four from their configured addresses.
 */
export function screeningFiles(values: string[]): Partial<Record<ScreeningListId, string[]>> {
  const files: Partial<Record<ScreeningListId, string[]>> = {}
  for (const value of values) {
    const equals = value.indexOf('=')
    const list = value.slice(0, equals).trim().toLowerCase()
    const file = value.slice(equals + 1).trim()
    if (equals < 1 || !file || !isScreeningList(list)) throw new Error(`--file needs LIST=PATH with LIST one of un, ofac, eu, uk (got "${value}").`)
    files[list] = [...(files[list] ?? []), file]
  }
  return files
}

export function describeScreeningOutcome(outcome: ScreeningRefreshOutcome): string {
  const label = SCREENING_LIST_LABELS[outcome.list]
  if (outcome.status === 'stored') return `${label}: stored version ${outcome.versionId} with ${outcome.entryCount.toLocaleString('en-US')} entries.`
  if (outcome.status === 'unchanged') return `${label}: unchanged (version ${outcome.versionId} kept).`
  return `${label}: FAILED (${outcome.reason}: ${outcome.detail}); the last good version is kept and the admins were alerted.`
}
