import { and, isNull, like } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { scheduledEmails } from '../../db/schema/index.ts'
import { sendReceiptEmail } from './send-receipt-email.server.ts'

/** Receipt emails sent by one run at most; the rest go on the next. */
const RECEIPTS_PER_RUN = 100

/** Receipt emails claimed but not sent (the process stopped after the payment committed) go out, each once. */
export async function sendWaitingReceiptEmails(services: Pick<AppServices, 'db' | 'mailer' | 'config'>) {
  const waiting = await services.db
    .select({ key: scheduledEmails.key })
    .from(scheduledEmails)
    .where(and(like(scheduledEmails.key, 'receipt:%'), isNull(scheduledEmails.sentAt)))
    .limit(RECEIPTS_PER_RUN)
  for (const { key } of waiting) await sendReceiptEmail(services, key.slice('receipt:'.length))
}
