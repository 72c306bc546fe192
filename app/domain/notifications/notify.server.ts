import type { Db } from '../../db/client.server.ts'
import { notifications } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'

/** Adds an in-app notification: a catalogue message id and its parameters, so it can be shown in any language. */
export async function notify(tx: Tx | Db, userId: string, messageId: MessageId, params: Record<string, string | number> = {}, link?: string) {
  await tx.insert(notifications).values({ userId, messageId, params, link: link ?? null })
}
