import { count, eq, sql } from 'drizzle-orm'
import { ASSIGNEE_TARGET, MAX_AUTOMATION_RULES } from '../../catalog/automation.ts'
import { type PlanId, planById } from '../../catalog/plans.ts'
import type { Db } from '../../db/client.server.ts'
import { automationRules } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { type AutomationRuleField, automationRuleErrors, automationRuleFormSchema } from './automation-rule.schema.server.ts'
import { listTeamMembers } from './list-team-members.server.ts'

/** What a change to a rule answers: done, or refused with a message per field (and whether an upgrade would allow it). */
export type AutomationRuleOutcome = { ok: true; id: string } | { ok: false; errors: Partial<Record<AutomationRuleField, string>>; upgrade?: boolean }

/**
 * Adds a rule to the member's organization. Refused, with a message: a plan without automation
 * (Premium only); a field that does not fit the catalogue; someone to assign or tell who is not on
 * the team; the organization's MAX_AUTOMATION_RULES reached (counted under a lock on the
 * organization, so two tabs cannot pass it).
 */
export async function createAutomationRule(db: Db, member: { id: string; organizationId: string; plan: PlanId }, input: unknown): Promise<AutomationRuleOutcome> {
  if (!planById(member.plan).entitlements.automation) return { ok: false, errors: { form: t('automation.upgrade') }, upgrade: true }
  const parsed = automationRuleFormSchema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: automationRuleErrors(parsed.error) }
  const rule = parsed.data
  return db.transaction(async (tx): Promise<AutomationRuleOutcome> => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`automation-rules:${member.organizationId}`}))`)
    const [{ n }] = await tx.select({ n: count() }).from(automationRules).where(eq(automationRules.organizationId, member.organizationId))
    if (n >= MAX_AUTOMATION_RULES) return { ok: false, errors: { form: t('automation.limitReached', { max: MAX_AUTOMATION_RULES }) } }
    const team = new Set((await listTeamMembers(tx, member.organizationId)).map((m) => m.id))
    for (const action of rule.actions) {
      if (action.type === 'assign' && !team.has(action.userId)) return { ok: false, errors: { assignTo: t('automation.form.memberInvalid') } }
      if (action.type === 'notify' && action.userId !== ASSIGNEE_TARGET && !team.has(action.userId)) return { ok: false, errors: { notifyTo: t('automation.form.memberInvalid') } }
    }
    const [row] = await tx
      .insert(automationRules)
      .values({ organizationId: member.organizationId, name: rule.name, trigger: rule.trigger, actions: rule.actions, createdBy: member.id })
      .returning({ id: automationRules.id })
    return { ok: true, id: row.id }
  })
}
