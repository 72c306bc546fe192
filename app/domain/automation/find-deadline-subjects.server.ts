import { sql } from 'drizzle-orm'
import { AUTOMATION_RUN_CAP } from '../../catalog/automation.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import type { RunnableRule } from './list-runnable-rules.server.ts'
import type { AutomationSubject } from './run-automation-rule.server.ts'

/**
 * A deadline rule's subjects on `today` (YYYY-MM-DD): grants in the organization's pipeline (saved,
 * or with an application not yet submitted) whose deadline is at most the rule's days away and not
 * past, that the rule has not run on for that deadline. So a run missed one day is caught up the
 * next, and a deadline the funder moves is a new subject. Nearest deadline first.
 */
export async function findDeadlineSubjects(db: Db, rule: RunnableRule & { trigger: { type: 'deadline.approaching' } }, today: string): Promise<AutomationSubject[]> {
  const rows = await queryRows<{ id: string; title: string; deadline: string; days_left: number }>(
    db,
    sql`select g.id, g.title, g.deadline::text as deadline, (g.deadline - ${today}::date) as days_left
        from grants g
        left join applications a on a.grant_id = g.id and a.organization_id = ${rule.organizationId}
        left join user_saved_grants s on s.grant_id = g.id and s.organization_id = ${rule.organizationId}
        where g.status = 'active'
          and g.deadline between ${today}::date and ${today}::date + ${rule.trigger.days}::int
          and (a.status in ('not_started', 'draft') or (a.id is null and s.id is not null))
          and not exists (select 1 from automation_runs r where r.rule_id = ${rule.id} and r.subject_key = 'deadline:' || g.id || ':' || g.deadline::text)
        order by g.deadline, g.id limit ${AUTOMATION_RUN_CAP}`,
  )
  return rows.map((r) => ({ key: `deadline:${r.id}:${r.deadline}`, grantId: r.id, title: r.title, deadline: r.deadline, daysLeft: Number(r.days_left) }))
}
