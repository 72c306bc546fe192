import { asc, eq, sql } from 'drizzle-orm'
import { AUTOMATION_RUNS_SHOWN, type AutomationAction, type AutomationTrigger } from '../../catalog/automation.ts'
import { type Db, queryRows } from '../../db/client.server.ts'
import { automationRules } from '../../db/schema/index.ts'
import { readStoredRule } from './automation-rule.schema.server.ts'

export interface AutomationRunView {
  subjectKey: string
  status: string
  detail: Record<string, unknown>
  createdAt: Date
}
export interface AutomationRuleView {
  id: string
  name: string
  enabled: boolean
  /** Null when the stored rule no longer fits the catalogue: shown, never run. */
  trigger: AutomationTrigger | null
  actions: AutomationAction[]
  createdAt: Date
  runs: AutomationRunView[]
}

/** An organization's rules, oldest first, each with its latest runs (newest first). */
export async function listAutomationRules(db: Db, organizationId: string): Promise<AutomationRuleView[]> {
  const rules = await db.select().from(automationRules).where(eq(automationRules.organizationId, organizationId)).orderBy(asc(automationRules.createdAt), asc(automationRules.id))
  if (rules.length === 0) return []
  const runs = await queryRows<{ rule_id: string; subject_key: string; status: string; detail: Record<string, unknown>; created_at: string | Date }>(
    db,
    sql`select rule_id, subject_key, status, detail, created_at from (
          select r.*, row_number() over (partition by r.rule_id order by r.created_at desc, r.subject_key) as n
          from automation_runs r where r.organization_id = ${organizationId}
        ) as latest where n <= ${AUTOMATION_RUNS_SHOWN} order by created_at desc, subject_key`,
  )
  return rules.map((rule) => {
    const stored = readStoredRule(rule.trigger, rule.actions)
    return {
      id: rule.id,
      name: rule.name,
      enabled: rule.enabled,
      trigger: stored?.trigger ?? null,
      actions: stored?.actions ?? [],
      createdAt: rule.createdAt,
      runs: runs
        .filter((r) => r.rule_id === rule.id)
        .map((r) => ({ subjectKey: r.subject_key, status: r.status, detail: typeof r.detail === 'string' ? JSON.parse(r.detail) : r.detail, createdAt: new Date(r.created_at) })),
    }
  })
}
