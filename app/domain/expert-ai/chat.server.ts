import { desc, eq } from 'drizzle-orm'
import { EXPERT_AI_CONTEXT_TURNS, EXPERT_AI_HISTORY_SHOWN } from '../../catalog/expert-ai.ts'
import type { Db } from '../../db/client.server.ts'
import { expertAiMessages } from '../../db/schema/index.ts'
import type { Language } from '../../catalog/sectors.ts'
import { type AskAssistantResult, askAssistant, type AssistantServices } from '../assistant/ask-assistant.server.ts'
import type { ChatMessage } from '../assistant/model-client.server.ts'
import { languageName } from './language-name.ts'

/** The expert's conversation, oldest first (the last EXPERT_AI_HISTORY_SHOWN turns). */
export async function listChat(db: Db, expertId: string) {
  const rows = await db
    .select({ id: expertAiMessages.id, role: expertAiMessages.role, content: expertAiMessages.content, createdAt: expertAiMessages.createdAt })
    .from(expertAiMessages)
    .where(eq(expertAiMessages.expertId, expertId))
    .orderBy(desc(expertAiMessages.createdAt), desc(expertAiMessages.role))
    .limit(EXPERT_AI_HISTORY_SHOWN)
  return rows.reverse()
}

/** Deletes the expert's whole conversation. */
export async function clearChat(db: Db, expertId: string): Promise<void> {
  await db.delete(expertAiMessages).where(eq(expertAiMessages.expertId, expertId))
}

/**
 * Asks the chat assistant about grant writing (ADR 081): the question with the conversation's last
 * turns, answered in the expert's language (streamed through `onToken` when given). The question and
 * the answer are kept together, only when the model answered.
 */
export async function askChat(
  services: AssistantServices,
  input: { expertId: string; userId: string; question: string; language: Language; onToken?: (text: string) => void },
  now = new Date(),
): Promise<AskAssistantResult> {
  const earlier = await services.db
    .select({ role: expertAiMessages.role, content: expertAiMessages.content })
    .from(expertAiMessages)
    .where(eq(expertAiMessages.expertId, input.expertId))
    .orderBy(desc(expertAiMessages.createdAt), desc(expertAiMessages.role))
    .limit(EXPERT_AI_CONTEXT_TURNS)
  const messages: ChatMessage[] = [
    {
      role: 'system',
      content: `Task: expert_chat\nYou help a professional grant writer who works for African NGOs. Answer questions about grant writing: needs, objectives, budgets, monitoring and evaluation, funders. Be concrete and brief. Never invent funders, figures or links. Answer in ${languageName(input.language)}.`,
    },
    ...earlier.reverse().map((m) => ({ role: m.role, content: m.content })),
    { role: 'user', content: input.question },
  ]
  const answer = await askAssistant(services, { expertId: input.expertId, userId: input.userId, purpose: 'expert_chat', messages, temperature: 0.3, onToken: input.onToken }, now)
  if (answer.ok) {
    const asked = new Date(now.getTime())
    await services.db.insert(expertAiMessages).values([
      { expertId: input.expertId, role: 'user', content: input.question, createdAt: asked },
      { expertId: input.expertId, role: 'assistant', content: answer.content, createdAt: new Date(asked.getTime() + 1) },
    ])
  }
  return answer
}
