import { readFileSync } from 'node:fs'
import path from 'node:path'
import { isNotNull } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { alertItems, notifications, savedSearches, scheduledEmails, user } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { scanSavedSearchesWeekly } from '../../app/jobs/saved-search-alerts.server.ts'
import { loadEnv } from '../../server/env.ts'
import { startJobs } from '../../server/jobs.ts'
import { createServices } from '../../server/services.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'
import { workerProcesses } from '../support/worker-process.ts'
import { grant } from '../support/grants.ts'

const adminUrl = process.env.TEST_DATABASE_URL
const MEMBERS = 25
const GRANTS = 30
const SEARCHES = MEMBERS * 2
const SECTORS = ['health', 'education', 'agriculture', 'environment', 'energy'] as const
const COUNTRIES = [
  ['Kenya', 'KE'],
  ['Nigeria', 'NG'],
  ['Ghana', 'GH'],
] as const

// The worker runs alone only against a PostgreSQL server, as in worker-crash.test.ts.
type KillPoint = 'while claiming' | 'while sending'

describe.skipIf(!adminUrl).each<KillPoint>(['while claiming', 'while sending'])('The worker, killed %s saved-search alerts', (killPoint) => {
  const workers = workerProcesses(adminUrl, 'alerts-worker', 3998)
  const { dataDir, env } = workers
  afterAll(() => workers.cleanUp())
  const startWorker = () => workers.start()
  const outboxFiles = () => workers.outboxFiles('search')

  it('delivers every (search, grant) exactly once after a SIGKILL and a restart', { timeout: 240_000 }, async () => {
    await workers.createDatabase()

    // 25 members with 2 weekly searches each: one by sector (6 grants each), one by sector and country (2 each).
    const services = await createServices(loadEnv({ ...process.env, ...env }))
    await seedCountries(services.db)
    for (let i = 0; i < MEMBERS; i++) {
      const id = `alert-member-${i}`
      await services.db.insert(user).values({ id, name: `Member ${i}`, email: `alert${i}@example.org`, emailVerified: true })
      await setupNewMember(services.db, { id, name: `Member ${i}` })
      const [country, code] = COUNTRIES[i % 3]
      await services.db.insert(savedSearches).values([
        { userId: id, name: 'By sector', frequency: 'weekly', query: {}, queryKey: `/discover?sector=${SECTORS[i % 5]}` },
        { userId: id, name: `By sector in ${country}`, frequency: 'weekly', query: {}, queryKey: `/discover?sector=${SECTORS[(i + 1) % 5]}&country=${code}` },
      ])
    }
    // Then 30 new grants.
    await new Promise((r) => setTimeout(r, 20))
    await insertGrants(
      services.db,
      Array.from({ length: GRANTS }, (_, i) => grant({ title: `Crash Fund ${String(i).padStart(2, '0')}`, sector: SECTORS[i % 5], countryScope: COUNTRIES[i % 3][0], geographicFocus: [] })),
    )
    // What each search must receive, worked out here: the grants of its sector (and country).
    const grantRows = await services.db.query.grants.findMany({ columns: { id: true, sector: true, countryCodes: true } })
    const searches = await services.db.select().from(savedSearches)
    const expected = new Map<string, Set<string>>()
    for (const s of searches) {
      const params = new URL(s.queryKey, 'http://x').searchParams
      expected.set(s.id, new Set(grantRows.filter((g) => g.sector === params.get('sector') && (!params.get('country') || g.countryCodes.includes(params.get('country')!))).map((g) => g.id)))
    }
    const pairs = [...expected.values()].reduce((n, s) => n + s.size, 0)
    expect(pairs).toBe(MEMBERS * 6 + MEMBERS * 2)

    // Queue the weekly run (a queue that does not work it), then start the worker and kill it once a few emails are out.
    const queue = await startJobs(services, { work: false })
    await queue.boss.send(scanSavedSearchesWeekly.id, {})
    await queue.stop()
    // Killed at the first claim it makes (most likely inside the run, between two searches' claims), or once a few emails are out.
    const first = startWorker()
    const killBy = Date.now() + 60_000
    const claimedAny = async () => (await services.db.select({ id: alertItems.grantId }).from(alertItems).limit(1)).length > 0
    while (Date.now() < killBy && !(killPoint === 'while claiming' ? await claimedAny() : outboxFiles().length >= 5)) await new Promise((r) => setTimeout(r, killPoint === 'while claiming' ? 2 : 10))
    first.worker.kill('SIGKILL')
    await new Promise((r) => first.worker.on('exit', r))
    const sentBeforeKill = outboxFiles().length
    const claimedBeforeKill = (await services.db.select().from(alertItems)).length
    expect(claimedBeforeKill, first.output()).toBeGreaterThan(0)
    expect(sentBeforeKill).toBeLessThan(SEARCHES)
    if (killPoint === 'while sending') expect(sentBeforeKill).toBeGreaterThan(0)

    // Restart: the killed run and sends are retried; the weekly run queued once more changes nothing.
    const second = startWorker()
    const restarted = await startJobs(services, { work: false })
    await restarted.boss.send(scanSavedSearchesWeekly.id, {})
    await restarted.stop()
    const doneBy = Date.now() + Number(process.env.WORKER_WAIT_MS ?? 120_000)
    let marked = 0
    while (Date.now() < doneBy) {
      marked = (await services.db.select({ key: scheduledEmails.key }).from(scheduledEmails).where(isNotNull(scheduledEmails.sentAt))).length
      if (marked === SEARCHES) break
      await new Promise((r) => setTimeout(r, 200))
    }
    // Let a duplicate job that might still run finish before counting.
    await new Promise((r) => setTimeout(r, 3000))
    second.worker.kill('SIGTERM')
    expect(marked, second.output()).toBe(SEARCHES)

    // One email per search, one claim per (search, grant), every claimed grant in its search's one email.
    const files = outboxFiles()
    expect(files).toHaveLength(SEARCHES)
    const emails = await services.db.select().from(scheduledEmails)
    expect(emails).toHaveLength(SEARCHES)
    const items = await services.db.select().from(alertItems)
    expect(items).toHaveLength(pairs)
    for (const s of searches) {
      const own = items.filter((i) => i.subscriptionId === `search:${s.id}`)
      expect(new Set(own.map((i) => i.grantId))).toEqual(expected.get(s.id))
      expect(new Set(own.map((i) => i.runKey)).size).toBe(1)
      const entry = JSON.parse(readFileSync(path.join(dataDir, 'outbox', `k-${own[0].runKey.replace(/[^\w-]+/g, '_')}.json`), 'utf8')) as { text: string }
      const mailed = [...entry.text.matchAll(/\/grant\/([0-9a-f-]{36})/g)].map((m) => m[1])
      expect(mailed.sort()).toEqual([...expected.get(s.id)!].sort())
    }
    const notes = await services.db.select().from(notifications)
    expect(notes).toHaveLength(SEARCHES)
    console.log(
      `Alerts worker crash test (killed ${killPoint}): ${sentBeforeKill} of ${SEARCHES} alert emails sent and ${claimedBeforeKill} of ${pairs} (search, grant) pairs claimed before SIGKILL; after the restart ${files.length} messages, ${items.length} claims, ${notes.length} notifications.`,
    )
    await services.database.close()
  })
})
