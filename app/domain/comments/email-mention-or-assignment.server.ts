import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { applicationComments, applications, grants, organizationMembers, user } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { inLanguageOf } from '../accounts/member-language.server.ts'
import { sendScheduledEmail } from '../notifications/send-scheduled-email.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { ASSIGNED_EMAIL_KIND, MENTION_EMAIL_KIND } from './comment-emails.server.ts'
import { composeEmail } from '../../email/compose-email.ts'

/**
 * Emails one member about one mention or assignment, exactly once (ADR 007: sendScheduledEmail),
 * in their language; the in-app notification was added with the comment or assignment. Nothing is
 * sent (the key is marked) to someone who has left the organization since, about a comment deleted
 * since, or about an application that has gone to someone else since.
 */
export async function emailMentionOrAssignment(services: JobServices, { key, userId }: { key: string; userId: string }) {
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
        await sendScheduledEmail(services, key, userId, { to: member.email, ...composeEmail('email.mention', params) })
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
        await sendScheduledEmail(services, key, userId, { to: member.email, ...composeEmail('email.assigned', params) })
      })
      return
    }
  }
  await sendScheduledEmail(services, key, userId, null)
}
