/** A text's sentences, as the local model reads a grant: cut after . ! ? and at line breaks. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/\n+|(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter((s) => s.length >= 8)
}

/** The user message's JSON object, or an empty one. */
export function userObject(user: string): Record<string, unknown> {
  try {
    const parsed = JSON.parse(user)
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? parsed : {}
  } catch {
    return {}
  }
}

export const stringsOf = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string')) : {}
