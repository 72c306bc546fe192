import { and, eq, inArray } from 'drizzle-orm'
import type { PhoneChannel, PhoneMessageKind, PhoneTemplate } from '../../catalog/messaging.ts'
import type { Db } from '../../db/client.server.ts'
import { phoneMessages } from '../../db/schema/index.ts'
import type { Language } from '../../i18n/languages.ts'
import type { Messaging } from './phone-provider.ts'

/** The job that sends one claimed phone message (app/jobs/messaging.server.ts). */
export const SEND_PHONE_MESSAGE_JOB = 'messaging.send'

export interface PhoneMessageClaim {
  key: string
  userId: string | null
  channel: PhoneChannel
  kind: PhoneMessageKind | null
  template: PhoneTemplate
  params: Record<string, string | number>
  to: string
  language: Language
  /** Not before (quiet hours); now when not given. */
  sendAfter?: Date
}

export type Enqueue = (jobId: string, payload: object, options?: { singletonKey?: string; startAfter?: number }) => Promise<unknown>

/**
 * Claims each message once under its key (a key claimed before is left as it is) and queues the
 * sending of every claimed one still waiting, so a repeated scan re-queues what a crash left behind.
 */
export async function claimPhoneMessages(services: { db: Db; messaging: Messaging; enqueue: Enqueue }, claims: PhoneMessageClaim[]) {
  if (claims.length === 0) return []
  await services.db
    .insert(phoneMessages)
    .values(claims.map((c) => ({ ...c, provider: services.messaging[c.channel].id })))
    .onConflictDoNothing()
  const waiting = await services.db
    .select({ id: phoneMessages.id, sendAfter: phoneMessages.sendAfter })
    .from(phoneMessages)
    .where(
      and(
        inArray(
          phoneMessages.key,
          claims.map((c) => c.key),
        ),
        eq(phoneMessages.status, 'queued'),
      ),
    )
  for (const row of waiting) await queuePhoneMessage(services, row)
  return waiting.map((r) => r.id)
}

/** Queues one message's sending, delayed until it may go. */
export async function queuePhoneMessage(services: { enqueue: Enqueue }, row: { id: string; sendAfter: Date }) {
  const startAfter = Math.max(0, Math.ceil((row.sendAfter.getTime() - Date.now()) / 1000))
  await services.enqueue(SEND_PHONE_MESSAGE_JOB, { id: row.id }, { singletonKey: `phone:${row.id}:${row.sendAfter.getTime()}`, ...(startAfter > 0 ? { startAfter } : {}) })
}
