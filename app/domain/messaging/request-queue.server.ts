import type { AppServices } from '../../context.ts'
import { deliverPhoneMessage } from './deliver-phone-message.server.ts'

/**
 * The job services a request hands the messaging operations: the queue when it runs; where none
 * runs (the integration tests, a web process with JOBS=off before the worker attaches) a claimed
 * message is delivered at once, by the same operation the job runs.
 */
export function requestPhoneServices(services: AppServices) {
  const inline = { ...services, enqueue: async () => {} }
  return {
    ...services,
    async enqueue(jobId: string, payload: object, options?: { singletonKey?: string; startAfter?: number }) {
      if (await services.jobs.enqueue(jobId, payload, options)) return
      if (!options?.startAfter) await deliverPhoneMessage(inline, (payload as { id: string }).id)
    },
  }
}
