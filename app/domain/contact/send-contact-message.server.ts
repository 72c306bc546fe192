import { eq } from 'drizzle-orm'
import type { ContactTopicId } from '../../catalog/contact.ts'
import type { Db } from '../../db/client.server.ts'
import { contactMessages, scheduledEmails, userRoles } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import type { ContactInput } from './contact.schema.ts'

/** The idempotency key of the email telling one admin about one contact message (ADR 007). */
export const contactEmailKey = (messageId: string, adminId: string) => `contact:${messageId}:${adminId}`
export const CONTACT_EMAIL_KIND = 'contact'

/** A message for one staff member (an organization's account manager), not for every admin. */
export interface ContactRecipient {
  organizationId: string
  recipientId: string
}

/**
 * Stores a contact message and tells the admins it is for, in one transaction: an in-app
 * notification each, and a claimed email key each, which the `contact-messages.scan` job delivers
 * through the outbox or SMTP exactly once. Nothing is stored if any part fails. A message from the
 * contact form is for every admin; one `to` an organization's account manager is for that one
 * person only, and their notification opens the "For you" list.
 */
export async function sendContactMessage(db: Db, input: Omit<ContactInput, 'topic'> & { topic: ContactTopicId }, senderId: string | null, to?: ContactRecipient): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ userId: senderId, name: input.name, email: input.email, topic: input.topic, message: input.message, organizationId: to?.organizationId ?? null, recipientId: to?.recipientId ?? null })
      .returning({ id: contactMessages.id })
    const admins = to ? [{ id: to.recipientId }] : await tx.select({ id: userRoles.userId }).from(userRoles).where(eq(userRoles.role, 'admin'))
    // The topic's id: each admin reads it in their own language.
    for (const admin of admins) await notify(tx, admin.id, 'notifications.contactMessage', { name: input.name, topicId: input.topic }, to ? '/admin/messages?for=me' : '/admin/messages')
    if (admins.length > 0) {
      await tx
        .insert(scheduledEmails)
        .values(admins.map((admin) => ({ key: contactEmailKey(row.id, admin.id), userId: admin.id, kind: CONTACT_EMAIL_KIND })))
        .onConflictDoNothing()
    }
    return row.id
  })
}
