import { isNonLatinScript } from './transliterate-name.ts'
import { type NameToken, nameTokens } from './name-tokens.ts'
import type { ScreeningListEntry, ScreeningListId } from './screening-lists.ts'

export interface ScreeningIndexVersion {
  id: number
  fetchedAt: Date
  entryCount: number
}

export interface ScreeningIndexEntry extends ScreeningListEntry {
  versionId: number
}

/** One name of one entry (its primary name, an alias, or its original-script name), ready to compare. */
export interface ScreeningIndexName {
  entry: number
  name: string
  tokens: NameToken[]
  alias: boolean
  originalScript: boolean
}

/**
 * The lists in memory, ready to screen against: every name of every entry as tokens, and a blocking
 * index from word keys (consonant skeleton, first three letters) to the names holding them, so a
 * subject is compared with the few hundred names sharing its words, not with every name.
 */
export interface ScreeningIndex {
  /** The version of each list screened against; a list missing here is not loaded. */
  versions: Partial<Record<ScreeningListId, ScreeningIndexVersion>>
  entries: ScreeningIndexEntry[]
  names: ScreeningIndexName[]
  postings: Map<string, number[]>
  /** Scratch space for counting candidates, one slot per name (screen() is synchronous). */
  scratch: { epoch: number; seen: Int32Array; hits: Int32Array; lastToken: Int32Array }
}

export function tokenKeys(token: NameToken): string[] {
  if (token.norm.length < 2) return []
  const keys = [token.skel.length >= 2 ? `s:${token.skel}` : `n:${token.fold}`]
  if (token.fold.length >= 3) keys.push(`p:${token.fold.slice(0, 3)}`)
  return keys
}

export function buildScreeningIndex(entries: ScreeningIndexEntry[], versions: ScreeningIndex['versions']): ScreeningIndex {
  const names: ScreeningIndexName[] = []
  const postings = new Map<string, number[]>()
  entries.forEach((entry, index) => {
    const seen = new Set<string>()
    for (const [k, name] of [entry.name, ...entry.aliases].entries()) {
      const tokens = nameTokens(name, entry.kind)
      const signature = tokens.map((t) => t.norm).join(' ')
      if (tokens.length === 0 || seen.has(signature)) continue
      seen.add(signature)
      const nameIndex = names.length
      names.push({ entry: index, name, tokens, alias: k > 0, originalScript: isNonLatinScript(name) })
      const keys = new Set(tokens.flatMap(tokenKeys))
      for (const key of keys) {
        const list = postings.get(key)
        if (list) list.push(nameIndex)
        else postings.set(key, [nameIndex])
      }
    }
  })
  const size = names.length
  return { versions, entries, names, postings, scratch: { epoch: 0, seen: new Int32Array(size), hits: new Int32Array(size), lastToken: new Int32Array(size) } }
}
