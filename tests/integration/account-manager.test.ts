import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, contactMessages, notifications, organizations, organizationVerifications, user } from '../../app/db/schema/index.ts'
import { scanContactMessages } from '../../app/jobs/contact-messages.server.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The dedicated account manager (issue 14, item 5): Premium organizations, and Elite-verified ones,
 * have a staff member an admin assigns; the manager appears on the organization's dashboard with a
 * contact form whose messages reach that admin alone ("For you" on /admin/messages).
 */
let server: TestServer
let ada: TestClient
let sam: TestClient
let samId: string
let adaId: string

beforeAll(async () => {
  server = await startTestServer()
  ada = await signedInAdmin(server, 'ada@harambee.example', 'Ada Admin')
  sam = await signedInAdmin(server, 'sam@harambee.example', 'Sam Mwangi')
  const ids = await server.services.db.select({ id: user.id, email: user.email }).from(user)
  samId = ids.find((u) => u.email === 'sam@harambee.example')!.id
  adaId = ids.find((u) => u.email === 'ada@harambee.example')!.id
})
afterAll(() => server?.close())

const db = () => server.services.db
const DAY_MS = 86_400_000
const CARD = 'Replies within 1 working day'
const NOT_INCLUDED = 'A dedicated account manager comes with the Premium plan and with Elite verification.'
const BEING_ASSIGNED = 'Your organization’s plan includes a dedicated account manager, and our team is choosing one for you.'
const MESSAGE = 'We would like advice on the Elite verification documents for our board.'

async function organization(email: string, orgName: string, plan: 'free' | 'pro' | 'premium') {
  const client = await newMember(server, { email, name: `${orgName} Owner`, orgName })
  const org = await organizationOf(server, email)
  if (plan !== 'free')
    await db()
      .update(organizations)
      .set({ plan, planRenewsAt: new Date(Date.now() + 300 * DAY_MS) })
      .where(eq(organizations.id, org.id))
  return { client, orgId: org.id, userId: org.userId }
}

const assign = (orgId: string, managerId: string) => ada.post(`/admin/organizations/${orgId}`, { managerId })
const notesOf = async (userId: string, messageId: string) => (await db().select().from(notifications).where(eq(notifications.userId, userId))).filter((n) => n.messageId === messageId)

