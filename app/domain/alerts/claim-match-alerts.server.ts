import { sql } from 'drizzle-orm'
import { ALERT_RUN_CONCURRENCY } from '../../catalog/matching.ts'
import { planById } from '../../catalog/plans.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import { alertItems } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/languages.ts'
import { findMatches } from '../matching/find-matches.server.ts'
import { loadMatchProfile } from '../matching/load-match-profile.server.ts'
import { revealMatches } from '../matching/reveal-matches.server.ts'
import { weekOf } from '../matching/week.ts'
import { PRIORITY_ALERT } from '../saved-searches/announce-grant-published.server.ts'
import { SCAN_OVERLAP } from '../saved-searches/scan-mark.ts'
import { eachAtMost } from '../shared/each-at-most.ts'
import type { JobServices } from '../shared/job-services.ts'
import { type AlertRunMode, SEND_MATCH_ALERT_JOB } from './alert-run.ts'

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
          ${userIds ? sql`and u.id = any(${`{${userIds.join(',')}}`}::text[])` : sql``}
        order by u.id, om.created_at
      ) m
      left join alert_watermarks w on w.subscription_id = 'match:' || m.user_id
      where ${which}
      order by m.user_id`,
  )
}

type Claim = { key: string; userId: string; queue: boolean }

/** One member's claim for this period: the matches the plan lets them see, claimed once ever, and the email that carries them. */
async function claimMember(db: Db, m: DueMember, key: string, mode: AlertRunMode, at: Date): Promise<Claim | null> {
  const subscription = `match:${m.user_id}`
  // This period's email claimed before: its list is final (queued again while unsent).
  const [earlier] = await queryRows<{ sent: boolean }>(db, sql`select sent_at is not null as sent from scheduled_emails where key = ${key}`)
  if (earlier) return earlier.sent ? null : { key, userId: m.user_id, queue: true }
  const profile = await loadMatchProfile(db, m.organization_id, m.language)
  const scanStart = await queryRows<{ now: string | Date }>(db, sql`select now() as now`)
  const since = m.since ? new Date(m.since) : new Date(at.getTime() - FIRST_LOOK_BACK_MS[mode])
  let allowed: Array<{ grantId: string; score: number }> = []
  if (profile) {
    const found = await findMatches(db, profile, { createdAfter: since, order: 'score' })
    const claimed = found.length
      ? new Set(
          (
            await queryRows<{ grant_id: string }>(
              db,
              sql`select grant_id from alert_items where subscription_id = ${subscription} and grant_id = any(${`{${found.map((f) => f.grantId).join(',')}}`}::uuid[])`,
            )
          ).map((r) => r.grant_id),
        )
      : new Set<string>()
    const fresh = found.filter((f) => !claimed.has(f.grantId))
    // Free: only what this week's reveals allow (revealed now, or on /matches before). Paid: all, revealed for the "new" marks.
    const plan = m.paid ? 'pro' : 'free'
    const reveal = fresh.length ? await revealMatches(db, m.organization_id, m.paid ? null : planById(plan).entitlements.matchedGrantsPerWeek, fresh, at) : null
    allowed = reveal ? fresh.filter((f) => reveal.visible.has(f.grantId)) : []
  }
  return db.transaction(async (tx) => {
    const email = await queryRows<{ key: string }>(
      tx as unknown as Db,
      sql`insert into scheduled_emails (key, user_id, kind) values (${key}, ${m.user_id}, 'matches') on conflict do nothing returning key`,
    )
    if (email.length === 0) return null
    const inserted = allowed.length
      ? await tx
          .insert(alertItems)
          .values(allowed.map((a) => ({ subscriptionId: subscription, userId: m.user_id, grantId: a.grantId, runKey: key, score: a.score })))
          .onConflictDoNothing()
          .returning({ grantId: alertItems.grantId })
      : []
    const mark = new Date(scanStart[0].now)
    await tx.execute(
      sql`insert into alert_watermarks (subscription_id, last_scanned_at) values (${subscription}, ${mark.toISOString()}::timestamptz)
          on conflict (subscription_id) do update set last_scanned_at = greatest(alert_watermarks.last_scanned_at, excluded.last_scanned_at)`,
    )
    if (inserted.length === 0) {
      await tx.execute(sql`delete from scheduled_emails where key = ${key}`)
      return null
    }
    return { key, userId: m.user_id, queue: true }
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
  await eachAtMost(await dueMembers(services.db, mode, at, options.userIds), ALERT_RUN_CONCURRENCY, async (m) => {
    const claim = await claimMember(services.db, m, matchRunKey(m.user_id, mode, at, options.bucket), mode, at)
    if (claim) claims.set(claim.key, claim)
  })
  for (const c of claims.values()) {
    await services.enqueue(SEND_MATCH_ALERT_JOB, { key: c.key, userId: c.userId }, { singletonKey: c.key, ...(mode === 'priority' ? { priority: PRIORITY_ALERT } : {}) })
  }
  return [...claims.keys()]
}
