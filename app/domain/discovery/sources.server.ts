import { eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { crawlPages, grantDiscoverySources } from '../../db/schema/index.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import type { SourceInput } from './source-form.schema.ts'

/*
 * Spec §7 writes on grant_discovery_sources: insert, update by id, delete by id, and is_active by id
 * or by a set of ids. Each change and its audit entry land in one transaction.
 */

const auditColumns = {
  id: grantDiscoverySources.id,
  sourceName: grantDiscoverySources.sourceName,
  sourceUrl: grantDiscoverySources.sourceUrl,
  sourceType: grantDiscoverySources.sourceType,
  format: grantDiscoverySources.format,
  crawlFrequency: grantDiscoverySources.crawlFrequency,
  priority: grantDiscoverySources.priority,
  isActive: grantDiscoverySources.isActive,
}

/** Another source with the same address (compared without case, as the unique index does), or null. */
export async function sourceWithUrl(db: Db, url: string, exceptId?: string): Promise<string | null> {
  const rows = await db.select({ id: grantDiscoverySources.id }).from(grantDiscoverySources).where(sql`lower(${grantDiscoverySources.sourceUrl}) = lower(${url})`)
  return rows.find((r) => r.id !== exceptId)?.id ?? null
}

export async function getSource(db: Db, id: string) {
  const [row] = await db.select(auditColumns).from(grantDiscoverySources).where(eq(grantDiscoverySources.id, id))
  return row ?? null
}

/** A new source, active and due for its first crawl now. */
export async function createSource(db: Db, actorId: string, input: SourceInput): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(grantDiscoverySources).values(input).returning(auditColumns)
    await recordAudit(tx, { actorId, action: 'discovery.source.create', entityType: 'discovery_source', entityId: row.id, after: row })
    return row.id
  })
}

/**
 * false when the source is gone. A new address or format starts its frontier over: the pages known
 * belong to the old address, or were read the old way.
 */
export async function updateSource(db: Db, actorId: string, id: string, input: SourceInput): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.select(auditColumns).from(grantDiscoverySources).where(eq(grantDiscoverySources.id, id)).for('update')
    if (!before) return false
    const [after] = await tx.update(grantDiscoverySources).set(input).where(eq(grantDiscoverySources.id, id)).returning(auditColumns)
    if (after.sourceUrl !== before.sourceUrl || after.format !== before.format) await tx.delete(crawlPages).where(eq(crawlPages.sourceId, id))
    await recordAudit(tx, { actorId, action: 'discovery.source.update', entityType: 'discovery_source', entityId: id, before, after })
    return true
  })
}

/** Deletes the source with its tasks, crawl history and queued grants (cascade); published grants stay, unlinked. false when it is gone. */
export async function deleteSource(db: Db, actorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [before] = await tx.delete(grantDiscoverySources).where(eq(grantDiscoverySources.id, id)).returning(auditColumns)
    if (!before) return false
    await recordAudit(tx, { actorId, action: 'discovery.source.delete', entityType: 'discovery_source', entityId: id, before })
    return true
  })
}

/**
 * Pauses or activates one source or a set of them; returns how many there were. A source already
 * in that state counts (the admin's wish holds), one that is gone does not.
 */
export async function setSourcesActive(db: Db, actorId: string, ids: readonly string[], active: boolean): Promise<number> {
  if (ids.length === 0) return 0
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(grantDiscoverySources)
      .set({ isActive: active })
      .where(inArray(grantDiscoverySources.id, [...ids]))
      .returning({ id: grantDiscoverySources.id, sourceName: grantDiscoverySources.sourceName })
    for (const row of rows)
      await recordAudit(tx, { actorId, action: active ? 'discovery.source.activate' : 'discovery.source.pause', entityType: 'discovery_source', entityId: row.id, after: { isActive: active } })
    return rows.length
  })
}
