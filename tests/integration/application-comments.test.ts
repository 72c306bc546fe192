import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { activityEvents, applicationComments, applications, grants, notifications, organizationMembers, organizations, scheduledEmails, user } from '../../app/db/schema/index.ts'
import { scanCommentEmails } from '../../app/jobs/comment-emails.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/*
 * A team of four in one organization (Sahel Water): Kwame the owner, Esi and Amina editors, Victor
 * a viewer; Olu runs another organization. Each signs up as usual, then the test moves them into
 * Kwame's organization as an accepted invitation would.
 */
let server: TestServer
let kwame: TestClient
let esi: TestClient
let amina: TestClient
let victor: TestClient
let olu: TestClient
let orgId: string
let applicationId: string
const ids: Record<string, string> = {}
const page = () => `/dashboard/applications/${applicationId}`

async function joinTeam(email: string, role: 'editor' | 'viewer') {
  const own = await organizationOf(server, email)
  const db = server.services.db
  await db.delete(organizationMembers).where(eq(organizationMembers.userId, own.userId))
  await db.delete(organizations).where(eq(organizations.id, own.id))
  await db.insert(organizationMembers).values({ organizationId: orgId, userId: own.userId, role })
}

beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Clean Water for Schools' })] })
  kwame = await newMember(server, { name: 'Kwame Mensah', email: 'kwame@sahel-water.org', orgName: 'Sahel Water' })
  esi = await newMember(server, { name: 'Esi Boateng', email: 'esi@sahel-water.org' })
  amina = await newMember(server, { name: 'Amina Diallo', email: 'amina@sahel-water.org' })
  victor = await newMember(server, { name: 'Victor Okafor', email: 'victor@sahel-water.org' })
  olu = await newMember(server, { name: 'Olu Adeyemi', email: 'olu@delta-health.org', orgName: 'Delta Health' })
  const owner = await organizationOf(server, 'kwame@sahel-water.org')
  orgId = owner.id
  await joinTeam('esi@sahel-water.org', 'editor')
  await joinTeam('amina@sahel-water.org', 'editor')
  await joinTeam('victor@sahel-water.org', 'viewer')
  for (const u of await server.services.db.select({ id: user.id, email: user.email }).from(user)) ids[u.email.split('@')[0]] = u.id
  const [{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
  await kwame.post(`/grant/${grantId}/apply`, {})
  const [application] = await server.services.db.select({ id: applications.id }).from(applications).where(eq(applications.organizationId, orgId))
  applicationId = application.id
})
afterAll(() => server?.close())

const comment = (client: TestClient, body: string, mention = '') => client.post(page(), { intent: 'comment', body, mention })
const notificationsOf = (userId: string, messageId: string) =>
  server.services.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.messageId, messageId)))
const emailsTo = async (email: string, subject: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email && m.subject === subject)
const sendWaitingEmails = () => scanCommentEmails.handler({}, inlineJobServices(server))

