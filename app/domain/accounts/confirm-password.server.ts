import { and, eq, isNotNull } from 'drizzle-orm'
import { ACCOUNT_RATE_LIMITS } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { account } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Auth } from './auth.server.ts'
import { ACCOUNT_SIGN_IN_FAILURES, checkRateLimit, isRateLimited } from './check-rate-limit.server.ts'

/** What a form says when the account's wrong passwords have reached the limit (the sign-in form's words). */
export const PASSWORD_RATE_LIMITED: MessageId = 'auth.accountRateLimited'

export type ConfirmPasswordOutcome = 'confirmed' | 'wrong-password' | 'no-password' | 'rate-limited' | 'failed'

/**
 * Asks for the signed-in member's password again before a sensitive change (a payout account):
 * better-auth checks it against the session's user. A wrong one adds to the account's count of
 * wrong passwords (the one sign-in uses), so a left-open session cannot become a way to guess it.
 */
export async function confirmPassword(db: Db, auth: Auth, request: Request, member: { id: string; email: string }, password: string): Promise<ConfirmPasswordOutcome> {
  const email = member.email.toLowerCase()
  if (await isRateLimited(db, ACCOUNT_SIGN_IN_FAILURES, email, ACCOUNT_RATE_LIMITS.signIn)) return 'rate-limited'
  const response = await auth.api.verifyPassword({ body: { password }, headers: request.headers, asResponse: true })
  if (response.ok) return 'confirmed'
  const { code } = (await response.json().catch(() => ({}))) as { code?: string }
  if (code !== 'INVALID_PASSWORD') {
    console.error('Checking a password failed', response.status, code)
    return 'failed'
  }
  const [credential] = await db
    .select({ id: account.id })
    .from(account)
    .where(and(eq(account.userId, member.id), eq(account.providerId, 'credential'), isNotNull(account.password)))
  if (!credential) return 'no-password'
  await checkRateLimit(db, ACCOUNT_SIGN_IN_FAILURES, email, ACCOUNT_RATE_LIMITS.signIn)
  return 'wrong-password'
}
