import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq, isNotNull, sql } from 'drizzle-orm'
import { afterAll, describe, expect, it } from 'vitest'
import { alertItems, notifications, organizationMembers, organizations, profiles, savedSearches, scheduledEmails, user } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { SEND_MATCH_ALERT_JOB, SEND_SAVED_SEARCH_ALERT_JOB } from '../../app/domain/alerts/alert-run.ts'
import { insertGrants } from '../../app/domain/grants/write-grant.server.ts'
import { scanMatchAlertsDaily } from '../../app/jobs/match-alerts.server.ts'
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

type Workers = ReturnType<typeof workerProcesses>
type Services = Awaited<ReturnType<typeof createServices>>

/**
 * Queues one alert run (through a queue that does not work it), starts a worker and SIGKILLs it at
 * its first claim ('while claiming') or once a few emails are out ('while sending'); then starts
 * another worker, queues the run once more, and waits until `emails` emails are marked sent and
 * every run and send (`sendJobId`) has finished: the killed ones come back once their heartbeat
 * stops, and a duplicate that ran late would show in the counts.
 */
async function killAndRestart(workers: Workers, services: Services, jobIds: { run: string; send: string }, killPoint: KillPoint, outboxKind: string, emails: number) {
  const jobId = jobIds.run
  const queueRun = async () => {
    const queue = await startJobs(services, { work: false })
    await queue.boss.send(jobId, {})
    await queue.stop()
  }
  await queueRun()
  const first = workers.start()
  const killBy = Date.now() + 60_000
  const claimedAny = async () => (await services.db.select({ id: alertItems.grantId }).from(alertItems).limit(1)).length > 0
  while (Date.now() < killBy && !(killPoint === 'while claiming' ? await claimedAny() : workers.outboxFiles(outboxKind).length >= 5))
    await new Promise((r) => setTimeout(r, killPoint === 'while claiming' ? 2 : 10))
  first.worker.kill('SIGKILL')
  await new Promise((r) => first.worker.on('exit', r))
  const sentBeforeKill = workers.outboxFiles(outboxKind).length
  const claimedBeforeKill = (await services.db.select().from(alertItems)).length
  expect(claimedBeforeKill, first.output()).toBeGreaterThan(0)
  expect(sentBeforeKill).toBeLessThan(emails)
  if (killPoint === 'while sending') expect(sentBeforeKill).toBeGreaterThan(0)

  // Restart: the killed run and sends are retried; the run queued once more changes nothing.
  const second = workers.start()
  await queueRun()
  const doneBy = Date.now() + Number(process.env.WORKER_WAIT_MS ?? 120_000)
  let marked = 0
  while (Date.now() < doneBy) {
    marked = (await services.db.select({ key: scheduledEmails.key }).from(scheduledEmails).where(isNotNull(scheduledEmails.sentAt))).length
    if (marked === emails) break
    await new Promise((r) => setTimeout(r, 200))
  }
  // Every run and send, the killed ones retried included, has finished before anything is counted.
  const unfinished = async () => {
    // On a PostgreSQL server (the only place this file runs) drizzle returns node-postgres's result.
    const { rows } = (await services.db.execute(
      sql`select count(*)::int as n from pgboss.job where name in (${jobIds.run}, ${jobIds.send}) and state in ('created', 'retry', 'active')`,
    )) as unknown as { rows: Array<{ n: number }> }
    return rows[0].n
  }
  while (Date.now() < doneBy && (await unfinished()) > 0) await new Promise((r) => setTimeout(r, 200))
  expect(await unfinished(), second.output()).toBe(0)
  second.worker.kill('SIGTERM')
  expect(marked, second.output()).toBe(emails)
  return { sentBeforeKill, claimedBeforeKill }
}

