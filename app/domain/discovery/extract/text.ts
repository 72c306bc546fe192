/**
 * Small text helpers shared by the extraction modules: accent folding and whitespace, so that a
 * keyword list written once ("educacao") matches every spelling a funder uses ("Educação", "EDUCAÇÃO").
 */

/** Lower-case text without accents, one character for one character where possible (so indexes still line up). */
export function fold(text: string): string {
  // Only non-ASCII characters need decomposing; each keeps its width ("İ" → "I"), so a match's index is the original's.
  return text
    .replace(/[\u0080-\uffff]/g, (char) => {
      const base = char.normalize('NFD').replace(/\p{M}+/gu, '')
      return base.length === char.length ? base : char
    })
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
}

/** Collapses runs of whitespace (non-breaking spaces included) to single spaces and trims. */
export function squash(text: string): string {
  return text.replace(/[\s\u00a0\u202f\u2007]+/g, ' ').trim()
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function clip(text: string, max: number): string {
  if (text.length <= max) return text
  const cut = text.slice(0, max - 1)
  const space = cut.lastIndexOf(' ')
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`
}

/**
 * The most text any pattern parser (places, dates, amounts, sectors, the classifier) reads from one
 * input. A grant says what it is near the top; a hostile or huge page (megabytes of repeated dates,
 * figures and country names) must not make the extraction, which runs inside the web server, slow.
 */
export const TEXT_LIMIT = 20_000

/** The first TEXT_LIMIT characters of a text (or `max`). */
export const head = (text: string, max = TEXT_LIMIT) => (text.length > max ? text.slice(0, max) : text)

export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * A regular expression for a list of folded keywords matched at word starts. A keyword ending in
 * `*` matches as a prefix ("agricultur*" finds "agriculture" and "agricultural"); others match whole words.
 */
export function keywordPattern(keywords: readonly string[], flags = 'g'): RegExp {
  const parts = keywords.map((k) => {
    const prefix = k.endsWith('*')
    const body = escapeRegExp(fold(prefix ? k.slice(0, -1) : k)).replace(/ /g, "[\\s'-]+")
    // Arabic joins "and", "in", "for" and the article to the word ("والحوكمة"): they may come first.
    if (/[\u0600-\u06ff]/.test(body)) return `(?:[وبلفك]?(?:ال)?)${body}${prefix ? '[\\p{L}\\p{N}]*' : '(?![\\p{L}\\p{N}])'}`
    return prefix ? `${body}[\\p{L}\\p{N}]*` : `${body}(?![\\p{L}\\p{N}])`
  })
  return new RegExp(`(?<![\\p{L}\\p{N}])(?:${parts.join('|')})`, `${flags}u`)
}

/** decodeURIComponent that gives the text back unchanged when it holds a malformed escape ("%E0%A4%A"). */
export function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}
