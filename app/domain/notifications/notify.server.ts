import type { Db } from '../../db/client.server.ts'
import { notifications } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** Adds an in-app notification: a catalogue message id and its parameters, so it can be shown in any language. */
export async function notify(tx: Tx | Db, userId: string, messageId: MessageId, params: Record<string, string | number> = {}, link?: string) {
  await notifyAll(tx, [userId], messageId, params, link)
}

/** The same notification to many people (a sector's experts, every admin) in one statement, not one per person. */
export async function notifyAll(tx: Tx | Db, userIds: readonly string[], messageId: MessageId, params: Record<string, string | number> = {}, link?: string) {
  if (userIds.length === 0) return
  await tx.insert(notifications).values(userIds.map((userId) => ({ userId, messageId, params, link: link ?? null })))
}
