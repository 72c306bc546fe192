import { createHash, randomBytes } from 'node:crypto'

/** An invitation link's token: 32 random bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url')
}

/** What the database keeps of a token: its SHA-256, so a copy of the database accepts no invitation. */
export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

/** A string shaped like an invitation token (anything else is not looked up at all). */
export function isInvitationToken(value: unknown): value is string {
  return typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value)
}

/** The link the invitation email carries. */
export function invitationUrl(appUrl: string, token: string): string {
  return `${appUrl}/team/invite/${token}`
}
