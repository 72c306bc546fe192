import { z } from 'zod'
import { emailContactMessage } from '../domain/contact/email-contact-message.server.ts'
import { enqueueUnsentEmails } from '../domain/notifications/enqueue-unsent-emails.server.ts'
import { CONTACT_EMAIL_KIND } from '../domain/contact/send-contact-message.server.ts'
import { defineJob } from './job.ts'

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
  async handler(payload, services) {
    await emailContactMessage(services, payload)
  },
})
