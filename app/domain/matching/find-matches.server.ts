import { and, gt, inArray, lte, sql, type SQL } from 'drizzle-orm'
import { MATCH_LIST_MIN } from '../../catalog/matching.ts'
import { queryRows, type Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { openGrantCondition } from '../grants/open-grants.server.ts'
import { matchScoreSql, requiredForScore } from './match-sql.server.ts'
import type { MatchProfile } from './profile.ts'

export interface FoundMatch {
  grantId: string
  score: number
  createdAt: Date
}

export interface FindMatchesOptions {
  /** The least score kept (MATCH_LIST_MIN by default). */
  minScore?: number
  /** Only grants created after this (an alert's new grants). */
  createdAfter?: Date
  /** Only grants created before this (experts' funder matches outside the priority window, ADR 081). */
  createdBefore?: Date
  /** Only these grants. */
  grantIds?: string[]
  /** Best score first (newest among equals), or newest first. */
  order?: 'score' | 'newest'
  limit?: number
}

/**
 * An organization's matches among the open grants: every grant scoring at least `minScore`, found
 * through the conditions such a score needs (indexed), then scored in SQL with the same weights as
 * the explained score. The matches are computed in a fenced subquery (OFFSET 0) and only then
 * filtered by score and ordered.
 */
export async function findMatches(db: Db, profile: MatchProfile, options: FindMatchesOptions = {}): Promise<FoundMatch[]> {
  const minScore = options.minScore ?? MATCH_LIST_MIN
  const conditions: SQL[] = [openGrantCondition()]
  const required = requiredForScore(profile, minScore)
  if (required) conditions.push(required)
  if (options.createdAfter) conditions.push(gt(grants.createdAt, options.createdAfter))
  if (options.createdBefore) conditions.push(lte(grants.createdAt, options.createdBefore))
  if (options.grantIds) {
    if (options.grantIds.length === 0) return []
    conditions.push(inArray(grants.id, options.grantIds))
  }
  const order = options.order === 'newest' ? sql`created_at desc, score desc, id` : sql`score desc, created_at desc, id`
  const rows = await queryRows<{ id: string; score: number; created_at: string | Date }>(
    db,
    sql`select id, score, created_at from (
          select ${grants.id} as id, ${grants.createdAt} as created_at, ${matchScoreSql(profile)} as score
          from ${grants} where ${and(...conditions)} offset 0
        ) as m where score >= ${minScore} order by ${order} limit ${options.limit ?? 500}`,
  )
  return rows.map((r) => ({ grantId: r.id, score: Number(r.score), createdAt: new Date(r.created_at) }))
}
