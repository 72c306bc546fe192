import { createHmac, timingSafeEqual } from 'node:crypto'

export const EMAIL_KINDS = ['reminders', 'digest'] as const
export type EmailKind = (typeof EMAIL_KINDS)[number]

function signature(secret: string, userId: string, kind: EmailKind) {
  return createHmac('sha256', secret).update(`unsubscribe:${userId}:${kind}`).digest('base64url')
}

/** A link that turns one kind of email off without signing in, signed so it cannot be forged. */
export function unsubscribeUrl(appUrl: string, secret: string, userId: string, kind: EmailKind) {
  return `${appUrl}/unsubscribe?${new URLSearchParams({ u: userId, k: kind, s: signature(secret, userId, kind) })}`
}

export function verifyUnsubscribe(secret: string, params: URLSearchParams): { userId: string; kind: EmailKind } | null {
  const userId = params.get('u') ?? ''
  const kind = params.get('k') as EmailKind
  const given = Buffer.from(params.get('s') ?? '')
  if (!userId || !EMAIL_KINDS.includes(kind)) return null
  const expected = Buffer.from(signature(secret, userId, kind))
  return given.length === expected.length && timingSafeEqual(given, expected) ? { userId, kind } : null
}
