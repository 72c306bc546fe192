import { z } from 'zod'
import { EXPERT_AI_MILESTONES_MAX, EXPERT_AI_NOTE_MAX } from '../../catalog/expert-ai.ts'
import { REQUEST_LIMITS } from '../../catalog/text-limits.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { milestoneSchema, type MilestoneInput } from '../engagements/engagement-forms.schema.ts'
import { text } from '../shared/form-fields.ts'

export interface ScopingDraft {
  note: string
  milestones: Array<{ title: string; amountUsd: string; dueDate: string }>
}

/** The scoping form's note, checked; the milestones are checked row by row with the engagement's milestone rules. */
export const scopingNoteSchema = perLanguage(() =>
  z.object({
    note: text(t('expertAi.scoping.note'), 'lines')
      .min(1, t('expertAi.scoping.noteRequired'))
      .max(EXPERT_AI_NOTE_MAX, t('expertAi.scoping.noteMax', { max: EXPERT_AI_NOTE_MAX })),
  }),
)

/** A form value's rows as sent: text, or a file part (which the row's check refuses as not text). */
const rows = (form: FormData, name: string): unknown[] => form.getAll(name)
const shownBack = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * The expert's edited scoping note and milestone plan from the form: the note, and the rows that
 * are not all empty, each a milestone (title, price, due date). The plan's total stays within the
 * request's budget when it has one. Returns what was typed (to show again) and the first problem.
 */
export function readScopingForm(form: FormData, budgetMax: number | null) {
  const titles = rows(form, 'title')
  const amounts = rows(form, 'amountUsd')
  const dues = rows(form, 'dueDate')
  const typed: ScopingDraft = {
    note: typeof form.get('note') === 'string' ? (form.get('note') as string) : '',
    milestones: Array.from({ length: Math.min(EXPERT_AI_MILESTONES_MAX + 1, Math.max(titles.length, amounts.length, dues.length)) }, (_, i) => ({
      title: shownBack(titles[i]),
      amountUsd: shownBack(amounts[i]),
      dueDate: shownBack(dues[i]),
    })),
  }
  const note = scopingNoteSchema.safeParse({ note: form.get('note') ?? '' })
  if (!note.success) return { ok: false as const, typed, error: note.error.issues[0].message }
  if (titles.length > EXPERT_AI_MILESTONES_MAX || amounts.length > EXPERT_AI_MILESTONES_MAX || dues.length > EXPERT_AI_MILESTONES_MAX)
    return { ok: false as const, typed, error: t('expertAi.scoping.tooManyMilestones', { max: EXPERT_AI_MILESTONES_MAX }) }
  const milestones: MilestoneInput[] = []
  for (let i = 0; i < typed.milestones.length; i++) {
    const row = { title: titles[i] ?? '', amountUsd: amounts[i] ?? '', dueDate: dues[i] ?? '' }
    if (Object.values(row).every((v) => typeof v === 'string' && !v.trim())) continue
    const parsed = milestoneSchema.safeParse(row)
    if (!parsed.success) return { ok: false as const, typed, error: parsed.error.issues[0].message }
    milestones.push(parsed.data)
  }
  const total = milestones.reduce((sum, m) => sum + m.amountUsd, 0)
  if (budgetMax !== null && total > budgetMax) return { ok: false as const, typed, error: t('expertAi.scoping.overBudget', { budget: formatUsd(budgetMax) }) }
  const body = scopingMessage(note.data.note, milestones)
  if (body.length > REQUEST_LIMITS.messageMax) return { ok: false as const, typed, error: t('expertAi.scoping.tooLong', { max: REQUEST_LIMITS.messageMax }) }
  return { ok: true as const, typed, body }
}

/** The request message the expert sends: their note, then their plan, one milestone a line. */
export function scopingMessage(note: string, milestones: readonly MilestoneInput[]): string {
  if (milestones.length === 0) return note
  const lines = milestones.map((m, i) => `${i + 1}. ${m.title} — ${formatUsd(m.amountUsd)}${m.dueDate ? ` — ${t('expertAi.scoping.due', { date: formatDate(m.dueDate) })}` : ''}`)
  return `${note}\n\n${t('expertAi.scoping.planHeading')}\n${lines.join('\n')}`
}
