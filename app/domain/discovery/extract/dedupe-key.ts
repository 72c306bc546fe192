import { fold } from './text.ts'

/**
 * Keys for spotting the same grant twice: in the queue (the same call listed on two funders' sites,
 * or re-published with new punctuation) and against published grants.
 */

/** Words too common to tell two titles apart ("Call for proposals of the Fund" ≈ "Call for proposals, Fund"). */
const STOPWORDS = new Set('a an and at for in of on the to with au aux de des du et la le les pour sur un une da das do dos e em na nas no nos o os para por um uma ya na kwa wa za'.split(' '))

/** The folded words of a text: no accents, lower case, letters and digits only. */
export function words(text: string | null | undefined): string[] {
  if (!text) return []
  return fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w && !STOPWORDS.has(w))
}

/**
 * A key equal for near-same grants: the title's and funder's unaccented lower-case words, and the
 * deadline (ISO date or nothing), separated by "|". "Fonds Climat 2027 – Appel à projets" and
 * "fonds climat 2027: appel a projets" give the same key.
 */
export function dedupeKey(title: string, funder: string | null | undefined, deadline: string | null | undefined): string {
  return `${words(title).join(' ')}|${words(funder).join(' ')}|${deadline ?? ''}`
}

/** The trigrams of a text as pg_trgm counts them: each word padded with two spaces before and one after. */
function trigrams(text: string): Set<string> {
  const grams = new Set<string>()
  for (const word of fold(text).split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue
    const padded = `  ${word} `
    for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3))
  }
  return grams
}

/**
 * How alike two titles are, from 0 to 1: shared trigrams over all trigrams, as pg_trgm's
 * similarity() computes it, so a threshold chosen here (0.8) means the same in a database query.
 */
export function titleSimilarity(a: string, b: string): number {
  const ta = trigrams(a)
  const tb = trigrams(b)
  if (ta.size === 0 || tb.size === 0) return 0
  let shared = 0
  for (const g of ta) if (tb.has(g)) shared++
  return shared / (ta.size + tb.size - shared)
}
