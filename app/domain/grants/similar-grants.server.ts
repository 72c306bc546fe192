import { and, arrayOverlaps, asc, eq, ne, or, sql } from 'drizzle-orm'
import { SIMILAR_GRANTS_SHOWN } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { grantLineColumns, type GrantLine } from './grant-line.server.ts'
import { openGrantCondition } from './open-grants.server.ts'

/**
 * Other open grants like this one (issue 25 §7), at most SIMILAR_GRANTS_SHOWN: those with its sector
 * or a sector in common first, then those for the same regions (both first when both), each group
 * closing soonest first (rolling ones last). Grants that share neither are not similar, so fewer may
 * come back. One query: the grant's own sector, sectors and regions are read once (subqueries on its
 * primary key, which PostgreSQL runs before the scan), so the match can use grants_sector_idx and the
 * GIN indexes grants_sectors_idx and grants_regions_idx.
 */
export async function listSimilarGrants(db: Db, grantId: string): Promise<GrantLine[]> {
  const own = <T>(column: 'sector' | 'sectors' | 'regions') => sql<T>`(select self.${sql.identifier(column)} from ${grants} as self where self.id = ${grantId})`
  const sameSector = or(eq(grants.sector, own<string>('sector')), arrayOverlaps(grants.sectors, own<string[]>('sectors')))!
  const sameRegion = arrayOverlaps(grants.regions, own<string[]>('regions'))
  return db
    .select(grantLineColumns)
    .from(grants)
    .where(and(openGrantCondition(), ne(grants.id, grantId), or(sameSector, sameRegion)))
    .orderBy(sql`(${sameSector}) desc`, sql`(${sameRegion}) desc`, sql`${grants.deadline} asc nulls last`, asc(grants.id))
    .limit(SIMILAR_GRANTS_SHOWN)
}
