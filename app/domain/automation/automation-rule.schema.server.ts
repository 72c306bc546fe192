import { z } from 'zod'
import {
  ACTIONS_BY_TRIGGER,
  ASSIGNEE_TARGET,
  AUTOMATION_ACTIONS,
  AUTOMATION_DEADLINE_DAYS,
  AUTOMATION_MIN_SCORE,
  AUTOMATION_TRIGGERS,
  type AutomationAction,
  type AutomationTrigger,
} from '../../catalog/automation.ts'
import { SECTORS, isSector } from '../../catalog/sectors.ts'
import { AUTOMATION_RULE_NAME_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'

/*
 * A rule is data: a trigger and a list of actions made only of catalogue ids (app/catalog/automation.ts),
 * numbers in their ranges and member ids. The form's schema turns what the page sent into that shape;
 * the stored schemas read it back before a job acts on it, so a rule that does not fit is never run.
 */

export type AutomationRuleField = 'name' | 'trigger' | 'minScore' | 'sector' | 'days' | 'actions' | 'assignTo' | 'notifyTo' | 'form'

/** What the page sends: each field's text, and the ticked actions (a file part in any of them is refused). */
export function automationRuleFromForm(form: FormData) {
  const one = (key: string) => form.get(key) ?? ''
  return {
    name: one('name'),
    trigger: one('trigger'),
    minScore: one('minScore'),
    sector: one('sector'),
    days: one('days'),
    actions: form.getAll('actions'),
    assignTo: one('assignTo'),
    notifyTo: one('notifyTo'),
  }
}

/** What the member typed, to show back after a refusal. */
export function typedAutomationRule(input: ReturnType<typeof automationRuleFromForm>) {
  const one = (v: FormDataEntryValue) => (typeof v === 'string' ? v : '')
  return {
    name: one(input.name),
    trigger: one(input.trigger),
    minScore: one(input.minScore),
    sector: one(input.sector),
    days: one(input.days),
    actions: input.actions.filter((a): a is string => typeof a === 'string'),
    assignTo: one(input.assignTo),
    notifyTo: one(input.notifyTo),
  }
}
export type TypedAutomationRule = ReturnType<typeof typedAutomationRule>

const wholeNumberIn = (value: string, range: { min: number; max: number }) => /^\d{1,3}$/.test(value) && Number(value) >= range.min && Number(value) <= range.max

/** The form on /team/automation: checked field by field, then turned into the stored trigger and actions. */
export const automationRuleFormSchema = perLanguage(() =>
  z
    .object({
      name: text(t('automation.form.name'))
        .min(1, t('automation.form.nameRequired'))
        .max(AUTOMATION_RULE_NAME_MAX, t('automation.form.nameMax', { max: AUTOMATION_RULE_NAME_MAX })),
      trigger: formatted(t('automation.form.triggerInvalid')).pipe(z.enum(AUTOMATION_TRIGGERS, t('automation.form.triggerInvalid'))),
      minScore: formatted(t('automation.form.minScoreInvalid', AUTOMATION_MIN_SCORE)),
      sector: formatted(t('automation.form.sectorInvalid')).refine((v) => v === '' || isSector(v), t('automation.form.sectorInvalid')),
      days: formatted(t('automation.form.daysInvalid', AUTOMATION_DEADLINE_DAYS)),
      actions: z
        .array(formatted(t('automation.form.actionInvalid')).pipe(z.enum(AUTOMATION_ACTIONS, t('automation.form.actionInvalid'))), { error: t('automation.form.actionInvalid') })
        .max(AUTOMATION_ACTIONS.length * 2, t('automation.form.actionInvalid'))
        .transform((list) => AUTOMATION_ACTIONS.filter((a) => list.includes(a))),
      assignTo: formatted(t('automation.form.memberInvalid')).max(100, t('automation.form.memberInvalid')),
      notifyTo: formatted(t('automation.form.memberInvalid')).max(100, t('automation.form.memberInvalid')),
    })
    .superRefine((v, ctx) => {
      if (v.trigger === 'match.new' && !wholeNumberIn(v.minScore, AUTOMATION_MIN_SCORE))
        ctx.addIssue({ code: 'custom', path: ['minScore'], message: t('automation.form.minScoreInvalid', AUTOMATION_MIN_SCORE) })
      if (v.trigger === 'deadline.approaching' && !wholeNumberIn(v.days, AUTOMATION_DEADLINE_DAYS))
        ctx.addIssue({ code: 'custom', path: ['days'], message: t('automation.form.daysInvalid', AUTOMATION_DEADLINE_DAYS) })
      if (v.actions.length === 0) ctx.addIssue({ code: 'custom', path: ['actions'], message: t('automation.form.actionsRequired') })
      // Zod runs this check even when a field failed its own: a trigger that is not one has no actions.
      const allowed: readonly string[] | undefined = ACTIONS_BY_TRIGGER[v.trigger]
      if (allowed && v.actions.some((a) => !allowed.includes(a))) ctx.addIssue({ code: 'custom', path: ['actions'], message: t('automation.form.saveOnlyForMatches') })
      if (v.actions.includes('assign') && (v.assignTo === '' || v.assignTo === ASSIGNEE_TARGET)) ctx.addIssue({ code: 'custom', path: ['assignTo'], message: t('automation.form.assignToRequired') })
      if (v.actions.includes('notify') && v.notifyTo === '') ctx.addIssue({ code: 'custom', path: ['notifyTo'], message: t('automation.form.notifyToRequired') })
    })
    .transform((v) => {
      const trigger: AutomationTrigger =
        v.trigger === 'match.new' ? { type: 'match.new', minScore: Number(v.minScore), sector: isSector(v.sector) ? v.sector : null } : { type: 'deadline.approaching', days: Number(v.days) }
      const actions: AutomationAction[] = v.actions.map((type) => {
        if (type === 'assign') return { type, userId: v.assignTo }
        if (type === 'notify') return { type, userId: v.notifyTo }
        return { type }
      })
      return { name: v.name, trigger, actions }
    }),
)
export type AutomationRuleInput = z.output<typeof automationRuleFormSchema>

/** Every field's first problem. */
export function automationRuleErrors(error: z.ZodError): Partial<Record<AutomationRuleField, string>> {
  const errors: Partial<Record<AutomationRuleField, string>> = {}
  for (const issue of error.issues) {
    const field = (issue.path[0] ?? 'form') as AutomationRuleField
    errors[field] ??= issue.message
  }
  return errors
}

const memberId = z.string().min(1).max(100)

/** A stored trigger, as a job reads it back. */
export const storedTriggerSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('match.new'), minScore: z.int().min(AUTOMATION_MIN_SCORE.min).max(AUTOMATION_MIN_SCORE.max), sector: z.enum(SECTORS).nullable() }),
  z.object({ type: z.literal('deadline.approaching'), days: z.int().min(AUTOMATION_DEADLINE_DAYS.min).max(AUTOMATION_DEADLINE_DAYS.max) }),
])

/** Stored actions, as a job reads them back: each action once, at least one. */
export const storedActionsSchema = z
  .array(
    z.discriminatedUnion('type', [
      z.object({ type: z.literal('save') }),
      z.object({ type: z.literal('createApplication') }),
      z.object({ type: z.literal('assign'), userId: memberId }),
      z.object({ type: z.literal('notify'), userId: memberId }),
    ]),
  )
  .min(1)
  .max(AUTOMATION_ACTIONS.length)
  .refine((list) => new Set(list.map((a) => a.type)).size === list.length)

/** A stored rule's trigger and actions, or null when they do not fit the catalogue (such a rule never runs). */
export function readStoredRule(trigger: unknown, actions: unknown): { trigger: AutomationTrigger; actions: AutomationAction[] } | null {
  const tr = storedTriggerSchema.safeParse(trigger)
  const ac = storedActionsSchema.safeParse(actions)
  if (!tr.success || !ac.success) return null
  if (ac.data.some((a) => !ACTIONS_BY_TRIGGER[tr.data.type].includes(a.type))) return null
  return { trigger: tr.data, actions: ac.data }
}
