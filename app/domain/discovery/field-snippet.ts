import { clip, squash } from './extract/text.ts'

/**
 * The text a field was read from, as the review page quotes it beside the field (issue 25 §2): white
 * space collapsed, at most SNIPPET_MAX characters (cut at a word, with an ellipsis). Never part of a
 * grant's content hash, so a snippet alone is never a change.
 */
export const SNIPPET_MAX = 200

export function fieldSnippet(text: string | null | undefined): string | undefined {
  const squashed = squash(text ?? '')
  return squashed ? clip(squashed, SNIPPET_MAX) : undefined
}

/** Snippets with the empty ones left out (a JSON column keeps no undefined). */
export function snippets(entries: Partial<Record<string, string | null | undefined>>): Partial<Record<string, string>> {
  const out: Partial<Record<string, string>> = {}
  for (const [field, text] of Object.entries(entries)) {
    const snippet = fieldSnippet(text)
    if (snippet) out[field] = snippet
  }
  return out
}
