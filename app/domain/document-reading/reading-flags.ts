import type { DocumentFlag } from '../../db/schema/document-reading.ts'
import type { DocumentGroup } from '../verification/document-types.ts'
import type { DocumentText } from './reading-types.ts'
import { snippetOf } from './snippet.ts'

/** Fewer letters and digits than this in a whole certificate or statement is "little or no text" (a photo, a blank page). */
export const LITTLE_TEXT = 40

/** Words one expects somewhere in a document of the group, in English or French. */
const GROUP_WORDS: Partial<Record<DocumentGroup, { kind: DocumentFlag['kind']; words: RegExp }>> = {
  incorporation: {
    kind: 'not-a-certificate',
    words: /certificat|registration|registered|registry|registrar|incorporat|enregistr|immatricul|rccm|registre|r[ée]c[ée]piss[ée]|agr[ée]ment|d[ée]claration/i,
  },
  bank_statements: { kind: 'not-a-statement', words: /account|statement|balance|compte|relev[ée]|solde/i },
  financial_statements: {
    kind: 'not-financial',
    words: /balance|income|expenditure|expense|revenue|financial|assets|liabilit|audit|bilan|compte de r[ée]sultat|[ée]tats? financiers|recettes|d[ée]penses|actif|passif/i,
  },
}

function oneLine(text: string) {
  return text.replace(/\s+/g, ' ').trim()
}

/**
 * What a document shows about itself, before any comparison: nothing readable, too little text for
 * its group (a photo of a person sent as a certificate), none of the group's words, or a page repeated
 * (the same text, or the same scanned image).
 */
export function readingFlags(read: DocumentText, group: DocumentGroup): DocumentFlag[] {
  const flags: DocumentFlag[] = []
  const all = read.pages.map((p) => p.text).join('\n')
  const letters = all.replace(/[^\p{L}\p{N}]/gu, '').length
  if (letters < LITTLE_TEXT) flags.push({ kind: 'little-text', params: { characters: letters } })
  else {
    const expected = GROUP_WORDS[group]
    if (expected && !expected.words.test(all)) flags.push({ kind: expected.kind, page: 1, snippet: snippetOf(read.pages[0]?.text ?? '', 120) })
  }
  const seen = new Map<string, number>()
  for (const [i, page] of read.pages.entries()) {
    const text = oneLine(page.text)
    const keys = [...(text.length >= LITTLE_TEXT ? [`text:${text.toLowerCase()}`] : []), ...(page.imageHash ? [`image:${page.imageHash}`] : [])]
    const first = keys.map((k) => seen.get(k)).find((n) => n !== undefined)
    if (first !== undefined) flags.push({ kind: 'repeated-page', params: { page: i + 1, first }, page: i + 1, snippet: snippetOf(text, 120) })
    for (const k of keys) if (!seen.has(k)) seen.set(k, i + 1)
  }
  return flags
}
