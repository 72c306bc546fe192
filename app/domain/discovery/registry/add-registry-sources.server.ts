import { sql } from 'drizzle-orm'
import type { SourcePriority } from '../../../catalog/discovery.ts'
import { REGISTRY_KIND_SOURCE_TYPE } from '../../../catalog/discovery-registry.ts'
import type { Db } from '../../../db/client.server.ts'
import { grantDiscoverySources } from '../../../db/schema/index.ts'
import { recordAudit } from '../../admin/record-audit.server.ts'
import { type RegistrySource, registrySources } from './registry.ts'

/** Aggregators and portals publish many calls a week: crawled first. */
const priorityOf = (source: RegistrySource): SourcePriority => (source.kind === 'aggregator' ? 'high' : 'medium')

/**
 * Adds registry entries as discovery sources (issue 25 §4): each active, read automatically (or as the
 * entry's format says: a feed), at the entry's crawl frequency and due now, so the scheduler crawls it
 * next. An entry whose address is
 * already a source is left as it is (the address is unique, compared without case). One statement,
 * with an audit entry per source added (the actor null when the deployment added them at start).
 * Unknown ids are ignored. Answers how many were added and how many were already sources.
 */
export async function addRegistrySources(db: Db, actorId: string | null, ids: readonly string[] | 'all'): Promise<{ added: number; known: number }> {
  const wanted = new Set(ids === 'all' ? [] : ids)
  const entries = registrySources().filter((s) => ids === 'all' || wanted.has(s.id))
  if (entries.length === 0) return { added: 0, known: 0 }
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(grantDiscoverySources)
      .values(
        entries.map((s) => ({
          sourceName: s.name,
          sourceUrl: s.url,
          // A feed of calls is an RSS source whatever its funder's kind.
          sourceType: s.format === 'feed' ? ('rss_feed' as const) : REGISTRY_KIND_SOURCE_TYPE[s.kind],
          format: s.format,
          crawlFrequency: s.frequency,
          priority: priorityOf(s),
          nextCrawlAt: sql`now()`,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: grantDiscoverySources.id, sourceName: grantDiscoverySources.sourceName, sourceUrl: grantDiscoverySources.sourceUrl })
    for (const row of rows) await recordAudit(tx, { actorId, action: 'discovery.source.create', entityType: 'discovery_source', entityId: row.id, after: { ...row, from: 'registry' } })
    return { added: rows.length, known: entries.length - rows.length }
  })
}
