import { isIPv6 } from 'node:net'
import { and, eq, gte, lt, sql } from 'drizzle-orm'
import { AUTH_RATE_LIMIT } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { rateLimit } from '../../db/schema/index.ts'
import { ipv6Groups } from '../../net/ip-address.ts'

/** The counter of wrong passwords per account: sign-in and the Password tab both add to it. */
export const ACCOUNT_SIGN_IN_FAILURES = 'password-failures'

/**
 * Counts an attempt of `action` from `client` in a fixed window kept in the database (so limits
 * hold across restarts and several app processes). Returns false once the limit is passed.
 */
export async function checkRateLimit(db: Db, action: string, client: string, limit: { attempts: number; windowSeconds: number } = AUTH_RATE_LIMIT): Promise<boolean> {
  const { allowed } = await consumeRateLimit(db, `${action}:${clientKey(client)}`, limit)
  // Now and then, forget windows that ended a day ago, so the table stays small.
  if (Math.random() < 0.01) await db.delete(rateLimit).where(lt(rateLimit.windowStart, sql`now() - interval '1 day'`))
  return allowed
}

/**
 * Counts one use of `key` in its fixed window of the rate_limit table: one atomic upsert, so every
 * server process shares one count per key; a window that has ended starts again at 1. Answers
 * whether this use is within `limit`, the count so far in the window, what is left, and the
 * seconds until the window ends (at least 1, by the database's clock).
 */
export async function consumeRateLimit(db: Db, key: string, limit: { attempts: number; windowSeconds: number }) {
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
    .returning({ count: rateLimit.count, resetSeconds: sql<number>`greatest(1, ceil(extract(epoch from (${rateLimit.windowStart} + ${window} - now()))))::int` })
  const count = Number(row.count)
  return { allowed: count <= limit.attempts, count, remaining: Math.max(0, limit.attempts - count), resetSeconds: Number(row.resetSeconds) }
}

/**
 * One IPv6 subscriber usually holds a whole /64 and can pick any address in it, so an IPv6 client
 * is counted by its /64; an IPv4 address written as IPv6 (::ffff:a.b.c.d, or in hex) counts as that IPv4.
 */
export function clientKey(client: string): string {
  if (!isIPv6(client)) return client
  const g = ipv6Groups(client)
  if (g.slice(0, 5).every((x) => x === 0) && g[5] === 0xffff) return [g[6] >> 8, g[6] & 0xff, g[7] >> 8, g[7] & 0xff].join('.')
  return `${g
    .slice(0, 4)
    .map((x) => x.toString(16))
    .join(':')}::/64`
}

/** Whether `client` has already used up `limit` for `action` in the current window (nothing is counted). */
export async function isRateLimited(db: Db, action: string, client: string, limit: { attempts: number; windowSeconds: number }): Promise<boolean> {
  const [row] = await db
    .select({ count: rateLimit.count })
    .from(rateLimit)
    .where(and(eq(rateLimit.key, `${action}:${clientKey(client)}`), gte(rateLimit.windowStart, sql`now() - make_interval(secs => ${limit.windowSeconds})`)))
  return (row?.count ?? 0) >= limit.attempts
}

/** Forgets what `client` has counted for `action` (a member who proved who they are starts afresh). */
export async function clearRateLimit(db: Db, action: string, client: string): Promise<void> {
  await db.delete(rateLimit).where(eq(rateLimit.key, `${action}:${clientKey(client)}`))
}
