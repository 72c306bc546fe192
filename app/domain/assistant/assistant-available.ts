import type { AppServices } from '../../context.ts'

/** Whether this deployment has a model (LLM_URL and LLM_MODEL): without one the assistant is not shown anywhere. */
export function assistantAvailable(config: Pick<AppServices['config'], 'crawl'>): boolean {
  return config.crawl.llm !== null
}
