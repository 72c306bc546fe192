import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userRoles } from '../../db/schema/index.ts'
import type { MessageId } from '../../i18n/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notifyAll } from './notify.server.ts'

/** An in-app notification to every admin (each reads it in their own language). */
export async function notifyAdmins(tx: Tx | Db, messageId: MessageId, params: Record<string, string | number>, link: string) {
  const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
  await notifyAll(
    tx,
    admins.map((admin) => admin.id),
    messageId,
    params,
    link,
  )
}