describe('The dedicated account manager', () => {
  it('is assigned by an admin to a Premium organization: audit-logged, and the owner told', async () => {
    const premium = await organization('pat@premium.example', 'Mara Premium Trust', 'premium')
    const list = await ada.page('/admin/organizations?q=premium')
    expect(list.status).toBe(200)
    expect(text(list.html)).toContain('Mara Premium Trust')
    expect(list.html).toContain(`href="/admin/organizations/${premium.orgId}"`)
    const page = await ada.page(`/admin/organizations/${premium.orgId}`)
    expect(text(page.html)).toContain('Has an account manager')
    expect(page.html).toContain(`<option value="${samId}">Sam Mwangi (sam@harambee.example)</option>`)

    const assigned = await assign(premium.orgId, samId)
    expect(assigned.status).toBe(303)
    expect(messages((await ada.follow(assigned)).html, 'status')).toContain('Account manager assigned. The organization’s owner has been told.')
    const [org] = await db().select().from(organizations).where(eq(organizations.id, premium.orgId))
    expect(org.accountManagerId).toBe(samId)
    const [audit] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'organization'), eq(auditLog.entityId, premium.orgId)))
    expect(audit).toMatchObject({ actorId: adaId, action: 'account_manager.assign', before: { accountManagerId: null }, after: { accountManagerId: samId } })
    const [told] = await notesOf(premium.userId, 'accountManager.notification.assigned')
    expect(told.params).toEqual({ name: 'Sam Mwangi' })
    // Listed with the manager's name; someone who is not staff cannot be chosen.
    expect(text((await ada.page('/admin/organizations?q=Mara')).html)).toContain('Sam Mwangi')
    // A search with a NUL byte or an unknown name is a search, never an error.
    expect(text((await ada.page('/admin/organizations?q=%00Mara%1F')).html)).toContain('Mara Premium Trust')
    expect(text((await ada.page('/admin/organizations?q=zzz%25_')).html)).toContain('No organization’s name contains “zzz%_”.')
    expect((await ada.get('/admin/organizations/not-a-uuid')).status).toBe(404)
    expect((await ada.get('/admin/organizations/00000000-0000-4000-8000-000000000000')).status).toBe(404)
    const notStaff = await assign(premium.orgId, premium.userId)
    expect(notStaff.status).toBe(400)
    expect(text(await notStaff.text())).toContain('Choose a member of staff (an admin) from the list.')
  })

  it('shows on a Premium dashboard, and a message reaches only that admin: notification, email and “For you”', async () => {
    const premium = await organization('lea@premium.example', 'Lake Premium Network', 'premium')
    expect((await assign(premium.orgId, samId)).status).toBe(303)
    const dashboard = await premium.client.page('/dashboard')
    const body = text(dashboard.html)
    expect(body).toContain('Your account manager')
    expect(body).toContain('Sam Mwangi')
    expect(body).toContain(CARD)
    expect(dashboard.html).toContain('action="/dashboard/account-manager"')
    expect(dashboard.html).toMatch(/>SM<\/span>/)

    // Too short: refused, what was typed kept.
    const short = await premium.client.post('/dashboard/account-manager', { message: 'Hello?' })
    expect(short.status).toBe(400)
    const shortHtml = await short.text()
    expect(text(shortHtml)).toContain('at least 20 characters')
    expect(shortHtml).toContain('Hello?')

    const sent = await premium.client.post('/dashboard/account-manager', { message: MESSAGE })
    expect(sent.status).toBe(303)
    expect(sent.headers.get('Location')).toBe('/dashboard')
    expect(messages((await premium.client.follow(sent)).html, 'status')).toContain('Message sent to your account manager. They will reply by email within 1 working day.')
    const [row] = await db().select().from(contactMessages).where(eq(contactMessages.message, MESSAGE))
    expect(row).toMatchObject({ topic: 'account_manager', organizationId: premium.orgId, recipientId: samId, userId: premium.userId, email: 'lea@premium.example' })

    // Only Sam is notified and emailed; Ada, also an admin, hears nothing of it.
    expect(await notesOf(samId, 'notifications.contactMessage')).toHaveLength(1)
    expect(await notesOf(adaId, 'notifications.contactMessage')).toHaveLength(0)
    await scanContactMessages.handler({}, inlineJobServices(server))
    const outbox = await server.services.mailer.listOutbox()
    const toSam = outbox.filter((m) => m.text.includes(MESSAGE) && m.to === 'sam@harambee.example')
    expect(toSam).toHaveLength(1)
    expect(toSam[0].text).toContain('Account manager, for Lake Premium Network')
    expect(toSam[0].text).toContain('/admin/messages?for=me')
    expect(outbox.filter((m) => m.text.includes(MESSAGE) && m.to !== 'sam@harambee.example')).toHaveLength(0)

    const forSam = text((await sam.page('/admin/messages?for=me')).html)
    expect(forSam).toContain(MESSAGE)
    expect(forSam).toContain('Lake Premium Network')
    const forAda = text((await ada.page('/admin/messages?for=me')).html)
    expect(forAda).not.toContain(MESSAGE)
    expect(forAda).toContain('No messages for you yet.')
  })

  it('on Premium before one is assigned, is said to be on its way, with no plan to buy and no form', async () => {
    const waiting = await organization('wait@premium.example', 'Ruvuma Waiting Trust', 'premium')
    const dashboard = await waiting.client.page('/dashboard')
    expect(text(dashboard.html)).toContain(BEING_ASSIGNED)
    expect(text(dashboard.html)).not.toContain(CARD)
    const page = await waiting.client.page('/dashboard/account-manager')
    expect(page.status).toBe(403)
    expect(text(page.html)).toContain(BEING_ASSIGNED)
    expect(text(page.html)).not.toContain(NOT_INCLUDED)
    expect(text(page.html)).not.toContain('See plans')
    const posted = await waiting.client.post('/dashboard/account-manager', { message: MESSAGE })
    expect(posted.status).toBe(403)
    expect(await db().select().from(contactMessages).where(eq(contactMessages.organizationId, waiting.orgId))).toHaveLength(0)
  })

  it('is not on Pro or Free dashboards, and a message posted anyway is refused', async () => {
    for (const [email, name, plan] of [
      ['pro@orgs.example', 'Tana Pro Union', 'pro'],
      ['free@orgs.example', 'Volta Free Circle', 'free'],
    ] as const) {
      const org = await organization(email, name, plan)
      // Nobody can be assigned to them either.
      const refused = await assign(org.orgId, samId)
      expect(refused.status).toBe(400)
      expect(text(await refused.text())).toContain('cannot have an account manager')
      expect(text((await org.client.page('/dashboard')).html)).not.toContain(CARD)
      expect(text((await org.client.page('/dashboard')).html)).not.toContain(BEING_ASSIGNED)
      const page = await org.client.page('/dashboard/account-manager')
      expect(page.status).toBe(403)
      expect(text(page.html)).toContain(NOT_INCLUDED)
      const posted = await org.client.post('/dashboard/account-manager', { message: MESSAGE })
      expect(posted.status).toBe(403)
      expect(text(await posted.text())).toContain(NOT_INCLUDED)
      expect(await db().select().from(contactMessages).where(eq(contactMessages.organizationId, org.orgId))).toHaveLength(0)
    }
    // Signed out: sign in first.
    const visitor = await server.client().get('/dashboard/account-manager')
    expect(visitor.status).toBe(302)
    expect(visitor.headers.get('Location')).toMatch(/^\/auth\?redirectTo=/)
  })

  it('is given by an Elite badge to a Free organization, and hidden (assignment kept) when the badge or plan lapses', async () => {
    const elite = await organization('eli@elite.example', 'Kilimanjaro Elite Fund', 'free')
    expect((await assign(elite.orgId, samId)).status).toBe(400)
    const [badge] = await db()
      .insert(organizationVerifications)
      .values({ organizationId: elite.orgId, verificationTier: 'elite', verificationFeePaid: 999, paymentStatus: 'paid', verificationStatus: 'approved', decidedAt: new Date() })
      .returning({ id: organizationVerifications.id })
    expect(text((await ada.page(`/admin/organizations/${elite.orgId}`)).html)).toContain('Has an account manager')
    expect((await assign(elite.orgId, samId)).status).toBe(303)
    expect(text((await elite.client.page('/dashboard')).html)).toContain(CARD)
    expect((await elite.client.post('/dashboard/account-manager', { message: `${MESSAGE} (Elite)` })).status).toBe(303)

    // The badge revoked: no card, the assignment kept for when it holds again.
    await db().update(organizationVerifications).set({ revokedAt: new Date() }).where(eq(organizationVerifications.id, badge.id))
    expect(text((await elite.client.page('/dashboard')).html)).not.toContain(CARD)
    expect((await elite.client.post('/dashboard/account-manager', { message: MESSAGE })).status).toBe(403)
    const [org] = await db().select().from(organizations).where(eq(organizations.id, elite.orgId))
    expect(org.accountManagerId).toBe(samId)

    // A Premium year that ended: the same.
    const lapsed = await organization('lapsed@premium.example', 'Zambezi Lapsed Trust', 'premium')
    expect((await assign(lapsed.orgId, samId)).status).toBe(303)
    await db()
      .update(organizations)
      .set({ planRenewsAt: new Date(Date.now() - DAY_MS) })
      .where(eq(organizations.id, lapsed.orgId))
    expect(text((await lapsed.client.page('/dashboard')).html)).not.toContain(CARD)
    // An admin may still remove it.
    const removed = await assign(lapsed.orgId, '')
    expect(messages((await ada.follow(removed)).html, 'status')).toContain('Account manager removed.')
  })
  it('shows admins every sector an organization works in, the main one first', async () => {
    const wash = await organization('wash@free.example', 'Maji Safi Kitui', 'free')
    expect(text((await ada.page(`/admin/organizations/${wash.orgId}`)).html)).toContain('Sectors None given')
    const form = new URLSearchParams({ intent: 'organization', orgName: 'Maji Safi Kitui', sector: 'health', country: 'KE' })
    form.append('otherSectors', 'environment')
    form.append('otherSectors', 'gender_equality')
    expect((await wash.client.post('/profile', form)).status).toBe(302)
    expect(text((await ada.page(`/admin/organizations/${wash.orgId}`)).html)).toContain('Sectors Health, Environment, and Gender Equality')
  })
})
