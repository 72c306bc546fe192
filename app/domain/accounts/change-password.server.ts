import type { Auth } from './auth.server.ts'

export type ChangePasswordOutcome = { ok: true; cookies: string[] } | { ok: false; reason: 'wrong-password' | 'no-password' | 'failed' }

/**
 * Changes the signed-in member's password and ends every other session (a changed password means
 * the old one may be known to someone else). The member stays signed in here with a new session,
 * whose cookie is returned.
 */
export async function changePassword(auth: Auth, headers: Headers, input: { currentPassword: string; newPassword: string }): Promise<ChangePasswordOutcome> {
  const response = await auth.api.changePassword({ body: { ...input, revokeOtherSessions: true }, headers, asResponse: true })
  if (response.ok) return { ok: true, cookies: response.headers.getSetCookie() }
  const { code } = (await response.json().catch(() => ({}))) as { code?: string }
  if (code === 'INVALID_PASSWORD') return { ok: false, reason: 'wrong-password' }
  if (code === 'CREDENTIAL_ACCOUNT_NOT_FOUND') return { ok: false, reason: 'no-password' }
  console.error('Password change failed', response.status, code)
  return { ok: false, reason: 'failed' }
}
