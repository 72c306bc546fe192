import { sql } from 'drizzle-orm'
import { ALERT_RUN_CONCURRENCY } from '../../catalog/matching.ts'
import { planById } from '../../catalog/plans.ts'
import { intList, textList, uuidList } from '../../db/array-params.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { type FoundMatch, findMatches } from '../matching/find-matches.server.ts'
import { findNewMatches } from '../matching/find-new-matches.server.ts'
import { loadMatchProfiles } from '../matching/load-match-profile.server.ts'
import { weekOf } from '../matching/week.ts'
import { PRIORITY_ALERT } from '../saved-searches/announce-grant-published.server.ts'
import { SCAN_OVERLAP } from '../saved-searches/scan-mark.ts'
import { eachAtMost } from '../shared/each-at-most.ts'
import type { JobServices } from '../shared/job-services.ts'
import { type AlertRunMode, SEND_MATCH_ALERT_JOB } from './alert-run.ts'
import { claimEmails, releaseEmails } from './claim-emails.server.ts'

/**
 * New-match alerts: a member's new grants that match their organization's profile (the match score,
 * app/domain/matching), replacing the weekly sector digest. The same claim-then-send as saved-search
 * alerts (claim-saved-search-alerts.server.ts), under the subscription `match:{userId}` with its scan mark
 * in alert_watermarks and the email key `match:{userId}:{day | week-{monday} | 5-minute bucket}`.
 *
 * Plan terms (ALERT_TERMS): Free members weekly, carrying only the grants the weekly reveal allows
 * (revealMatches: 5 new matched grants a week, shared with /matches; grants revealed there before
 * come along, the rest are counted with the upgrade offered); Pro and Premium as they chose on their
 * profile: `instant` (the priority run, minutes after a publish, queued ahead of other jobs; the
 * daily run catches what a lost priority run missed), `daily` or `weekly`, every match revealed. `off` (or the email's unsubscribe link) sends nothing. A paid
 * plan that lapsed is Free again: weekly, within the cap.
 *
 * Set-based (ADR 059): the due members' profiles are read in one query, their new matches found
 * together (findNewMatches: the new grants read once, each member scoring only its likely
 * candidates), and their claims made in rounds of CLAIM_ROUND members, each one transaction.
 */

const DAY_MS = 86_400_000
/** A member's first alert looks back this far (the period the alert covers). */
const FIRST_LOOK_BACK_MS: Record<AlertRunMode, number> = { weekly: 7 * DAY_MS, daily: DAY_MS, priority: DAY_MS }

export function matchRunKey(userId: string, mode: AlertRunMode, at: Date, bucket?: string): string {
  if (mode === 'priority') return `match:${userId}:${bucket ?? at.toISOString().slice(0, 16)}`
  return mode === 'daily' ? `match:${userId}:${at.toISOString().slice(0, 10)}` : `match:${userId}:week-${weekOf(at)}`
}

interface DueMember {
  user_id: string
  organization_id: string
  language: Language
  paid: boolean
  since: string | Date | null
}

/** Members due in this run: verified, with an organization that has a sector, alerts on, on the plan's terms. */
async function dueMembers(db: Db, mode: AlertRunMode, at: Date, userIds?: string[]) {
  const which = mode === 'weekly' ? sql`(m.frequency = 'weekly' or not m.paid)` : mode === 'daily' ? sql`(m.frequency in ('daily', 'instant') and m.paid)` : sql`(m.frequency = 'instant' and m.paid)`
  return queryRows<DueMember>(
    db,
    sql`
      select m.user_id, m.organization_id, m.language, m.paid, w.last_scanned_at - ${SCAN_OVERLAP} as since
      from (
        select distinct on (u.id) u.id as user_id, o.id as organization_id, p.language, p.match_alert_frequency as frequency,
          (o.plan <> 'free' and o.plan_renews_at > ${at.toISOString()}::timestamptz) as paid
        from "user" u
        join profiles p on p.user_id = u.id
        join organization_members om on om.user_id = u.id
        join organizations o on o.id = om.organization_id
        where u.email_verified and p.match_alert_frequency <> 'off' and o.sector is not null
          ${userIds ? sql`and u.id = any(${textList(userIds)})` : sql``}
        order by u.id, om.created_at
      ) m
      left join alert_watermarks w on w.subscription_id = 'match:' || m.user_id
      where ${which}
      order by m.user_id`,
  )
}

