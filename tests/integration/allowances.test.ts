import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { grants, organizationMembers, organizationVerifications, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { utcDay } from '../../app/domain/verification/allowances.server.ts'
import { newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages } from '../support/test-client.ts'
import { joinTeam, onPlan } from '../support/team.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let ids: string[]
beforeAll(async () => {
  server = await startTestServer({ grants: Array.from({ length: 35 }, (_, i) => grant({ title: `Allowance Grant ${i + 1}` })) })
  ids = (await server.services.db.select({ id: grants.id }).from(grants)).map((g) => g.id)
})
afterAll(() => server?.close())

async function memberIds(email: string) {
  const [row] = await server.services.db
    .select({ userId: user.id, orgId: organizationMembers.organizationId })
    .from(user)
    .innerJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .where(eq(user.email, email))
  return row
}

describe('Daily grant-save allowances', () => {
  it('let an unverified member save 10 grants a day, then say when the limit resets', async () => {
    const member = await newMember(server, { email: 'saver10@example.org' })
    for (const id of ids.slice(0, 10)) expect((await member.post(`/grant/${id}/save`, { save: '1', js: '1' })).status).toBe(200)
    const refused = await member.post(`/grant/${ids[10]}/save`, { save: '1', redirectTo: '/discover' })
    expect(messages((await member.follow(refused)).html, 'status')).toContain('You have saved the most grants your plan allows today. Your daily limit resets at midnight UTC.')
    expect((await member.post(`/grant/${ids[10]}/save`, { save: '1', js: '1' })).status).toBe(429)
    const { userId } = await memberIds('saver10@example.org')
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.savedBy, userId))).toHaveLength(10)
    // Removing a saved grant, or saving one already saved, is always allowed.
    expect((await member.post(`/grant/${ids[0]}/save`, { save: '0', js: '1' })).status).toBe(200)
    expect((await member.post(`/grant/${ids[1]}/save`, { save: '1', js: '1' })).status).toBe(200)
  })

  it('reset at midnight UTC: yesterday’s saves do not count', async () => {
    const member = await newMember(server, { email: 'yesterday@example.org' })
    for (const id of ids.slice(0, 10)) await member.post(`/grant/${id}/save`, { save: '1', js: '1' })
    expect((await member.post(`/grant/${ids[10]}/save`, { save: '1', js: '1' })).status).toBe(429)
    const { userId } = await memberIds('yesterday@example.org')
    const lastNight = new Date(utcDay(new Date()).start.getTime() - 1000)
    await server.services.db.update(userSavedGrants).set({ savedAt: lastNight }).where(eq(userSavedGrants.savedBy, userId))
    expect((await member.post(`/grant/${ids[10]}/save`, { save: '1', js: '1' })).status).toBe(200)
  })

  it('follow the approved verification tier: Standard allows 30 a day', async () => {
    const member = await newMember(server, { email: 'standard-saver@example.org' })
    const { orgId } = await memberIds('standard-saver@example.org')
    await server.services.db
      .insert(organizationVerifications)
      .values({ organizationId: orgId, verificationTier: 'standard', verificationFeePaid: 299, paymentStatus: 'paid', verificationStatus: 'approved', decidedAt: new Date() })
    for (const id of ids.slice(0, 30)) expect((await member.post(`/grant/${id}/save`, { save: '1', js: '1' })).status).toBe(200)
    expect((await member.post(`/grant/${ids[30]}/save`, { save: '1', js: '1' })).status).toBe(429)
  })

  it('are the organization’s: two members share its 10 saves, and saves racing for the last ones never pass the limit', async () => {
    const owner = await newMember(server, { email: 'save-owner@example.org' })
    await onPlan(server, 'save-owner@example.org', 'pro')
    const colleague = await joinTeam(server, owner, { email: 'save-colleague@example.org', name: 'Sade Colleague' })
    for (const id of ids.slice(0, 5)) expect((await owner.post(`/grant/${id}/save`, { save: '1', js: '1' })).status).toBe(200)
    for (const id of ids.slice(5, 8)) expect((await colleague.post(`/grant/${id}/save`, { save: '1', js: '1' })).status).toBe(200)
    // 8 of 10 used: six saves of new grants at the same moment, three from each member; two get through.
    const raced = await Promise.all(ids.slice(8, 14).map((id, i) => (i % 2 ? colleague : owner).post(`/grant/${id}/save`, { save: '1', js: '1' })))
    expect(raced.map((r) => r.status).sort()).toEqual([200, 200, 429, 429, 429, 429])
    const { orgId } = await memberIds('save-owner@example.org')
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.organizationId, orgId))).toHaveLength(10)
  })

  it('knows the UTC day', () => {
    const { start, end } = utcDay(new Date('2026-11-22T23:30:00+02:00'))
    expect(start.toISOString()).toBe('2026-11-22T00:00:00.000Z')
    expect(end.toISOString()).toBe('2026-11-23T00:00:00.000Z')
  })
})
