import { EXPERT_AI_WHY_COUNT } from '../../catalog/expert-ai.ts'
import type { Language } from '../../catalog/languages.ts'
import { askAssistant, type AskAssistantResult, type AssistantServices } from '../assistant/ask-assistant.server.ts'
import { reasonText } from '../matching/reason-text.server.ts'
import { languageName } from './language-name.ts'
import type { ExpertFunder } from './list-expert-funders.server.ts'

/**
 * A short "why" for the best few funder matches (ADR 081), written by the model from the match
 * score's own reasons (one call for the few). Only the grants' titles and reasons are sent. The
 * answer is read as JSON by grant id; a grant the model skipped has no "why".
 */
export async function explainFunders(
  services: AssistantServices,
  input: { expertId: string; userId: string; funders: readonly ExpertFunder[]; language: Language },
  now = new Date(),
): Promise<{ ok: true; why: Record<string, string> } | Extract<AskAssistantResult, { ok: false }>> {
  const top = input.funders.slice(0, EXPERT_AI_WHY_COUNT)
  const payload = { grants: top.map((f) => ({ id: f.id, title: f.title, reasons: f.match.reasons.map(reasonText) })) }
  const system = `Task: funder_matching\nFormat: json\nFor each grant, write one sentence (at most 30 words) on why it suits a grant writer, from the reasons given only. Answer with JSON only: {"<grant id>": "<sentence>"}. Write in ${languageName(input.language)}.`
  const answer = await askAssistant(
    services,
    {
      expertId: input.expertId,
      userId: input.userId,
      purpose: 'funder_matching',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: JSON.stringify(payload) },
      ],
    },
    now,
  )
  if (!answer.ok) return answer
  const why: Record<string, string> = {}
  try {
    const parsed = JSON.parse(answer.content.slice(answer.content.indexOf('{'), answer.content.lastIndexOf('}') + 1)) as Record<string, unknown>
    for (const f of top) if (typeof parsed[f.id] === 'string') why[f.id] = (parsed[f.id] as string).slice(0, 400)
  } catch {
    // Not JSON: no "why" shown; the ranking stands on its own.
  }
  return { ok: true, why }
}
