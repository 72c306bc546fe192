import { and, eq } from 'drizzle-orm'
import type { PhoneMessageKind, PhoneTemplate } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneMessageChoices, phoneNumbers, profiles } from '../../db/schema/index.ts'
import { claimPhoneMessages, type Enqueue } from './claim-phone-message.server.ts'
import type { Messaging } from './phone-provider.ts'
import { quietUntil } from './quiet-hours.ts'

/**
 * Queues a message of one kind to a member's phone on each channel they chose for that kind, when
 * their number is proven and the channel not stopped; one key per (message, channel), so a repeat
 * sends nothing twice. Quiet hours hold it until the morning.
 */
export async function messageMemberPhone(
  services: { db: Db; messaging: Messaging; enqueue: Enqueue },
  message: { userId: string; kind: PhoneMessageKind; key: string; template: PhoneTemplate; params: Record<string, string | number> },
  now = new Date(),
) {
  const rows = await services.db
    .select({
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
    .where(and(eq(phoneMessageChoices.userId, message.userId), eq(phoneMessageChoices.kind, message.kind)))
  const claims = rows
    .filter((r) => r.verifiedAt && !(r.channel === 'whatsapp' ? r.whatsappStoppedAt : r.smsStoppedAt))
    .map((r) => ({
      key: `${message.key}:${r.channel}`,
      userId: message.userId,
      channel: r.channel,
      kind: message.kind,
      template: message.template,
      params: message.params,
      to: r.number,
      language: r.language,
      sendAfter: quietUntil(now, r.timeZone) ?? now,
    }))
  return claimPhoneMessages(services, claims)
}
