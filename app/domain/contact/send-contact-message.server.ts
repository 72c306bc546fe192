import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { contactMessages, scheduledEmails, userRoles } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import type { ContactInput } from './contact.schema.ts'

/** The idempotency key of the email telling one admin about one contact message (ADR 007). */
export const contactEmailKey = (messageId: string, adminId: string) => `contact:${messageId}:${adminId}`
export const CONTACT_EMAIL_KIND = 'contact'

/**
 * Stores a contact message and tells every admin, in one transaction: an in-app notification each,
 * and a claimed email key each, which the `contact-messages.scan` job delivers through the outbox
 * or SMTP exactly once. Nothing is stored if any part fails.
 */
export async function sendContactMessage(db: Db, input: ContactInput, senderId: string | null): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(contactMessages).values({ userId: senderId, name: input.name, email: input.email, topic: input.topic, message: input.message }).returning({ id: contactMessages.id })
    const admins = await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
    // The topic's id: each admin reads it in their own language.
    for (const admin of admins) await notify(tx, admin.id, 'notifications.contactMessage', { name: input.name, topicId: input.topic }, '/admin/messages')
    if (admins.length > 0) {
      await tx
        .insert(scheduledEmails)
        .values(admins.map((admin) => ({ key: contactEmailKey(row.id, admin.id), userId: admin.id, kind: CONTACT_EMAIL_KIND })))
        .onConflictDoNothing()
    }
    return row.id
  })
}
