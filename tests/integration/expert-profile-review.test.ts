import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, expertPortfolio, expertProfileEdits, experts, notifications, profiles, user, userRoles } from '../../app/db/schema/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { makeExpert } from '../support/experts.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 23, items 2 and 3 (ADR 034): a listed expert's changes to their public text (name, title,
 * bio, portfolio) are checked for contact details and then wait for a light review; the directory
 * and the profile keep the approved text until staff approve; staff decide in the admin area,
 * audited, and the expert is told in their language.
 */
let server: TestServer
let admin: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server, 'edits-admin@example.org')
})
afterAll(() => server?.close())

const OLD_BIO = 'Fifteen years of proposals for African NGOs.'
const OLD_TITLE = 'Senior grant writer, health and education'

/** The expert application form as the page sends it, with `changes` over the expert's current answers. */
function expertForm(changes: Record<string, string> = {}): Record<string, string> {
  return {
    intent: 'save',
    professionalTitle: OLD_TITLE,
    bio: OLD_BIO,
    yearsExperience: '15',
    hourlyRateMin: '40',
    hourlyRateMax: '90',
    country: 'KE',
    membershipTier: 'basic',
    availabilityStatus: 'available',
    languages: 'en',
    expertiseRows: '1',
    portfolioRows: '1',
    'expertise-0-sector': 'health',
    'expertise-0-grantType': '',
    'expertise-0-geographicFocus': '',
    'portfolio-0-title': '',
    'portfolio-0-description': '',
    'portfolio-0-sector': '',
    'portfolio-0-completionDate': '',
    'portfolio-0-grantAmount': '',
    'portfolio-0-won': 'no',
    ...changes,
  }
}

async function pendingEdits(expertId: string) {
  return server.services.db
    .select()
    .from(expertProfileEdits)
    .where(and(eq(expertProfileEdits.expertId, expertId), eq(expertProfileEdits.status, 'pending')))
}

async function adminNotes() {
  return server.services.db
    .select({ link: notifications.link })
    .from(notifications)
    .innerJoin(userRoles, eq(userRoles.userId, notifications.userId))
    .where(eq(notifications.messageId, 'expertEdits.notification.adminNew'))
}

