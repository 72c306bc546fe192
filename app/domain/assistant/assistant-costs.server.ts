import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm'
import type { AssistantPurpose } from '../../catalog/assistant.ts'
import type { Db } from '../../db/client.server.ts'
import { assistantUsage, experts, organizations, user } from '../../db/schema/index.ts'

export interface AssistantCostRow {
  organizationId: string | null
  organizationName: string | null
  /** An expert's calls (no organization), and the expert's name. */
  expertId: string | null
  expertName: string | null
  purpose: AssistantPurpose
  requests: number
  failed: number
  promptTokens: number
  completionTokens: number
  costUsd: number
}

/** Whole months (UTC) that have any call, newest first, as YYYY-MM. */
export async function assistantMonths(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ month: sql<string>`to_char(date_trunc('month', ${assistantUsage.createdAt} at time zone 'UTC'), 'YYYY-MM')` })
    .from(assistantUsage)
    .orderBy(desc(sql`1`))
  return rows.map((r) => r.month)
}

/**
 * Staff's view of the assistant's cost (ADR 072): for one calendar month (UTC), per organization
 * (or expert) and purpose, the calls that counted, those that failed, tokens and dollars.
 */
export async function assistantCosts(db: Db, month: { start: Date; end: Date }): Promise<AssistantCostRow[]> {
  const rows = await db
    .select({
      organizationId: assistantUsage.organizationId,
      organizationName: organizations.name,
      expertId: assistantUsage.expertId,
      expertName: user.name,
      purpose: assistantUsage.purpose,
      requests: sql<number>`(count(*) filter (where ${assistantUsage.status} <> 'failed'))::int`,
      failed: sql<number>`(count(*) filter (where ${assistantUsage.status} = 'failed'))::int`,
      promptTokens: sql<number>`coalesce(sum(${assistantUsage.promptTokens}), 0)::int`,
      completionTokens: sql<number>`coalesce(sum(${assistantUsage.completionTokens}), 0)::int`,
      costUsd: sql<string>`coalesce(sum(${assistantUsage.costUsd}), 0)`,
    })
    .from(assistantUsage)
    .leftJoin(organizations, eq(organizations.id, assistantUsage.organizationId))
    .leftJoin(experts, eq(experts.id, assistantUsage.expertId))
    .leftJoin(user, eq(user.id, experts.userId))
    .where(and(gte(assistantUsage.createdAt, month.start), lt(assistantUsage.createdAt, month.end)))
    .groupBy(assistantUsage.organizationId, organizations.name, assistantUsage.expertId, user.name, assistantUsage.purpose)
    .orderBy(desc(sql`sum(${assistantUsage.costUsd})`), asc(organizations.name), asc(assistantUsage.purpose))
  return rows.map((r) => ({ ...r, costUsd: Number(r.costUsd) }))
}
