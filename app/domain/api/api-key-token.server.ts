import { createHash, randomBytes } from 'node:crypto'
import { API_KEY_PREFIX, API_KEY_SHOWN_CHARS } from '../../catalog/api.ts'

/**
 * An API key: `hrb_` and 32 random bytes in base64url (47 characters). The database keeps only its
 * SHA-256 and its first characters (ADR 031): a copy of the database opens nothing, and the key is
 * shown once, when it is made.
 */
export function newApiKey(): { key: string; prefix: string; hash: string } {
  const key = `${API_KEY_PREFIX}${randomBytes(32).toString('base64url')}`
  return { key, prefix: key.slice(0, API_KEY_SHOWN_CHARS), hash: hashApiKey(key) }
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url')
}

/** A string shaped like one of our keys (anything else is not looked up at all). */
export function isApiKeyShaped(value: string): boolean {
  return /^hrb_[A-Za-z0-9_-]{43}$/.test(value)
}

/**
 * The key a request carries: `Authorization: Bearer hrb_…`, or `X-API-Key: hrb_…` (the CommonGrants
 * SDK's default header), and nowhere else (no cookie, no query string). The Authorization header wins
 * when both are sent.
 */
export function requestApiKey(request: Request): string | null {
  const header = request.headers.get('authorization')
  const match = header ? /^Bearer[ ]+(\S+)\s*$/i.exec(header) : null
  if (match) return match[1]
  const apiKey = request.headers.get('x-api-key')?.trim()
  return apiKey ? apiKey : null
}
