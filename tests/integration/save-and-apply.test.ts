import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let grantId: string
let otherId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Youth Employment Grant' }), grant({ title: 'Clean Cooking Fund', sector: 'energy' })] })
  const rows = await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)
  grantId = rows.find((r) => r.title === 'Youth Employment Grant')!.id
  otherId = rows.find((r) => r.title === 'Clean Cooking Fund')!.id
})
afterAll(() => server?.close())

async function userId(email: string) {
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

describe('Signed-out visitors', () => {
  it.each([
    ['save', 'save', 'Please sign in to save grants'],
    ['apply', 'apply', 'Please sign in to apply'],
  ])('who try to %s go to /auth with "%s"', async (_action, path, message) => {
    const client = server.client()
    const response = await client.post(`/grant/${grantId}/${path}`, { save: '1', redirectTo: '/discover' })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fdiscover')
    const page = await client.follow(response)
    expect(messages(page.html, 'status')).toContain(message)
    expect(await server.services.db.select().from(userSavedGrants)).toHaveLength(0)
  })

  it.each(['/dashboard', '/admin', '/admin/outbox'])('who open %s go to /auth', async (path) => {
    const response = await server.client().get(path)
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
  })
})

describe('Saving grants', () => {
  it('saves with "Grant saved!", shows it saved, and removes it with "Grant removed from saved"', async () => {
    const client = await newMember(server, { email: 'saver@example.org' })
    const save = await client.post(`/grant/${grantId}/save`, { save: '1', redirectTo: `/grant/${grantId}` })
    expect(save.headers.get('Location')).toBe(`/grant/${grantId}`)
    const after = await client.follow(save)
    expect(messages(after.html, 'status')).toContain('Grant saved!')
    expect(after.html).toMatch(/aria-pressed="true"[^>]*aria-label="Remove from saved: Youth Employment Grant"/)
    // Saving twice keeps one saved row.
    await client.post(`/grant/${grantId}/save`, { save: '1' })
    const id = await userId('saver@example.org')
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.savedBy, id))).toHaveLength(1)

    const unsave = await client.post(`/grant/${grantId}/save`, { save: '0', redirectTo: '/discover' })
    expect(messages((await client.follow(unsave)).html, 'status')).toContain('Grant removed from saved')
    expect(await server.services.db.select().from(userSavedGrants).where(eq(userSavedGrants.savedBy, id))).toHaveLength(0)
  })

  it('answers a script with data instead of a redirect', async () => {
    const client = await newMember(server, { email: 'script@example.org' })
    const response = await client.post(`/grant/${grantId}/save`, { save: '1', js: '1' })
    expect(response.status).toBe(200)
  })

  it('refuses to save a grant that does not exist', async () => {
    const client = await newMember(server, { email: 'ghostsave@example.org' })
    const response = await client.post('/grant/00000000-0000-4000-8000-000000000000/save', { save: '1' })
    expect(response.status).toBe(404)
  })
})

describe('Applying', () => {
  it('creates one "Not Started" application per member and grant, then shows View Application', async () => {
    const client = await newMember(server, { email: 'applicant@example.org' })
    const first = await client.post(`/grant/${grantId}/apply`, { redirectTo: `/grant/${grantId}` })
    const page = await client.follow(first)
    expect(messages(page.html, 'status')).toContain('Application created! Check your dashboard.')
    expect(text(page.html)).toContain('View Application')
    expect(page.html).toMatch(/href="\/dashboard"[^>]*>View Application/)
    await client.post(`/grant/${grantId}/apply`, {})
    const id = await userId('applicant@example.org')
    const rows = await server.services.db
      .select()
      .from(applications)
      .where(and(eq(applications.createdBy, id), eq(applications.grantId, grantId)))
    expect(rows).toHaveLength(1)
    expect(rows[0].status).toBe('not_started')
  })

  it('lists the member’s saved grants and applications on the dashboard, and no one else’s', async () => {
    const member = await newMember(server, { name: 'Dash Member', email: 'dash@example.org', orgName: 'Dash Org' })
    await member.post(`/grant/${grantId}/save`, { save: '1' })
    await member.post(`/grant/${otherId}/apply`, {})
    const other = await newMember(server, { email: 'other@example.org' })
    const body = text((await member.page('/dashboard')).html)
    expect(body).toContain('Welcome, Dash Member')
    expect(body).toContain('Dash Org · Free Plan')
    expect(body).toContain('Saved Grants 1')
    expect(body).toContain('Applications 1')
    expect(body).toContain('Youth Employment Grant')
    const applicationsTab = text((await member.page('/dashboard?tab=applications')).html)
    expect(applicationsTab).toContain('Clean Cooking Fund')
    expect(applicationsTab).toContain('Not Started')
    const otherBody = text((await other.page('/dashboard')).html)
    expect(otherBody).toContain('Saved Grants 0')
    expect(otherBody).toContain('You have not saved any grants yet.')
    expect(otherBody).not.toContain('Youth Employment Grant')
  })
})
