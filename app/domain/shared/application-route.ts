/**
 * Where a grant says to apply: a web address (http or https) or an e-mail address (mailto:), never
 * anything a browser would run (javascript:, data:). No zod here: grant pages check links in the browser too.
 */

const MAILTO = /^mailto:[^\s@<>"'()\\,;:]+@[^\s@<>"'()\\,;:]+\.[^\s@<>"'()\\,;:]+(\?[^\s<>"']*)?$/i

/** A mailto: link to one address (a subject may follow), with nothing a mail client would misread. */
export const isMailtoRoute = (value: unknown): value is string => typeof value === 'string' && value.length <= 2000 && MAILTO.test(value)

/** An http(s) address or a mailto: link. */
export function isApplicationRoute(value: unknown): value is string {
  if (typeof value !== 'string' || value.length > 2000 || [...value].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)) return false
  if (isMailtoRoute(value)) return true
  try {
    const url = new URL(value)
    return (url.protocol === 'http:' || url.protocol === 'https:') && /^https?:\/\//i.test(value)
  } catch {
    return false
  }
}
