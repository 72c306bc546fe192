import type { AppServices } from '../../context.ts'

/** Whether this deployment has a model (LLM_URL and LLM_MODEL): without one the assistant is not shown anywhere. */
export function assistantAvailable(config: Pick<AppServices['config'], 'crawl'>): boolean {
  return config.crawl.llm !== null
}

/** Whether this deployment has an image model too (LLM_IMAGE_MODEL, ADR 082): without one image generation is not shown. */
export function imageModelAvailable(config: Pick<AppServices['config'], 'crawl'>): boolean {
  return Boolean(config.crawl.llm?.imageModel)
}
