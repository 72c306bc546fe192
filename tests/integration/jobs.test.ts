import { inlineJobServices } from '../support/jobs.ts'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, notifications, organizationMembers, organizations, profiles, user } from '../../app/db/schema/index.ts'
import { scanDeadlineReminders, sendDeadlineReminder } from '../../app/jobs/deadline-reminders.server.ts'
import { scanMatchAlertsWeekly, sendMatchAlert, weeklyDigestAlias } from '../../app/jobs/match-alerts.server.ts'
import { weekOf } from '../../app/domain/matching/week.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { startJobs } from '../../server/jobs.ts'
import { newMember, signUpThroughForm } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
const id: Record<string, string> = {}
const today = new Date().toISOString().slice(0, 10)

const inlineServices = () => inlineJobServices(server)

async function userId(email: string) {
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}
const outboxTo = async (email: string) => (await server.services.mailer.listOutbox()).filter((m) => m.to === email)

beforeAll(async () => {
  server = await startTestServer({
    grants: [
      grant({ title: 'Due in 14', deadline: daysFromNow(14) }),
      grant({ title: 'Due in 7', deadline: daysFromNow(7) }),
      grant({ title: 'Due in 1', deadline: daysFromNow(1) }),
      grant({ title: 'Due in 10', deadline: daysFromNow(10) }),
      grant({ title: 'Applied due in 7', deadline: daysFromNow(7) }),
      grant({ title: 'Submitted due in 7', deadline: daysFromNow(7) }),
    ],
  })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) id[row.title] = row.id
})
afterAll(() => server?.close())

async function memberTracking(email: string, titles: { save?: string[]; apply?: string[] }, signUp = newMember): Promise<TestClient> {
  const member = await signUp(server, { name: 'Reminded Member', email })
  for (const title of titles.save ?? []) await member.post(`/grant/${id[title]}/save`, { save: '1' })
  for (const title of titles.apply ?? []) await member.post(`/grant/${id[title]}/apply`, {})
  return member
}

