import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { automationRules } from '../../db/schema/index.ts'

/** Deletes one of the organization's rules and its run log; false when it has no such rule. What the rule did stays done. */
export async function deleteAutomationRule(db: Db, organizationId: string, ruleId: string): Promise<boolean> {
  const rows = await db
    .delete(automationRules)
    .where(and(eq(automationRules.id, ruleId), eq(automationRules.organizationId, organizationId)))
    .returning({ id: automationRules.id })
  return rows.length > 0
}
