import { and, eq } from 'drizzle-orm'
import { can, type MemberRole } from '../../catalog/team.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationComments, applications, grants, notifications } from '../../db/schema/index.ts'
import { parseUuid } from '../shared/ids.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import { commentLink } from './tell-mentioned.server.ts'

export type DeleteCommentOutcome = 'deleted' | 'not-found' | 'not-yours'

/** Whether a member may delete a comment: their own, or anyone's if they manage the team. */
export const mayDeleteComment = (actor: { id: string; role: MemberRole }, authorId: string | null) => authorId === actor.id || can(actor.role, 'team.manage')

/**
 * Deletes a comment on the organization's application, with its activity entry (the grant's title,
 * never the comment's text), in one transaction. Its author may delete it, and the team's admins and
 * owner may delete anyone's. The notifications of its mentions go with it, and a mention email not
 * yet sent is then not sent (the email job finds no comment). Another organization's comment, or a comment on another application, is not found.
 */
export async function deleteComment(db: Db, actor: { id: string; organizationId: string; role: MemberRole }, applicationId: string, commentId: unknown): Promise<DeleteCommentOutcome> {
  const id = parseUuid(commentId)
  if (!id) return 'not-found'
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ authorId: applicationComments.authorId, grantTitle: grants.title })
      .from(applicationComments)
      .innerJoin(applications, eq(applications.id, applicationComments.applicationId))
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(and(eq(applicationComments.id, id), eq(applicationComments.applicationId, applicationId), eq(applications.organizationId, actor.organizationId)))
      .for('update', { of: applicationComments })
    if (!comment) return 'not-found'
    if (!mayDeleteComment(actor, comment.authorId)) return 'not-yours'
    await tx.delete(applicationComments).where(eq(applicationComments.id, id))
    // Its mentions' notifications would lead to nothing: they go with it.
    await tx.delete(notifications).where(and(eq(notifications.messageId, 'notifications.mentioned'), eq(notifications.link, commentLink(applicationId, id))))
    await recordActivity(tx, {
      organizationId: actor.organizationId,
      actorId: actor.id,
      verb: 'application.commentDeleted',
      subjectType: 'application',
      subjectId: applicationId,
      data: { grant: comment.grantTitle },
    })
    return 'deleted'
  })
}
