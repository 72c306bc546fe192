/** The most of a line shown as where a field or flag came from. */
export const SNIPPET_MAX = 160

/** A line of a document as the reviewer is shown it: on one line, cut with an ellipsis when long. */
export function snippetOf(text: string, max = SNIPPET_MAX): string {
  const s = text.replace(/\s+/g, ' ').trim()
  return s.length > max ? `${s.slice(0, max - 1).trimEnd()}…` : s
}
