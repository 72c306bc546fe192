import { z } from 'zod'
import { sendWaitingReceiptEmails } from '../domain/payments/send-waiting-receipt-emails.server.ts'
import { defineJob } from './job.ts'

/** Every five minutes: receipt emails claimed but not sent (the process stopped after the payment committed) go out. */
export const sendPendingReceipts = defineJob({
  id: 'receipts.send-pending',
  cron: '*/5 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await sendWaitingReceiptEmails(services)
  },
})