describe('A listed expert’s edits to their public text', () => {
  it('refuses contact details in the title, bio and portfolio with the field’s message, keeping what was typed and the public text', async () => {
    const { client, expertId } = await makeExpert(server, 'edits-refused@example.org', { name: 'Esther Wanjiku' })
    const bio = 'Fifteen years of proposals for African NGOs. WhatsApp me on 0712 345 678 for a quote.'
    const response = await client.post('/become-grant-expert', expertForm({ bio }))
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toContain(CATALOGUES.en.expertJoin['expertJoin.error.contactBio'])
    expect(html).toContain('WhatsApp me on 0712 345 678')
    expect(await pendingEdits(expertId)).toHaveLength(0)
    const [row] = await server.services.db.select({ bio: experts.bio }).from(experts).where(eq(experts.id, expertId))
    expect(row.bio).toBe(OLD_BIO)
  })

  it('keeps showing the approved text while a clean change waits; the expert is told it waits and staff are notified once', async () => {
    const { client, expertId } = await makeExpert(server, 'edits-wait@example.org', { name: 'Wanjiru Kamau' })
    const before = (await adminNotes()).length
    const response = await client.post(
      '/become-grant-expert',
      expertForm({
        professionalTitle: 'Grant strategist for water projects',
        bio: 'New bio: twenty years of water and sanitation proposals across East Africa.',
        'portfolio-0-title': 'Boreholes for Kitui',
      }),
    )
    expect(response.status).toBe(302)
    const page = await client.follow(response)
    expect(messages(page.html, 'status')).toContain(CATALOGUES.en.expertEdits['expertEdits.savedForReview'])
    expect(text(page.html)).toContain('are waiting for review')
    expect(text(page.html)).toContain('Waiting for review: Professional title, Bio, and Portfolio')
    // The form shows what waits, so saving it again keeps it.
    expect(page.html).toContain('Grant strategist for water projects')

    const [row] = await server.services.db.select().from(experts).where(eq(experts.id, expertId))
    expect(row).toMatchObject({ professionalTitle: OLD_TITLE, bio: OLD_BIO })
    expect(await server.services.db.select().from(expertPortfolio).where(eq(expertPortfolio.expertId, expertId))).toHaveLength(0)
    const publicProfile = text((await server.client().page(`/grant-experts/${expertId}`)).html)
    expect(publicProfile).toContain(OLD_BIO)
    expect(publicProfile).not.toContain('twenty years of water')
    expect(publicProfile).not.toContain('Boreholes for Kitui')
    const directory = text((await server.client().page('/grant-experts/browse?q=Kamau')).html)
    expect(directory).toContain(OLD_TITLE)
    expect(directory).not.toContain('Grant strategist for water projects')

    const [edit] = await pendingEdits(expertId)
    expect(edit).toMatchObject({ professionalTitle: 'Grant strategist for water projects', name: null })
    expect(edit.portfolio).toEqual([expect.objectContaining({ projectTitle: 'Boreholes for Kitui' })])
    expect((await adminNotes()).length).toBe(before + 1)
    expect((await adminNotes()).at(-1)?.link).toBe('/admin/expert-edits')

    // Saving again (the rate only) replaces nothing staff see and tells them nothing new.
    await client.post(
      '/become-grant-expert',
      expertForm({
        professionalTitle: 'Grant strategist for water projects',
        bio: 'New bio: twenty years of water and sanitation proposals across East Africa.',
        'portfolio-0-title': 'Boreholes for Kitui',
        hourlyRateMax: '95',
      }),
    )
    const [same] = await pendingEdits(expertId)
    expect(same.id).toBe(edit.id)
    expect((await adminNotes()).length).toBe(before + 1)
  })

  it('staff approve in the admin queue: the text goes public, the decision is audited and the expert is told in their language', async () => {
    const { client, expertId, userId } = await makeExpert(server, 'edits-approve@example.org', { name: 'Amina Juma' })
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, userId))
    await client.post('/become-grant-expert', expertForm({ bio: 'An approved new bio about agriculture proposals for cooperatives in Tanzania.' }))
    const [edit] = await pendingEdits(expertId)
    const queue = text((await admin.page('/admin/expert-edits')).html)
    expect(queue).toContain('Amina Juma')
    expect(queue).toContain(OLD_BIO)
    expect(queue).toContain('An approved new bio about agriculture proposals')
    expect(text((await admin.page('/admin')).html)).toContain('Profile changes (')

    const approved = await admin.post('/admin/expert-edits', { intent: 'approve', id: edit.id })
    expect(approved.status).toBe(302)
    expect(messages((await admin.follow(approved)).html, 'status')).toContain('The changes were approved and are now public')
    expect(text((await server.client().page(`/grant-experts/${expertId}`)).html)).toContain('An approved new bio about agriculture proposals')
    expect(await pendingEdits(expertId)).toHaveLength(0)
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityId, expertId), eq(auditLog.action, 'grant_writer.edit_approve')))
    expect(audit).toHaveLength(1)
    const [note] = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageId, 'expertEdits.notification.approved')))
    expect(note).toBeDefined()
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'edits-approve@example.org' && m.subject === CATALOGUES.fr.expertEdits['expertEdits.email.approved.subject'])
    expect(mail).toBeDefined()
    // Deciding it again changes nothing.
    expect(messages((await admin.follow(await admin.post('/admin/expert-edits', { intent: 'approve', id: edit.id }))).html, 'status')).toContain(
      'These changes were already decided or replaced by newer ones',
    )
  })

  it('staff reject with a reason: the approved text stays, the expert sees why; a rejection without a reason is refused, deciding nothing', async () => {
    const { client, expertId } = await makeExpert(server, 'edits-reject@example.org', { name: 'Baraka Otieno' })
    await client.post('/become-grant-expert', expertForm({ bio: 'A bio that overstates: we guarantee every grant, one hundred percent success always.' }))
    const [edit] = await pendingEdits(expertId)
    const refused = await admin.post('/admin/expert-edits', { intent: 'reject', id: edit.id, reason: 'no' })
    expect(refused.status).toBe(400)
    const refusedHtml = await refused.text()
    expect(messages(refusedHtml, 'alert')).toContain('Give the expert a reason of 5 to 1,000 characters')
    expect(refusedHtml).toContain('value="no"')
    expect(await pendingEdits(expertId)).toHaveLength(1)

    const rejected = await admin.post('/admin/expert-edits', { intent: 'reject', id: edit.id, reason: 'Please do not promise results.' })
    expect(rejected.status).toBe(302)
    expect(text((await server.client().page(`/grant-experts/${expertId}`)).html)).toContain(OLD_BIO)
    expect(text((await client.page('/become-grant-expert')).html)).toContain('were not approved. Reason: Please do not promise results.')
    expect(
      await server.services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, expertId), eq(auditLog.action, 'grant_writer.edit_reject'))),
    ).toHaveLength(1)
    expect((await server.services.mailer.listOutbox()).some((m) => m.to === 'edits-reject@example.org' && m.text.includes('Please do not promise results.'))).toBe(true)
  })

  it('a new name waits for review too: the directory keeps the approved name until staff approve it', async () => {
    const { client, expertId, userId } = await makeExpert(server, 'edits-name@example.org', { name: 'Neema Mwangi' })
    const saved = await client.post('/profile', { intent: 'profile', name: 'Neema Mwangi-Odhiambo', country: 'KE', language: 'en' })
    expect(saved.status).toBe(302)
    const page = await client.follow(saved)
    expect(messages(page.html, 'status')).toContain(CATALOGUES.en.expertEdits['expertEdits.savedForReview'])
    expect(text(page.html)).toContain('Your new name “Neema Mwangi-Odhiambo” is waiting for review')
    const [member] = await server.services.db.select({ name: user.name }).from(user).where(eq(user.id, userId))
    expect(member.name).toBe('Neema Mwangi')
    expect(text((await server.client().page(`/grant-experts/${expertId}`)).html)).not.toContain('Odhiambo')
    // Changing the language keeps the name waiting.
    await client.post('/profile', { intent: 'profile', name: 'Neema Mwangi-Odhiambo', country: 'KE', language: 'en' })
    const [edit] = await pendingEdits(expertId)
    expect(edit.name).toBe('Neema Mwangi-Odhiambo')
    await admin.post('/admin/expert-edits', { intent: 'approve', id: edit.id })
    expect(text((await server.client().page(`/grant-experts/${expertId}`)).html)).toContain('Neema Mwangi-Odhiambo')
  })

  it('a phone number in an expert’s name is refused on Profile Settings, and one stored before is hidden on the directory and the profile', async () => {
    const { client, expertId, userId } = await makeExpert(server, 'edits-phone@example.org', { name: 'Esther Achieng' })
    const refused = await client.post('/profile', { intent: 'profile', name: 'Esther 0712 345 678', country: 'KE', language: 'en' })
    expect(refused.status).toBe(400)
    expect(await pendingEdits(expertId)).toHaveLength(0)
    await server.services.db.execute(sql`update "user" set name = 'Esther 0712 345 678' where id = ${userId}`)
    for (const path of [`/grant-experts/${expertId}`, '/grant-experts/browse?q=Esther']) {
      const { html } = await server.client().page(path)
      expect(html).not.toContain('0712 345 678')
      expect(text(html)).toContain('Esther')
    }
  })
})
