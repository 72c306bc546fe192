import { and, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { RouterContextProvider } from 'react-router'
import { regionOfCountry } from '../../catalog/countries.ts'
import { toUsd } from '../../catalog/exchange-rates.ts'
import { OTHER_SECTOR } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { discoveredGrantsQueue, grantDiscoverySources, grants } from '../../db/schema/index.ts'
import { requireAdminOr } from '../accounts/guards.server.ts'
import type { Member } from '../accounts/get-member.server.ts'
import { recordAudit, type Tx } from '../admin/record-audit.server.ts'
import { toGrantRow } from '../grants/write-grant.server.ts'
import type { DiscoveredGrantEdit } from './discovered-grant.schema.ts'

/** An admin, or a redirect: signed out to /auth, members to /discover with "Access Denied: Admin privileges required" (spec §2, §6). */
export function requireDiscoveryAdmin(context: Readonly<RouterContextProvider>, request: Request): Member {
  return requireAdminOr(context, request, '/discover', 'discovery.accessDenied')
}

const duplicateOf = alias(discoveredGrantsQueue, 'duplicate_of')
const duplicateGrant = alias(grants, 'duplicate_grant')
const publishedGrant = alias(grants, 'published_grant')

/** One row of the discovery queue with everything the review page shows: its source, and the titles of the rows and grants it links to. */
export async function getDiscoveredGrant(db: Db, id: string) {
  const [row] = await db
    .select({
      grant: discoveredGrantsQueue,
      source: { id: grantDiscoverySources.id, name: grantDiscoverySources.sourceName, url: grantDiscoverySources.sourceUrl },
      duplicateOfTitle: duplicateOf.title,
      duplicateOfGrantTitle: duplicateGrant.title,
      publishedGrantTitle: publishedGrant.title,
    })
    .from(discoveredGrantsQueue)
    .innerJoin(grantDiscoverySources, eq(grantDiscoverySources.id, discoveredGrantsQueue.sourceId))
    .leftJoin(duplicateOf, eq(duplicateOf.id, discoveredGrantsQueue.duplicateOfId))
    .leftJoin(duplicateGrant, eq(duplicateGrant.id, discoveredGrantsQueue.duplicateOfGrantId))
    .leftJoin(publishedGrant, eq(publishedGrant.id, discoveredGrantsQueue.publishedGrantId))
    .where(eq(discoveredGrantsQueue.id, id))
  return row ?? null
}
export type DiscoveredGrantView = NonNullable<Awaited<ReturnType<typeof getDiscoveredGrant>>>

/** The reviewer's values as queue columns, with the top amount converted to US dollars again (rate and its date kept). */
function queueValues(input: DiscoveredGrantEdit) {
  const top = input.amountMax ?? input.amountMin
  const usd = top !== null && input.currency ? toUsd(top, input.currency) : null
  return {
    ...input,
    amountUsd: usd?.usd ?? null,
    fxRate: usd?.rate ?? null,
    fxDate: usd?.date ?? null,
    updatedAt: new Date(),
  }
}

/** The pending row, locked until the transaction ends, or nothing when it is gone or already reviewed. */
async function lockPending(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(discoveredGrantsQueue)
    .where(and(eq(discoveredGrantsQueue.id, id), eq(discoveredGrantsQueue.status, 'pending_verification')))
    .for('update')
  return row ?? null
}

/** Saves the reviewer's edits to a pending row. False when the row is no longer pending. */
export async function saveDiscoveredGrant(db: Db, actorId: string, id: string, input: DiscoveredGrantEdit): Promise<boolean> {
  return db.transaction(async (tx) => {
    const before = await lockPending(tx, id)
    if (!before) return false
    // reviewed_by marks the row as edited by a reviewer: a later crawl keeps these values.
    const values = { ...queueValues(input), reviewedBy: actorId }
    await tx.update(discoveredGrantsQueue).set(values).where(eq(discoveredGrantsQueue.id, id))
    await recordAudit(tx, { actorId, action: 'discovery.grant.update', entityType: 'discovered_grant', entityId: id, before: pick(before, input), after: input })
    return true
  })
}

/** The row's columns that the edit names, for the audit log's before. */
function pick(row: Record<string, unknown>, input: object) {
  return Object.fromEntries(Object.keys(input).map((k) => [k, row[k]]))
}

/** The grant a published row becomes: funder (or the source's name) as the source, the first sector as the main one, the countries the reviewer chose added to those the scope names. */
function grantValues(row: typeof discoveredGrantsQueue.$inferSelect, sourceName: string) {
  const base = toGrantRow({
    title: row.title,
    description: row.description ?? '',
    source: row.funderName ?? sourceName,
    funderName: row.funderName,
    sector: row.sectors[0] ?? OTHER_SECTOR,
    sectors: row.sectors.length ? row.sectors : undefined,
    geographicFocus: row.geographicFocus,
    countryScope: row.countryScope,
    fundingAmount: row.fundingAmount,
    // The converted amount when the queue has one; otherwise read from the amount's text as for any grant.
    fundingUsd: row.amountUsd ?? undefined,
    deadline: row.deadline,
    applicationUrl: row.applicationUrl,
    applicantTypes: row.applicantTypes,
    foreignApplicants: row.foreignApplicants,
    eligibleCountries: row.eligibleCountries,
    url: row.canonicalUrl ?? row.pageUrl,
    language: row.language,
  })
  const countryCodes = [...new Set([...(base.countryCodes ?? []), ...row.countryCodes])]
  const regions = [...new Set([...(base.regions ?? []), ...countryCodes.map((c) => regionOfCountry(c)).filter((r): r is NonNullable<typeof r> => r !== undefined)])]
  return { ...base, countryCodes, regions, discoverySourceId: row.sourceId }
}

/**
 * Publishes a pending row with the reviewer's values, in one transaction: the row is locked while
 * still pending, the grant is written, the row marked verified and linked to it, the source's count
 * of grants raised and the decision logged. Null when the row was already reviewed (a second click,
 * another admin): nothing is written twice.
 */
export async function publishDiscoveredGrant(db: Db, actorId: string, id: string, input: DiscoveredGrantEdit): Promise<{ grantId: string } | null> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id)
    if (!pending) return null
    const [row] = await tx.update(discoveredGrantsQueue).set(queueValues(input)).where(eq(discoveredGrantsQueue.id, id)).returning()
    const [source] = await tx.select({ name: grantDiscoverySources.sourceName }).from(grantDiscoverySources).where(eq(grantDiscoverySources.id, row.sourceId))
    const [grant] = await tx.insert(grants).values(grantValues(row, source.name)).returning({ id: grants.id })
    const reviewedAt = new Date()
    await tx.update(discoveredGrantsQueue).set({ status: 'verified', publishedGrantId: grant.id, reviewedBy: actorId, reviewedAt }).where(eq(discoveredGrantsQueue.id, id))
    await tx
      .update(grantDiscoverySources)
      .set({ totalGrantsDiscovered: sql`${grantDiscoverySources.totalGrantsDiscovered} + 1` })
      .where(eq(grantDiscoverySources.id, row.sourceId))
    await recordAudit(tx, {
      actorId,
      action: 'discovery.grant.publish',
      entityType: 'discovered_grant',
      entityId: id,
      before: { status: pending.status, ...pick(pending, input) },
      after: { status: 'verified', grantId: grant.id, ...input },
    })
    return { grantId: grant.id }
  })
}

