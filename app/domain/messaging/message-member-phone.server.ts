import { and, eq, inArray } from 'drizzle-orm'
import type { PhoneMessageKind, PhoneTemplate } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneMessageChoices, phoneNumbers, profiles } from '../../db/schema/index.ts'
import { claimPhoneMessages, type Enqueue, type PhoneMessageClaim } from './claim-phone-message.server.ts'
import type { Messaging } from './phone-provider.ts'
import { quietUntil } from './quiet-hours.ts'

export interface MemberPhoneMessage {
  userId: string
  kind: PhoneMessageKind
  key: string
  template: PhoneTemplate
  params: Record<string, string | number>
}

/**
 * Queues a message of one kind to a member's phone on each channel they chose for that kind, when
 * their number is proven and the channel not stopped; one key per (message, channel), so a repeat
 * sends nothing twice. Quiet hours hold it until the morning.
 */
export async function messageMemberPhone(services: { db: Db; messaging: Messaging; enqueue: Enqueue }, message: MemberPhoneMessage, now = new Date()) {
  return messageMemberPhones(services, [message], now)
}

/** The same for many messages at once (a day's reminders): one read of the members' choices and one claim for them all. */
export async function messageMemberPhones(services: { db: Db; messaging: Messaging; enqueue: Enqueue }, messages: MemberPhoneMessage[], now = new Date()) {
  if (messages.length === 0) return []
  const userIds = [...new Set(messages.map((m) => m.userId))]
  const kinds = [...new Set(messages.map((m) => m.kind))]
  const rows = await services.db
    .select({
      userId: phoneMessageChoices.userId,
      kind: phoneMessageChoices.kind,
      channel: phoneMessageChoices.channel,
      number: phoneNumbers.number,
      timeZone: phoneNumbers.timeZone,
      verifiedAt: phoneNumbers.verifiedAt,
      whatsappStoppedAt: phoneNumbers.whatsappStoppedAt,
      smsStoppedAt: phoneNumbers.smsStoppedAt,
      language: profiles.language,
    })
    .from(phoneMessageChoices)
    .innerJoin(phoneNumbers, eq(phoneNumbers.userId, phoneMessageChoices.userId))
    .innerJoin(profiles, eq(profiles.userId, phoneMessageChoices.userId))
    .where(and(inArray(phoneMessageChoices.userId, userIds), inArray(phoneMessageChoices.kind, kinds)))
  const channelsOf = Map.groupBy(
    rows.filter((r) => r.verifiedAt && !(r.channel === 'whatsapp' ? r.whatsappStoppedAt : r.smsStoppedAt)),
    (r) => `${r.userId}\u0000${r.kind}`,
  )
  const claims: PhoneMessageClaim[] = messages.flatMap((message) =>
    (channelsOf.get(`${message.userId}\u0000${message.kind}`) ?? []).map((r) => ({
      key: `${message.key}:${r.channel}`,
      userId: message.userId,
      channel: r.channel,
      kind: message.kind,
      template: message.template,
      params: message.params,
      to: r.number,
      language: r.language,
      sendAfter: quietUntil(now, r.timeZone) ?? now,
    })),
  )
  return claimPhoneMessages(services, claims)
}
