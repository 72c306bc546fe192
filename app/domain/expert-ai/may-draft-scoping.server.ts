import type { AppServices } from '../../context.ts'
import { assistantAvailable } from '../assistant/assistant-available.ts'
import { expertAiRefusal, loadExpertAi } from './expert-ai-access.server.ts'

/** Whether the member is an expert whose running membership has project analysis, on a site with a model (ADR 081). */
export async function mayDraftScoping(services: Pick<AppServices, 'db' | 'config'>, userId: string): Promise<boolean> {
  if (!assistantAvailable(services.config)) return false
  const expert = await loadExpertAi(services.db, userId)
  return expert !== null && expertAiRefusal(expert, 'ai_project_analysis') === null
}
