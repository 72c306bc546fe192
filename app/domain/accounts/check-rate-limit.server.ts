import { lt, sql } from 'drizzle-orm'
import { AUTH_RATE_LIMIT } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { rateLimit } from '../../db/schema/index.ts'

/**
 * Counts an attempt of `action` from `client` in a fixed window kept in the database (so limits
 * hold across restarts and several app processes). Returns false once the limit is passed.
 */
export async function checkRateLimit(db: Db, action: string, client: string, limit: { attempts: number; windowSeconds: number } = AUTH_RATE_LIMIT): Promise<boolean> {
  const key = `${action}:${client}`
  const window = sql`make_interval(secs => ${limit.windowSeconds})`
  const [row] = await db
    .insert(rateLimit)
    .values({ key, count: 1, windowStart: sql`now()` })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.windowStart} < now() - ${window} then 1 else ${rateLimit.count} + 1 end`,
        windowStart: sql`case when ${rateLimit.windowStart} < now() - ${window} then now() else ${rateLimit.windowStart} end`,
      },
    })
    .returning({ count: rateLimit.count })
  // Now and then, forget windows that ended a day ago, so the table stays small.
  if (Math.random() < 0.01) await db.delete(rateLimit).where(lt(rateLimit.windowStart, sql`now() - interval '1 day'`))
  return row.count <= limit.attempts
}
