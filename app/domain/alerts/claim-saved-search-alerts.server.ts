import { sql } from 'drizzle-orm'
import { ALERT_RUN_CONCURRENCY, ALERT_TERMS } from '../../catalog/matching.ts'
import { textList, uuidList } from '../../db/array-params.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import { grants, savedSearches } from '../../db/schema/index.ts'
import { buildTextQuery, discoverConditions, type TextQuery } from '../grants/search-grants.server.ts'
import { weekOf } from '../matching/week.ts'
import { PRIORITY_ALERT } from '../saved-searches/announce-grant-published.server.ts'
import { savedSearchState } from '../saved-searches/saved-search-query.ts'
import { SCAN_OVERLAP, scannedMark } from '../saved-searches/scan-mark.ts'
import { eachAtMost } from '../shared/each-at-most.ts'
import type { JobServices } from '../shared/job-services.ts'
import { type AlertRunMode, SEND_SAVED_SEARCH_ALERT_JOB } from './alert-run.ts'
import { claimEmails, releaseEmails } from './claim-emails.server.ts'

/**
 * Saved-search alerts, each grant once per search (ADR 007/013).
 *
 * A run looks at each active saved search that is due and, in one transaction: claims the email of
 * this period (`scheduled_emails`, key `search:{id}:{day}`, `…:week-{monday}` or, for priority runs,
 * `…:{5-minute bucket}`); claims the new grants that match the search into `alert_items` under that
 * key (`on conflict do nothing`: the primary key (search, grant) means a grant is claimed for a search
 * once, ever); and moves the search's scan mark. New grants are those created after the mark less an
 * hour (the overlap catches grants whose transaction committed late) and not before the search was
 * saved. Claiming the email first makes a period's list final: a second run of the same period (a
 * retry after a worker was killed, a job queued twice) finds the email claimed and adds nothing, so
 * the send, which reads the items of its key and never a fresh query, always sends the same list. A
 * run that claims no grant gives the email key back. The send is the shared claim-then-send
 * (app/domain/notifications/send-scheduled-email.server.ts): delivered under its key, then marked sent with the notification.
 * Searches that share a query are claimed together, set-based (claimSearches, ADR 059): a run costs
 * a few statements per distinct query, not per search.
 *
 * Not scanned, and nothing claimed for them: paused searches and searches whose emails are off (an
 * alert is the email and its notification; resuming or turning emails on starts again from then).
 * Plan terms: daily searches of Pro and Premium members run daily and, as soon as a grant is
 * published, in the priority run; Free members' searches run weekly (a daily one saved on a paid plan
 * that lapsed too), and only the plan's first three (oldest) are scanned.
 */

/** Emails claimed but never sent (a worker killed before it queued them) are queued again by the next run, for this long. */
const REQUEUE_DAYS = 8

/** At most this many searches of one query are claimed in one transaction. */
const CLAIM_ROUND = 1000

/** The email (and run) key of a saved search's alert in this period. */
export function searchRunKey(searchId: string, mode: AlertRunMode, at: Date, bucket?: string): string {
  if (mode === 'priority') return `search:${searchId}:${bucket ?? at.toISOString().slice(0, 16)}`
  return mode === 'daily' ? `search:${searchId}:${at.toISOString().slice(0, 10)}` : `search:${searchId}:week-${weekOf(at)}`
}

interface DueSearch {
  id: string
  user_id: string
  query_key: string
}

/** Active searches due in this run, with the plan's terms applied (see above). */
async function dueSearches(db: Db, mode: AlertRunMode, at: Date, searchIds?: string[]) {
  const freeLimit = ALERT_TERMS.free.savedSearches
  const paid = sql`exists (
    select 1 from organization_members om join organizations o on o.id = om.organization_id
    where om.user_id = s.user_id and o.plan <> 'free' and o.plan_renews_at > ${at.toISOString()}::timestamptz)`
  const which = mode === 'weekly' ? sql`(r.frequency = 'weekly' or not r.paid)` : sql`(r.frequency = 'daily' and r.paid)`
  return queryRows<DueSearch>(
    db,
    sql`
      with ranked as (
        select s.id, s.user_id, s.query_key, s.frequency, s.paused_at, s.email_enabled, ${paid} as paid,
          row_number() over (partition by s.user_id order by s.created_at, s.id) as place
        from saved_searches s
        join "user" u on u.id = s.user_id and u.email_verified
        ${searchIds ? sql`where s.id = any(${uuidList(searchIds)})` : sql``}
      )
      select r.id, r.user_id, r.query_key from ranked r
      where r.paused_at is null and r.email_enabled and ${which} and (r.paid or r.place <= ${freeLimit})
      order by r.id`,
  )
}

type Claim = { key: string; userId: string; searchId: string; queue: boolean }