describe('Comments on an application', () => {
  it('notify the member an editor @mentions, once, in the app and by email', async () => {
    const posted = await comment(esi, '@Amina please review the budget before Friday.')
    expect(posted.status).toBe(302)
    const after = await esi.follow(posted)
    expect(messages(after.html, 'status')).toContain('Comment added. The team members you mentioned were notified.')
    expect(text(after.html)).toContain('@Amina please review the budget before Friday.')
    expect(text(after.html)).toContain('Mentioned: Amina Diallo')

    const told = await notificationsOf(ids.amina, 'notifications.mentioned')
    expect(told).toHaveLength(1)
    expect(told[0].link).toMatch(new RegExp(`^/dashboard/applications/${applicationId}#comment-`))
    expect(text((await amina.page('/notifications')).html)).toContain('Esi Boateng mentioned you in a comment on “Clean Water for Schools”.')

    // The email goes out once, however often the scan runs.
    await sendWaitingEmails()
    await sendWaitingEmails()
    const emails = await emailsTo('amina@sahel-water.org', 'Esi Boateng mentioned you: Clean Water for Schools')
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain('@Amina please review the budget before Friday.')
    expect(emails[0].text).toContain(`/dashboard/applications/${applicationId}`)
    // No one else heard of it; the author is not told of their own comment.
    for (const who of ['kwame', 'esi', 'victor', 'olu']) expect(await notificationsOf(ids[who], 'notifications.mentioned')).toHaveLength(0)

    // The activity feed says who commented on what, never what was written.
    const [event] = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, orgId), eq(activityEvents.verb, 'application.commented')))
    expect(event).toMatchObject({ actorId: ids.esi, subjectType: 'application', subjectId: applicationId, data: { grant: 'Clean Water for Schools' } })
    expect(JSON.stringify(event.data)).not.toContain('budget')
  })

  it('notify no one for an @name outside the organization, or an address written in the text', async () => {
    const before = await server.services.db.select().from(scheduledEmails)
    const posted = await comment(esi, '@Olu can you look? Or write to amina@sahel-water.org and @Xavier.')
    expect(posted.status).toBe(302)
    expect(messages((await esi.follow(posted)).html, 'status')).toContain('Comment added.')
    const [stored] = await server.services.db.select().from(applicationComments).where(eq(applicationComments.body, '@Olu can you look? Or write to amina@sahel-water.org and @Xavier.'))
    expect(stored.mentions).toEqual([])
    expect(await notificationsOf(ids.olu, 'notifications.mentioned')).toHaveLength(0)
    expect(await notificationsOf(ids.amina, 'notifications.mentioned')).toHaveLength(1)
    expect(await server.services.db.select().from(scheduledEmails)).toHaveLength(before.length)
  })

  it('take a member picked from the mention list, and refuse a name no one in the team has, keeping what was typed', async () => {
    const unknown = await comment(kwame, 'Numbers are in the shared folder.', 'Olu Adeyemi')
    expect(unknown.status).toBe(400)
    const html = await unknown.text()
    expect(messages(html, 'alert')).toContain('No one in your team is called “Olu Adeyemi”. Pick a name from the list, or leave the box empty.')
    expect(html).toContain('Numbers are in the shared folder.')
    expect(html).toContain('value="Olu Adeyemi"')
    // Every member's name is offered in the list.
    for (const name of ['Kwame Mensah', 'Esi Boateng', 'Amina Diallo', 'Victor Okafor']) expect(html).toContain(`<option value="${name}">`)
    expect(html).not.toContain('<option value="Olu Adeyemi">')

    const picked = await comment(kwame, 'Numbers are in the shared folder.', 'Victor Okafor')
    expect(picked.status).toBe(302)
    expect(await notificationsOf(ids.victor, 'notifications.mentioned')).toHaveLength(1)
  })

  it('refuse an empty comment and one over 4000 characters, keeping the text', async () => {
    const empty = await comment(esi, '   ')
    expect(empty.status).toBe(400)
    expect(messages(await empty.text(), 'alert')).toContain('Write a comment first.')

    const long = `${'The budget needs another look. '.repeat(130)}End.`
    expect(long.length).toBeGreaterThan(4000)
    const tooLong = await comment(esi, long)
    expect(tooLong.status).toBe(400)
    const html = await tooLong.text()
    expect(messages(html, 'alert')).toContain('A comment can be up to 4000 characters. Shorten it or split it in two.')
    expect(html).toContain(long)
    expect(await server.services.db.select().from(applicationComments).where(eq(applicationComments.body, long))).toHaveLength(0)
    // Line breaks count once each, as the browser counts them.
    const lines = `${'a\r\n'.repeat(1999)}ab`
    expect((await comment(esi, lines)).status).toBe(302)
  })

  it('are read by a viewer, who gets no forms and whose posts are refused', async () => {
    const view = await victor.page(page())
    expect(view.status).toBe(200)
    const body = text(view.html)
    expect(body).toContain('@Amina please review the budget before Friday.')
    expect(body).toContain('Esi Boateng')
    expect(body).toContain('Assigned to Kwame Mensah')
    expect(body).toContain('Your role lets you read this application and its comments.')
    expect(view.html).not.toContain('name="body"')
    expect(view.html).not.toContain('name="assigneeId"')
    expect(view.html).not.toContain('name="status"')

    const before = await server.services.db.select().from(applicationComments)
    const attempts: Record<string, string>[] = [
      { intent: 'comment', body: '@Amina looks good', mention: '' },
      { intent: 'assign', assigneeId: ids.victor },
    ]
    for (const fields of attempts) {
      const refused = await victor.post(page(), fields)
      expect(refused.status).toBe(302)
      expect(refused.headers.get('Location')).toBe('/dashboard')
      expect(messages((await victor.follow(refused)).html, 'status')).toContain('Your role in your organization’s team does not allow this. Ask an admin or the owner.')
    }
    expect(await server.services.db.select().from(applicationComments)).toHaveLength(before.length)
    const [row] = await server.services.db.select({ assigneeId: applications.assigneeId }).from(applications).where(eq(applications.id, applicationId))
    expect(row.assigneeId).toBe(ids.kwame)
  })

  it('never show to another organization, whose members get 404', async () => {
    expect((await olu.get(page())).status).toBe(404)
    expect((await comment(olu, 'Hello from next door')).status).toBe(404)
    expect((await comment(olu, '')).status).toBe(404)
    expect((await olu.post(page(), { intent: 'assign', assigneeId: ids.olu })).status).toBe(404)
    expect(await server.services.db.select().from(applicationComments).where(eq(applicationComments.body, 'Hello from next door'))).toHaveLength(0)
  })
})

