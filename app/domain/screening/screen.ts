import type { ScreeningIndex } from './build-screening-index.ts'
import { tokenKeys } from './build-screening-index.ts'
import { compareNames, type NameComparison } from './name-similarity.ts'
import { nameTokens } from './name-tokens.ts'
import type { ScreeningListId } from './screening-lists.ts'
import { isNonLatinScript } from './transliterate-name.ts'

export type { ScreeningIndex }

export interface ScreeningSubject {
  name: string
  otherNames?: string[]
  kind: 'person' | 'organization'
  yearOfBirth?: number | null
  /** ISO alpha-2 */
  nationality?: string | null
}

export interface ScreeningReason {
  /** A message id in the 'screening' namespace. */
  id: string
  params?: Record<string, string | number>
}

export interface ScreeningHit {
  list: ScreeningListId
  entryRef: string
  listedName: string
  matchedName: string
  score: number
  reasons: ScreeningReason[]
  listVersionId: number
}

/**
 * A hit at or above this score is a possible match: it goes to a reviewer. Measured on
 * tests/fixtures/screening/labelled-pairs.json (ADR 060).
 */
export const POSSIBLE_MATCH_THRESHOLD = 0.8

/** What a year of birth or a nationality that disagrees takes off a name's score. */
const YEAR_DIFFERS_PENALTY = 0.15
const NATIONALITY_DIFFERS_PENALTY = 0.1
const AGREES_BONUS = 0.02

/**
 * Screens one person or organization (its name and other names) against the loaded lists: every
 * entry whose name or alias is alike enough, best first, each with its score and the reasons for
 * it. Persons are compared with listed persons, organizations with listed organizations, and both
 * with entries whose list does not say which they are. A year of birth or a nationality that
 * disagrees lowers the score and says so; a name match is only left out when it is weak or when
 * both disagree.
 */
export function screen(index: ScreeningIndex, subject: ScreeningSubject): ScreeningHit[] {
  const best = new Map<number, { comparison: NameComparison; nameIndex: number; givenName: string }>()
  for (const givenName of [subject.name, ...(subject.otherNames ?? [])]) {
    if (!givenName?.trim()) continue
    const tokens = nameTokens(givenName, subject.kind)
    if (tokens.length === 0) continue
    for (const nameIndex of candidates(index, tokens)) {
      const name = index.names[nameIndex]!
      const entry = index.entries[name.entry]!
      if (entry.kind && entry.kind !== subject.kind) continue
      const comparison = compareNames(tokens, name.tokens)
      if (comparison.score < POSSIBLE_MATCH_THRESHOLD - YEAR_DIFFERS_PENALTY) continue
      const previous = best.get(name.entry)
      if (!previous || comparison.score > previous.comparison.score) best.set(name.entry, { comparison, nameIndex, givenName })
    }
  }
  const hits: ScreeningHit[] = []
  for (const [entryIndex, { comparison, nameIndex, givenName }] of best) {
    const entry = index.entries[entryIndex]!
    const name = index.names[nameIndex]!
    const reasons = nameReasons(comparison, name.alias ? name.name : null, name.originalScript !== isNonLatinScript(givenName))
    let score = comparison.score
    if (!entry.kind) reasons.push({ id: 'screening.reason.kindNotListed' })
    if (subject.yearOfBirth && entry.birthYears.length > 0) {
      const closest = entry.birthYears.reduce((a, b) => (Math.abs(b - subject.yearOfBirth!) < Math.abs(a - subject.yearOfBirth!) ? b : a))
      if (closest === subject.yearOfBirth) {
        score += AGREES_BONUS
        reasons.push({ id: 'screening.reason.yearOfBirthMatches', params: { year: closest } })
      } else if (Math.abs(closest - subject.yearOfBirth) === 1) {
        reasons.push({ id: 'screening.reason.yearOfBirthClose', params: { listed: closest, given: subject.yearOfBirth } })
      } else {
        score -= YEAR_DIFFERS_PENALTY
        reasons.push({ id: 'screening.reason.yearOfBirthDiffers', params: { listed: entry.birthYears.join(', '), given: subject.yearOfBirth } })
      }
    }
    if (subject.nationality && entry.nationalities.length > 0) {
      const given = subject.nationality.toUpperCase()
      if (entry.nationalities.includes(given)) {
        score += AGREES_BONUS
        reasons.push({ id: 'screening.reason.nationalityMatches', params: { country: given } })
      } else {
        score -= NATIONALITY_DIFFERS_PENALTY
        reasons.push({ id: 'screening.reason.nationalityDiffers', params: { listed: entry.nationalities.join(', '), given } })
      }
    }
    score = Math.round(Math.min(1, Math.max(0, score)) * 1000) / 1000
    if (score < POSSIBLE_MATCH_THRESHOLD) continue
    hits.push({ list: entry.list, entryRef: entry.ref, listedName: entry.name, matchedName: name.name, score, reasons, listVersionId: entry.versionId })
  }
  return hits.sort((a, b) => b.score - a.score || a.list.localeCompare(b.list) || a.entryRef.localeCompare(b.entryRef))
}

function nameReasons(comparison: NameComparison, alias: string | null, otherScript: boolean): ScreeningReason[] {
  const reasons: ScreeningReason[] = []
  const { kinds } = comparison
  if (otherScript) reasons.push({ id: 'screening.reason.otherScript' })
  if (kinds.size === 1 && kinds.has('exact') && comparison.missingListed === 0) reasons.push({ id: 'screening.reason.sameName' })
  if (kinds.has('transliteration')) reasons.push({ id: 'screening.reason.transliteration' })
  if (kinds.has('spelling')) reasons.push({ id: 'screening.reason.similarSpelling', params: { percent: Math.round(comparison.score * 100) } })
  if (kinds.has('initial')) reasons.push({ id: 'screening.reason.initials' })
  if (comparison.reordered) reasons.push({ id: 'screening.reason.differentOrder' })
  if (comparison.missingListed > 0) reasons.push({ id: 'screening.reason.partOfName', params: { count: comparison.missingListed } })
  if (alias) reasons.push({ id: 'screening.reason.alias', params: { alias } })
  return reasons
}

/** Names sharing enough words with the given name to be worth comparing (the blocking step). */
function candidates(index: ScreeningIndex, tokens: ReturnType<typeof nameTokens>): number[] {
  const { scratch, postings } = index
  scratch.epoch++
  const epoch = scratch.epoch
  const touched: number[] = []
  const words = tokens.filter((t) => t.norm.length > 1)
  // A word given twice ("Mohammad … Mohammad") or sharing its keys with an earlier one counts once.
  const keysSeen = new Set<string>()
  for (let t = 0; t < words.length; t++) {
    const keys = tokenKeys(words[t]!).filter((key) => !keysSeen.has(key))
    for (const key of keys) keysSeen.add(key)
    for (const key of keys) {
      const list = postings.get(key)
      if (!list) continue
      for (const n of list) {
        if (scratch.seen[n] !== epoch) {
          scratch.seen[n] = epoch
          scratch.hits[n] = 0
          scratch.lastToken[n] = -1
          touched.push(n)
        }
        if (scratch.lastToken[n] !== t) {
          scratch.lastToken[n] = t
          scratch.hits[n]!++
        }
      }
    }
  }
  // A name needs two of its words matched to score as a possible match (one when either has one).
  const needed = Math.min(2, words.length)
  return touched.filter((n) => scratch.hits[n]! >= needed || (scratch.hits[n]! >= 1 && index.names[n]!.tokens.length === 1))
}
