import { and, count, desc, eq, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { notifications } from '../../db/schema/index.ts'

export async function countUnread(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
  return row.n
}

export async function listNotifications(db: Db, userId: string, limit = 50) {
  const rows = await db.select().from(notifications).where(eq(notifications.userId, userId)).orderBy(desc(notifications.createdAt)).limit(limit)
  return rows.map((r) => ({ id: r.id, messageId: r.messageId, params: r.params, link: r.link, read: r.readAt !== null, createdAt: r.createdAt.toISOString() }))
}

export async function markAllRead(db: Db, userId: string) {
  await db
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
}