type Claim = { key: string; userId: string; queue: boolean }

/** At most this many members are claimed in one transaction. */
const CLAIM_ROUND = 500
/** A member whose mark is older than this (alerts turned back on after weeks) is looked up alone, so one old mark does not make the run read every grant. */
const BATCH_LOOK_BACK_MS = 8 * DAY_MS

type Scanned = DueMember & { key: string; found: FoundMatch[] }

/**
 * One round's claims, set-based and in one transaction: the same rules as one member at a time
 * (see the top of this file), in a fixed number of statements. The round's organizations are
 * locked for reveals (in one order, so two rounds never wait on each other in a circle), and the
 * weekly limit is counted across the round's members, since two members can share an organization.
 */
async function claimRound(db: Db, round: Scanned[], at: Date, mark: Date): Promise<Claim[]> {
  return db.transaction(async (tx) => {
    const t = tx as unknown as Db
    const { ours, unsent } = await claimEmails(
      t,
      'matches',
      round.map((m) => ({ key: m.key, userId: m.user_id })),
    )
    const claims: Claim[] = round.filter((m) => unsent.has(m.key)).map((m) => ({ key: m.key, userId: m.user_id, queue: true }))
    const members = round.filter((m) => ours.has(m.key))
    if (members.length === 0) return claims
    const organizations = [...new Set(members.map((m) => m.organization_id))].sort()
    await t.execute(sql`select pg_advisory_xact_lock(hashtext('reveal:' || id)) from (select id from unnest(${textList(organizations)}) as id order by id) o`)
    const grantIds = [...new Set(members.flatMap((m) => m.found.map((f) => f.grantId)))]
    const claimedBefore = new Set<string>()
    const revealed = new Map<string, Set<string>>(organizations.map((id) => [id, new Set()]))
    const used = new Map<string, number>()
    const week = weekOf(at)
    if (grantIds.length) {
      const items = await queryRows<{ subscription_id: string; grant_id: string }>(
        t,
        sql`select subscription_id, grant_id from alert_items where subscription_id = any(${textList(members.map((m) => `match:${m.user_id}`))}) and grant_id = any(${uuidList(grantIds)})`,
      )
      for (const item of items) claimedBefore.add(`${item.subscription_id} ${item.grant_id}`)
      const reveals = await queryRows<{ organization_id: string; grant_id: string }>(
        t,
        sql`select organization_id, grant_id from match_reveals where organization_id = any(${uuidList(organizations)}) and grant_id = any(${uuidList(grantIds)})`,
      )
      for (const r of reveals) revealed.get(r.organization_id)?.add(r.grant_id)
      const counts = await queryRows<{ organization_id: string; used: number }>(
        t,
        sql`select organization_id, count(*)::int as used from match_reveals where organization_id = any(${uuidList(organizations)}) and week = ${week} group by organization_id`,
      )
      for (const c of counts) used.set(c.organization_id, Number(c.used))
    }
    // Free: only what this week's reveals allow (revealed now, or on /matches before), best first. Paid: all, revealed for the "new" marks.
    const freeLimit = planById('free').entitlements.matchedGrantsPerWeek ?? Number.POSITIVE_INFINITY
    const newReveals: Array<{ organizationId: string; grantId: string; score: number }> = []
    const newItems: Array<{ subscription: string; userId: string; grantId: string; key: string; score: number }> = []
    for (const m of members) {
      const subscription = `match:${m.user_id}`
      const visible = revealed.get(m.organization_id)!
      const fresh = m.found.filter((f) => !claimedBefore.has(`${subscription} ${f.grantId}`))
      for (const f of fresh) {
        const weekUsed = used.get(m.organization_id) ?? 0
        if (visible.has(f.grantId) || (!m.paid && weekUsed >= freeLimit)) continue
        visible.add(f.grantId)
        used.set(m.organization_id, weekUsed + 1)
        newReveals.push({ organizationId: m.organization_id, grantId: f.grantId, score: f.score })
      }
      for (const f of fresh) if (visible.has(f.grantId)) newItems.push({ subscription, userId: m.user_id, grantId: f.grantId, key: m.key, score: f.score })
    }
    if (newReveals.length) {
      await t.execute(
        sql`insert into match_reveals (organization_id, grant_id, week, score, revealed_at)
            select organization_id, grant_id, ${week}, score, ${at.toISOString()}::timestamptz
            from unnest(${uuidList(newReveals.map((r) => r.organizationId))}, ${uuidList(newReveals.map((r) => r.grantId))}, ${intList(newReveals.map((r) => r.score))}) as r(organization_id, grant_id, score)
            on conflict do nothing`,
      )
    }
    const withItems = new Set(
      newItems.length
        ? (
            await queryRows<{ run_key: string }>(
              t,
              sql`insert into alert_items (subscription_id, user_id, grant_id, run_key, score)
                  select * from unnest(${textList(newItems.map((i) => i.subscription))}, ${textList(newItems.map((i) => i.userId))}, ${uuidList(newItems.map((i) => i.grantId))},
                    ${textList(newItems.map((i) => i.key))}, ${intList(newItems.map((i) => i.score))})
                  on conflict do nothing returning run_key`,
            )
          ).map((r) => r.run_key)
        : [],
    )
    await t.execute(
      sql`insert into alert_watermarks (subscription_id, last_scanned_at)
          select subscription_id, ${mark.toISOString()}::timestamptz from unnest(${textList(members.map((m) => `match:${m.user_id}`))}) as subscription_id
          on conflict (subscription_id) do update set last_scanned_at = greatest(alert_watermarks.last_scanned_at, excluded.last_scanned_at)`,
    )
    // A member with nothing new gives the email key back.
    await releaseEmails(
      t,
      members.filter((m) => !withItems.has(m.key)).map((m) => m.key),
    )
    for (const m of members) if (withItems.has(m.key)) claims.push({ key: m.key, userId: m.user_id, queue: true })
    return claims
  })
}

