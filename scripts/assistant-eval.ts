import path from 'node:path'

/** The message when no model is configured: the evaluation is skipped, not failed. */
export const SKIPPED = 'skipped: no model'

/**
 * `npm run cli -- assistant eval` (ADR 072): the evaluation set against the model LLM_URL names,
 * or "skipped: no model" without one.
 */
export async function runAssistantEval(env: Record<string, string | undefined>): Promise<string[]> {
  const url = env.LLM_URL?.trim()
  if (!url) return [SKIPPED]
  const { runEval } = await import('../app/domain/assistant/eval/run-eval.server.ts')
  const settings = {
    url,
    model: env.LLM_MODEL?.trim() || 'local',
    apiKey: env.LLM_API_KEY?.trim() || undefined,
    priceInPerMTok: Number(env.LLM_PRICE_IN_PER_MTOK ?? 0) || 0,
    priceOutPerMTok: Number(env.LLM_PRICE_OUT_PER_MTOK ?? 0) || 0,
  }
  return runEval(settings, path.resolve(import.meta.dirname, '..'))
}
