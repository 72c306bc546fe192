import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { contactTopicLabel } from '../../catalog/contact.ts'
import { contactMessages, organizations, user } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { composeEmail } from '../../email/compose-email.ts'

/** Emails one admin one contact message, exactly once (ADR 007); the in-app notification was added with the message. */
export async function emailContactMessage(services: JobServices, { key, userId }: { key: string; userId: string }) {
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
    await sendScheduledEmail(services, key, userId, { to: admin.email, ...composeEmail('email.contact', params) })
  })
}
