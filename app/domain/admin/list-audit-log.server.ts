import { desc, eq, inArray } from 'drizzle-orm'
import { AUDIT_FIELDS, AUDIT_LOG_SHOWN, AUDIT_PERSON_KEYS, type AuditEntityType, isAuditEntityType } from '../../catalog/audit.ts'
import type { Db } from '../../db/client.server.ts'
import {
  apiKeys,
  applications,
  auditLog,
  discoveredGrantsQueue,
  eliteRequests,
  experts,
  funderAccessApplications,
  funderAccessKeys,
  grantDiscoverySources,
  grants,
  milestoneDisputes,
  milestones,
  networkingEvents,
  organizations,
  organizationVerifications,
  paymentSessions,
  projectRequests,
  screeningMatches,
  user,
  userGrantSubmissions,
  whiteGloveRequests,
} from '../../db/schema/index.ts'
import { parseSerialId, parseUuid } from '../shared/ids.ts'

export { AUDIT_LOG_SHOWN }
import { type AuditEntry, type AuditNames, describeAuditEntry } from './describe-audit-entry.server.ts'

export type AuditRow = {
  id: string
  action: string
  entityType: string
  entityId: string
  before: unknown
  after: unknown
  createdAt: Date
  actorName: string | null
}

const snapshotOf = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {})
const uuids = (ids: Iterable<string>) => [...new Set([...ids].map(parseUuid).filter((id): id is string => id !== null))]
const serials = (ids: Iterable<string>) => [...new Set([...ids].map(parseSerialId).filter((id): id is number => id !== null))]

/** The name of each record the entries are about, looked up per kind of record: one query for all the entries of a kind. */
async function recordNames(db: Db, byType: Map<AuditEntityType, Set<string>>): Promise<Map<string, string>> {
  const ids = (type: AuditEntityType) => byType.get(type) ?? new Set<string>()
  const run = async <R extends { id: string | number; name: string | number | null }>(type: AuditEntityType, keys: unknown[], query: () => Promise<R[]>) =>
    keys.length === 0 ? [] : (await query()).map((r): [string, string | number | null] => [`${type}:${r.id}`, r.name])
  const grantIds = uuids(ids('grant'))
  const submissionIds = uuids(ids('submission'))
  const organizationIds = uuids(ids('organization'))
  const verificationIds = serials(ids('organization_verification'))
  const discoveredIds = uuids(ids('discovered_grant'))
  const sourceIds = uuids(ids('discovery_source'))
  const matchIds = serials(ids('screening_match'))
  const apiKeyIds = uuids(ids('api_key'))
  const funderKeyIds = uuids(ids('funder_access_key'))
  const funderAccessIds = uuids(ids('funder_access_application'))
  const disputeIds = uuids(ids('milestone_dispute'))
  const whiteGloveIds = uuids(ids('white_glove_request'))
  const eliteRequestIds = uuids(ids('elite_request'))
  const networkingEventIds = uuids(ids('networking_event'))
  const priorityRequestIds = uuids(ids('priority_request'))
  const paymentIds = [...ids('payment_session')]
  const userIds = [...ids('user')]
  const found = await Promise.all([
    run('grant', grantIds, () => db.select({ id: grants.id, name: grants.title }).from(grants).where(inArray(grants.id, grantIds))),
    run('submission', submissionIds, () =>
      db.select({ id: userGrantSubmissions.id, name: userGrantSubmissions.title }).from(userGrantSubmissions).where(inArray(userGrantSubmissions.id, submissionIds)),
    ),
    run('organization', organizationIds, () => db.select({ id: organizations.id, name: organizations.name }).from(organizations).where(inArray(organizations.id, organizationIds))),
    run('user', userIds, () => db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, userIds))),
    run('organization_verification', verificationIds, () =>
      db
        .select({ id: organizationVerifications.id, name: organizations.name })
        .from(organizationVerifications)
        .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
        .where(inArray(organizationVerifications.id, verificationIds)),
    ),
    run('discovered_grant', discoveredIds, () =>
      db.select({ id: discoveredGrantsQueue.id, name: discoveredGrantsQueue.title }).from(discoveredGrantsQueue).where(inArray(discoveredGrantsQueue.id, discoveredIds)),
    ),
    run('discovery_source', sourceIds, () =>
      db.select({ id: grantDiscoverySources.id, name: grantDiscoverySources.sourceName }).from(grantDiscoverySources).where(inArray(grantDiscoverySources.id, sourceIds)),
    ),
    run('screening_match', matchIds, () => db.select({ id: screeningMatches.id, name: screeningMatches.subjectName }).from(screeningMatches).where(inArray(screeningMatches.id, matchIds))),
    run('api_key', apiKeyIds, () => db.select({ id: apiKeys.id, name: apiKeys.name }).from(apiKeys).where(inArray(apiKeys.id, apiKeyIds))),
    run('funder_access_key', funderKeyIds, () => db.select({ id: funderAccessKeys.id, name: funderAccessKeys.name }).from(funderAccessKeys).where(inArray(funderAccessKeys.id, funderKeyIds))),
    run('funder_access_application', funderAccessIds, () =>
      db.select({ id: funderAccessApplications.id, name: funderAccessApplications.funderOrganization }).from(funderAccessApplications).where(inArray(funderAccessApplications.id, funderAccessIds)),
    ),
    run('milestone_dispute', disputeIds, () =>
      db
        .select({ id: milestoneDisputes.id, name: milestones.title })
        .from(milestoneDisputes)
        .innerJoin(milestones, eq(milestones.id, milestoneDisputes.milestoneId))
        .where(inArray(milestoneDisputes.id, disputeIds)),
    ),
    run('white_glove_request', whiteGloveIds, () =>
      db
        .select({ id: whiteGloveRequests.id, name: grants.title })
        .from(whiteGloveRequests)
        .innerJoin(applications, eq(applications.id, whiteGloveRequests.applicationId))
        .innerJoin(grants, eq(grants.id, applications.grantId))
        .where(inArray(whiteGloveRequests.id, whiteGloveIds)),
    ),
    run('elite_request', eliteRequestIds, () =>
      db
        .select({ id: eliteRequests.id, name: user.name })
        .from(eliteRequests)
        .innerJoin(experts, eq(experts.id, eliteRequests.expertId))
        .innerJoin(user, eq(user.id, experts.userId))
        .where(inArray(eliteRequests.id, eliteRequestIds)),
    ),
    run('networking_event', networkingEventIds, () =>
      db.select({ id: networkingEvents.id, name: networkingEvents.title }).from(networkingEvents).where(inArray(networkingEvents.id, networkingEventIds)),
    ),
    run('priority_request', priorityRequestIds, () =>
      db.select({ id: projectRequests.id, name: projectRequests.projectTitle }).from(projectRequests).where(inArray(projectRequests.id, priorityRequestIds)),
    ),
    run('payment_session', paymentIds, () => db.select({ id: paymentSessions.id, name: paymentSessions.amountUsd }).from(paymentSessions).where(inArray(paymentSessions.id, paymentIds))),
  ])
  return new Map(found.flat().flatMap(([key, name]) => (name === null ? [] : [[key, String(name)] as const])))
}

