import { createHash, randomBytes } from 'node:crypto'

/** A feed token: 32 random bytes, base64url (43 characters). */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of the database opens no feed. */
export function hashFeedToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** A string shaped like a feed token (anything else is not looked up at all). */
export function isFeedToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/** The feed's address: a capability URL, which calendars poll without a session. */
export function feedUrl(appUrl: string, token: string): string {
  return `${appUrl}/calendar/${token}.ics`
}
