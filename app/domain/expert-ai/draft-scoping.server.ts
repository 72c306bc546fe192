import { EXPERT_AI_MILESTONES_MAX, EXPERT_AI_NOTE_MAX } from '../../catalog/expert-ai.ts'
import type { Language } from '../../catalog/sectors.ts'
import { ENGAGEMENT_LIMITS } from '../../catalog/text-limits.ts'
import { type AskAssistantResult, askAssistant, type AssistantServices } from '../assistant/ask-assistant.server.ts'
import { hiddenMark } from '../requests/hidden-mark.ts'
import { maskContactDetails } from '../requests/mask-contact-details.ts'
import type { RequestRow } from '../requests/request-access.server.ts'
import { todayUtc } from '../requests/request.schema.ts'
import { languageName } from './language-name.ts'
import type { ScopingDraft } from './scoping.ts'

const isDay = (v: unknown): v is string => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))

/**
 * The model reads a project request and drafts a scoping note and a milestone plan (ADR 081). The
 * answer is read as data, never trusted: the note cut to its length, at most
 * EXPERT_AI_MILESTONES_MAX milestones with a title, a whole price (the plan scaled down to the
 * request's budget when it goes over), and a due date from today to the request's deadline. It is
 * only shown to the expert in the form; nothing is sent to the member.
 */
export async function draftScoping(
  services: AssistantServices,
  input: { expertId: string; userId: string; request: RequestRow; language: Language },
  now = new Date(),
): Promise<{ ok: true; draft: ScopingDraft } | Extract<AskAssistantResult, { ok: false }>> {
  const { request } = input
  const today = todayUtc(now)
  const system = [
    'Task: project_analysis',
    `Budget: ${request.budgetMin ?? ''}-${request.budgetMax ?? ''}`,
    `Deadline: ${request.deadline ?? ''}`,
    `Today: ${today}`,
    'Format: json',
    `A grant writer reads an NGO's project request (below) and scopes the work. Answer with JSON only: {"note": string, "milestones": [{"title": string, "amountUsd": integer, "dueDate": "YYYY-MM-DD"}]}. The note (at most ${EXPERT_AI_NOTE_MAX} characters) says what the writer will do and what they need from the NGO. At most ${EXPERT_AI_MILESTONES_MAX} milestones, prices in whole US dollars within the budget, due dates between today and the deadline. Write in ${languageName(input.language)}.`,
  ].join('\n')
  // Contact details are never sent to the model, whatever the request's state.
  const user = maskContactDetails(`${request.projectTitle}\n\n${request.projectDescription}`, hiddenMark())
  const answer = await askAssistant(
    services,
    {
      expertId: input.expertId,
      userId: input.userId,
      purpose: 'project_analysis',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: user },
      ],
    },
    now,
  )
  if (!answer.ok) return answer
  return { ok: true, draft: readDraft(answer.content, request, today) }
}

/** The model's JSON as a draft the form can show; what cannot be read is left empty for the expert. */
export function readDraft(content: string, request: Pick<RequestRow, 'budgetMax' | 'deadline'>, today: string): ScopingDraft {
  let parsed: { note?: unknown; milestones?: unknown } = {}
  try {
    const json = content.slice(content.indexOf('{'), content.lastIndexOf('}') + 1)
    parsed = JSON.parse(json)
  } catch {
    return { note: content.slice(0, EXPERT_AI_NOTE_MAX), milestones: [] }
  }
  const items = (Array.isArray(parsed.milestones) ? parsed.milestones : []).slice(0, EXPERT_AI_MILESTONES_MAX) as Array<Record<string, unknown>>
  let amounts = items.map((m) => (typeof m?.amountUsd === 'number' && Number.isFinite(m.amountUsd) ? Math.max(0, Math.min(ENGAGEMENT_LIMITS.milestoneMaxUsd, Math.floor(m.amountUsd))) : 0))
  const total = amounts.reduce((a, b) => a + b, 0)
  const budget = request.budgetMax
  if (budget !== null && total > budget) amounts = amounts.map((a) => Math.floor((a * budget) / total))
  const milestones = items.map((m, i) => {
    const due = isDay(m?.dueDate) && m.dueDate >= today && (!request.deadline || m.dueDate <= request.deadline) ? m.dueDate : ''
    return { title: typeof m?.title === 'string' ? m.title.slice(0, ENGAGEMENT_LIMITS.titleMax) : '', amountUsd: amounts[i] > 0 ? String(amounts[i]) : '', dueDate: due }
  })
  return { note: typeof parsed.note === 'string' ? parsed.note.slice(0, EXPERT_AI_NOTE_MAX) : '', milestones }
}
