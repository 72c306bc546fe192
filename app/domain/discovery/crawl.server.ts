import { load } from 'cheerio/slim'
import { and, eq, or, sql } from 'drizzle-orm'
import { CONTINUE_AFTER_MINUTES, FREQUENCY_DAYS, isImporterFormat } from '../../catalog/discovery.ts'
import type { CrawlConfig } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { agentCosts, agentTasks, grantDiscoverySources, type TaskError } from '../../db/schema/index.ts'
import { crawlSite, type PageEvent } from './crawl-site.server.ts'
import { createFetcher } from './fetch/fetcher.server.ts'
import { createDbStore } from './fetch/store.server.ts'
import { fillFromLlm, llmExtract } from './extract/llm.server.ts'
import { markUnlistedGrants } from '../grant-changes/mark-unlisted-grants.server.ts'
import { isGoneReason, recordClosedAtSource } from '../grant-changes/record-closed-at-source.server.ts'
import { importSource } from './import-source.server.ts'
import { writeDiscoveredGrant } from './queue-writes.server.ts'
import { WRITE_BATCH, writeDiscoveredGrants } from './write-discovered-grants.server.ts'
import type { DiscoveredGrantInput } from './types.ts'

/** A running task silent this long may be taken over by the queue's retry of its job. */
export const RETAKE_AFTER_MINUTES = 3
/** A crawl that runs longer than this stops where it is and reports what it found (a crawl to the end has more: taskTimeBudgetMs). */
export const TASK_TIME_BUDGET_MS = 10 * 60_000
/** Errors kept on a task (the first ones; the count goes on). */
const ERRORS_KEPT = 50

export interface CrawlServices {
  db: Db
  config: { crawl: CrawlConfig }
  secrets?: { llmApiKey?: string }
}

export interface RunOptions {
  now?: () => Date
  /** Waits between requests (tests pass a faster clock). */
  sleep?: (ms: number) => Promise<void>
  /** Each page as it is read (the command line prints them). */
  onEvent?: (event: PageEvent) => void
}

/**
 * Runs one queued crawl task to its end: marks it running, crawls the source's site (or imports its
 * open-data file), writes every grant found to the discovery queue with deduplication, keeps the
 * task's progress current as it goes (the console shows it live), and closes the task and the
 * source's counters. A task already finished is left alone, so a retried job does nothing twice.
 */
