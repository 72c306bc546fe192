import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { applicationComments, applications, grants, organizationMembers, user } from '../db/schema/index.ts'
import { inLanguageOf } from '../domain/accounts/member-language.server.ts'
import { ASSIGNED_EMAIL_KIND, COMMENT_EMAIL_JOB, COMMENT_EMAIL_KINDS, MENTION_EMAIL_KIND } from '../domain/comments/comment-emails.server.ts'
import { t } from '../i18n/index.ts'
import { defineJob } from './job.ts'
import { enqueueUnsentEmails, sendScheduledEmail } from './send-scheduled-email.server.ts'

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

/**
 * Emails one member about one mention or assignment, exactly once (ADR 007: sendScheduledEmail),
 * in their language; the in-app notification was added with the comment or assignment. Nothing is
 * sent (the key is marked) to someone who has left the organization since, about a comment deleted
 * since, or about an application that has gone to someone else since.
 */
export const sendCommentEmail = defineJob({
  id: COMMENT_EMAIL_JOB,
  schema: z.object({ key: z.string().regex(new RegExp(`^(${COMMENT_EMAIL_KINDS.join('|')}):`)), userId: z.string() }),
  async handler({ key, userId }, services) {
    const [kind, subjectId] = key.split(':')
    const { appName, appUrl } = services.config
    const [member] = await services.db.select({ name: user.name, email: user.email }).from(user).where(eq(user.id, userId))
    const subject = z.uuid().safeParse(subjectId).success ? subjectId : null
    if (member && subject && kind === MENTION_EMAIL_KIND) {
      const [comment] = await services.db
        .select({ body: applicationComments.body, applicationId: applications.id, grant: grants.title, author: user.name })
        .from(applicationComments)
        .innerJoin(applications, eq(applications.id, applicationComments.applicationId))
        .innerJoin(grants, eq(grants.id, applications.grantId))
        .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, applications.organizationId), eq(organizationMembers.userId, userId)))
        .leftJoin(user, eq(user.id, applicationComments.authorId))
        .where(eq(applicationComments.id, subject))
      if (comment) {
        await inLanguageOf(services.db, userId, async () => {
          const params = {
            name: member.name,
            author: comment.author ?? t('comments.formerMember'),
            grant: comment.grant,
            comment: comment.body,
            appName,
            url: `${appUrl}/dashboard/applications/${comment.applicationId}`,
          }
          await sendScheduledEmail(services, key, userId, { to: member.email, subject: t('email.mention.subject', params), text: t('email.mention.body', params) })
        })
        return
      }
    }
    if (member && subject && kind === ASSIGNED_EMAIL_KIND) {
      const [application] = await services.db
        .select({ grant: grants.title })
        .from(applications)
        .innerJoin(grants, eq(grants.id, applications.grantId))
        .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, applications.organizationId), eq(organizationMembers.userId, userId)))
        .where(and(eq(applications.id, subject), eq(applications.assigneeId, userId)))
      if (application) {
        await inLanguageOf(services.db, userId, async () => {
          const params = { name: member.name, grant: application.grant, appName, url: `${appUrl}/dashboard/applications/${subject}` }
          await sendScheduledEmail(services, key, userId, { to: member.email, subject: t('email.assigned.subject', params), text: t('email.assigned.body', params) })
        })
        return
      }
    }
    await sendScheduledEmail(services, key, userId, null)
  },
})
