import { and, desc, eq, gte, lt, type SQL } from 'drizzle-orm'
import { API_CALLS_SHOWN, type CallStatusFilter } from '../../catalog/api.ts'
import type { Db } from '../../db/client.server.ts'
import { apiCalls, apiKeys } from '../../db/schema/index.ts'

const STATUS_RANGES: Record<Exclude<CallStatusFilter, 'all'>, [number, number]> = { ok: [200, 300], refused: [400, 500], failed: [500, 600] }

/** The organization's latest API calls (API_CALLS_SHOWN), newest first, of one key or all, filtered by outcome. Only that organization's rows. */
export function listApiCalls(db: Db, organizationId: string, filter: { keyId?: string | null; status?: CallStatusFilter } = {}) {
  const conditions: SQL[] = [eq(apiCalls.organizationId, organizationId)]
  if (filter.keyId) conditions.push(eq(apiCalls.apiKeyId, filter.keyId))
  if (filter.status && filter.status !== 'all') {
    const [from, to] = STATUS_RANGES[filter.status]
    conditions.push(gte(apiCalls.status, from), lt(apiCalls.status, to))
  }
  return db
    .select({
      id: apiCalls.id,
      keyName: apiKeys.name,
      keyPrefix: apiKeys.prefix,
      method: apiCalls.method,
      path: apiCalls.path,
      status: apiCalls.status,
      durationMs: apiCalls.durationMs,
      ip: apiCalls.ip,
      createdAt: apiCalls.createdAt,
    })
    .from(apiCalls)
    .leftJoin(apiKeys, eq(apiKeys.id, apiCalls.apiKeyId))
    .where(and(...conditions))
    .orderBy(desc(apiCalls.createdAt), desc(apiCalls.id))
    .limit(API_CALLS_SHOWN)
}
