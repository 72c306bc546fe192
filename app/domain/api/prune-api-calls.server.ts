import { lt, sql } from 'drizzle-orm'
import { API_CALL_RETENTION_DAYS } from '../../catalog/api.ts'
import type { Db } from '../../db/client.server.ts'
import { apiCalls } from '../../db/schema/index.ts'

/** Forgets API calls older than API_CALL_RETENTION_DAYS (the daily job); answers how many went. */
export async function pruneApiCalls(db: Db): Promise<number> {
  const gone = await db
    .delete(apiCalls)
    .where(lt(apiCalls.createdAt, sql`now() - make_interval(days => ${API_CALL_RETENTION_DAYS})`))
    .returning({ id: apiCalls.id })
  return gone.length
}
