import { isNotNull } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { notifications, scheduledEmails, user, userSavedGrants } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { scanDeadlineReminders } from '../../app/jobs/deadline-reminders.server.ts'
import { loadEnv } from '../../server/env.ts'
import { startJobs } from '../../server/jobs.ts'
import { createServices } from '../../server/services.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { workerProcesses } from '../support/worker-process.ts'
import { orgOf } from '../support/org-of.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const MEMBERS = 25
const REMINDERS = MEMBERS * 3

// The worker runs alone only against a PostgreSQL server; CI runs this file in its PostgreSQL stage.
describe.skipIf(!adminUrl)('The worker, killed while reminders are queued', () => {
  const workers = workerProcesses(adminUrl, 'worker', 3999)
  const { env } = workers
  afterAll(() => workers.cleanUp())
  const startWorker = () => workers.start()
  const outboxFiles = () => workers.outboxFiles('reminder')

  it('sends each reminder exactly once after a restart', { timeout: 240_000 }, async () => {
    await workers.createDatabase()

    // Members who saved three grants due in 14, 7 and 1 days: 75 reminders.
    const services = await createServices(loadEnv({ ...process.env, ...env }))
    await seedCountries(services.db)
    await insertGrants(services.db, [grant({ title: 'In 14', deadline: daysFromNow(14) }), grant({ title: 'In 7', deadline: daysFromNow(7) }), grant({ title: 'In 1', deadline: daysFromNow(1) })])
    const grantIds = (await services.db.query.grants.findMany({ columns: { id: true } })).map((g) => g.id)
    for (let i = 0; i < MEMBERS; i++) {
      const id = `member-${i}`
      await services.db.insert(user).values({ id, name: `Member ${i}`, email: `member${i}@example.org`, emailVerified: true })
      await setupNewMember(services.db, { id, name: `Member ${i}` })
      const organizationId = await orgOf(services.db, id)
      await services.db.insert(userSavedGrants).values(grantIds.map((grantId) => ({ organizationId, savedBy: id, grantId })))
    }
    // Queue the reminders (the daily scan, run here with a queue that does not work them).
    const queue = await startJobs(services, { work: false })
    await scanDeadlineReminders.handler({ today: new Date().toISOString().slice(0, 10) }, queue.services)
    await queue.stop()
    expect(await services.db.select().from(scheduledEmails)).toHaveLength(REMINDERS)

    // Start the worker and kill it with SIGKILL as soon as it has sent a few.
    const first = startWorker()
    const killBy = Date.now() + 60_000
    while (outboxFiles().length < 5 && Date.now() < killBy) await new Promise((r) => setTimeout(r, 10))
    first.worker.kill('SIGKILL')
    await new Promise((r) => first.worker.on('exit', r))
    const sentBeforeKill = outboxFiles().length
    expect(sentBeforeKill, first.output()).toBeGreaterThan(0)
    expect(sentBeforeKill).toBeLessThan(REMINDERS)

    // Start it again: the rest are sent, and the ones it was sending when killed are retried.
    const second = startWorker()
    const doneBy = Date.now() + Number(process.env.WORKER_WAIT_MS ?? 120_000)
    let marked = 0
    while (Date.now() < doneBy) {
      marked = (await services.db.select({ key: scheduledEmails.key }).from(scheduledEmails).where(isNotNull(scheduledEmails.sentAt))).length
      if (marked === REMINDERS) break
      await new Promise((r) => setTimeout(r, 200))
    }
    second.worker.kill('SIGTERM')
    expect(marked, second.output()).toBe(REMINDERS)

    const files = outboxFiles()
    expect(files).toHaveLength(REMINDERS)
    const keys = (await services.db.select({ key: scheduledEmails.key }).from(scheduledEmails)).map((r) => `k-${r.key.replace(/[^\w-]+/g, '_')}.json`)
    expect(new Set(files)).toEqual(new Set(keys))
    const notes = await services.db.select().from(notifications)
    expect(notes).toHaveLength(REMINDERS)
    console.log(`Worker crash test: ${sentBeforeKill} of ${REMINDERS} reminders sent before SIGKILL, the rest after the restart; ${files.length} messages, ${notes.length} notifications.`)
    await services.database.close()
  })
})
