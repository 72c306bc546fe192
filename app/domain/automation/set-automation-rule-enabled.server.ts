import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { automationRules } from '../../db/schema/index.ts'

/** Turns one of the organization's rules on or off; false when it has no such rule. A rule turned on again does not fire for what it already ran on. */
export async function setAutomationRuleEnabled(db: Db, organizationId: string, ruleId: string, enabled: boolean): Promise<boolean> {
  const rows = await db
    .update(automationRules)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(automationRules.id, ruleId), eq(automationRules.organizationId, organizationId)))
    .returning({ id: automationRules.id })
  return rows.length > 0
}