describe('Deleting a comment', () => {
  const commentIdOf = async (body: string) => (await server.services.db.select({ id: applicationComments.id }).from(applicationComments).where(eq(applicationComments.body, body)))[0]?.id
  const remove = (client: TestClient, id: string, on = page()) => client.post(on, { intent: 'delete-comment', id })

  it('is for its author, with a Delete button on their own comments only', async () => {
    await comment(esi, 'Draft budget attached, @Amina.')
    const id = await commentIdOf('Draft budget attached, @Amina.')
    expect((await notificationsOf(ids.amina, 'notifications.mentioned')).filter((n) => n.link?.endsWith(`#comment-${id}`))).toHaveLength(1)
    const emailsBefore = (
      await server.services.db
        .select()
        .from(scheduledEmails)
        .where(eq(scheduledEmails.key, `mention:${id}:${ids.amina}`))
    ).length
    expect(emailsBefore).toBe(1)
    const sentBefore = (await emailsTo('amina@sahel-water.org', 'Esi Boateng mentioned you: Clean Water for Schools')).length
    // Amina, another editor, sees no Delete button on Esi's comment, and her post is refused.
    expect((await amina.page(page())).html).not.toContain(`value="${id}"`)
    const refused = await remove(amina, id)
    expect(refused.status).toBe(403)
    expect(text(await refused.text())).toContain('You can delete your own comments. Admins and the owner can delete anyone’s.')
    expect(await commentIdOf('Draft budget attached, @Amina.')).toBe(id)

    const mine = await esi.page(page())
    expect(mine.html).toContain(`value="${id}"`)
    expect(text(mine.html)).toContain('Delete the comment by Esi Boateng')
    const deleted = await remove(esi, id)
    expect(deleted.status).toBe(302)
    const after = await esi.follow(deleted)
    expect(messages(after.html, 'status')).toContain('Comment deleted.')
    expect(text(after.html)).not.toContain('Draft budget attached')
    expect(await commentIdOf('Draft budget attached, @Amina.')).toBeUndefined()
    // Amina's notification of the mention goes with it, and the email waiting to go is not sent.
    expect((await notificationsOf(ids.amina, 'notifications.mentioned')).filter((n) => n.link?.endsWith(`#comment-${id}`))).toHaveLength(0)
    await sendWaitingEmails()
    expect(await emailsTo('amina@sahel-water.org', 'Esi Boateng mentioned you: Clean Water for Schools')).toHaveLength(sentBefore)
    // The activity feed says a comment was deleted, never what it said.
    const [entry] = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, orgId), eq(activityEvents.verb, 'application.commentDeleted')))
    expect(entry).toMatchObject({ actorId: ids.esi, data: { grant: 'Clean Water for Schools' } })
    expect(text((await kwame.page('/team/activity')).html)).toContain('Esi Boateng deleted a comment on the application for “Clean Water for Schools”')
    // Deleting it again says so, and changes nothing.
    expect(messages((await esi.follow(await remove(esi, id))).html, 'status')).toContain('That comment was already deleted.')
  })

  it('is open to the owner for anyone’s comment, never to a viewer or another organization', async () => {
    await comment(amina, 'Off-topic remark')
    const id = await commentIdOf('Off-topic remark')
    expect((await victor.page(page())).html).not.toContain(`value="${id}"`)
    const refused = await remove(victor, id)
    expect(refused.headers.get('Location')).toBe('/dashboard')
    expect((await remove(olu, id)).status).toBe(404)
    // Olu's own application does not reach a comment on Sahel Water's.
    const [{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
    await olu.post(`/grant/${grantId}/apply`, {})
    const [own] = await server.services.db.select({ id: applications.id }).from(applications).where(eq(applications.createdBy, ids.olu))
    expect(messages((await olu.follow(await remove(olu, id, `/dashboard/applications/${own.id}`))).html, 'status')).toContain('That comment was already deleted.')
    expect(await commentIdOf('Off-topic remark')).toBe(id)

    expect((await kwame.page(page())).html).toContain(`value="${id}"`)
    expect(messages((await kwame.follow(await remove(kwame, id))).html, 'status')).toContain('Comment deleted.')
    expect(await commentIdOf('Off-topic remark')).toBeUndefined()
    // A comment id that is not one is simply not found.
    expect(messages((await kwame.follow(await remove(kwame, 'not-a-uuid'))).html, 'status')).toContain('That comment was already deleted.')
  })
  it('is open to an admin for another member’s comment, and a former member’s comment only to admins', async () => {
    const { db } = server.services
    await comment(esi, 'Esi wrote this')
    const esiComment = await commentIdOf('Esi wrote this')
    await db.update(organizationMembers).set({ role: 'admin' }).where(eq(organizationMembers.userId, ids.amina))
    try {
      expect(messages((await amina.follow(await remove(amina, esiComment))).html, 'status')).toContain('Comment deleted.')
      // A comment whose author's account is gone.
      const [orphan] = await db.insert(applicationComments).values({ applicationId, authorId: null, body: 'Written by someone who left', mentions: [] }).returning({ id: applicationComments.id })
      expect(text((await esi.page(page())).html)).toContain('A former member')
      expect((await remove(esi, orphan.id)).status).toBe(403)
      expect(messages((await amina.follow(await remove(amina, orphan.id))).html, 'status')).toContain('Comment deleted.')
    } finally {
      await db.update(organizationMembers).set({ role: 'editor' }).where(eq(organizationMembers.userId, ids.amina))
    }
  })

  it('finds nothing to delete from a bad id, without an error, and deletes nothing', async () => {
    await comment(esi, 'Stays put')
    const before = await server.services.db.select().from(applicationComments)
    for (const bad of ['', '   ', '\u0000', 'x'.repeat(10_000), "' or 1=1 --", '00000000-0000-0000-0000-000000000000', `${before[0].id}x`]) {
      const response = await remove(kwame, bad)
      expect(response.status, JSON.stringify(bad.slice(0, 20))).toBe(302)
      expect(messages((await kwame.follow(response)).html, 'status')).toContain('That comment was already deleted.')
    }
    expect(await server.services.db.select().from(applicationComments)).toEqual(before)
  })
})

