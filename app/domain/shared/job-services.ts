import type { AppServices, EnqueueOptions } from '../../context.ts'

/**
 * What background work may use: the database, the mailer, the payment provider, the app's settings,
 * the file storage (documents read by document-reading), and the queue itself. Job handlers (app/jobs) receive it and hand it to the operations they call.
 */
export type JobServices = Pick<AppServices, 'db' | 'mailer' | 'config' | 'secrets' | 'payments' | 'messaging' | 'storage'> & {
  enqueue(jobId: string, payload: object, options?: EnqueueOptions): Promise<void>
}
