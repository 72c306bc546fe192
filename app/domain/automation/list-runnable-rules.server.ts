import { and, asc, eq, sql } from 'drizzle-orm'
import type { AutomationTriggerType } from '../../catalog/automation.ts'
import { effectivePlanId, planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { automationRules, organizations } from '../../db/schema/index.ts'
import { readStoredRule } from './automation-rule.schema.server.ts'
import type { AutomationRule } from './run-automation-rule.server.ts'

/** A rule to run, and since when it has been on: made, or last switched on or off (only a switch changes it). */
export type RunnableRule = AutomationRule & { activeSince: Date }

/**
 * The rules a run acts on: switched on, with this trigger, of organizations whose plan in force
 * includes automation (a lapsed Premium's rules are kept and wait), and that still fit the catalogue.
 */
export async function listRunnableRules(db: Db, type: AutomationTriggerType, at = new Date()): Promise<RunnableRule[]> {
  const rows = await db
    .select({ rule: automationRules, plan: organizations.plan, planRenewsAt: organizations.planRenewsAt })
    .from(automationRules)
    .innerJoin(organizations, eq(organizations.id, automationRules.organizationId))
    .where(and(eq(automationRules.enabled, true), sql`${automationRules.trigger}->>'type' = ${type}`))
    .orderBy(asc(automationRules.createdAt), asc(automationRules.id))
  const runnable: RunnableRule[] = []
  for (const { rule, plan, planRenewsAt } of rows) {
    if (!planById(effectivePlanId({ plan, planRenewsAt }, at)).entitlements.automation) continue
    const stored = readStoredRule(rule.trigger, rule.actions)
    if (!stored) {
      console.error(`Automation rule ${rule.id} does not fit the catalogue; it is not run`)
      continue
    }
    runnable.push({ id: rule.id, organizationId: rule.organizationId, name: rule.name, activeSince: new Date(Math.max(rule.createdAt.getTime(), rule.updatedAt.getTime())), ...stored })
  }
  return runnable
}
