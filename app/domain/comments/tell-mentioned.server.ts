import { scheduledEmails } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { notifyAll } from '../notifications/notify.server.ts'
import { type ClaimedEmail, MENTION_EMAIL_KIND, mentionEmailKey } from './comment-emails.server.ts'

/** Where a comment is shown: its mention notifications link there. */
export const commentLink = (applicationId: string, commentId: string) => `/dashboard/applications/${applicationId}#comment-${commentId}`

/**
 * Tells the members a comment mentions, in the comment's transaction: an in-app notification and a
 * claimed email key each (`mention:{comment}:{member}`, so nobody is emailed twice about one
 * comment); the author is never told of their own mention. Returns the emails to queue once committed.
 */
export async function tellMentioned(
  tx: Tx,
  author: { id: string; name: string },
  comment: { id: string; applicationId: string; grantTitle: string },
  mentioned: readonly string[],
): Promise<ClaimedEmail[]> {
  const told = mentioned.filter((userId) => userId !== author.id)
  await notifyAll(tx, told, 'notifications.mentioned', { name: author.name, grant: comment.grantTitle }, commentLink(comment.applicationId, comment.id))
  const emails = told.map((userId) => ({ key: mentionEmailKey(comment.id, userId), userId }))
  if (emails.length > 0) {
    await tx
      .insert(scheduledEmails)
      .values(emails.map((e) => ({ ...e, kind: MENTION_EMAIL_KIND })))
      .onConflictDoNothing()
  }
  return emails
}