/** The people the entries name (user ids in their snapshots), and the grant experts (expert ids), by id. */
async function peopleNames(db: Db, userIds: Set<string>, expertIds: Set<string>) {
  const users = [...userIds]
  const expertList = uuids(expertIds)
  const [people, expertRows] = await Promise.all([
    users.length ? db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, users)) : [],
    expertList.length ? db.select({ id: experts.id, name: user.name }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(inArray(experts.id, expertList)) : [],
  ])
  return { people: new Map(people.map((p) => [p.id, p.name])), experts: new Map(expertRows.map((e) => [e.id, e.name])) }
}

/**
 * The latest entries of the audit log, newest first, each in words in the reader's language: one
 * query for the entries with their actors' names, then one per kind of record they name (never one
 * per entry), so the tab stays fast however many entries it shows.
 */
export async function listAuditLog(db: Db, limit = AUDIT_LOG_SHOWN): Promise<AuditEntry[]> {
  const rows: AuditRow[] = await db
    .select({
      id: auditLog.id,
      action: auditLog.action,
      entityType: auditLog.entityType,
      entityId: auditLog.entityId,
      before: auditLog.before,
      after: auditLog.after,
      createdAt: auditLog.createdAt,
      actorName: user.name,
    })
    .from(auditLog)
    .leftJoin(user, eq(user.id, auditLog.actorId))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit)
  const byType = new Map<AuditEntityType, Set<string>>()
  const userIds = new Set<string>()
  const expertIds = new Set<string>()
  for (const row of rows) {
    if (isAuditEntityType(row.entityType)) byType.set(row.entityType, (byType.get(row.entityType) ?? new Set()).add(row.entityId))
    if (row.entityType === 'grant_writer') expertIds.add(row.entityId)
    for (const snapshot of [snapshotOf(row.before), snapshotOf(row.after)]) {
      for (const [key, value] of Object.entries(snapshot)) {
        if (typeof value !== 'string') continue
        const kind = key in AUDIT_FIELDS ? AUDIT_FIELDS[key as keyof typeof AUDIT_FIELDS].kind : null
        if (kind === 'expert') expertIds.add(value)
        else if (kind === 'person' || (AUDIT_PERSON_KEYS as readonly string[]).includes(key)) userIds.add(value)
      }
    }
  }
  const [records, { people, experts: expertNames }] = await Promise.all([recordNames(db, byType), peopleNames(db, userIds, expertIds)])
  for (const [id, name] of expertNames) records.set(`grant_writer:${id}`, name)
  const names: AuditNames = { records, people, experts: expertNames }
  return rows.map((row) => describeAuditEntry(row, names))
}
