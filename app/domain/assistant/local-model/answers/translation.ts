import type { TaskResponder } from './types.ts'

/**
 * A pseudo-translation, plainly a local model's: the target language named on the system prompt's
 * `Target: <code>` line, each sentence marked with it, each word's letters turned around while
 * numbers, amounts, dates, addresses and capitalised names are kept as written. Line breaks stay.
 * Asked for JSON (`Format: json`), it answers the same for each string value of the user's object.
 */
export const translation: TaskResponder = ({ system, user }) => {
  const target = system.match(/^Target:\s*([a-z]{2})\s*$/m)?.[1] ?? 'xx'
  if (/^Format:\s*json\s*$/m.test(system)) {
    let parsed: unknown
    try {
      parsed = JSON.parse(user)
    } catch {
      parsed = null
    }
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
      const out: Record<string, unknown> = {}
      for (const [key, value] of Object.entries(parsed)) out[key] = typeof value === 'string' ? pseudoTranslate(value, target) : value
      return JSON.stringify(out)
    }
  }
  return pseudoTranslate(user, target)
}

export function pseudoTranslate(text: string, target: string): string {
  if (!text.trim()) return text
  return text
    .split('\n')
    .map((line) => (line.trim() ? `[${target}] ${line.replace(/[\p{L}][\p{L}\p{M}'’-]*/gu, word)}` : line))
    .join('\n')
}

/** A word turned around, kept when it is a name (a capital after the first letter, or all capitals) or an address part. */
function word(w: string): string {
  if (/^\p{Lu}/u.test(w) || w.length < 3) return w
  return [...w].reverse().join('')
}