/** Rejects a pending row with its reason. False when it was already reviewed. */
export async function rejectDiscoveredGrant(db: Db, actorId: string, id: string, reason: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const pending = await lockPending(tx, id)
    if (!pending) return false
    await tx
      .update(discoveredGrantsQueue)
      .set({ status: 'rejected', rejectionReason: reason, reviewedBy: actorId, reviewedAt: new Date(), updatedAt: new Date() })
      .where(eq(discoveredGrantsQueue.id, id))
    await recordAudit(tx, { actorId, action: 'discovery.grant.reject', entityType: 'discovered_grant', entityId: id, before: { status: pending.status }, after: { status: 'rejected', reason } })
    return true
  })
}

/**
 * A row the crawler took for a duplicate that is not one (two calls that only look alike): it goes
 * back to the queue for review, its links cleared. False when it is not a duplicate any more.
 */
export async function restoreDuplicate(db: Db, actorId: string, id: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(discoveredGrantsQueue)
      .where(and(eq(discoveredGrantsQueue.id, id), eq(discoveredGrantsQueue.status, 'duplicate')))
      .for('update')
    if (!row) return false
    await tx.update(discoveredGrantsQueue).set({ status: 'pending_verification', duplicateOfId: null, duplicateOfGrantId: null, updatedAt: new Date() }).where(eq(discoveredGrantsQueue.id, id))
    await recordAudit(tx, {
      actorId,
      action: 'discovery.grant.not_duplicate',
      entityType: 'discovered_grant',
      entityId: id,
      before: { status: 'duplicate', duplicateOfId: row.duplicateOfId, duplicateOfGrantId: row.duplicateOfGrantId },
      after: { status: 'pending_verification' },
    })
    return true
  })
}