export async function runCrawlTask(services: CrawlServices, taskId: string, options: RunOptions = {}): Promise<void> {
  const now = options.now ?? (() => new Date())
  const { db } = services
  const [task] = await db
    .update(agentTasks)
    .set({ status: 'running', startedAt: sql`coalesce(${agentTasks.startedAt}, now())`, heartbeatAt: new Date() })
    .where(
      and(
        eq(agentTasks.id, taskId),
        // Only a queued task, or a running one whose worker has gone quiet (a crash, then the queue's retry):
        // a second copy of the job finds the task taken and does nothing.
        or(eq(agentTasks.status, 'queued'), and(eq(agentTasks.status, 'running'), sql`${agentTasks.heartbeatAt} < now() - make_interval(mins => ${RETAKE_AFTER_MINUTES})`)),
      ),
    )
    .returning()
  if (!task?.sourceId) return
  const [source] = await db.select().from(grantDiscoverySources).where(eq(grantDiscoverySources.id, task.sourceId))
  if (!source) return

  const errors: TaskError[] = []
  const counts = { pagesFetched: 0, pagesUnchanged: 0, grantsFound: 0, grantsQueued: 0, duplicates: 0 }
  const startedAt = Date.now()
  const store = createDbStore(db)
  const fetcher = createFetcher({ config: services.config.crawl, store, sourceId: source.id, sleep: options.sleep })
  const timeBudgetMs = taskTimeBudgetMs(task.pageLimit)
  const progress = async (currentUrl: string | null) => {
    await db
      .update(agentTasks)
      .set({ ...counts, errors: errors.slice(0, ERRORS_KEPT), currentUrl, heartbeatAt: new Date() })
      .where(eq(agentTasks.id, taskId))
  }
  const record = async (grantPromise: ReturnType<typeof writeDiscoveredGrant>) => {
    const written = await grantPromise
    if (written === 'queued') counts.grantsQueued++
    if (written === 'duplicate') counts.duplicates++
  }

  let failed = false
  /** Pages left when the limit stopped the crawl: the scheduler comes back soon instead of a frequency later. */
  let continues = false
  try {
    if (isImporterFormat(source.format)) {
      await progress(source.sourceUrl)
      const summary = await importSource({ url: source.sourceUrl, format: source.format, fetcher, now: now() }, async (records, pageUrl) => {
        counts.pagesFetched++
        counts.grantsFound += records.length
        // In rounds, each written set-based, with the console's progress after each.
        for (let at = 0; at < records.length; at += WRITE_BATCH) {
          const written = await writeDiscoveredGrants(db, { sourceId: source.id, taskId, grants: records.slice(at, at + WRITE_BATCH) })
          counts.grantsQueued += written.queued
          counts.duplicates += written.duplicate
          await progress(pageUrl)
        }
      })
      Object.assign(counts, { pagesFetched: summary.pagesFetched, pagesUnchanged: summary.pagesUnchanged, grantsFound: summary.grantsFound })
      errors.push(...summary.errors)
      // Nothing read at all: the publisher is down, refused, or sent something unreadable.
      failed = summary.errors.length > 0 && summary.pagesFetched - summary.pagesUnchanged - summary.errors.length <= 0 && summary.grantsFound === 0
    } else {
      const refine = services.config.crawl.llm ? modelReader(services, taskId, services.config.crawl.llm, errors) : undefined
      const summary = await crawlSite(
        { startUrl: source.sourceUrl, format: source.format, pageLimit: task.pageLimit, fetcher, store, sourceId: source.id, now: now(), refine },
        {
          beforeFetch: async (url) => {
            if (Date.now() - startedAt > timeBudgetMs) {
              continues = true
              errors.push({ url, reason: 'time-budget' })
              return false
            }
            await progress(url)
            return true
          },
          onPage: async (event: PageEvent, fetched) => {
            options.onEvent?.(event)
            counts.pagesFetched = fetched
            if (event.outcome === 'unchanged') counts.pagesUnchanged++
            if (event.outcome === 'error' || event.outcome === 'disallowed') errors.push({ url: event.url, reason: event.outcome === 'error' ? event.reason : 'robots' })
            // A published grant's page that says the call closed, or is gone: a closing for a reviewer to confirm.
            if ((event.outcome === 'not_grant' && event.reason === 'closed') || (event.outcome === 'error' && isGoneReason(event.reason)))
              await recordClosedAtSource(db, { sourceId: source.id, pageUrl: event.url })
            if (event.outcome === 'grant') {
              counts.grantsFound++
              await record(writeDiscoveredGrant(db, { sourceId: source.id, taskId, grant: event.grant }))
            }
          },
        },
      )
      // Nothing answered at all: the source is down or refused.
      failed = summary.pagesFetched === 0 || summary.pagesFetched === summary.errors.length
      if (!failed) await markUnlistedGrants(db, source.id)
      continues = !failed && (continues || (summary.limitReached && summary.pagesLeft > 0))
    }
  } catch (error) {
    console.error('Crawl task failed', task.taskId, error)
    errors.push({ url: source.sourceUrl, reason: 'crawl-failed' })
    failed = true
  }
  await finishTask(db, { taskId, sourceId: source.id, failed, counts, errors, nextCrawlMinutes: continues ? CONTINUE_AFTER_MINUTES : FREQUENCY_DAYS[source.crawlFrequency] * 24 * 60 })
}

/**
 * How long one task may run: ten minutes, or two seconds a page for a crawl to the end (500 pages at a
 * one-second Crawl-delay take about nine minutes), so the largest cap still finishes.
 */
export function taskTimeBudgetMs(pageLimit: number): number {
  return Math.max(TASK_TIME_BUDGET_MS, pageLimit * 2000)
}

/** A grant page the rules left without these is read again by the model, when one is configured. */
export function needsModel(grant: DiscoveredGrantInput): boolean {
  return !grant.funderName || (!grant.deadline && !grant.isRolling) || grant.amountMax === null || !grant.applicationUrl
}

