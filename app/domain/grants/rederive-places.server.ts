import { asc, eq, gt } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { deriveLocation } from './write-grant.server.ts'

const BATCH = 500

/**
 * Derives every grant's country codes and regions again from its country scope (deriveLocation),
 * for grants written before the scope was read in every language (ADR 071): a grant open to "Tchad"
 * gets TD, so the country filter and matching find it. It only adds: codes a grant got otherwise
 * (an importer's structured fields, a reviewer) stay. Only rows whose columns change are written;
 * batches by id, reporting progress. Returns how many grants were read and how many changed.
 */
export async function rederivePlaces(db: Db, onProgress?: (done: number, changed: number) => void): Promise<{ read: number; changed: number }> {
  let after = '00000000-0000-0000-0000-000000000000'
  let read = 0
  let changed = 0
  for (;;) {
    const rows = await db
      .select({ id: grants.id, countryScope: grants.countryScope, geographicFocus: grants.geographicFocus, countryCodes: grants.countryCodes, regions: grants.regions })
      .from(grants)
      .where(gt(grants.id, after))
      .orderBy(asc(grants.id))
      .limit(BATCH)
    if (rows.length === 0) break
    for (const row of rows) {
      const derived = deriveLocation(row.countryScope, row.geographicFocus)
      const countryCodes = [...new Set([...row.countryCodes, ...derived.countryCodes])]
      const regions = [...new Set([...row.regions, ...derived.regions])]
      if (countryCodes.length === row.countryCodes.length && regions.length === row.regions.length) continue
      await db.update(grants).set({ countryCodes, regions }).where(eq(grants.id, row.id))
      changed++
    }
    read += rows.length
    after = rows[rows.length - 1].id
    onProgress?.(read, changed)
  }
  return { read, changed }
}
