import { and, eq } from 'drizzle-orm'
import { CONFIRMED_CHANGE_FIELDS, eligibilityValues, type FieldChange, type GrantChangeField, isNotified, type SourceFields } from '../../catalog/grant-changes.ts'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grantChanges, grants } from '../../db/schema/index.ts'
import { applyGrantChange } from './apply-grant-change.server.ts'
import { claimGrantChangeNotices } from './claim-grant-change-notices.server.ts'
import { changesBetween } from './source-fields.ts'

const isConfirmed = (change: FieldChange) => (CONFIRMED_CHANGE_FIELDS as readonly string[]).includes(change.field)

export interface SourceReading {
  /** The queue row the grant was published from, and what it last read at the source. */
  queueId: string
  sourceId: string
  grantId: string
  pageUrl: string
  previous: SourceFields
  /** The fields as read now (only `status` for a page that says the call closed). */
  next: SourceFields
  contentHash?: string
}

/**
 * A published grant's page read again (issue 25 §5). What changed at the source since the last
 * reading becomes part of the grant's history: a new title, description or application link is
 * applied at once; a moved deadline, a new amount or a closing waits, as the grant's one pending
 * change, for a reviewer to confirm (a newer reading updates it, and one that goes back to the
 * grant's values withdraws it). Members who saved or applied are told of what was applied. All in
 * one transaction with the queue row's new reading, so nothing is half-recorded.
 */
export async function recordSourceChange(db: Db, reading: SourceReading): Promise<'changed' | 'unchanged'> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select({
        title: grants.title,
        deadline: grants.deadline,
        fundingAmount: grants.fundingAmount,
        applicationUrl: grants.applicationUrl,
        description: grants.description,
        status: grants.status,
        applicantTypes: grants.applicantTypes,
        foreignApplicants: grants.foreignApplicants,
        eligibleCountries: grants.eligibleCountries,
      })
      .from(grants)
      .where(eq(grants.id, reading.grantId))
      .for('update')
    const current = { ...reading.previous, ...reading.next }
    await tx
      .update(discoveredGrantsQueue)
      .set({ sourceFields: current, ...(reading.contentHash ? { contentHash: reading.contentHash } : {}) })
      .where(eq(discoveredGrantsQueue.id, reading.queueId))
    if (!grant) return 'unchanged'
    const now: Record<GrantChangeField, string | null> = { ...grant, ...eligibilityValues(grant) }
    const found = changesBetween(reading.previous, reading.next, now)
    const recorded = { sourceId: reading.sourceId, queueId: reading.queueId, pageUrl: reading.pageUrl }

    const applied = found.filter((c) => !isConfirmed(c))
    if (applied.length > 0) {
      const [change] = await tx
        .insert(grantChanges)
        .values({ ...recorded, grantId: reading.grantId, changes: applied, status: 'applied', decidedAt: new Date() })
        .returning({ id: grantChanges.id })
      await applyGrantChange(tx, reading.grantId, applied)
      if (isNotified(applied)) await claimGrantChangeNotices(tx, change.id)
    }

    const toConfirm = found.filter(isConfirmed)
    const [pending] = await tx
      .select()
      .from(grantChanges)
      .where(and(eq(grantChanges.grantId, reading.grantId), eq(grantChanges.status, 'pending')))
      .for('update')
    if (!pending && toConfirm.length === 0) return applied.length > 0 ? 'changed' : 'unchanged'
    // The pending change, brought up to this reading: its fields the source changed again take the new
    // value; one now back at the grant's value is no change any more.
    const byField = new Map((pending?.changes ?? []).map((c) => [c.field, c]))
    for (const change of toConfirm) byField.set(change.field, change)
    const merged = [...byField.values()].filter((c) => (current[c.field] ?? null) !== now[c.field]).map((c) => ({ ...c, before: now[c.field], after: current[c.field] ?? null }))
    if (pending && merged.length === 0) {
      await tx.update(grantChanges).set({ status: 'dismissed', decidedAt: new Date() }).where(eq(grantChanges.id, pending.id))
    } else if (pending && toConfirm.length === 0) {
      // Nothing new for the reviewer: the pending change stands as it was found.
      return applied.length > 0 ? 'changed' : 'unchanged'
    } else if (pending) {
      await tx
        .update(grantChanges)
        .set({ ...recorded, changes: merged.map((c) => (c.field === 'fundingAmount' ? { ...c, usd: current.fundingUsd ?? null } : c)), detectedAt: new Date() })
        .where(eq(grantChanges.id, pending.id))
    } else {
      await tx.insert(grantChanges).values({ ...recorded, grantId: reading.grantId, changes: merged, status: 'pending' })
    }
    return 'changed'
  })
}
