import type { Db } from '../../db/client.server.ts'
import { consumeRateLimit } from '../accounts/check-rate-limit.server.ts'

/**
 * Counts a call with an API key in the same fixed window, in the same rate_limit table, as
 * checkRateLimit (consumeRateLimit in app/domain/accounts/check-rate-limit.server.ts), whose atomic
 * upsert makes every server process share one count per key (ADR 031). It also answers what the
 * RateLimit headers need: the limit, what is left in this window and the seconds until it ends.
 */
export async function countApiCall(db: Db, keyId: string, limit: { attempts: number; windowSeconds: number }) {
  const { allowed, remaining, resetSeconds } = await consumeRateLimit(db, `api:${keyId}`, limit)
  return { allowed, limit: limit.attempts, remaining, resetSeconds }
}
