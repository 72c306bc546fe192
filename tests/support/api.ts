import { eq } from 'drizzle-orm'
import type { ApiScope } from '../../app/catalog/api.ts'
import type { PlanId } from '../../app/catalog/plans.ts'
import { organizations } from '../../app/db/schema/index.ts'
import { createApiKey } from '../../app/domain/api/create-api-key.server.ts'
import { organizationOf, newMember } from './accounts.ts'
import type { TestServer } from './test-server.ts'

/** Puts the organization of the member who signed up with `email` on `plan` for the coming year (or one that ended, `lapsed`). */
export async function setPlan(server: TestServer, email: string, plan: PlanId, options: { lapsed?: boolean } = {}) {
  const org = await organizationOf(server, email)
  const renews = plan === 'free' ? null : new Date(Date.now() + (options.lapsed ? -2 : 300) * 86_400_000)
  await server.services.db.update(organizations).set({ plan, planRenewsAt: renews }).where(eq(organizations.id, org.id))
  return org
}

/** A member (the owner of a one-person organization) on the Premium plan, signed in. */
export async function premiumMember(server: TestServer, email: string, orgName = 'Lake Basin Youth') {
  const client = await newMember(server, { email, name: 'Amina Odhiambo', orgName })
  const org = await setPlan(server, email, 'premium')
  return { client, org }
}

/** A key for the organization of `email`, made as /team/api makes it (the key itself is known only here). */
export async function keyFor(server: TestServer, email: string, scopes: ApiScope[] = ['grants:read'], name = 'Reporting server'): Promise<string> {
  const org = await organizationOf(server, email)
  const outcome = await createApiKey(server.services.db, { userId: org.userId, organizationId: org.id, plan: 'premium' }, { name, scopes })
  if (!outcome.ok) throw new Error(`No key: ${JSON.stringify(outcome.errors)}`)
  return outcome.key
}

/** An API call as another server makes it: the key in the Authorization header, no cookies, JSON. */
export async function api(server: TestServer | string, key: string | null, path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}) {
  const base = typeof server === 'string' ? server : server.url
  const headers: Record<string, string> = { ...(key ? { Authorization: `Bearer ${key}` } : {}), ...init.headers }
  let body: string | undefined
  if (init.body !== undefined) {
    body = typeof init.body === 'string' ? init.body : JSON.stringify(init.body)
    headers['Content-Type'] ??= 'application/json'
  }
  const response = await fetch(`${base}${path}`, { method: init.method ?? (body === undefined ? 'GET' : 'POST'), headers, body, redirect: 'manual' })
  const text = await response.text()
  let json: unknown = null
  try {
    json = text ? JSON.parse(text) : null
  } catch {
    json = null
  }
  return { status: response.status, headers: response.headers, text, json: json as Record<string, unknown> & { items?: Record<string, unknown>[] } }
}
