import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { agentTasks, grantDiscoverySources } from '../../app/db/schema/index.ts'
import { reapStaleTasks, runCrawlTask } from '../../app/domain/discovery/crawl.server.ts'
import { startCrawls } from '../../app/domain/discovery/start-crawl.server.ts'
import { scheduleDueCrawls } from '../../app/domain/discovery/schedule-due-crawls.server.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/** Issue 12: sources are crawled on their frequency, high priority first, never twice at once. */
let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())
beforeEach(async () => {
  await server.services.db.delete(grantDiscoverySources)
})

async function addSource(name: string, values: Partial<typeof grantDiscoverySources.$inferInsert> = {}) {
  const [source] = await server.services.db
    .insert(grantDiscoverySources)
    .values({ sourceName: name, sourceUrl: `https://${name.toLowerCase().replaceAll(' ', '-')}.example/grants`, sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'medium', ...values })
    .returning()
  return source
}

/** The scheduler's scan with a queue that only records what it was handed. */
async function scan() {
  const sent: { jobId: string; payload: { taskId: string } }[] = []
  const result = await scheduleDueCrawls({
    db: server.services.db,
    enqueue: async (jobId, payload) => {
      sent.push({ jobId, payload: payload as { taskId: string } })
    },
  })
  return { ...result, sent }
}

const tasksOf = (sourceId: string) => server.services.db.select().from(agentTasks).where(eq(agentTasks.sourceId, sourceId))

describe('Scheduled crawls', () => {
  it('starts every due, active source, high priority first, and leaves paused and not-yet-due ones alone', async () => {
    const low = await addSource('Low Fund', { priority: 'low' })
    const high = await addSource('High Fund', { priority: 'high' })
    const paused = await addSource('Paused Fund', { isActive: false })
    const later = await addSource('Later Fund', { nextCrawlAt: new Date(Date.now() + 3 * 86_400_000) })
    const { started, sent } = await scan()
    expect(started).toBe(2)
    const order = await Promise.all(sent.map(async (s) => (await server.services.db.select().from(agentTasks).where(eq(agentTasks.id, s.payload.taskId)))[0].sourceId))
    expect(order).toEqual([high.id, low.id])
    expect(sent.every((s) => s.jobId === 'discovery.crawl')).toBe(true)
    expect(await tasksOf(paused.id)).toEqual([])
    expect(await tasksOf(later.id)).toEqual([])
    const [task] = await tasksOf(high.id)
    expect(task).toMatchObject({ trigger: 'schedule', status: 'queued', pageLimit: 10 })
  })

  it('never starts a second crawl of a source while one is queued or running', async () => {
    const source = await addSource('Busy Fund')
    await scan()
    const again = await scan()
    expect(again.started).toBe(0)
    const manual = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    expect(manual.failed).toEqual([{ sourceId: source.id, message: 'discovery.crawlAlreadyRunning' }])
    expect(await tasksOf(source.id)).toHaveLength(1)
  })

  it('refuses to crawl a paused source', async () => {
    const source = await addSource('Sleeping Fund', { isActive: false })
    const result = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    expect(result).toEqual({ started: [], failed: [{ sourceId: source.id, message: 'discovery.sourcePaused' }] })
  })

  it('hands a queued task the queue never received to it again a minute later', async () => {
    const source = await addSource('Waiting Fund')
    const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    await server.services.db.update(agentTasks).set({ createdAt: sql`now() - interval '2 minutes'` }).where(eq(agentTasks.id, started[0].taskId))
    const { sent, requeued } = await scan()
    expect(requeued).toBe(1)
    expect(sent.map((s) => s.payload.taskId)).toContain(started[0].taskId)
    // Handed over now: the next scans leave it to the queue instead of sending it again every minute.
    await server.services.db.update(agentTasks).set({ createdAt: sql`now() - interval '5 minutes'` }).where(eq(agentTasks.id, started[0].taskId))
    expect((await scan()).requeued).toBe(0)
  })

  it('closes a running task whose worker stopped as failed, so the source can be crawled again', async () => {
    const source = await addSource('Crashed Fund')
    const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    await server.services.db.update(agentTasks).set({ status: 'running', heartbeatAt: sql`now() - interval '20 minutes'` }).where(eq(agentTasks.id, started[0].taskId))
    expect(await reapStaleTasks(server.services.db)).toBe(1)
    const [task] = await tasksOf(source.id)
    expect(task.status).toBe('failed')
    const [after] = await server.services.db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, source.id))
    expect(after.failureCount).toBe(1)
    const again = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    expect(again.started).toHaveLength(1)
  })

  it('runs a task once even when the queue hands it out twice', async () => {
    // A private address fails at once: the crawl is quick, and the counts show how often it ran.
    const source = await addSource('Twice Fund', { sourceUrl: 'http://10.0.0.1/grants' })
    const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'manual' })
    await Promise.all([runCrawlTask(server.services, started[0].taskId), runCrawlTask(server.services, started[0].taskId)])
    await runCrawlTask(server.services, started[0].taskId)
    const [after] = await server.services.db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, source.id))
    expect(after.failureCount + after.successCount).toBe(1)
  })

  for (const [frequency, days] of [
    ['daily', 1],
    ['weekly', 7],
    ['monthly', 30],
  ] as const) {
    it(`crawls a ${frequency} source again ${days} day(s) after its last crawl`, async () => {
      const source = await addSource(`${frequency} Fund`, { crawlFrequency: frequency, sourceUrl: 'http://10.0.0.1/grants' })
      const { started } = await startCrawls({ db: server.services.db, jobs: server.services.jobs }, { sourceIds: [source.id], trigger: 'schedule' })
      await runCrawlTask(server.services, started[0].taskId)
      const [after] = await server.services.db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, source.id))
      const wait = (after.nextCrawlAt.getTime() - after.lastCrawledAt!.getTime()) / 86_400_000
      expect(wait).toBeCloseTo(days, 2)
      // Not due before then: the scheduler's scan leaves it alone.
      expect((await scan()).started).toBe(0)
    })
  }
})
