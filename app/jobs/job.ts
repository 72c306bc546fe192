import type { z } from 'zod'
import type { JobServices } from '../domain/shared/job-services.ts'

export type { JobServices }

/**
 * A background job is data: an id, a zod payload schema, a handler, and optionally a schedule (cron,
 * UTC). The handler only calls the domain (app/domain), where the work is written (ADR 044).
 */
export interface JobDefinition<S extends z.ZodType = z.ZodType> {
  id: string
  schema: S
  handler: (payload: z.infer<S>, services: JobServices) => Promise<void>
  cron?: string
  /** How long one run may take before the queue gives it to another worker, how often it is retried and after how long (default 120 s, 5 tries, 5 s doubling). */
  queue?: { expireInSeconds?: number; retryLimit?: number; retryDelaySeconds?: number }
}

export function defineJob<S extends z.ZodType>(job: JobDefinition<S>): JobDefinition<S> {
  return job
}