/**
 * The claims of searches that share one query, set-based and in one transaction (see the top of
 * this file): the same rules as one search at a time, in five statements whatever their number.
 * Their new grants are found once: the grants created since the earliest of their marks that the
 * query finds, each then claimed for the searches it is new to. Answers the emails to queue (new,
 * or claimed before and still unsent).
 */
async function claimSearches(db: Db, due: Array<DueSearch & { key: string }>, textQuery: TextQuery | null): Promise<Claim[]> {
  const state = savedSearchState(due[0].query_key)
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const { ours, unsent } = await claimEmails(
      t,
      'search',
      due.map((d) => ({ key: d.key, userId: d.user_id })),
    )
    const claims: Claim[] = due.filter((d) => unsent.has(d.key)).map((d) => ({ key: d.key, userId: d.user_id, searchId: d.id, queue: true }))
    if (ours.size === 0) return claims
    const scanning = due.filter((d) => ours.has(d.key))
    const ids = uuidList(scanning.map((d) => d.id))
    const claimed = await queryRows<{ run_key: string }>(
      t,
      sql`
        insert into alert_items (subscription_id, user_id, grant_id, run_key)
        select 'search:' || s.id, s.user_id, g.id, d.key
        from unnest(${ids}, ${textList(scanning.map((d) => d.key))}) as d(search_id, key)
        join saved_searches s on s.id = d.search_id
        join (
          select ${grants.id} as id, ${grants.createdAt} as created_at from ${grants}
          where ${grants.createdAt} > (select min(greatest(last_scanned_at - ${SCAN_OVERLAP}, created_at)) from saved_searches where id = any(${ids}))
            and ${discoverConditions(state, textQuery)}
          offset 0
        ) g on g.created_at > greatest(s.last_scanned_at - ${SCAN_OVERLAP}, s.created_at)
        on conflict do nothing
        returning run_key`,
    )
    await tx.update(savedSearches).set({ lastScannedAt: scannedMark }).where(sql`${savedSearches.id} = any(${ids})`)
    const withGrants = new Set(claimed.map((r) => r.run_key))
    // A search that claimed no grant gives its email key back.
    await releaseEmails(
      t,
      scanning.filter((d) => !withGrants.has(d.key)).map((d) => d.key),
    )
    for (const d of scanning) if (withGrants.has(d.key)) claims.push({ key: d.key, userId: d.user_id, searchId: d.id, queue: true })
    return claims
  })
}

/** Emails of saved searches claimed in the last days and never sent: a run queues them again. */
async function unsentSearchEmails(db: Db): Promise<Claim[]> {
  const rows = await queryRows<{ key: string; user_id: string }>(
    db,
    sql`select key, user_id from scheduled_emails where kind = 'search' and sent_at is null and created_at > now() - ${`${REQUEUE_DAYS} days`}::interval`,
  )
  return rows.map((r) => ({ key: r.key, userId: r.user_id, searchId: r.key.split(':')[1], queue: true }))
}

/**
 * A run of saved-search alerts: claims each due search's new grants and queues one email per
 * search that has some. `searchIds` limits the run to those searches (tests).
 */
export async function claimSavedSearchAlerts(services: JobServices, mode: AlertRunMode, options: { at?: Date; bucket?: string; searchIds?: string[] } = {}) {
  const at = options.at ?? new Date()
  const { db } = services
  const claims = new Map<string, Claim>()
  for (const claim of await unsentSearchEmails(db)) claims.set(claim.key, claim)
  const textQueries = new Map<string, TextQuery | null>()
  const due = await dueSearches(db, mode, at, options.searchIds)
  for (const q of new Set(due.map((search) => savedSearchState(search.query_key).q))) if (q) textQueries.set(q, await buildTextQuery(db, q))
  // Searches with the same query are claimed together, at most CLAIM_ROUND in one transaction.
  const byQuery = Map.groupBy(
    due.map((search) => ({ ...search, key: searchRunKey(search.id, mode, at, options.bucket) })),
    (search) => search.query_key,
  )
  const rounds = [...byQuery.values()].flatMap((group) => Array.from({ length: Math.ceil(group.length / CLAIM_ROUND) }, (_, i) => group.slice(i * CLAIM_ROUND, (i + 1) * CLAIM_ROUND)))
  await eachAtMost(rounds, ALERT_RUN_CONCURRENCY, async (round) => {
    const q = savedSearchState(round[0].query_key).q
    for (const claim of await claimSearches(db, round, q ? (textQueries.get(q) ?? null) : null)) claims.set(claim.key, claim)
  })
  for (const c of claims.values()) {
    await services.enqueue(SEND_SAVED_SEARCH_ALERT_JOB, { key: c.key, userId: c.userId, searchId: c.searchId }, { singletonKey: c.key, ...(mode === 'priority' ? { priority: PRIORITY_ALERT } : {}) })
  }
  return [...claims.keys()]
}
