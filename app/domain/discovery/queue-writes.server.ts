import { createHash } from 'node:crypto'
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grants } from '../../db/schema/index.ts'
import { dedupeKey, words } from './extract/dedupe-key.ts'
import { recordSourceChange } from '../grant-changes/record-source-change.server.ts'
import { sourceFieldsOf } from '../grant-changes/source-fields.ts'
import type { DiscoveredGrantInput } from './types.ts'

/** Titles at least this similar (pg_trgm), with the same deadline (and funder, where known), are the same grant. */
export const SAME_TITLE_SIMILARITY = 0.8
/**
 * A repost (an aggregator's "Call for Proposals: X Water Grants 2027 (Deadline 30 April)" of the
 * funder's "Water and Sanitation Grants 2027"): a named funder, the same deadline, and one title's
 * words all within the other's are the same grant (issue 25). "Water Grants 2027 – Kenya" and
 * "Water Grants 2027 – Uganda" stay two.
 */
export const REPOST_TITLE_SIMILARITY = 0.3

/** Whether every word of the shorter title is in the longer one. */
export function titleWithin(a: string, b: string): boolean {
  const [short, long] = [words(a), words(b)].sort((x, y) => x.length - y.length)
  if (short.length < 2) return false
  const longer = new Set(long)
  return short.every((w) => longer.has(w))
}

export type QueueWrite = 'queued' | 'duplicate' | 'updated' | 'unchanged' | 'kept' | 'changed'

/** A hash of every extracted field (who may apply included): a re-run that finds the same values writes nothing. */
export function grantContentHash(grant: DiscoveredGrantInput): string {
  const { fieldOrigins: _o, fieldSnippets: _f, snippet: _s, ...fields } = grant
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

/** A discovered grant as the queue's columns, with its content hash, its reading at the source and its dedupe key. */
export function columns(grant: DiscoveredGrantInput) {
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
    applicantTypes: grant.applicantTypes,
    foreignApplicants: grant.foreignApplicants,
    eligibleCountries: grant.eligibleCountries,
    language: grant.language,
    fieldOrigins: grant.fieldOrigins,
    fieldSnippets: grant.fieldSnippets,
    rawData: { url: grant.pageUrl, ...(grant.snippet ? { snippet: grant.snippet } : {}) },
    contentHash: grantContentHash(grant),
    sourceFields: sourceFieldsOf(grant),
    dedupeKey: dedupeKey(grant.title, grant.funderName, grant.deadline),
  }
}

/**
 * The grant this one repeats, if any: in the queue (another source, or another address on this
 * one) or among published grants, by canonical URL, by the same title + funder + deadline key, by
 * the same application link with the same deadline (a repost, even in another language), or by a
 * title alike from the same deadline: SAME_TITLE_SIMILARITY, or REPOST_TITLE_SIMILARITY when both
 * name the same funder. Each test is its own query on an index (canonical URL, key, application
 * link, deadline), so the check stays cheap however long the queue grows. An application link alone
 * is not enough: funders often share one "apply" portal for all their calls, with their own deadlines.
 */