/** The page's readable text: what a person would read, without scripts, styles and the site's chrome. */
function pageText(html: string): string {
  const $ = load(html)
  $('script, style, noscript, template, svg, nav, footer, header').remove()
  return ($('main').first().text() || $('body').text()).replace(/\s+/g, ' ').trim()
}

/**
 * The optional model (LLM_URL, LLM_MODEL) as a second reader: only for grant pages the rules left
 * fields empty on, only to fill those fields, with each call's tokens and cost written to
 * agent_costs (the console's Cost Analysis). A failed call leaves the grant as the rules read it.
 */
function modelReader(services: CrawlServices, taskId: string, llm: NonNullable<CrawlConfig['llm']>, errors: TaskError[]) {
  return async (grant: DiscoveredGrantInput, html: string): Promise<DiscoveredGrantInput> => {
    if (!needsModel(grant)) return grant
    try {
      const result = await llmExtract({ url: grant.pageUrl, text: pageText(html) }, llm, services.secrets?.llmApiKey, { allowInternalHosts: services.config.crawl.allowInternalHosts })
      await services.db.insert(agentCosts).values({
        taskId,
        agentType: 'extractor',
        model: llm.model,
        promptTokens: result.promptTokens,
        completionTokens: result.completionTokens,
        costAmount: result.cost,
      })
      return fillFromLlm(grant, result.fields, new Date())
    } catch (error) {
      console.error('The model could not read', grant.pageUrl, error)
      errors.push({ url: grant.pageUrl, reason: 'model-failed' })
      return grant
    }
  }
}

async function finishTask(db: Db, input: { taskId: string; sourceId: string; failed: boolean; counts: Record<string, number>; errors: TaskError[]; nextCrawlMinutes: number }): Promise<void> {
  await db.transaction(async (tx) => {
    const [{ cost }] = await tx
      .select({ cost: sql<string>`coalesce(sum(${agentCosts.costAmount}), 0)` })
      .from(agentCosts)
      .where(eq(agentCosts.taskId, input.taskId))
    const [owned] = await tx
      .update(agentTasks)
      .set({
        ...input.counts,
        status: input.failed ? 'failed' : 'completed',
        errors: input.errors.slice(0, ERRORS_KEPT),
        currentUrl: null,
        completedAt: new Date(),
        actualCost: Number(cost),
      })
      // Only a task still running: one the reaper has closed meanwhile is not closed (or counted) twice.
      .where(and(eq(agentTasks.id, input.taskId), eq(agentTasks.status, 'running')))
      .returning({ id: agentTasks.id })
    if (!owned) return
    await tx
      .update(grantDiscoverySources)
      .set({
        lastCrawledAt: new Date(),
        nextCrawlAt: sql`now() + make_interval(mins => ${input.nextCrawlMinutes})`,
        successCount: input.failed ? grantDiscoverySources.successCount : sql`${grantDiscoverySources.successCount} + 1`,
        failureCount: input.failed ? sql`${grantDiscoverySources.failureCount} + 1` : grantDiscoverySources.failureCount,
      })
      .where(eq(grantDiscoverySources.id, input.sourceId))
  })
}

/** A running task whose worker stopped sending progress for this long has died: it is marked failed. */
export const STALE_TASK_MINUTES = 15

/** Marks abandoned running tasks failed (and counts the failure on their source), so the source can be crawled again. */
export async function reapStaleTasks(db: Db): Promise<number> {
  const stale = await db
    .update(agentTasks)
    .set({ status: 'failed', completedAt: new Date(), currentUrl: null, errors: sql`${agentTasks.errors} || '[{"url":"","reason":"worker-stopped"}]'::jsonb` })
    .where(and(eq(agentTasks.status, 'running'), sql`${agentTasks.heartbeatAt} < now() - make_interval(mins => ${STALE_TASK_MINUTES})`))
    .returning({ sourceId: agentTasks.sourceId })
  for (const { sourceId } of stale) {
    if (sourceId)
      await db
        .update(grantDiscoverySources)
        .set({ failureCount: sql`${grantDiscoverySources.failureCount} + 1` })
        .where(eq(grantDiscoverySources.id, sourceId))
  }
  return stale.length
}
