import { sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { rateLimit } from '../../db/schema/index.ts'

/**
 * Counts a call with an API key in the same fixed window, in the same rate_limit table, as
 * checkRateLimit (app/domain/accounts/check-rate-limit.server.ts), whose atomic upsert makes every
 * server process share one count per key (ADR 031). It also answers what the RateLimit headers
 * need: the count so far in this window and the seconds until it ends.
 */
export async function countApiCall(db: Db, keyId: string, limit: { attempts: number; windowSeconds: number }) {
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const [row] = await db
    .insert(rateLimit)
    .values({ key: `api:${keyId}`, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.windowStart} < now() - ${window} then 1 else ${rateLimit.count} + 1 end`,
        windowStart: sql`case when ${rateLimit.windowStart} < now() - ${window} then now() else ${rateLimit.windowStart} end`,
      },
    })
    .returning({ count: rateLimit.count, resetSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimit.windowStart} + ${window} - now()))))::int` })
  const count = Number(row.count)
  return { allowed: count <= limit.attempts, limit: limit.attempts, remaining: Math.max(0, limit.attempts - count), resetSeconds: Number(row.resetSeconds) }
}