/** Match alerts claimed in the last days and never sent: a run queues them again. */
async function unsentMatchEmails(db: Db): Promise<Claim[]> {
  const rows = await queryRows<{ key: string; user_id: string }>(
    db,
    sql`select key, user_id from scheduled_emails where kind = 'matches' and sent_at is null and created_at > now() - interval '8 days'`,
  )
  return rows.map((r) => ({ key: r.key, userId: r.user_id, queue: true }))
}

/** A run of match alerts: claims each due member's new matches and queues one email per member that has some. */
export async function claimMatchAlerts(services: JobServices, mode: AlertRunMode, options: { at?: Date; bucket?: string; userIds?: string[] } = {}) {
  const at = options.at ?? new Date()
  const claims = new Map<string, Claim>()
  for (const c of await unsentMatchEmails(services.db)) claims.set(c.key, c)
  const due = await dueMembers(services.db, mode, at, options.userIds)
  if (due.length) {
    // The scan starts now: the members' next marks. A grant committed during it is new to the next run too (SCAN_OVERLAP).
    const [{ now }] = await queryRows<{ now: string | Date }>(services.db, sql`select now() as now`)
    const mark = new Date(now)
    const profileOf = await loadMatchProfiles(
      services.db,
      due.map((m) => m.organization_id),
    )
    const searches = due.flatMap((m) => {
      const profile = profileOf(m.organization_id, m.language)
      return profile ? [{ id: m.user_id, profile, since: m.since ? new Date(m.since) : new Date(at.getTime() - FIRST_LOOK_BACK_MS[mode]) }] : []
    })
    const found = await findNewMatches(
      services.db,
      searches.filter((s) => s.since.getTime() >= at.getTime() - BATCH_LOOK_BACK_MS),
    )
    for (const s of searches) if (!found.has(s.id)) found.set(s.id, await findMatches(services.db, s.profile, { createdAfter: s.since, order: 'score' }))
    const scanned = due.map((m) => ({ ...m, key: matchRunKey(m.user_id, mode, at, options.bucket), found: found.get(m.user_id) ?? [] }))
    const rounds = Array.from({ length: Math.ceil(scanned.length / CLAIM_ROUND) }, (_, i) => scanned.slice(i * CLAIM_ROUND, (i + 1) * CLAIM_ROUND))
    await eachAtMost(rounds, ALERT_RUN_CONCURRENCY, async (round) => {
      for (const claim of await claimRound(services.db, round, at, mark)) claims.set(claim.key, claim)
    })
  }
  for (const c of claims.values()) {
    await services.enqueue(SEND_MATCH_ALERT_JOB, { key: c.key, userId: c.userId }, { singletonKey: c.key, ...(mode === 'priority' ? { priority: PRIORITY_ALERT } : {}) })
  }
  return [...claims.keys()]
}
