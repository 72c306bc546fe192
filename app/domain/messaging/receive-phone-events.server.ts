import { and, eq, inArray, notInArray, sql } from 'drizzle-orm'
import { phoneMessages, phoneNumbers, phoneReplies, profiles } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import { claimPhoneMessages } from './claim-phone-message.server.ts'
import type { PhoneEvent, PhoneProvider } from './phone-provider.ts'
import { replyAction } from './reply-action.ts'

/** A report never moves a message back: delivered after read, or failed after delivered, changes nothing. */
const LATER: Record<'sent' | 'delivered' | 'read' | 'failed', Array<'sent' | 'delivered' | 'read' | 'failed'>> = {
  sent: ['sent', 'delivered', 'read', 'failed'],
  delivered: ['delivered', 'read', 'failed'],
  read: ['read', 'failed'],
  failed: ['delivered', 'read', 'failed'],
}

/**
 * Applies what a verified webhook reported (ADR 068). A reply counts once per provider message id, so
 * a replayed request does nothing more; STOP stops that channel for every member with the number and
 * confirms it once, START opens it again. A delivery report moves its message forward, with the
 * provider's cost when it gives one.
 */
export async function receivePhoneEvents(services: Pick<JobServices, 'db' | 'messaging' | 'enqueue'>, provider: PhoneProvider, events: PhoneEvent[], now = new Date()) {
  const { db } = services
  let applied = 0
  for (const event of events) {
    if (event.type === 'status') {
      const moved = await db
        .update(phoneMessages)
        .set({ status: event.status, statusAt: now, ...(event.error ? { error: event.error } : {}), ...(event.cost ? { cost: event.cost.amount, costCurrency: event.cost.currency } : {}) })
        .where(and(eq(phoneMessages.provider, provider.id), eq(phoneMessages.providerMessageId, event.providerMessageId), notInArray(phoneMessages.status, LATER[event.status])))
        .returning({ id: phoneMessages.id })
      applied += moved.length
      continue
    }
    const action = replyAction(event.text)
    const [reply] = await db
      .insert(phoneReplies)
      .values({ provider: provider.id, providerMessageId: event.id, channel: event.channel, from: event.from, body: event.text.slice(0, 2000), action, receivedAt: now })
      .onConflictDoNothing()
      .returning({ id: phoneReplies.id })
    if (!reply || !action) continue
    applied++
    const column = event.channel === 'whatsapp' ? phoneNumbers.whatsappStoppedAt : phoneNumbers.smsStoppedAt
    const changed = await db
      .update(phoneNumbers)
      .set(event.channel === 'whatsapp' ? { whatsappStoppedAt: action === 'stop' ? now : null } : { smsStoppedAt: action === 'stop' ? now : null })
      .where(and(eq(phoneNumbers.number, event.from), action === 'stop' ? sql`${column} is null` : sql`${column} is not null`))
      .returning({ userId: phoneNumbers.userId })
    if (action === 'stop') {
      // Whatever was still waiting for this channel will not go.
      await db
        .update(phoneMessages)
        .set({ status: 'stopped', statusAt: now })
        .where(and(eq(phoneMessages.to, event.from), eq(phoneMessages.channel, event.channel), eq(phoneMessages.status, 'queued')))
    }
    if (changed.length === 0) continue
    const languages = await db
      .select({ userId: profiles.userId, language: profiles.language })
      .from(profiles)
      .where(
        inArray(
          profiles.userId,
          changed.map((c) => c.userId),
        ),
      )
    // One confirmation per number, in the language of the first member found with it.
    await claimPhoneMessages(services, [
      {
        key: `${action}:${provider.id}:${event.id}`,
        userId: changed[0].userId,
        channel: event.channel,
        kind: null,
        template: action === 'stop' ? 'stopped' : 'started',
        params: {},
        to: event.from,
        language: languages.find((l) => l.userId === changed[0].userId)?.language ?? 'en',
      },
    ])
  }
  return applied
}
