import { and, count, eq, gt, inArray, isNotNull, lte, sql } from 'drizzle-orm'
import { DAILY_PHONE_MESSAGE_CAP, type PhoneMessageStatus } from '../../catalog/messaging.ts'
import { phoneMessageChoices, phoneMessages, phoneNumbers } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import { queuePhoneMessage } from './claim-phone-message.server.ts'
import { phoneMessageText } from './phone-message-text.server.ts'
import { quietUntil } from './quiet-hours.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Sends one claimed phone message, once (ADR 068). Before it goes it is checked again: the number
 * still proven and the same, the channel not stopped by a STOP reply, the member's choice still on,
 * outside their quiet hours (else it waits for the morning) and under the daily cap (else it is held
 * back). It is marked `sending` before the provider is called: a worker killed after that point
 * leaves a message that is sent again only where the provider takes the key (the local outbox);
 * elsewhere it is marked `unconfirmed` for staff rather than risk a second copy.
 */
export async function deliverPhoneMessage(services: Pick<JobServices, 'db' | 'messaging' | 'config' | 'enqueue'>, id: string, now = new Date()): Promise<PhoneMessageStatus | 'waiting' | 'skipped'> {
  const { db, messaging } = services
  const [message] = await db.select().from(phoneMessages).where(eq(phoneMessages.id, id))
  if (!message || (message.status !== 'queued' && message.status !== 'sending')) return 'skipped'
  const provider = messaging[message.channel]
  const settle = async (status: PhoneMessageStatus, error?: string) => {
    await db.update(phoneMessages).set({ status, statusAt: now, error }).where(eq(phoneMessages.id, id))
    return status
  }
  if (message.status === 'sending' && !(provider.idempotent && provider.id === message.provider)) return settle('unconfirmed')

  const [phone] = message.userId ? await db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, message.userId)) : []
  // A code goes to the number being proven; everything else only to a proven number that is still theirs.
  if (!phone || phone.number !== message.to || (message.template !== 'code' && !phone.verifiedAt)) return settle('withdrawn')
  const stoppedAt = message.channel === 'whatsapp' ? phone.whatsappStoppedAt : phone.smsStoppedAt
  if (stoppedAt && message.template !== 'stopped') return settle('stopped')
  if (message.kind) {
    const [chosen] = await db
      .select({ kind: phoneMessageChoices.kind })
      .from(phoneMessageChoices)
      .where(and(eq(phoneMessageChoices.userId, phone.userId), eq(phoneMessageChoices.kind, message.kind), eq(phoneMessageChoices.channel, message.channel)))
    if (!chosen) return settle('withdrawn')
    const morning = quietUntil(now, phone.timeZone)
    if (morning) {
      await db.update(phoneMessages).set({ sendAfter: morning, statusAt: now }).where(eq(phoneMessages.id, id))
      await queuePhoneMessage(services, { id, sendAfter: morning })
      return 'waiting'
    }
    const [{ sent }] = await db
      .select({ sent: count() })
      .from(phoneMessages)
      .where(
        and(
          eq(phoneMessages.userId, phone.userId),
          isNotNull(phoneMessages.kind),
          inArray(phoneMessages.status, ['sending', 'sent', 'delivered', 'read', 'unconfirmed']),
          // The day before `now`, and no later: a message sent after `now` is not in its day.
          gt(phoneMessages.sentAt, new Date(now.getTime() - DAY_MS)),
          lte(phoneMessages.sentAt, now),
        ),
      )
    if (sent >= DAILY_PHONE_MESSAGE_CAP) return settle('capped')
  }

  const { text, params } = phoneMessageText(message.template, { ...message.params, appName: services.config.appName }, message.language)
  await db.update(phoneMessages).set({ status: 'sending', body: text, provider: provider.id, sentAt: now, statusAt: now }).where(eq(phoneMessages.id, id))
  let sent: Awaited<ReturnType<typeof provider.send>>
  try {
    sent = await provider.send({ key: message.key, to: message.to, language: message.language, template: message.template, params, text })
  } catch (error) {
    // Refused or unreachable: back to the queue, whose retries try again; the reason stays for staff.
    await db
      .update(phoneMessages)
      .set({ status: 'queued', sentAt: null, error: String((error as Error).message ?? error).slice(0, 500) })
      .where(eq(phoneMessages.id, id))
    throw error
  }
  const cost = sent.cost ?? messaging.prices[message.channel]
  await db
    .update(phoneMessages)
    .set({
      status: 'sent',
      providerMessageId: sent.providerMessageId,
      cost: cost?.amount ?? null,
      costCurrency: cost?.currency ?? null,
      error: null,
      statusAt: sql`now()`,
      // A code that left for a real phone is not kept where staff could read it; the local outbox is the phone.
      ...(message.template === 'code' && provider.id !== 'outbox' ? { params: {}, body: null } : {}),
    })
    .where(and(eq(phoneMessages.id, id), eq(phoneMessages.status, 'sending')))
  return 'sent'
}