// The four runs wait mostly on the queue (a killed worker's jobs come back once its heartbeat stops),
// each on its own database and worker: they run side by side.
describe.concurrent('Alert workers killed mid-run', () => {
  const cleanUps: Array<() => Promise<void>> = []
  afterAll(() => Promise.all(cleanUps.map((cleanUp) => cleanUp())))

  describe.skipIf(!adminUrl).each<KillPoint>(['while claiming', 'while sending'])('The worker, killed %s saved-search alerts', (killPoint) => {
    const workers = workerProcesses(adminUrl, 'alerts-worker', 3998)
    const { dataDir, env } = workers
    cleanUps.push(() => workers.cleanUp())
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

      const { sentBeforeKill, claimedBeforeKill } = await killAndRestart(workers, services, { run: scanSavedSearchesWeekly.id, send: SEND_SAVED_SEARCH_ALERT_JOB }, killPoint, 'search', SEARCHES)

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

  describe.skipIf(!adminUrl).each<KillPoint>(['while claiming', 'while sending'])('The worker, killed %s new-match alerts', (killPoint) => {
    const workers = workerProcesses(adminUrl, 'match-alerts-worker', 3997)
    cleanUps.push(() => workers.cleanUp())

    it('delivers every (member, matching grant) exactly once after a SIGKILL and a restart', { timeout: 240_000 }, async () => {
      await workers.createDatabase()
      // 25 Pro members with daily match alerts, each organization in one sector and country.
      const services = await createServices(loadEnv({ ...process.env, ...workers.env }))
      await seedCountries(services.db)
      const members: Array<{ id: string; sector: string; code: string }> = []
      for (let i = 0; i < MEMBERS; i++) {
        const id = `match-member-${i}`
        await services.db.insert(user).values({ id, name: `Member ${i}`, email: `match${i}@example.org`, emailVerified: true })
        await setupNewMember(services.db, { id, name: `Member ${i}` })
        const [, code] = COUNTRIES[i % 3]
        const [membership] = await services.db.select().from(organizationMembers).where(eq(organizationMembers.userId, id))
        await services.db
          .update(organizations)
          .set({ sector: SECTORS[i % 5], country: code, plan: 'pro', planRenewsAt: new Date(Date.now() + 200 * 86_400_000) })
          .where(eq(organizations.id, membership.organizationId))
        await services.db.update(profiles).set({ matchAlertFrequency: 'daily' }).where(eq(profiles.userId, id))
        members.push({ id, sector: SECTORS[i % 5], code })
      }
      await new Promise((r) => setTimeout(r, 20))
      await insertGrants(
        services.db,
        Array.from({ length: GRANTS }, (_, i) => grant({ title: `Match Crash Fund ${String(i).padStart(2, '0')}`, sector: SECTORS[i % 5], countryScope: COUNTRIES[i % 3][0], geographicFocus: [] })),
      )
      // A member's matches, worked out here: its sector in its country (79%); the sector elsewhere is
      // not open to it (30%), its country in another sector scores 49%. Two grants each.
      const grantRows = await services.db.query.grants.findMany({ columns: { id: true, sector: true, countryCodes: true } })
      const expected = new Map(members.map((m) => [m.id, new Set(grantRows.filter((g) => g.sector === m.sector && g.countryCodes.includes(m.code)).map((g) => g.id))]))
      const pairs = [...expected.values()].reduce((n, s) => n + s.size, 0)
      expect(pairs).toBe(MEMBERS * 2)

      const { sentBeforeKill, claimedBeforeKill } = await killAndRestart(workers, services, { run: scanMatchAlertsDaily.id, send: SEND_MATCH_ALERT_JOB }, killPoint, 'match', MEMBERS)

      // One email per member, one claim per (member, grant), every claimed grant in the member's one email.
      expect(workers.outboxFiles('match')).toHaveLength(MEMBERS)
      const items = await services.db.select().from(alertItems)
      expect(items).toHaveLength(pairs)
      for (const m of members) {
        const own = items.filter((i) => i.subscriptionId === `match:${m.id}`)
        expect(new Set(own.map((i) => i.grantId))).toEqual(expected.get(m.id))
        expect(new Set(own.map((i) => i.runKey)).size).toBe(1)
        const entry = JSON.parse(readFileSync(path.join(workers.dataDir, 'outbox', `k-${own[0].runKey.replace(/[^\w-]+/g, '_')}.json`), 'utf8')) as { text: string }
        const mailed = [...entry.text.matchAll(/\/grant\/([0-9a-f-]{36})/g)].map((x) => x[1])
        expect(mailed.sort()).toEqual([...expected.get(m.id)!].sort())
      }
      expect(await services.db.select().from(notifications)).toHaveLength(MEMBERS)
      console.log(
        `Match alerts worker crash test (killed ${killPoint}): ${sentBeforeKill} of ${MEMBERS} emails sent and ${claimedBeforeKill} of ${pairs} claims made before SIGKILL; each member then had one email with its grants.`,
      )
      await services.database.close()
    })
  })
})
