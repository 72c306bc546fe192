import { desc, eq } from 'drizzle-orm'
import { CONTACT_MESSAGES_SHOWN } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { contactMessages, organizations } from '../../db/schema/index.ts'

/**
 * The latest contact messages, newest first, for admins; with `recipientId`, only those written to
 * that admin as an organization's account manager (the "For you" list). Each names the organization
 * it came from, when it came from one.
 */
export async function listContactMessages(db: Db, options: { recipientId?: string } = {}) {
  return db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      topic: contactMessages.topic,
      message: contactMessages.message,
      recipientId: contactMessages.recipientId,
      organizationName: organizations.name,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .leftJoin(organizations, eq(organizations.id, contactMessages.organizationId))
    .where(options.recipientId ? eq(contactMessages.recipientId, options.recipientId) : undefined)
    .orderBy(desc(contactMessages.createdAt))
    .limit(CONTACT_MESSAGES_SHOWN)
}
