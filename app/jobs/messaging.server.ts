import { and, eq, lte } from 'drizzle-orm'
import { z } from 'zod'
import { phoneMessages } from '../db/schema/index.ts'
import { queuePhoneMessage, SEND_PHONE_MESSAGE_JOB } from '../domain/messaging/claim-phone-message.server.ts'
import { deliverPhoneMessage } from '../domain/messaging/deliver-phone-message.server.ts'
import { defineJob } from './job.ts'

/** Sends one claimed phone message (ADR 068). */
export const sendPhoneMessage = defineJob({
  id: SEND_PHONE_MESSAGE_JOB,
  schema: z.object({ id: z.uuid() }),
  // A send takes seconds (safe-fetch gives a provider 10 s): one cut short is retried soon.
  queue: { expireInSeconds: 60 },
  async handler({ id }, services) {
    await deliverPhoneMessage(services, id)
  },
})

/** Every ten minutes: messages still queued past their time (their job lost) are queued again; sending twice is refused by their status. */
export const scanPhoneMessages = defineJob({
  id: 'messaging.scan',
  cron: '*/10 * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    const late = await services.db
      .select({ id: phoneMessages.id, sendAfter: phoneMessages.sendAfter })
      .from(phoneMessages)
      .where(and(eq(phoneMessages.status, 'queued'), lte(phoneMessages.sendAfter, new Date(Date.now() - 5 * 60_000))))
      .limit(1000)
    for (const row of late) await queuePhoneMessage(services, { id: row.id, sendAfter: new Date() })
  },
})
