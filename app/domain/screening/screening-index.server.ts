import { and, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { screeningListEntries, screeningListVersions } from '../../db/schema/index.ts'
import { buildScreeningIndex, type ScreeningIndex, type ScreeningIndexEntry } from './build-screening-index.ts'
import { SCREENING_LISTS, type ScreeningListId } from './screening-lists.ts'

export type { ScreeningIndex }

export interface ScreeningListVersionSummary {
  id: number
  fetchedAt: Date
  entryCount: number
}

/**
 * Which lists are loaded, each with the version screened against (its latest good download). An
 * empty answer is a fresh deployment: screening then says "lists not loaded" rather than "no match".
 */
export async function loadedScreeningLists(db: Db): Promise<Partial<Record<ScreeningListId, ScreeningListVersionSummary>>> {
  const loaded: Partial<Record<ScreeningListId, ScreeningListVersionSummary>> = {}
  for (const list of SCREENING_LISTS) {
    const [version] = await db
      .select({ id: screeningListVersions.id, fetchedAt: screeningListVersions.fetchedAt, entryCount: screeningListVersions.entryCount })
      .from(screeningListVersions)
      .where(and(eq(screeningListVersions.list, list), eq(screeningListVersions.status, 'ok')))
      .orderBy(desc(screeningListVersions.fetchedAt), desc(screeningListVersions.id))
      .limit(1)
    if (version) loaded[list] = version
  }
  return loaded
}

const cache = new WeakMap<Db, { signature: string; index: Promise<ScreeningIndex> }>()

/**
 * The index of the current good version of each list, built once and kept in memory until a
 * list's version changes (each call checks the versions: one small query).
 */
export async function loadScreeningIndex(db: Db): Promise<ScreeningIndex> {
  const versions = await loadedScreeningLists(db)
  const signature = SCREENING_LISTS.map((list) => `${list}:${versions[list]?.id ?? '-'}`).join(',')
  const cached = cache.get(db)
  if (cached?.signature === signature) return cached.index
  const index = buildFromDatabase(db, versions)
  cache.set(db, { signature, index })
  index.catch(() => {
    if (cache.get(db)?.index === index) cache.delete(db)
  })
  return index
}

async function buildFromDatabase(db: Db, versions: ScreeningIndex['versions']): Promise<ScreeningIndex> {
  const ids = Object.values(versions).map((version) => version.id)
  const listOf = new Map(Object.entries(versions).map(([list, version]) => [version.id, list as ScreeningListId]))
  const rows = ids.length ? await db.select().from(screeningListEntries).where(inArray(screeningListEntries.versionId, ids)).orderBy(screeningListEntries.id) : []
  const entries: ScreeningIndexEntry[] = rows.map((row) => ({
    list: listOf.get(row.versionId)!,
    ref: row.ref,
    kind: row.kind,
    name: row.name,
    aliases: row.aliases,
    birthYears: row.birthYears,
    nationalities: row.nationalities,
    programme: row.programme,
    listedOn: row.listedOn,
    versionId: row.versionId,
  }))
  return buildScreeningIndex(entries, versions)
}
