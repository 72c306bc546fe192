import { and, eq, isNotNull, like, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { queryRows } from '../../app/db/client.server.ts'
import { notifications, scheduledEmails, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { AUTH_RATE_LIMIT } from '../../app/catalog/limits.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { scanDeadlineReminders } from '../../app/jobs/deadline-reminders.server.ts'
import { loadEnv } from '../../server/env.ts'
import { startJobs, type JobRunner } from '../../server/jobs.ts'
import { createServices, type Services } from '../../server/services.ts'
import { GOOD_PASSWORD } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { TestClient, text } from '../support/test-client.ts'
import { orgOf } from '../support/org-of.ts'
import { appProcesses, freePorts } from '../support/processes.ts'

const adminUrl = process.env.TEST_DATABASE_URL

/**
 * The deployment of the README: two web servers with JOBS=off and a worker, separate processes on
 * one PostgreSQL database, one AUTH_SECRET and one DATA_DIR (the local outbox). Only against a
 * PostgreSQL server; CI runs it in its PostgreSQL stage.
 */
describe.skipIf(!adminUrl)('Two web servers and a worker on one database', () => {
  const many = appProcesses(adminUrl, 'many')
  const urls: string[] = []
  let services: Services

  beforeAll(async () => {
    await many.createDatabase()
    const ports = await freePorts(2)
    urls.push(...ports.map((p) => `http://127.0.0.1:${p}`))
    // The public address (the reverse proxy's) is the same for every server.
    const env = {
      DATABASE_URL: many.databaseUrl,
      DATA_DIR: many.dataDir,
      AUTH_SECRET: 'm'.repeat(40),
      APP_URL: urls[0],
      NODE_ENV: 'production',
      SEED_GRANTS: '0',
      HOST: '127.0.0.1',
      JOBS_SUPERVISE_SECONDS: '2',
    }
    // All three start at once on the empty database, as on a first deployment: each migrates it.
    await Promise.all([
      many.start('server/start.ts', { ...env, PORT: String(ports[0]), JOBS: 'off' }, 'is running on'),
      many.start('server/start.ts', { ...env, PORT: String(ports[1]), JOBS: 'off' }, 'is running on'),
      many.start('scripts/worker.ts', env, 'Worker running'),
    ])
    services = await createServices(loadEnv({ ...process.env, ...env }))
  }, 120_000)

  afterAll(async () => {
    await many.stop()
    await services?.database.close()
    await many.dropDatabase()
  })

  const member = { name: 'Amina Odhiambo', orgName: 'Lake Basin Youth', email: 'amina@lakebasin.example.org' }

  it('keeps a member signed in whichever server answers, and signed out everywhere after signing out on one', async () => {
    // Signs up on the first server; verifies through the emailed link on the second.
    const browser = new TestClient(urls[0], '198.51.100.7')
    expect((await browser.post('/auth', { intent: 'signup', ...member, password: GOOD_PASSWORD })).status).toBe(200)
    const message = (await services.mailer.listOutbox()).find((m) => m.to === member.email)!
    const link = new URL(message.text.match(/https?:\/\/\S+/)![0])
    expect((await browser.get(`${urls[1]}${link.pathname}${link.search}`)).status).toBe(302)

    const signIn = await browser.post('/auth', { intent: 'login', email: member.email, password: GOOD_PASSWORD })
    expect(signIn.headers.get('Location')).toBe('/dashboard')
    const onSecond = await browser.get(`${urls[1]}/dashboard`)
    expect(onSecond.status).toBe(200)
    expect(text(await onSecond.text())).toContain('Lake Basin Youth')

    expect((await browser.post(`${urls[1]}/auth/sign-out`, {})).status).toBe(302)
    const onFirst = await browser.get(`${urls[0]}/dashboard`)
    expect(onFirst.status).toBe(302)
    expect(onFirst.headers.get('Location')).toContain('/auth')
  })

  it('holds the sign-in form limit reached on one server on the other', async () => {
    const attacker = (server: string) => new TestClient(server, '203.0.113.66')
    const guess = (client: TestClient) => client.post('/auth', { intent: 'login', email: member.email, password: 'Wr0ng!Password' })
    for (let i = 0; i < AUTH_RATE_LIMIT.attempts; i++) expect((await guess(attacker(urls[0]))).status).toBe(401)
    expect((await guess(attacker(urls[1]))).status).toBe(429)
    expect((await guess(attacker(urls[0]))).status).toBe(429)
    // Another address is not held back.
    expect((await guess(new TestClient(urls[1], '203.0.113.67'))).status).toBe(401)
  })

  // better-auth's own limiter (30 a minute per address on the links it serves, such as
  // /api/auth/verify-email) counts in the database too, so junk links on one server hold on the other.
  it("holds better-auth's limit reached on one server on the other", async () => {
    const junk = async (server: string, i: number) => {
      const response = await fetch(`${server}/api/auth/verify-email?token=junk${i}`, { headers: { 'X-Forwarded-For': '203.0.113.88' }, redirect: 'manual' })
      return decodeURIComponent(response.headers.get('Set-Cookie') ?? '')
    }
    for (let i = 0; i < 30; i++) expect(await junk(urls[0], i)).toContain('flash=auth.verifyFailed')
    expect(await junk(urls[1], 30)).toContain('flash=error.rateLimited')
  })

  it('runs a job queued by both servers exactly once, on the worker', async () => {
    const [{ id: userId }] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, member.email))
    await insertGrants(services.db, [grant({ title: 'Lake Basin Water Fund', deadline: daysFromNow(7) })])
    const grantRow = await services.db.query.grants.findFirst({ columns: { id: true } })
    await services.db.insert(userSavedGrants).values({ organizationId: await orgOf(services.db, userId), savedBy: userId, grantId: grantRow!.id })

    // The daily scan, run by two queue clients at once (as two web servers would), each queuing the reminder.
    const queues: JobRunner[] = [await startJobs(services, { work: false }), await startJobs(services, { work: false })]
    const today = new Date().toISOString().slice(0, 10)
    await Promise.all(queues.map((q) => scanDeadlineReminders.handler({ today }, q.services)))
    await Promise.all(queues.map((q) => q.services.enqueue('deadline-reminders.send', { key: `reminder:${userId}:${grantRow!.id}:7`, userId, grantId: grantRow!.id, days: 7 })))
    await Promise.all(queues.map((q) => q.stop()))

    // The worker takes the jobs: wait until none is left waiting or running.
    const count = async (states: string) =>
      (await queryRows<{ n: number }>(services.db, sql`select count(*)::int as n from pgboss.job where name = 'deadline-reminders.send' and state::text = any(${`{${states}}`}::text[])`))[0].n
    const pending = () => count('created,retry,active')
    const doneBy = Date.now() + 60_000
    while ((await pending()) > 0 && Date.now() < doneBy) await new Promise((r) => setTimeout(r, 100))
    expect(await pending(), many.processes[2].output()).toBe(0)

    const ran = await count('completed')
    expect(ran).toBeGreaterThanOrEqual(1)
    expect(await services.db.select().from(scheduledEmails).where(isNotNull(scheduledEmails.sentAt))).toHaveLength(1)
    const reminders = (await services.mailer.listOutbox()).filter((m) => m.to === member.email && m.subject.includes('Lake Basin Water Fund'))
    expect(reminders).toHaveLength(1)
    expect(
      await services.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), like(notifications.messageId, 'notifications.reminder%'))),
    ).toHaveLength(1)
    console.log(`Many processes: the reminder was queued 4 times by two queue clients, ${ran} job(s) ran on the worker, 1 email and 1 notification.`)
  })
})
