import { and, count, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userGrantSubmissions } from '../../db/schema/index.ts'

/** How many grant opportunities the member has sent for review in the last 24 hours. */
export async function countRecentSubmissions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(userGrantSubmissions)
    .where(and(eq(userGrantSubmissions.userId, userId), gt(userGrantSubmissions.createdAt, sql`now() - interval '1 day'`)))
  return row.n
}
