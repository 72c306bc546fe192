import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import * as schema from '../../app/db/schema/index.ts'
import { newMember, organizationOf, signInThroughForm, signUpThroughForm } from './accounts.ts'
import { headerText } from './test-client.ts'
import { startTestServer, type TestServer } from './test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const TABLES = (Object.values(schema) as unknown[]).filter((table): table is PgTable => is(table, PgTable))
/** What only the form leaves: its rate-limit counters (by client address), and no row of the member's. */
const FORM_ONLY = new Set(['rate_limit'])

/** Every table's rows, by table name, as JSON. */
async function rows(): Promise<Map<string, string[]>> {
  const all = await Promise.all(TABLES.map(async (table) => [getTableConfig(table).name, (await server.services.db.select().from(table)).map((r) => JSON.stringify(r))] as const))
  return new Map(all)
}

/** The rows `make` adds, with the values that differ by nature (ids, times, tokens, the salted hash, the address) replaced by their kind. */
async function rowsMadeBy(make: () => Promise<unknown>, email: string) {
  const before = await rows()
  await make()
  const after = await rows()
  const { id: orgId, userId, slug } = await organizationOf(server, email)
  const made: Record<string, unknown[]> = {}
  for (const [name, list] of after) {
    if (FORM_ONLY.has(name)) continue
    const added = list.filter((row) => !before.get(name)!.includes(row))
    if (!added.length) continue
    made[name] = added.map((row) =>
      Object.fromEntries(
        Object.entries(JSON.parse(row) as Record<string, unknown>).map(([key, value]) => {
          if (value === userId) return [key, 'the user']
          if (value === orgId) return [key, 'the organization']
          if (value === email) return [key, 'the email']
          if (value !== null && value === slug) return [key, 'the slug']
          if (['id', 'token', 'password', 'ipAddress'].includes(key) && typeof value === 'string') return [key, `a ${key}`]
          if (typeof value === 'string' && /^\d{4}-\d\d-\d\dT/.test(value)) return [key, 'a time']
          return [key, value]
        }),
      ),
    )
  }
  return made
}

describe('newMember', () => {
  it('leaves the rows that signing up through the form and following the emailed link leave (the form adds only its rate-limit counters)', async () => {
    const fields = { name: 'Wanjiru Kamau', orgName: 'Nairobi Health Collective' }
    const form = await rowsMadeBy(() => signUpThroughForm(server, { ...fields, email: 'form@example.org' }), 'form@example.org')
    const direct = await rowsMadeBy(() => newMember(server, { ...fields, email: 'direct@example.org' }), 'direct@example.org')
    expect(Object.keys(form).sort()).toEqual(['account', 'organization_members', 'organizations', 'profiles', 'session', 'user'])
    expect(direct).toEqual(form)
  })

  it('names the organization after the member when the form leaves it empty, as sign-up does', async () => {
    const form = await rowsMadeBy(() => signUpThroughForm(server, { name: 'Kofi Mensah', email: 'form-solo@example.org' }), 'form-solo@example.org')
    const direct = await rowsMadeBy(() => newMember(server, { name: 'Kofi Mensah', email: 'direct-solo@example.org' }), 'direct-solo@example.org')
    expect(direct).toEqual(form)
    expect((await organizationOf(server, 'direct-solo@example.org')).name).toBe('Kofi Mensah')
  })

  it('signs the client in, and the member signs in through the form with GOOD_PASSWORD', async () => {
    const member = await newMember(server, { name: 'Amina Osman', email: 'amina@example.org' })
    const page = await member.page('/dashboard')
    expect([page.status, page.url]).toEqual([200, '/dashboard'])
    expect(headerText(page.html)).toContain('Amina Osman')
    const again = await signInThroughForm(server, 'amina@example.org')
    expect((await again.page('/dashboard')).url).toBe('/dashboard')
  })

  it('sends no email', async () => {
    await newMember(server, { email: 'quiet@example.org' })
    expect((await server.services.mailer.listOutbox()).filter((m) => m.to === 'quiet@example.org')).toEqual([])
  })
})
