import { z } from 'zod'
import { retryDuplicateRefunds } from '../domain/payments/retry-duplicate-refunds.server.ts'
import { defineJob } from './job.ts'

/** Every quarter hour: second payments whose refund did not go through are refunded again (ADR 010). */
export const retryPaymentRefunds = defineJob({
  id: 'payments.retry-refunds',
  cron: '*/15 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await retryDuplicateRefunds(services.db, services.payments)
  },
})
