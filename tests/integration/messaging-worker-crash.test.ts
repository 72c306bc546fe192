import { afterAll, describe, expect, it } from 'vitest'
import { phoneMessageChoices, phoneMessages, phoneNumbers, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { claimPhoneReminders } from '../../app/domain/reminders/claim-phone-reminders.server.ts'
import { loadEnv } from '../../server/env.ts'
import { startJobs } from '../../server/jobs.ts'
import { createServices } from '../../server/services.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { orgOf } from '../support/org-of.ts'
import { workerProcesses } from '../support/worker-process.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const MEMBERS = 25
const MESSAGES = MEMBERS * 3

/** A time zone where it is midday now (Etc/GMT+N is N hours behind UTC): never in quiet hours while the test runs. */
function middayZone(now = new Date()) {
  const behind = now.getUTCHours() - 12
  return behind === 0 ? 'Etc/GMT' : behind > 0 ? `Etc/GMT+${behind}` : `Etc/GMT${behind}`
}

// As worker-crash.test.ts for the email reminders: only against a PostgreSQL server (CI's PostgreSQL stage).
describe.skipIf(!adminUrl)('The worker, killed while WhatsApp reminders are queued', () => {
  const workers = workerProcesses(adminUrl, 'messaging_worker', 3998)
  afterAll(() => workers.cleanUp())

  it('sends each reminder to each phone exactly once after a restart', { timeout: 240_000 }, async () => {
    await workers.createDatabase()
    const services = await createServices(loadEnv({ ...process.env, ...workers.env }))
    await seedCountries(services.db)
    await insertGrants(services.db, [grant({ title: 'In 14', deadline: daysFromNow(14) }), grant({ title: 'In 7', deadline: daysFromNow(7) }), grant({ title: 'In 1', deadline: daysFromNow(1) })])
    const grantIds = (await services.db.query.grants.findMany({ columns: { id: true } })).map((g) => g.id)
    const zone = middayZone()
    for (let i = 0; i < MEMBERS; i++) {
      const id = `phone-member-${i}`
      await services.db.insert(user).values({ id, name: `Member ${i}`, email: `phone${i}@example.org`, emailVerified: true })
      await setupNewMember(services.db, { id, name: `Member ${i}` })
      const organizationId = await orgOf(services.db, id)
      await services.db.insert(userSavedGrants).values(grantIds.map((grantId) => ({ organizationId, savedBy: id, grantId })))
      await services.db.insert(phoneNumbers).values({ userId: id, number: `+2547123400${String(i).padStart(2, '0')}`, timeZone: zone, verifiedAt: new Date() })
      await services.db.insert(phoneMessageChoices).values({ userId: id, kind: 'reminders', channel: 'whatsapp' })
    }
    // Queue the reminders (the daily scan, with a queue that does not work them).
    const queue = await startJobs(services, { work: false })
    await claimPhoneReminders(queue.services, new Date().toISOString().slice(0, 10))
    await queue.stop()
    const sent = async () => (await services.db.select({ status: phoneMessages.status }).from(phoneMessages)).filter((m) => m.status === 'sent').length
    expect(await services.db.select().from(phoneMessages)).toHaveLength(MESSAGES)

    // Start the worker and kill it with SIGKILL as soon as it has sent a few.
    const first = workers.start()
    const killBy = Date.now() + 60_000
    while ((await sent()) < 5 && Date.now() < killBy) await new Promise((r) => setTimeout(r, 10))
    first.worker.kill('SIGKILL')
    await new Promise((r) => first.worker.on('exit', r))
    const sentBeforeKill = await sent()
    expect(sentBeforeKill, first.output()).toBeGreaterThan(0)
    expect(sentBeforeKill).toBeLessThan(MESSAGES)

    // Start it again: the rest are sent, and the one it was sending when killed is sent again under its key.
    const second = workers.start()
    const doneBy = Date.now() + Number(process.env.WORKER_WAIT_MS ?? 120_000)
    while ((await sent()) < MESSAGES && Date.now() < doneBy) await new Promise((r) => setTimeout(r, 200))
    second.worker.kill('SIGTERM')
    const rows = await services.db.select().from(phoneMessages)
    expect(
      rows.filter((m) => m.status !== 'sent').map((m) => `${m.key}: ${m.status}`),
      second.output(),
    ).toEqual([])
    expect(new Set(rows.map((m) => m.key)).size).toBe(MESSAGES)
    expect(rows.every((m) => m.providerMessageId === `outbox:${m.key}`)).toBe(true)
    console.log(`Phone worker crash test: ${sentBeforeKill} of ${MESSAGES} reminders sent before SIGKILL, the rest after the restart; ${rows.length} messages, one per key.`)
    await services.database.close()
  })
})