describe('Editing a comment', () => {
  const idOf = async (body: string) => (await server.services.db.select({ id: applicationComments.id }).from(applicationComments).where(eq(applicationComments.body, body)))[0]?.id
  const edit = (client: TestClient, id: string, body: string) => client.post(page(), { intent: 'edit-comment', id, body })

  it('is for its author: the new text is marked edited, and only members newly mentioned are told', async () => {
    await comment(esi, 'Budget draft v1 for @Amina')
    const id = await idOf('Budget draft v1 for @Amina')
    const toldBefore = (await notificationsOf(ids.amina, 'notifications.mentioned')).length
    const mine = await esi.page(page())
    expect(mine.html).toContain(`id="edit-${id}"`)
    expect((await amina.page(page())).html).not.toContain(`id="edit-${id}"`)

    const edited = await edit(esi, id, 'Budget draft v2 for @Amina and @Kwame')
    expect(edited.status).toBe(302)
    const after = await esi.follow(edited)
    expect(messages(after.html, 'status')).toContain('Comment updated. The team members you newly mentioned were notified.')
    expect(text(after.html)).toContain('Budget draft v2 for @Amina and @Kwame')
    expect(text(after.html)).toContain('· edited')
    expect(text(after.html)).toContain('Mentioned: Amina Diallo and Kwame Mensah')
    // Amina was told the first time, Kwame now; neither twice.
    expect(await notificationsOf(ids.amina, 'notifications.mentioned')).toHaveLength(toldBefore)
    expect((await notificationsOf(ids.kwame, 'notifications.mentioned')).filter((n) => n.link?.endsWith(`#comment-${id}`))).toHaveLength(1)
    expect(
      await server.services.db
        .select()
        .from(scheduledEmails)
        .where(eq(scheduledEmails.key, `mention:${id}:${ids.kwame}`)),
    ).toHaveLength(1)
    expect(messages((await esi.follow(await edit(esi, id, 'Budget draft v3 for @Amina and @Kwame'))).html, 'status')).toContain('Comment updated.')
    expect((await notificationsOf(ids.kwame, 'notifications.mentioned')).filter((n) => n.link?.endsWith(`#comment-${id}`))).toHaveLength(1)
  })

  it('refuses someone else, an empty or overlong text (keeping it, under that comment), and a comment that is gone', async () => {
    await comment(esi, 'Esi’s words')
    const id = await idOf('Esi’s words')
    for (const client of [amina, kwame]) {
      const refused = await edit(client, id, 'Words put in Esi’s mouth')
      expect(refused.status).toBe(403)
      expect(text(await refused.text())).toContain('Only the person who wrote a comment can change it.')
    }
    expect((await victor.post(page(), { intent: 'edit-comment', id, body: 'Viewer words' })).headers.get('Location')).toBe('/dashboard')
    expect((await olu.post(page(), { intent: 'edit-comment', id, body: 'Neighbour words' })).status).toBe(404)

    const empty = await edit(esi, id, '   ')
    expect(empty.status).toBe(400)
    const emptyHtml = await empty.text()
    expect(text(emptyHtml)).toContain('Write a comment first.')
    expect(emptyHtml).toMatch(new RegExp(`<details[^>]*open[^>]*>[\\s\\S]*id="edit-${id}"`))
    const long = 'x'.repeat(4001)
    const tooLong = await edit(esi, id, long)
    expect(tooLong.status).toBe(400)
    const longHtml = await tooLong.text()
    expect(text(longHtml)).toContain('A comment can be up to 4000 characters.')
    expect(longHtml).toContain(long)
    expect(await idOf('Esi’s words')).toBe(id)

    await esi.post(page(), { intent: 'delete-comment', id })
    expect(messages((await esi.follow(await edit(esi, id, 'Too late'))).html, 'status')).toContain('That comment was deleted, so it cannot be changed.')
    expect(await idOf('Too late')).toBeUndefined()
  })
})

