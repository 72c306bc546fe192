import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from '../../app/db/schema/index.ts'
import { notify } from '../../app/domain/notifications/notify.server.ts'
import { newMember } from '../support/accounts.ts'
import { headerText, messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('In-app notifications', () => {
  it('show an unread count on the bell, list the events, and can all be marked read', async () => {
    const member = await newMember(server, { email: 'bell@example.org' })
    const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'bell@example.org'))
    expect(headerText((await member.page('/')).html)).toContain('Notifications (0 unread)')
    await notify(server.services.db, row.id, 'notifications.submissionPublished', { title: 'Community Radio Fund' }, '/discover')
    await notify(server.services.db, row.id, 'notifications.reminderSent', { title: 'Clean Cooking Grant', days: 7 })
    expect(headerText((await member.page('/')).html)).toContain('Notifications (2 unread)')
    const list = await member.page('/notifications')
    const body = text(list.html)
    expect(body).toContain('Your submission “Community Radio Fund” was published.')
    expect(body).toContain('Reminder: “Clean Cooking Grant” is due in 7 days.')
    expect(list.html).toMatch(/href="\/discover"[^>]*>Your submission/)
    const read = await member.post('/notifications', {})
    expect(messages((await member.follow(read)).html, 'status')).toContain('All notifications marked as read')
    expect(headerText((await member.page('/')).html)).toContain('Notifications (0 unread)')
  })

  it('are each member’s own, and visitors are sent to sign in', async () => {
    const other = await newMember(server, { email: 'other-bell@example.org' })
    expect(text((await other.page('/notifications')).html)).toContain('You have no notifications.')
    expect((await server.client().get('/notifications')).headers.get('Location')).toBe('/auth?redirectTo=%2Fnotifications')
  })
})
