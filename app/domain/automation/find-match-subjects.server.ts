import { sql } from 'drizzle-orm'
import { AUTOMATION_MATCH_LOOK_BACK_DAYS, AUTOMATION_RUN_CAP } from '../../catalog/automation.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { findMatches } from '../matching/find-matches.server.ts'
import { loadMatchProfile } from '../matching/load-match-profile.server.ts'
import type { RunnableRule } from './list-runnable-rules.server.ts'
import type { AutomationSubject } from './run-automation-rule.server.ts'

const DAY_MS = 86_400_000

/**
 * A new-match rule's subjects: grants published since the rule was made or last switched on (so
 * nothing published while it was off; at most AUTOMATION_MATCH_LOOK_BACK_DAYS back), in its sector if it names one, that the rule has not run
 * on, scoring at least its minimum against the organization's profile: the same score its members
 * see (findMatches, with the owner's language). Best first, AUTOMATION_RUN_CAP at most.
 */
export async function findMatchSubjects(db: Db, rule: RunnableRule & { trigger: { type: 'match.new' } }, at = new Date()): Promise<AutomationSubject[]> {
  const [owner] = await queryRows<{ language: Language }>(
    db,
    sql`select p.language from organization_members m join profiles p on p.user_id = m.user_id
        where m.organization_id = ${rule.organizationId} order by (m.role = 'owner') desc, m.created_at limit 1`,
  )
  const profile = await loadMatchProfile(db, rule.organizationId, owner?.language ?? 'en')
  if (!profile) return []
  const since = new Date(Math.max(rule.activeSince.getTime(), at.getTime() - AUTOMATION_MATCH_LOOK_BACK_DAYS * DAY_MS))
  const { sector } = rule.trigger
  const candidates = await queryRows<{ id: string; title: string }>(
    db,
    sql`select g.id, g.title from grants g
        where g.status = 'active' and g.created_at > ${since.toISOString()}::timestamptz
          ${sector ? sql`and (g.sector = ${sector} or ${sector} = any(g.sectors))` : sql``}
          and not exists (select 1 from automation_runs r where r.rule_id = ${rule.id} and r.subject_key = 'grant:' || g.id)
        order by g.created_at, g.id limit 500`,
  )
  if (candidates.length === 0) return []
  const titles = new Map(candidates.map((c) => [c.id, c.title]))
  const found = await findMatches(db, profile, { minScore: rule.trigger.minScore, grantIds: [...titles.keys()], order: 'score', limit: AUTOMATION_RUN_CAP })
  return found.map((f) => ({ key: `grant:${f.grantId}`, grantId: f.grantId, title: titles.get(f.grantId)!, score: f.score }))
}
