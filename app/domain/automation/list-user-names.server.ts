import { inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { user } from '../../db/schema/index.ts'

/** The names of these accounts (people a rule or a run names who may have left the team since), by id. */
export async function listUserNames(db: Db, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map()
  const rows = await db
    .select({ id: user.id, name: user.name })
    .from(user)
    .where(inArray(user.id, [...new Set(ids)]))
  return new Map(rows.map((r) => [r.id, r.name]))
}