describe('Deadline reminders', () => {
  it('email saved and applied grants 14, 7 and 1 days before the deadline, once each, with a notification', async () => {
    await memberTracking('reminded@example.org', { save: ['Due in 14', 'Due in 7', 'Due in 1', 'Due in 10'], apply: ['Applied due in 7', 'Submitted due in 7'] })
    const uid = await userId('reminded@example.org')
    // An application already submitted needs no reminder.
    await server.services.db.update(applications).set({ status: 'submitted' }).where(eq(applications.grantId, id['Submitted due in 7']))

    const jobs = inlineServices()
    await scanDeadlineReminders.handler({ today }, jobs)
    const emails = await outboxTo('reminded@example.org')
    const subjects = emails.map((e) => e.subject).sort()
    expect(subjects.filter((s) => s.startsWith('Reminder'))).toEqual([
      'Reminder: Applied due in 7 is due in 7 days',
      'Reminder: Due in 1 is due tomorrow',
      'Reminder: Due in 14 is due in 14 days',
      'Reminder: Due in 7 is due in 7 days',
    ])
    const reminder = emails.find((e) => e.subject.includes('Due in 14'))!
    expect(reminder.text).toContain(`/grant/${id['Due in 14']}`)
    expect(reminder.text).toMatch(/\/unsubscribe\?u=.+&k=reminders&s=/)
    const notes = await server.services.db.select().from(notifications).where(eq(notifications.userId, uid))
    expect(notes.filter((n) => n.messageId.startsWith('notifications.reminderSent'))).toHaveLength(4)

    // The same day scanned again, or a job run twice, sends nothing more.
    await scanDeadlineReminders.handler({ today }, jobs)
    const key = `reminder:${uid}:${id['Due in 14']}:14`
    await sendDeadlineReminder.handler({ key, userId: uid, grantId: id['Due in 14'], days: 14 }, jobs)
    expect((await outboxTo('reminded@example.org')).filter((e) => e.subject.startsWith('Reminder'))).toHaveLength(4)
    expect((await server.services.db.select().from(notifications).where(eq(notifications.userId, uid))).filter((n) => n.messageId.startsWith('notifications.reminderSent'))).toHaveLength(4)
  })

  it('are written in the member’s language: a Portuguese member gets Portuguese words and dates', async () => {
    await memberTracking('lembrete@example.org', { save: ['Due in 1', 'Due in 14'] })
    const uid = await userId('lembrete@example.org')
    await server.services.db.update(profiles).set({ language: 'pt' }).where(eq(profiles.userId, uid))
    await scanDeadlineReminders.handler({ today }, inlineServices())
    const reminders = (await outboxTo('lembrete@example.org')).filter((e) => e.subject.includes('Due in'))
    expect(reminders.map((e) => e.subject).sort()).toEqual(['Lembrete: o prazo de Due in 1 termina amanhã', 'Lembrete: o prazo de Due in 14 termina dentro de 14 dias'])
    const deadline = new Intl.DateTimeFormat('pt-PT', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${daysFromNow(14)}T00:00:00Z`))
    const fourteen = reminders.find((e) => e.subject.includes('Due in 14'))!
    expect(fourteen.text).toContain(deadline)
    expect(fourteen.text).toMatch(/^Olá, Reminded Member/)
  })

  it('follow the member’s preference, and the unsubscribe link works without signing in', async () => {
    // Signed up through the form: the verification email is the one this member receives.
    await memberTracking('optout@example.org', { save: ['Due in 7'] }, signUpThroughForm)
    const uid = await userId('optout@example.org')
    await server.services.db.update(profiles).set({ emailDeadlineReminders: false }).where(eq(profiles.userId, uid))
    await scanDeadlineReminders.handler({ today }, inlineServices())
    expect(await outboxTo('optout@example.org')).toHaveLength(1) // only the sign-up verification

    await memberTracking('unsub@example.org', { save: ['Due in 1'] })
    await scanDeadlineReminders.handler({ today }, inlineServices())
    const [mail] = (await outboxTo('unsub@example.org')).filter((e) => e.subject.startsWith('Reminder'))
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\S+/)![0]
    const visitor = server.client()
    const page = await visitor.page(link.replace(server.url, ''))
    expect(text(page.html)).toContain('Stop deadline reminder emails?')
    // Opening the link changes nothing (mail scanners open links); the button does.
    const [before] = await server.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, await userId('unsub@example.org')))
    expect(before.emailDeadlineReminders).toBe(true)
    const done = await visitor.request(link.replace(server.url, ''), { method: 'POST' })
    expect(text(await done.text())).toContain('You will no longer receive deadline reminder emails.')
    const [after] = await server.services.db
      .select()
      .from(profiles)
      .where(eq(profiles.userId, await userId('unsub@example.org')))
    expect(after.emailDeadlineReminders).toBe(false)

    const forged = link.replace(/s=[^&]+/, 's=forged')
    expect((await visitor.request(forged.replace(server.url, ''), { method: 'POST' })).status).toBe(400)
    expect((await visitor.request(link.replace('k=reminders', 'k=digest').replace(server.url, ''), { method: 'POST' })).status).toBe(400)
  })

  it('take one-click unsubscribes exactly as mail clients send them (RFC 8058: another site’s Origin, no cookies)', async () => {
    await memberTracking('oneclick@example.org', { save: ['Due in 1'] })
    await scanDeadlineReminders.handler({ today }, inlineServices())
    const [mail] = (await outboxTo('oneclick@example.org')).filter((e) => e.subject.startsWith('Reminder'))
    const link = mail.text.match(/https?:\/\/\S+\/unsubscribe\S+/)![0]
    // Nothing is logged as an error: a refused origin used to log a stack trace.
    const errors: string[] = []
    const logged = console.error
    console.error = (...args: unknown[]) => void errors.push(args.map((a) => (a instanceof Error ? `${a.message} ${a.stack}` : String(a))).join(' '))
    try {
      // What Gmail's and Apple Mail's servers post: the form body, their own Origin, no cookie.
      const oneClick = () =>
        fetch(link, {
          method: 'POST',
          body: 'List-Unsubscribe=One-Click',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.google.com' },
          redirect: 'manual',
        })
      const response = await oneClick()
      expect(response.status).toBe(200)
      const [after] = await server.services.db
        .select()
        .from(profiles)
        .where(eq(profiles.userId, await userId('oneclick@example.org')))
      expect(after.emailDeadlineReminders).toBe(false)
      // Sent twice (mail clients retry), it is still done.
      expect((await oneClick()).status).toBe(200)
      // The signature still decides: a forged link from another site changes nothing.
      const forged = await fetch(link.replace(/s=[^&]+/, 's=forged'), {
        method: 'POST',
        body: 'List-Unsubscribe=One-Click',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://mail.google.com' },
      })
      expect(forged.status).toBe(400)
    } finally {
      console.error = logged
    }
    expect(errors).toEqual([])
  })
})

describe('New-match alerts (the weekly digest folded in)', () => {
  it('email new grants that match the member’s organization (sector and country, region or pan-African), once a week', async () => {
    await newMember(server, { name: 'Digest Reader', email: 'digest@example.org', orgName: 'Nairobi Clinics' })
    const uid = await userId('digest@example.org')
    const [membership] = await server.services.db.select().from(organizationMembers).where(eq(organizationMembers.userId, uid))
    await server.services.db.update(organizations).set({ sector: 'health', country: 'KE' }).where(eq(organizations.id, membership.organizationId))
    await insertGrants(server.services.db, [
      grant({ title: 'Kenya Health Fund', sector: 'health', countryScope: 'Kenya' }),
      grant({ title: 'East Africa Health Window', sector: 'health', countryScope: null, geographicFocus: ['east_africa'] }),
      grant({ title: 'Pan-African Health Prize', sector: 'health', countryScope: null, geographicFocus: ['pan_african'] }),
      grant({ title: 'Nigeria Health Fund', sector: 'health', countryScope: 'Nigeria', geographicFocus: ['west_africa'] }),
      grant({ title: 'Kenya Schools Fund', sector: 'education', countryScope: 'Kenya' }),
      grant({ title: 'Old Kenya Health Grant', sector: 'health', countryScope: 'Kenya', createdAt: new Date(Date.now() - 10 * 86_400_000) }),
    ])
    const jobs = inlineServices()
    await scanMatchAlertsWeekly.handler({ now: new Date().toISOString() }, jobs)
    const [alert] = (await outboxTo('digest@example.org')).filter((e) => e.subject.includes('match your organization'))
    expect(alert.subject).toBe('3 new grants match your organization')
    for (const title of ['Kenya Health Fund', 'East Africa Health Window', 'Pan-African Health Prize']) expect(alert.text).toContain(title)
    for (const title of ['Nigeria Health Fund', 'Kenya Schools Fund', 'Old Kenya Health Grant']) expect(alert.text).not.toContain(title)
    expect(alert.text).toMatch(/\d+% match/)
    expect(alert.text).toContain('On the Free plan, alerts carry up to 5 new matches a week.')
    expect(alert.text).toContain('k=matches')
    // The run again, and under the digest's old job id (a schedule the queue may still hold): nothing more.
    await scanMatchAlertsWeekly.handler({ now: new Date().toISOString() }, jobs)
    await weeklyDigestAlias.handler({}, jobs)
    await sendMatchAlert.handler({ key: `match:${uid}:week-${weekOf(new Date())}`, userId: uid }, jobs)
    expect((await outboxTo('digest@example.org')).filter((e) => e.subject.includes('match your organization'))).toHaveLength(1)
  })

  it('knows the week of a date (Monday, UTC)', () => {
    expect(weekOf(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-16') // a Sunday
    expect(weekOf(new Date('2026-11-23T00:00:00Z'))).toBe('2026-11-23') // a Monday
  })
})

describe('The job queue', () => {
  it('runs a queued reminder scan and its sends through pg-boss on the app’s own database', async () => {
    await memberTracking('queued@example.org', { save: ['Due in 1'] })
    const runner = await startJobs(server.services, { work: true, superviseSeconds: 5 })
    try {
      await runner.boss.send(scanDeadlineReminders.id, { today })
      const deadline = Date.now() + 60_000
      while (Date.now() < deadline && (await outboxTo('queued@example.org')).filter((e) => e.subject.startsWith('Reminder')).length === 0) {
        await new Promise((r) => setTimeout(r, 250))
      }
      expect((await outboxTo('queued@example.org')).map((e) => e.subject)).toContain('Reminder: Due in 1 is due tomorrow')
    } finally {
      await runner.stop()
    }
  })
})
