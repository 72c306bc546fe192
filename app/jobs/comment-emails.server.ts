import { z } from 'zod'
import { COMMENT_EMAIL_JOB, COMMENT_EMAIL_KINDS } from '../domain/comments/comment-emails.server.ts'
import { emailMentionOrAssignment } from '../domain/comments/email-mention-or-assignment.server.ts'
import { enqueueUnsentEmails } from '../domain/notifications/enqueue-unsent-emails.server.ts'
import { defineJob } from './job.ts'

/**
 * Every minute: each email about a mention or an assignment that was claimed with its comment or
 * assignment and has not gone out yet is queued for sending, once per key (the comment's own
 * request queues it at once; this scan is for a queue that was not running, or a failed send).
 */
export const scanCommentEmails = defineJob({
  id: 'comments.scan-emails',
  cron: '* * * * *',
  schema: z.object({}),
  handler: (_payload, services) => enqueueUnsentEmails(services, COMMENT_EMAIL_KINDS, COMMENT_EMAIL_JOB),
})

/** Emails one member about one mention or assignment, exactly once, in their language. */
export const sendCommentEmail = defineJob({
  id: COMMENT_EMAIL_JOB,
  schema: z.object({ key: z.string().regex(new RegExp(`^(${COMMENT_EMAIL_KINDS.join('|')}):`)), userId: z.string() }),
  async handler(payload, services) {
    await emailMentionOrAssignment(services, payload)
  },
})
