import type { NameToken } from './name-tokens.ts'

/** Jaro-Winkler similarity of two words, 0..1 (watchman's and most screening engines' base measure). */
export function jaroWinkler(a: string, b: string): number {
  if (a === b) return 1
  const la = a.length
  const lb = b.length
  if (la === 0 || lb === 0) return 0
  const range = Math.max(0, Math.floor(Math.max(la, lb) / 2) - 1)
  const matchedA = new Uint8Array(la)
  const matchedB = new Uint8Array(lb)
  let matches = 0
  for (let i = 0; i < la; i++) {
    const start = Math.max(0, i - range)
    const end = Math.min(lb, i + range + 1)
    for (let j = start; j < end; j++) {
      if (matchedB[j] || a.charCodeAt(i) !== b.charCodeAt(j)) continue
      matchedA[i] = 1
      matchedB[j] = 1
      matches++
      break
    }
  }
  if (matches === 0) return 0
  let transpositions = 0
  let k = 0
  for (let i = 0; i < la; i++) {
    if (!matchedA[i]) continue
    while (!matchedB[k]) k++
    if (a.charCodeAt(i) !== b.charCodeAt(k)) transpositions++
    k++
  }
  const jaro = (matches / la + matches / lb + (matches - transpositions / 2) / matches) / 3
  let prefix = 0
  while (prefix < 4 && prefix < la && prefix < lb && a.charCodeAt(prefix) === b.charCodeAt(prefix)) prefix++
  return jaro + prefix * 0.1 * (1 - jaro)
}

export type TokenMatchKind = 'exact' | 'transliteration' | 'spelling' | 'initial'

/** Below this a word pair counts as not matching at all. */
export const WORD_MATCH_FLOOR = 0.8

/** How alike two words are, and why. */
export function compareTokens(a: NameToken, b: NameToken): { score: number; kind: TokenMatchKind } {
  if (a.norm === b.norm) return { score: 1, kind: 'exact' }
  if (a.norm.length === 1 || b.norm.length === 1) {
    const [initial, word] = a.norm.length === 1 ? [a.norm, b.norm] : [b.norm, a.norm]
    return word.length > 1 && word[0] === initial ? { score: 0.9, kind: 'initial' } : { score: 0, kind: 'spelling' }
  }
  if (a.fold === b.fold) return { score: 0.97, kind: 'transliteration' }
  if (a.skel.length >= 3 && a.skel === b.skel && a.fold[0] === b.fold[0]) return { score: 0.93, kind: 'transliteration' }
  const score = Math.max(jaroWinkler(a.norm, b.norm), jaroWinkler(a.fold, b.fold) * 0.97)
  return { score, kind: 'spelling' }
}

export interface NameComparison {
  /** 0..1: how much of both names is matched, word by word, in any order. */
  score: number
  matched: number
  kinds: Set<TokenMatchKind>
  /** The words matched are not in the same order in both names. */
  reordered: boolean
  /** Words of the listed name the given name does not have. */
  missingListed: number
}

/**
 * Two names compared word by word in any order: each word is paired with its best partner (greedy,
 * best pairs first), then the share of each name that found a partner is weighed, 60% the given
 * name's and 40% the listed name's (a given name that is part of a longer listed one still scores,
 * lower). A name of several words needs two matched words to score above 0.7.
 */
export function compareNames(given: NameToken[], listed: NameToken[]): NameComparison {
  const pairs: Array<{ i: number; j: number; score: number; kind: TokenMatchKind }> = []
  for (let i = 0; i < given.length; i++) {
    for (let j = 0; j < listed.length; j++) {
      const { score, kind } = compareTokens(given[i]!, listed[j]!)
      if (score >= WORD_MATCH_FLOOR) pairs.push({ i, j, score, kind })
    }
  }
  pairs.sort((x, y) => y.score - x.score)
  const usedGiven = new Uint8Array(given.length)
  const usedListed = new Uint8Array(listed.length)
  const chosen: typeof pairs = []
  for (const pair of pairs) {
    if (usedGiven[pair.i] || usedListed[pair.j]) continue
    usedGiven[pair.i] = 1
    usedListed[pair.j] = 1
    chosen.push(pair)
  }
  const weight = (t: NameToken) => (t.norm.length === 1 ? 0.5 : 1)
  let givenTotal = 0
  let listedTotal = 0
  for (const t of given) givenTotal += weight(t)
  for (const t of listed) listedTotal += weight(t)
  let givenMatched = 0
  let listedMatched = 0
  const kinds = new Set<TokenMatchKind>()
  for (const pair of chosen) {
    givenMatched += pair.score * weight(given[pair.i]!)
    listedMatched += pair.score * weight(listed[pair.j]!)
    kinds.add(pair.kind)
  }
  let score = givenTotal && listedTotal ? 0.6 * (givenMatched / givenTotal) + 0.4 * (listedMatched / listedTotal) : 0
  const needed = Math.min(2, given.length, listed.length)
  if (chosen.length < needed) score = Math.min(score, 0.7)
  // Initials alone do not identify anyone: at least one full word must match.
  if (chosen.every((pair) => pair.kind === 'initial')) score = Math.min(score, 0.5)
  const byGiven = [...chosen].sort((x, y) => x.i - y.i)
  let reordered = false
  for (let k = 1; k < byGiven.length; k++) if (byGiven[k]!.j < byGiven[k - 1]!.j) reordered = true
  return { score, matched: chosen.length, kinds, reordered, missingListed: listed.length - chosen.length }
}
