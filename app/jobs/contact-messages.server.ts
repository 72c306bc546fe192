import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { contactTopicLabel } from '../catalog/contact.ts'
import { contactMessages, organizations, user } from '../db/schema/index.ts'
import { CONTACT_EMAIL_KIND } from '../domain/contact/send-contact-message.server.ts'
import { t } from '../i18n/index.ts'
import { defineJob } from './job.ts'
import { inLanguageOf } from '../domain/accounts/member-language.server.ts'
import { enqueueUnsentEmails, sendScheduledEmail } from './send-scheduled-email.server.ts'

/**
 * Every minute: each admin's email about a new contact message (claimed when the message was
 * stored) that has not gone out yet is queued for sending, once per key. A send that failed is
 * queued again on the next scan.
 */
export const scanContactMessages = defineJob({
  id: 'contact-messages.scan',
  cron: '* * * * *',
  schema: z.object({}),
  handler: (_payload, services) => enqueueUnsentEmails(services, [CONTACT_EMAIL_KIND], sendContactMessageEmail.id),
})

/** Emails one admin one contact message, exactly once (ADR 007); the in-app notification was added with the message. */
export const sendContactMessageEmail = defineJob({
  id: 'contact-messages.send',
  schema: z.object({ key: z.string().startsWith(`${CONTACT_EMAIL_KIND}:`), userId: z.string() }),
  async handler({ key, userId }, services) {
    const messageId = key.split(':')[1]
    const [admin] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
    const [message] = z.uuid().safeParse(messageId).success ? await services.db.select().from(contactMessages).where(eq(contactMessages.id, messageId)) : []
    if (!admin || !message) {
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    const { appName, appUrl } = services.config
    // A message to an organization's account manager names the organization, and opens the manager's own list.
    const [organization] = message.organizationId ? await services.db.select({ name: organizations.name }).from(organizations).where(eq(organizations.id, message.organizationId)) : []
    await inLanguageOf(services.db, userId, async () => {
      const topic = organization ? t('accountManager.emailTopic', { organization: organization.name }) : t(contactTopicLabel(message.topic))
      const url = `${appUrl}/admin/messages${message.recipientId ? '?for=me' : ''}`
      const params = { name: admin.name, appName, sender: message.name, email: message.email, topic, message: message.message, url }
      await sendScheduledEmail(services, key, userId, { to: admin.email, subject: t('email.contact.subject', params), text: t('email.contact.body', params) })
    })
  },
})