describe('Assigning an application', () => {
  it('gives it to a member, who is notified in the app and by email; the page shows who has it', async () => {
    const assigned = await kwame.post(page(), { intent: 'assign', assigneeId: ids.amina })
    expect(assigned.status).toBe(302)
    const after = await kwame.follow(assigned)
    expect(messages(after.html, 'status')).toContain('Application assigned.')
    expect(after.html).toMatch(new RegExp(`<option value="${ids.amina}" selected=""`))

    const told = await notificationsOf(ids.amina, 'notifications.assigned')
    expect(told).toHaveLength(1)
    expect(text((await amina.page('/notifications')).html)).toContain('Kwame Mensah assigned you the application for “Clean Water for Schools”.')
    await sendWaitingEmails()
    await sendWaitingEmails()
    const emails = await emailsTo('amina@sahel-water.org', 'Assigned to you: Clean Water for Schools')
    expect(emails).toHaveLength(1)
    expect(emails[0].text).toContain(`/dashboard/applications/${applicationId}`)
    expect(text((await victor.page(page())).html)).toContain('Assigned to Amina Diallo')

    const [event] = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, orgId), eq(activityEvents.verb, 'application.assigned')))
    expect(event).toMatchObject({ actorId: ids.kwame, subjectId: applicationId, data: { grant: 'Clean Water for Schools', assignee: 'Amina Diallo' } })

    // The same choice again changes nothing and tells no one again.
    const same = await kwame.post(page(), { intent: 'assign', assigneeId: ids.amina })
    expect(messages((await kwame.follow(same)).html, 'status')).toContain('The assignee stays the same.')
    expect(await notificationsOf(ids.amina, 'notifications.assigned')).toHaveLength(1)

    // Away and back: a second assignment is a second email.
    await esi.post(page(), { intent: 'assign', assigneeId: ids.esi })
    await esi.post(page(), { intent: 'assign', assigneeId: ids.amina })
    await sendWaitingEmails()
    expect(await emailsTo('amina@sahel-water.org', 'Assigned to you: Clean Water for Schools')).toHaveLength(2)
    // Esi assigned herself: no notification to herself.
    expect(await notificationsOf(ids.esi, 'notifications.assigned')).toHaveLength(0)
  })

  it('refuses someone outside the team, and can leave the application to no one', async () => {
    const outsider = await esi.post(page(), { intent: 'assign', assigneeId: ids.olu })
    expect(outsider.status).toBe(400)
    expect(messages(await outsider.text(), 'alert')).toContain('Choose a member of your team, or no one.')
    const nobody = await esi.post(page(), { intent: 'assign', assigneeId: '' })
    expect(messages((await esi.follow(nobody)).html, 'status')).toContain('The application is no longer assigned to anyone.')
    expect(text((await victor.page(page())).html)).toContain('Not assigned to anyone')
  })
})

describe('Status changes', () => {
  it('go into the team’s activity feed with who made them', async () => {
    const moved = await esi.post(page(), { status: 'draft', submissionDate: '', amountAwarded: '', notes: 'Draft started.' })
    expect(moved.status).toBe(302)
    const events = await server.services.db
      .select()
      .from(activityEvents)
      .where(and(eq(activityEvents.organizationId, orgId), eq(activityEvents.verb, 'application.status')))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ actorId: ids.esi, subjectId: applicationId, data: { grant: 'Clean Water for Schools', from: 'not_started', to: 'draft' } })
    expect(JSON.stringify(events[0].data)).not.toContain('Draft started')
  })
})
