import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, user } from '../../app/db/schema/index.ts'
import { newMember, signedInAs } from '../support/accounts.ts'
import { text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

const FONT = '/fonts/atkinson-hyperlegible-next-latin-400.woff2'
const preloadsFont = (html: string) => html.includes(`<link rel="preload" href="${FONT}"`)
const lean = (html: string) => html.includes('data-saver="on"') && !preloadsFont(html)

describe('Data saver', () => {
  it('is off by default: the page preloads its font', async () => {
    const { html } = await server.client().page('/discover')
    expect(preloadsFont(html)).toBe(true)
    expect(html).not.toContain('data-saver="on"')
    expect(text(html)).toContain('Data saver')
  })

  it('follows the browser’s own data saver (Save-Data: on) while the choice is Automatic', async () => {
    const response = await server.client().request('/discover', { headers: { 'Save-Data': 'on' } })
    expect(lean(await response.text())).toBe(true)
  })

  it('is turned on and off from the footer’s form, kept in a cookie, whatever the browser says', async () => {
    const visitor = server.client()
    const on = await visitor.post('/data-saver', { dataSaver: 'on', redirectTo: '/discover' })
    expect(on.headers.get('Location')).toBe('/discover')
    expect(on.headers.getSetCookie().join()).toMatch(/^data-saver=on; Path=\/; HttpOnly; SameSite=Lax; Max-Age=31536000/)
    expect(lean((await visitor.page('/discover')).html)).toBe(true)
    await visitor.post('/data-saver', { dataSaver: 'off', redirectTo: '/discover' })
    const off = await visitor.request('/discover', { headers: { 'Save-Data': 'on' } })
    expect(lean(await off.text())).toBe(false)
  })

  it('ignores a choice that is not one of Automatic, On or Off', async () => {
    const visitor = server.client()
    const response = await visitor.post('/data-saver', { dataSaver: 'max', redirectTo: '/discover' })
    expect(response.status).toBe(303)
    expect(response.headers.getSetCookie()).toEqual([])
  })

  it('is a member’s preference in their profile, which follows them to another device', async () => {
    const member = await newMember(server, { email: 'saver@example.org' })
    const saved = await member.post('/profile', { intent: 'preferences', theme: 'system', dataSaver: 'on', matchAlertFrequency: 'weekly' })
    expect(saved.status).toBe(302)
    expect(saved.headers.getSetCookie().some((c) => c.startsWith('data-saver=on'))).toBe(true)
    const [row] = await server.services.db.select({ dataSaver: profiles.dataSaver }).from(profiles).innerJoin(user, eq(user.id, profiles.userId)).where(eq(user.email, 'saver@example.org'))
    expect(row.dataSaver).toBe('on')
    // Another device: the session only, no data saver cookie.
    const elsewhere = await signedInAs(server, 'saver@example.org')
    const page = await elsewhere.page('/profile?tab=preferences')
    expect(lean(page.html)).toBe(true)
    expect(page.html).toMatch(/<option value="on" selected="">On<\/option>/)
  })

  it('refuses a profile choice that is not offered, keeping what was chosen', async () => {
    const member = await newMember(server, { email: 'saver-bad@example.org' })
    const response = await member.post('/profile', { intent: 'preferences', theme: 'dark', dataSaver: 'sometimes', matchAlertFrequency: 'weekly' })
    expect(response.status).toBe(400)
    const [row] = await server.services.db
      .select({ dataSaver: profiles.dataSaver, theme: profiles.theme })
      .from(profiles)
      .innerJoin(user, eq(user.id, profiles.userId))
      .where(eq(user.email, 'saver-bad@example.org'))
    expect(row).toEqual({ dataSaver: 'auto', theme: 'system' })
  })
})
