import { createHash } from 'node:crypto'
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grants } from '../../db/schema/index.ts'
import { dedupeKey } from './extract/dedupe-key.ts'
import type { DiscoveredGrantInput } from './types.ts'

/** Titles at least this similar (pg_trgm), from the same funder with the same deadline, are the same grant. */
export const SAME_TITLE_SIMILARITY = 0.8

export type QueueWrite = 'queued' | 'duplicate' | 'updated' | 'unchanged' | 'kept'

/** A hash of every extracted field: a re-run that finds the same values writes nothing. */
export function grantContentHash(grant: DiscoveredGrantInput): string {
  const { fieldOrigins: _o, snippet: _s, ...fields } = grant
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

function columns(grant: DiscoveredGrantInput) {
  return {
    pageUrl: grant.pageUrl,
    canonicalUrl: grant.canonicalUrl,
    isAwardedRecord: grant.isAwardedRecord,
    title: grant.title,
    funderName: grant.funderName,
    description: grant.description,
    fundingAmount: grant.fundingAmount,
    amountMin: grant.amountMin,
    amountMax: grant.amountMax,
    currency: grant.currency,
    amountUsd: grant.amountUsd,
    fxRate: grant.fxRate,
    fxDate: grant.fxDate,
    deadline: grant.deadline,
    deadlineText: grant.deadlineText,
    isRolling: grant.isRolling,
    countryScope: grant.countryScope,
    countryCodes: grant.countryCodes,
    geographicFocus: grant.geographicFocus,
    sectors: grant.sectors,
    applicationUrl: grant.applicationUrl,
    language: grant.language,
    fieldOrigins: grant.fieldOrigins,
    rawData: { url: grant.pageUrl, ...(grant.snippet ? { snippet: grant.snippet } : {}) },
    contentHash: grantContentHash(grant),
    dedupeKey: dedupeKey(grant.title, grant.funderName, grant.deadline),
  }
}

/**
 * The grant this one repeats, if any: in the queue (another source, or another address on this
 * one) or among published grants, by canonical URL, by the same title + funder + deadline key, or
 * by a title at least SAME_TITLE_SIMILARITY alike from the same funder with the same deadline.
 * Each test is its own query on an index (canonical URL, key, deadline), so the check stays cheap
 * however long the queue grows. An application link is not compared: funders often share one
 * "apply" portal for all their calls.
 */
export async function findDuplicate(db: Db, sourceId: string, grant: DiscoveredGrantInput): Promise<{ queueId: string | null; grantId: string | null }> {
  const q = discoveredGrantsQueue
  const notItself = and(ne(q.status, 'duplicate'), or(ne(q.sourceId, sourceId), ne(q.externalId, grant.externalId)))
  const key = dedupeKey(grant.title, grant.funderName, grant.deadline)
  const similarTitle = (column: typeof q.title | typeof grants.title) => sql`similarity(lower(f_unaccent(${column})), lower(f_unaccent(${grant.title}))) >= ${SAME_TITLE_SIMILARITY}`
  const sameFunder = (column: SQL) => (grant.funderName ? sql`lower(f_unaccent(coalesce(${column}, ''))) = lower(f_unaccent(${grant.funderName}))` : sql`true`)
  const firstQueued = async (condition: SQL | undefined) => (await db.select({ id: q.id }).from(q).where(and(notItself, condition)).orderBy(q.discoveredAt).limit(1))[0]?.id ?? null
  const queueId =
    (grant.canonicalUrl ? await firstQueued(eq(q.canonicalUrl, grant.canonicalUrl)) : null) ??
    (await firstQueued(eq(q.dedupeKey, key))) ??
    (grant.deadline ? await firstQueued(and(eq(q.deadline, grant.deadline), sameFunder(sql`${q.funderName}`), similarTitle(q.title))) : null)
  const firstGrant = async (condition: SQL | undefined) => (await db.select({ id: grants.id }).from(grants).where(condition).limit(1))[0]?.id ?? null
  const grantId =
    (grant.canonicalUrl ? await firstGrant(or(eq(grants.url, grant.canonicalUrl), eq(grants.applicationUrl, grant.canonicalUrl))) : null) ??
    // The same title from the same funder with no deadline (a rolling call): an exact, unaccented match.
    (!grant.deadline
      ? await firstGrant(
          and(sql`${grants.deadline} is null`, sameFunder(sql`coalesce(${grants.funderName}, ${grants.source})`), sql`lower(f_unaccent(${grants.title})) = lower(f_unaccent(${grant.title}))`),
        )
      : null) ??
    (grant.deadline ? await firstGrant(and(eq(grants.deadline, grant.deadline), sameFunder(sql`coalesce(${grants.funderName}, ${grants.source})`), similarTitle(grants.title))) : null)
  return { queueId, grantId }
}

/**
 * Writes one discovered grant to the queue, keyed by its source and the source's id for it: new →
 * pending review, or a linked duplicate; seen before → its fields updated while it waits for review
 * (a row a reviewer has saved, published or rejected is kept as the reviewer left it).
 */
export async function writeDiscoveredGrant(db: Db, input: { sourceId: string; taskId: string | null; grant: DiscoveredGrantInput }): Promise<QueueWrite> {
  const values = columns(input.grant)
  const [existing] = await db
    .select({ id: discoveredGrantsQueue.id, status: discoveredGrantsQueue.status, contentHash: discoveredGrantsQueue.contentHash, reviewedBy: discoveredGrantsQueue.reviewedBy })
    .from(discoveredGrantsQueue)
    .where(and(eq(discoveredGrantsQueue.sourceId, input.sourceId), eq(discoveredGrantsQueue.externalId, input.grant.externalId)))
  if (existing) {
    // Reviewed, or edited and saved by a reviewer: the reviewer's values stand.
    if (existing.status === 'verified' || existing.status === 'rejected' || existing.reviewedBy) return 'kept'
    if (existing.contentHash === values.contentHash) return 'unchanged'
    await db
      .update(discoveredGrantsQueue)
      .set({ ...values, taskId: input.taskId, updatedAt: new Date() })
      .where(eq(discoveredGrantsQueue.id, existing.id))
    return 'updated'
  }
  const duplicate = await findDuplicate(db, input.sourceId, input.grant)
  const isDuplicate = Boolean(duplicate.queueId || duplicate.grantId)
  const inserted = await db
    .insert(discoveredGrantsQueue)
    .values({
      ...values,
      sourceId: input.sourceId,
      taskId: input.taskId,
      externalId: input.grant.externalId,
      status: isDuplicate ? 'duplicate' : 'pending_verification',
      duplicateOfId: duplicate.queueId,
      duplicateOfGrantId: duplicate.grantId,
    })
    // Two workers finding the same page at once: the second finds the first's row.
    .onConflictDoNothing({ target: [discoveredGrantsQueue.sourceId, discoveredGrantsQueue.externalId] })
    .returning({ id: discoveredGrantsQueue.id })
  if (inserted.length === 0) return 'unchanged'
  return isDuplicate ? 'duplicate' : 'queued'
}
