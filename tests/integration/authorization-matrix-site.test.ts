import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import * as schema from '../../app/db/schema/index.ts'
import { unsubscribeUrl } from '../../app/domain/notifications/unsubscribe-link.ts'
import { describeMatrix, matrix } from './authorization-matrix.ts'

describeMatrix('site', () => {
  it("/unsubscribe with a genuine signed link turns off only that member's emails, for whoever opens it", async () => {
    const { server, fixture, sessions } = matrix
    const { db, secrets } = server.services
    const reminders = async () => (await db.select({ on: schema.profiles.emailDeadlineReminders }).from(schema.profiles).where(eq(schema.profiles.userId, fixture.ownerId)))[0].on
    const link = unsubscribeUrl(server.url, secrets.unsubscribe, fixture.ownerId, 'reminders').replace(server.url, '')
    // The same signature does not carry over to the other kind of email.
    expect((await sessions.other.post(link.replace('k=reminders', 'k=digest'), {})).status).toBe(400)
    expect(await reminders()).toBe(true)
    const visitor = server.client()
    expect((await visitor.get(link)).status).toBe(200)
    expect((await visitor.post(link, {})).status).toBe(200)
    expect(await reminders()).toBe(false)
  })
})
