import { and, eq, inArray, sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.server.ts'
import { discoveredGrantsQueue } from '../../db/schema/index.ts'
import { dedupeKey, titleSimilarity, words } from './extract/dedupe-key.ts'
import { columns, type QueueWrite, REPOST_TITLE_SIMILARITY, SAME_TITLE_SIMILARITY, titleWithin, writeDiscoveredGrant } from './queue-writes.server.ts'
import type { DiscoveredGrantInput } from './types.ts'

/** Records written per round of set-based queries. */
export const WRITE_BATCH = 500

export type WriteCounts = Record<QueueWrite, number>

/** Postgres array literals for unnest(): every value quoted, nulls as NULL. */
const textArray = (values: ReadonlyArray<string | null>) => `{${values.map((v) => (v === null ? 'NULL' : `"${v.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`)).join(',')}}`

/**
 * An open-data import's records written to the discovery queue as writeDiscoveredGrant writes one
 * (issue 25 §3), in rounds of WRITE_BATCH with a few set-based queries each instead of a dozen per
 * record: the rows already known, then each new record's duplicate in the queue and among published
 * grants by the same tests in the same order (canonical URL, title + funder + deadline key,
 * application link with the deadline, a title alike from the same deadline and funder, a repost),
 * then one insert. A record that repeats another record of its own round is written in a later
 * pass of the round, once the one it repeats is a row; a record already known that changed, or is
 * published, goes through writeDiscoveredGrant, so its outcome is exactly the single write's.
 * Answers how many records ended each way.
 */
export async function writeDiscoveredGrants(db: Db, input: { sourceId: string; taskId: string | null; grants: readonly DiscoveredGrantInput[] }): Promise<WriteCounts> {
  const counts: WriteCounts = { queued: 0, duplicate: 0, updated: 0, unchanged: 0, kept: 0, changed: 0 }
  for (let at = 0; at < input.grants.length; at += WRITE_BATCH) {
    const round = input.grants.slice(at, at + WRITE_BATCH)
    const later: DiscoveredGrantInput[] = []
    const known = await db
      .select({ externalId: discoveredGrantsQueue.externalId, status: discoveredGrantsQueue.status, contentHash: discoveredGrantsQueue.contentHash, reviewedBy: discoveredGrantsQueue.reviewedBy })
      .from(discoveredGrantsQueue)
      .where(
        and(
          eq(discoveredGrantsQueue.sourceId, input.sourceId),
          inArray(
            discoveredGrantsQueue.externalId,
            round.map((g) => g.externalId),
          ),
        ),
      )
    const byId = new Map(known.map((k) => [k.externalId, k]))
    const fresh: DiscoveredGrantInput[] = []
    for (const grant of round) {
      const row = byId.get(grant.externalId)
      if (!row) fresh.push(grant)
      else if ((row.status === 'rejected' || row.reviewedBy) && row.status !== 'verified') counts.kept++
      else if (row.contentHash === columns(grant).contentHash && row.status !== 'verified') counts.unchanged++
      // Changed while waiting, or published (its changes recorded for the grant): the single write.
      else later.push(grant)
    }
    // A record that repeats another of this round waits until that one is written: the round is
    // written in passes, each finding its duplicates among the rows the passes before wrote.
    let pending = fresh
    while (pending.length) {
      const { firsts, rest } = splitRepeats(pending)
      const found = await duplicatesOf(db, firsts)
      const rows = firsts.map((grant, i) => ({
        ...columns(grant),
        sourceId: input.sourceId,
        taskId: input.taskId,
        externalId: grant.externalId,
        status: found[i].queueId || found[i].grantId ? ('duplicate' as const) : ('pending_verification' as const),
        duplicateOfId: found[i].queueId,
        duplicateOfGrantId: found[i].grantId,
      }))
      const inserted = await db
        .insert(discoveredGrantsQueue)
        .values(rows)
        .onConflictDoNothing({ target: [discoveredGrantsQueue.sourceId, discoveredGrantsQueue.externalId] })
        .returning({ status: discoveredGrantsQueue.status })
      for (const row of inserted) counts[row.status === 'duplicate' ? 'duplicate' : 'queued']++
      counts.unchanged += rows.length - inserted.length
      pending = rest
    }
    for (const grant of later) counts[await writeDiscoveredGrant(db, { sourceId: input.sourceId, taskId: input.taskId, grant })]++
  }
  return counts
}

/**
 * The records of a pass that repeat none before them (by findDuplicate's tests), and the rest, in
 * their order. Exact keys through maps; titles compared only among records of the same deadline.
 */
function splitRepeats(grants: readonly DiscoveredGrantInput[]): { firsts: DiscoveredGrantInput[]; rest: DiscoveredGrantInput[] } {
  const firsts: DiscoveredGrantInput[] = []
  const rest: DiscoveredGrantInput[] = []
  const seen = new Set<string>()
  const byDeadline = new Map<string, DiscoveredGrantInput[]>()
  for (const grant of grants) {
    const keys = [
      grant.canonicalUrl ? `c|${grant.canonicalUrl}` : null,
      `k|${dedupeKey(grant.title, grant.funderName, grant.deadline)}`,
      grant.applicationUrl && grant.deadline ? `a|${grant.applicationUrl}|${grant.deadline}` : null,
    ].filter((k): k is string => k !== null)
    const sameDay = grant.deadline ? (byDeadline.get(grant.deadline) ?? []) : []
    if (keys.some((k) => seen.has(k)) || sameDay.some((other) => alikeTitles(other, grant))) {
      rest.push(grant)
      continue
    }
    firsts.push(grant)
    for (const k of keys) seen.add(k)
    if (grant.deadline) byDeadline.set(grant.deadline, [...sameDay, grant])
  }
  return { firsts, rest }
}

/** findDuplicate's title tests for two records of the same deadline: alike (with the same funder, where named), or a repost. */
function alikeTitles(a: DiscoveredGrantInput, b: DiscoveredGrantInput): boolean {
  const sameFunder = !a.funderName || !b.funderName || words(a.funderName).join(' ') === words(b.funderName).join(' ')
  if (!sameFunder) return false
  const alike = titleSimilarity(a.title, b.title)
  return alike >= SAME_TITLE_SIMILARITY || (Boolean(a.funderName && b.funderName) && alike >= REPOST_TITLE_SIMILARITY && titleWithin(a.title, b.title))
}

/**
 * findDuplicate for a round of new records at once: each test one query over the whole round
 * (unnest of its values), the first match of each record kept in findDuplicate's order.
 */
async function duplicatesOf(db: Db, grants: readonly DiscoveredGrantInput[]): Promise<Array<{ queueId: string | null; grantId: string | null }>> {
  const n = grants.length
  const idx = `{${grants.map((_, i) => i).join(',')}}`
  const canonical = textArray(grants.map((g) => g.canonicalUrl))
  const keys = textArray(grants.map((g) => dedupeKey(g.title, g.funderName, g.deadline)))
  const apply = textArray(grants.map((g) => g.applicationUrl))
  const deadline = textArray(grants.map((g) => g.deadline))
  const funder = textArray(grants.map((g) => g.funderName))
  const title = textArray(grants.map((g) => g.title))
  const round = sql`unnest(${idx}::int[], ${canonical}::text[], ${keys}::text[], ${apply}::text[], ${deadline}::date[], ${funder}::text[], ${title}::text[]) as b(i, canonical, key, apply, deadline, funder, title)`
  const sameFunder = (column: ReturnType<typeof sql>) => sql`(b.funder is null or lower(f_unaccent(coalesce(${column}, ''))) = lower(f_unaccent(b.funder)))`
  const alike = (column: ReturnType<typeof sql>, at: number) => sql`similarity(lower(f_unaccent(${column})), lower(f_unaccent(b.title))) >= ${at}`
  const live = sql`q.status <> 'duplicate'`
  const first = (where: ReturnType<typeof sql>, table: 'q' | 'g') =>
    table === 'q' ? sql`(select q.id from discovered_grants_queue q where ${live} and ${where} order by q.discovered_at limit 1)` : sql`(select g.id from grants g where ${where} limit 1)`
  const rows = await queryRows<{ i: number; q1: string | null; q2: string | null; q3: string | null; q4: string | null; g1: string | null; g2: string | null; g3: string | null; g4: string | null }>(
    db,
    sql`select b.i,
      case when b.canonical is not null then ${first(sql`q.canonical_url = b.canonical`, 'q')} end as q1,
      ${first(sql`q.dedupe_key = b.key`, 'q')} as q2,
      case when b.apply is not null and b.deadline is not null then ${first(sql`q.application_url = b.apply and q.deadline = b.deadline`, 'q')} end as q3,
      case when b.deadline is not null then ${first(sql`q.deadline = b.deadline and ${sameFunder(sql`q.funder_name`)} and ${alike(sql`q.title`, SAME_TITLE_SIMILARITY)}`, 'q')} end as q4,
      case when b.canonical is not null then ${first(sql`(g.url = b.canonical or g.application_url = b.canonical)`, 'g')} end as g1,
      case when b.deadline is null then ${first(sql`g.deadline is null and ${sameFunder(sql`coalesce(g.funder_name, g.source)`)} and lower(f_unaccent(g.title)) = lower(f_unaccent(b.title))`, 'g')} end as g2,
      case when b.apply is not null and b.deadline is not null then ${first(sql`g.application_url = b.apply and g.deadline = b.deadline`, 'g')} end as g3,
      case when b.deadline is not null then ${first(sql`g.deadline = b.deadline and ${sameFunder(sql`coalesce(g.funder_name, g.source)`)} and ${alike(sql`g.title`, SAME_TITLE_SIMILARITY)}`, 'g')} end as g4
    from ${round}`,
  )
  // Reposts: the few rows of that funder and day whose titles are at all alike, then the words (in JS, as findDuplicate).
  const reposts = await queryRows<{ i: number; kind: 'q' | 'g'; id: string; title: string }>(
    db,
    sql`select b.i, 'q' as kind, r.id, r.title, r.at from ${round}
        cross join lateral (select q.id, q.title, q.discovered_at as at from discovered_grants_queue q where ${live} and q.deadline = b.deadline and ${sameFunder(sql`q.funder_name`)} and ${alike(sql`q.title`, REPOST_TITLE_SIMILARITY)} order by q.discovered_at limit 20) r
        where b.deadline is not null and b.funder is not null
      union all
      select b.i, 'g' as kind, r.id, r.title, r.at from ${round}
        cross join lateral (select g.id, g.title, g.created_at as at from grants g where g.deadline = b.deadline and ${sameFunder(sql`coalesce(g.funder_name, g.source)`)} and ${alike(sql`g.title`, REPOST_TITLE_SIMILARITY)} order by g.created_at limit 20) r
        where b.deadline is not null and b.funder is not null
      order by 1, 2, 5`,
  )
  const result = Array.from({ length: n }, () => ({ queueId: null as string | null, grantId: null as string | null }))
  for (const r of rows) {
    result[r.i].queueId = r.q1 ?? r.q2 ?? r.q3 ?? r.q4
    result[r.i].grantId = r.g1 ?? r.g2 ?? r.g3 ?? r.g4
  }
  for (const r of reposts) {
    const target = result[r.i]
    if (!titleWithin(r.title, grants[r.i].title)) continue
    if (r.kind === 'q') target.queueId ??= r.id
    else target.grantId ??= r.id
  }
  return result
}
