import { count, desc, eq, sql } from 'drizzle-orm'
import { AGENT_TYPES, type AgentType, DISCOVERED_SHOWN, TASKS_SHOWN, type TaskStatus } from '../../catalog/discovery.ts'
import type { Db } from '../../db/client.server.ts'
import { agentCosts, agentTasks, crawlPages, discoveredGrantsQueue, grantDiscoverySources } from '../../db/schema/index.ts'
import type { TaskError } from '../../db/schema/discovery.ts'

/*
 * Spec §7 reads of the grant discovery console (/taf-admin): the summary cards, the sources, the 20
 * latest tasks, the 50 latest discovered grants and the costs by agent type.
 */

export interface CostByAgent {
  agentType: AgentType
  tasks: number
  /** US dollars, unrounded: the page shows 2 decimals. */
  cost: number
}

/**
 * Cost per agent type: every tracked call (agent_costs), plus the cost of tasks that recorded theirs
 * only on the task (agent_tasks.actual_cost with no call rows), so a task that has both is counted
 * once. Every agent type is listed, at 0 when it has cost nothing.
 */
export async function costsByAgentType(db: Db): Promise<CostByAgent[]> {
  const [calls, tasks] = await Promise.all([
    db
      .select({ agentType: agentCosts.agentType, cost: sql<number>`coalesce(sum(${agentCosts.costAmount}), 0)`.mapWith(Number) })
      .from(agentCosts)
      .groupBy(agentCosts.agentType),
    db
      .select({
        agentType: agentTasks.agentType,
        tasks: count(),
        // Written out with table names: inside the subquery an unqualified "id" would be agent_costs' own.
        cost: sql<number>`coalesce(sum(agent_tasks.actual_cost) filter (where not exists (select 1 from agent_costs where agent_costs.task_id = agent_tasks.id)), 0)`.mapWith(Number),
      })
      .from(agentTasks)
      .groupBy(agentTasks.agentType),
  ])
  return AGENT_TYPES.map((agentType) => {
    const task = tasks.find((t) => t.agentType === agentType)
    const call = calls.find((c) => c.agentType === agentType)
    return { agentType, tasks: task?.tasks ?? 0, cost: (task?.cost ?? 0) + (call?.cost ?? 0) }
  })
}

/** The four summary cards, the discovered-grants count for its tab, and how many crawls are live. */
export async function getConsoleSummary(db: Db) {
  const [[sources], [tasks], [queue], costs] = await Promise.all([
    db.select({ total: count(), active: sql<number>`count(*) filter (where ${grantDiscoverySources.isActive})`.mapWith(Number) }).from(grantDiscoverySources),
    db.select({ total: count(), live: sql<number>`count(*) filter (where ${agentTasks.status} in ('queued', 'running'))`.mapWith(Number) }).from(agentTasks),
    db.select({ total: count() }).from(discoveredGrantsQueue),
    costsByAgentType(db),
  ])
  return {
    totalSources: sources.total,
    activeSources: sources.active,
    totalTasks: tasks.total,
    liveTasks: tasks.live,
    totalCost: costs.reduce((sum, c) => sum + c.cost, 0),
    discovered: queue.total,
    costs,
  }
}

