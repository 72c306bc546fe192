import { desc } from 'drizzle-orm'
import { CONTACT_MESSAGES_SHOWN } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { contactMessages } from '../../db/schema/index.ts'

/** The latest contact messages, newest first, for admins. */
export async function listContactMessages(db: Db) {
  return db.select().from(contactMessages).orderBy(desc(contactMessages.createdAt)).limit(CONTACT_MESSAGES_SHOWN)
}
