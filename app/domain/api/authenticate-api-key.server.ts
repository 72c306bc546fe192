import { and, eq } from 'drizzle-orm'
import type { ApiScope } from '../../catalog/api.ts'
import { effectivePlanId, planById } from '../../catalog/plans.ts'
import { can } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { apiKeys, organizationMembers, organizations } from '../../db/schema/index.ts'
import { hashApiKey, isApiKeyShaped } from './api-key-token.server.ts'

export interface ApiKeyHolder {
  id: string
  organizationId: string
  scopes: string[]
  lastUsedAt: Date | null
  /** The organization's plan in force includes API access (a lapsed Premium does not). */
  apiAccess: boolean
}

/** Why a key is refused, or the key (its organization comes from the key, never from the request). */
export type KeyCheck = { ok: true; key: ApiKeyHolder } | { ok: false; status: 401; reason: 'missing' | 'unknown' } | { ok: false; status: 401; reason: 'revoked'; key: ApiKeyHolder }

/**
 * The key behind a bearer token, with its organization's plan and its creator's place in the team,
 * in one read: unknown and revoked keys are refused alike (401). A key whose creator is no longer in
 * its organization, or no longer in a role that may manage keys, is refused as revoked even if
 * nothing revoked it (keys of members who left before leaving revoked them), so the team's data
 * never outlives someone's place in the team.
 */
export async function authenticateApiKey(db: Db, token: string | null, now = new Date()): Promise<KeyCheck> {
  if (!token) return { ok: false, status: 401, reason: 'missing' }
  if (!isApiKeyShaped(token)) return { ok: false, status: 401, reason: 'unknown' }
  const [row] = await db
    .select({
      id: apiKeys.id,
      organizationId: apiKeys.organizationId,
      scopes: apiKeys.scopes,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      plan: organizations.plan,
      planRenewsAt: organizations.planRenewsAt,
      creatorRole: organizationMembers.role,
    })
    .from(apiKeys)
    .innerJoin(organizations, eq(organizations.id, apiKeys.organizationId))
    .leftJoin(organizationMembers, and(eq(organizationMembers.organizationId, apiKeys.organizationId), eq(organizationMembers.userId, apiKeys.createdBy)))
    .where(eq(apiKeys.keyHash, hashApiKey(token)))
    .limit(1)
  if (!row) return { ok: false, status: 401, reason: 'unknown' }
  const key = {
    id: row.id,
    organizationId: row.organizationId,
    scopes: row.scopes,
    lastUsedAt: row.lastUsedAt,
    apiAccess: Boolean(planById(effectivePlanId(row, now)).entitlements.apiAccess),
  }
  if (row.revokedAt || !row.creatorRole || !can(row.creatorRole, 'apiKeys.manage')) return { ok: false, status: 401, reason: 'revoked', key }
  return { ok: true, key }
}

export function keyHasScope(key: ApiKeyHolder, scope: ApiScope): boolean {
  return key.scopes.includes(scope)
}
