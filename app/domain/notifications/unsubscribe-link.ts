import { createHmac, timingSafeEqual } from 'node:crypto'

/**
 * The kinds of email a link can turn off: deadline reminders, new-match alerts (`matches`; links
 * mailed before as `digest` turn them off too), one saved search's alerts (`search`, with the
 * search's id as its ref), the members' newsletter (`newsletter`, ADR 075) and experts' daily
 * digest of new requests (`priorityDigest`, ADR 074).
 */
export const EMAIL_KINDS = ['reminders', 'digest', 'matches', 'search', 'newsletter', 'priorityDigest'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

/**
 * The signed words: `unsubscribe:{user}:{kind}`, plus `:{ref}` only when the link names one, so
 * every link mailed before refs existed still verifies.
 */
function signature(secret: string, userId: string, kind: EmailKind, ref?: string) {
  return createHmac('sha256', secret)
    .update(`unsubscribe:${userId}:${kind}${ref ? `:${ref}` : ''}`)
    .digest('base64url')
}

/** A link that turns one kind of email off (one saved search's, with `ref`) without signing in, signed so it cannot be forged. */
export function unsubscribeUrl(appUrl: string, secret: string, userId: string, kind: EmailKind, ref?: string) {
  const params = new URLSearchParams({ u: userId, k: kind })
  if (ref) params.set('r', ref)
  params.set('s', signature(secret, userId, kind, ref))
  return `${appUrl}/unsubscribe?${params}`
}

/** Who and what a link turns off, or null when it is not one we signed. A `search` link must name its search. */
export function verifyUnsubscribe(secret: string, params: URLSearchParams): { userId: string; kind: EmailKind; ref?: string } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k') as EmailKind
  const ref = params.get('r') || undefined
  const given = Buffer.from(params.get('s') ?? '')
  if (!userId || !EMAIL_KINDS.includes(kind)) return null
  if (kind === 'search' && !ref) return null
  const expected = Buffer.from(signature(secret, userId, kind, ref))
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null
  return ref ? { userId, kind, ref } : { userId, kind }
}
