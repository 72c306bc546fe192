import { isIPv4 } from 'node:net'
import { sql } from 'drizzle-orm'
import { API_LAST_USED_EVERY_SECONDS } from '../../catalog/api.ts'
import type { Db } from '../../db/client.server.ts'
import { apiCalls, apiKeys } from '../../db/schema/index.ts'
import { clientKey } from '../accounts/check-rate-limit.server.ts'

export interface ApiCall {
  keyId: string
  organizationId: string
  method: string
  url: URL
  status: number
  durationMs: number
  clientAddress: string
}

/**
 * What the log keeps of the caller's address: its network, not the address (an IPv4 /24, an IPv6
 * /64), enough for a team to tell its own servers from someone else's.
 */
export function callerNetwork(address: string): string {
  const key = clientKey(address)
  if (isIPv4(key)) return `${key.split('.').slice(0, 3).join('.')}.0/24`
  return key
}

/** The path as logged: the query's parameter names only, never their values (a search text may be private). */
export function loggedPath(url: URL): string {
  const names = [...new Set(url.searchParams.keys())]
  return names.length ? `${url.pathname}?${names.join('&')}` : url.pathname
}

/**
 * Writes one call to the organization's log and, at most once a minute, the key's "last used"
 * time, in one statement (one round trip after the answer is made).
 */
export async function logApiCall(db: Db, call: ApiCall, lastUsedAt: Date | null): Promise<void> {
  const row = {
    apiKeyId: call.keyId,
    organizationId: call.organizationId,
    method: call.method,
    path: loggedPath(call.url).slice(0, 500),
    status: call.status,
    durationMs: Math.max(0, Math.round(call.durationMs)),
    ip: callerNetwork(call.clientAddress),
  }
  const stale = !lastUsedAt || Date.now() - lastUsedAt.getTime() > API_LAST_USED_EVERY_SECONDS * 1000
  if (!stale) {
    await db.insert(apiCalls).values(row)
    return
  }
  await db.execute(sql`
    with logged as (
      insert into ${apiCalls} (api_key_id, organization_id, method, path, status, duration_ms, ip)
      values (${row.apiKeyId}, ${row.organizationId}, ${row.method}, ${row.path}, ${row.status}, ${row.durationMs}, ${row.ip})
    )
    update ${apiKeys} set last_used_at = now()
    where id = ${row.apiKeyId} and (last_used_at is null or last_used_at < now() - make_interval(secs => ${API_LAST_USED_EVERY_SECONDS}))`)
}