/** Every source, newest first, with its frontier: pages known, visited and left, and grant pages found (robots.txt refusals not counted). */
export async function listSources(db: Db) {
  const frontier = db
    .select({
      sourceId: crawlPages.sourceId,
      known: sql<number>`count(*) filter (where ${crawlPages.outcome} is distinct from 'disallowed')`.as('known'),
      visited: sql<number>`count(*) filter (where ${crawlPages.fetchedAt} is not null and ${crawlPages.outcome} is distinct from 'disallowed')`.as('visited'),
      grantPages: sql<number>`count(*) filter (where ${crawlPages.isGrant})`.as('grant_pages'),
    })
    .from(crawlPages)
    .groupBy(crawlPages.sourceId)
    .as('frontier')
  return db
    .select({
      id: grantDiscoverySources.id,
      sourceName: grantDiscoverySources.sourceName,
      sourceUrl: grantDiscoverySources.sourceUrl,
      sourceType: grantDiscoverySources.sourceType,
      format: grantDiscoverySources.format,
      crawlFrequency: grantDiscoverySources.crawlFrequency,
      priority: grantDiscoverySources.priority,
      isActive: grantDiscoverySources.isActive,
      totalGrantsDiscovered: grantDiscoverySources.totalGrantsDiscovered,
      successCount: grantDiscoverySources.successCount,
      failureCount: grantDiscoverySources.failureCount,
      lastCrawledAt: grantDiscoverySources.lastCrawledAt,
      createdAt: grantDiscoverySources.createdAt,
      pagesKnown: sql<number>`coalesce(${frontier.known}, 0)`.mapWith(Number),
      pagesVisited: sql<number>`coalesce(${frontier.visited}, 0)`.mapWith(Number),
      grantPages: sql<number>`coalesce(${frontier.grantPages}, 0)`.mapWith(Number),
      /** The latest crawl's status and its first error's reason: the row says when it failed, and why. */
      lastStatus: sql<TaskStatus | null>`(select status from agent_tasks where agent_tasks.source_id = ${grantDiscoverySources.id} order by created_at desc limit 1)`,
      lastReason: sql<string | null>`(select errors->0->>'reason' from agent_tasks where agent_tasks.source_id = ${grantDiscoverySources.id} order by created_at desc limit 1)`,
    })
    .from(grantDiscoverySources)
    .leftJoin(frontier, eq(frontier.sourceId, grantDiscoverySources.id))
    .orderBy(desc(grantDiscoverySources.createdAt), desc(grantDiscoverySources.id))
}

/** The 20 latest tasks, newest first, with their source's name and progress. */
export async function listTasks(db: Db) {
  return db
    .select({
      id: agentTasks.id,
      taskId: agentTasks.taskId,
      agentType: agentTasks.agentType,
      status: agentTasks.status,
      sourceName: grantDiscoverySources.sourceName,
      pageLimit: agentTasks.pageLimit,
      pagesFetched: agentTasks.pagesFetched,
      pagesUnchanged: agentTasks.pagesUnchanged,
      grantsFound: agentTasks.grantsFound,
      grantsQueued: agentTasks.grantsQueued,
      duplicates: agentTasks.duplicates,
      errorCount: sql<number>`jsonb_array_length(${agentTasks.errors})`.mapWith(Number),
      /** The first three errors, shown under the count. */
      errors: sql<TaskError[]>`coalesce(jsonb_path_query_array(${agentTasks.errors}, '$[0 to 2]'), '[]'::jsonb)`,
      currentUrl: agentTasks.currentUrl,
      createdAt: agentTasks.createdAt,
      startedAt: agentTasks.startedAt,
      completedAt: agentTasks.completedAt,
      actualCost: agentTasks.actualCost,
    })
    .from(agentTasks)
    .leftJoin(grantDiscoverySources, eq(grantDiscoverySources.id, agentTasks.sourceId))
    .orderBy(desc(agentTasks.createdAt), desc(agentTasks.id))
    .limit(TASKS_SHOWN)
}

/** The 50 latest discovered grants, newest first, with their source's name and address. */
export async function listDiscovered(db: Db) {
  return db
    .select({
      id: discoveredGrantsQueue.id,
      status: discoveredGrantsQueue.status,
      title: discoveredGrantsQueue.title,
      funderName: discoveredGrantsQueue.funderName,
      description: discoveredGrantsQueue.description,
      fundingAmount: discoveredGrantsQueue.fundingAmount,
      amountUsd: discoveredGrantsQueue.amountUsd,
      deadline: discoveredGrantsQueue.deadline,
      deadlineText: discoveredGrantsQueue.deadlineText,
      isRolling: discoveredGrantsQueue.isRolling,
      isAwardedRecord: discoveredGrantsQueue.isAwardedRecord,
      countryScope: discoveredGrantsQueue.countryScope,
      countryCodes: discoveredGrantsQueue.countryCodes,
      geographicFocus: discoveredGrantsQueue.geographicFocus,
      sectors: discoveredGrantsQueue.sectors,
      language: discoveredGrantsQueue.language,
      rawData: discoveredGrantsQueue.rawData,
      discoveredAt: discoveredGrantsQueue.discoveredAt,
      sourceName: grantDiscoverySources.sourceName,
      sourceUrl: grantDiscoverySources.sourceUrl,
    })
    .from(discoveredGrantsQueue)
    .innerJoin(grantDiscoverySources, eq(grantDiscoverySources.id, discoveredGrantsQueue.sourceId))
    .orderBy(desc(discoveredGrantsQueue.discoveredAt), desc(discoveredGrantsQueue.id))
    .limit(DISCOVERED_SHOWN)
}
