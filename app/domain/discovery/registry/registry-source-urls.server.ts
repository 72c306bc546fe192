import { sql } from 'drizzle-orm'
import type { Db } from '../../../db/client.server.ts'
import { grantDiscoverySources } from '../../../db/schema/index.ts'

/** The addresses already added as sources, lower-cased (as the unique index compares them): the registry page marks those entries added. */
export async function knownSourceUrls(db: Db): Promise<Set<string>> {
  const rows = await db.select({ url: sql<string>`lower(${grantDiscoverySources.sourceUrl})` }).from(grantDiscoverySources)
  return new Set(rows.map((r) => r.url))
}