export async function findDuplicate(db: Db, sourceId: string, grant: DiscoveredGrantInput): Promise<{ queueId: string | null; grantId: string | null }> {
  const q = discoveredGrantsQueue
  const notItself = and(ne(q.status, 'duplicate'), or(ne(q.sourceId, sourceId), ne(q.externalId, grant.externalId)))
  const key = dedupeKey(grant.title, grant.funderName, grant.deadline)
  const similarTitle = (column: typeof q.title | typeof grants.title, at = SAME_TITLE_SIMILARITY) => sql`similarity(lower(f_unaccent(${column})), lower(f_unaccent(${grant.title}))) >= ${at}`
  const sameFunder = (column: SQL) => (grant.funderName ? sql`lower(f_unaccent(coalesce(${column}, ''))) = lower(f_unaccent(${grant.funderName}))` : sql`true`)
  const firstQueued = async (condition: SQL | undefined) => (await db.select({ id: q.id }).from(q).where(and(notItself, condition)).orderBy(q.discoveredAt).limit(1))[0]?.id ?? null
  // Reposts: the few rows of that funder and day whose titles are at all alike, then the words.
  const firstRepost = async (table: typeof q | typeof grants, condition: SQL | undefined, order: SQL | typeof q.discoveredAt | typeof grants.createdAt) => {
    const rows = await db.select({ id: table.id, title: table.title }).from(table).where(condition).orderBy(order).limit(20)
    return rows.find((row) => titleWithin(row.title, grant.title))?.id ?? null
  }
  const queueId =
    (grant.canonicalUrl ? await firstQueued(eq(q.canonicalUrl, grant.canonicalUrl)) : null) ??
    (await firstQueued(eq(q.dedupeKey, key))) ??
    (grant.applicationUrl && grant.deadline ? await firstQueued(and(eq(q.applicationUrl, grant.applicationUrl), eq(q.deadline, grant.deadline))) : null) ??
    (grant.deadline ? await firstQueued(and(eq(q.deadline, grant.deadline), sameFunder(sql`${q.funderName}`), similarTitle(q.title))) : null) ??
    (grant.deadline && grant.funderName
      ? await firstRepost(q, and(notItself, eq(q.deadline, grant.deadline), sameFunder(sql`${q.funderName}`), similarTitle(q.title, REPOST_TITLE_SIMILARITY)), q.discoveredAt)
      : null)
  const firstGrant = async (condition: SQL | undefined) => (await db.select({ id: grants.id }).from(grants).where(condition).limit(1))[0]?.id ?? null
  const grantId =
    (grant.canonicalUrl ? await firstGrant(or(eq(grants.url, grant.canonicalUrl), eq(grants.applicationUrl, grant.canonicalUrl))) : null) ??
    // The same title from the same funder with no deadline (a rolling call): an exact, unaccented match.
    (!grant.deadline
      ? await firstGrant(
          and(sql`${grants.deadline} is null`, sameFunder(sql`coalesce(${grants.funderName}, ${grants.source})`), sql`lower(f_unaccent(${grants.title})) = lower(f_unaccent(${grant.title}))`),
        )
      : null) ??
    (grant.applicationUrl && grant.deadline ? await firstGrant(and(eq(grants.applicationUrl, grant.applicationUrl), eq(grants.deadline, grant.deadline))) : null) ??
    (grant.deadline ? await firstGrant(and(eq(grants.deadline, grant.deadline), sameFunder(sql`coalesce(${grants.funderName}, ${grants.source})`), similarTitle(grants.title))) : null) ??
    (grant.deadline && grant.funderName
      ? await firstRepost(
          grants,
          and(eq(grants.deadline, grant.deadline), sameFunder(sql`coalesce(${grants.funderName}, ${grants.source})`), similarTitle(grants.title, REPOST_TITLE_SIMILARITY)),
          grants.createdAt,
        )
      : null)
  return { queueId, grantId }
}

/**
 * Writes one discovered grant to the queue, keyed by its source and the source's id for it: new →
 * pending review, or a linked duplicate; seen before → its fields updated while it waits for review
 * (a row a reviewer has saved, published or rejected is kept as the reviewer left it). A published
 * one whose page changed at the source records the change to its grant (issue 25 §5).
 */
export async function writeDiscoveredGrant(db: Db, input: { sourceId: string; taskId: string | null; grant: DiscoveredGrantInput }): Promise<QueueWrite> {
  const values = columns(input.grant)
  const [existing] = await db
    .select({
      id: discoveredGrantsQueue.id,
      status: discoveredGrantsQueue.status,
      contentHash: discoveredGrantsQueue.contentHash,
      reviewedBy: discoveredGrantsQueue.reviewedBy,
      publishedGrantId: discoveredGrantsQueue.publishedGrantId,
      sourceFields: discoveredGrantsQueue.sourceFields,
    })
    .from(discoveredGrantsQueue)
    .where(and(eq(discoveredGrantsQueue.sourceId, input.sourceId), eq(discoveredGrantsQueue.externalId, input.grant.externalId)))
  if (existing) {
    if (existing.status === 'verified' && existing.publishedGrantId) {
      // The same page as when it was published, unless it had since said the call closed.
      if (existing.contentHash === values.contentHash && existing.sourceFields?.status !== 'closed') return 'unchanged'
      // Published before the source's reading was kept (ADR 053): its row holds the reviewer's values,
      // which are no reading of the source. This reading becomes the one later ones are compared with.
      if (!existing.sourceFields) {
        await db.update(discoveredGrantsQueue).set({ sourceFields: values.sourceFields, contentHash: values.contentHash }).where(eq(discoveredGrantsQueue.id, existing.id))
        return 'unchanged'
      }
      return recordSourceChange(db, {
        queueId: existing.id,
        sourceId: input.sourceId,
        grantId: existing.publishedGrantId,
        pageUrl: input.grant.pageUrl,
        previous: existing.sourceFields,
        next: values.sourceFields,
        contentHash: values.contentHash,
      })
    }
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
