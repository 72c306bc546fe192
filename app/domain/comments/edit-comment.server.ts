import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applicationComments, applications, grants } from '../../db/schema/index.ts'
import { fieldErrors } from '../shared/form-fields.ts'
import { parseUuid } from '../shared/ids.ts'
import { commentEditSchema, oneCharacterLineBreaks } from './add-comment.server.ts'
import type { ClaimedEmail } from './comment-emails.server.ts'
import { listOrgMembers } from './list-org-members.server.ts'
import { parseMentions } from './parse-mentions.ts'
import { tellMentioned } from './tell-mentioned.server.ts'

export type EditCommentOutcome = { kind: 'not-found' } | { kind: 'not-yours' } | { kind: 'invalid'; error: string } | { kind: 'edited'; commentId: string; emails: ClaimedEmail[] }

/**
 * Changes a comment's text: only its author may (an admin may delete a comment, never put words in
 * someone's mouth). In one transaction: the new text, marked edited; the @names it now holds,
 * resolved against this organization's members, added to those already mentioned; and, for each
 * member mentioned for the first time, a notification and a claimed email. Someone already told is
 * not told again. Another organization's comment, or one on another application, is not found.
 */
export async function editComment(
  db: Db,
  author: { id: string; name: string; organizationId: string },
  applicationId: string,
  commentId: unknown,
  input: Record<string, unknown>,
): Promise<EditCommentOutcome> {
  const id = parseUuid(commentId)
  if (!id) return { kind: 'not-found' }
  return db.transaction(async (tx): Promise<EditCommentOutcome> => {
    const [comment] = await tx
      .select({ authorId: applicationComments.authorId, mentions: applicationComments.mentions, grantTitle: grants.title })
      .from(applicationComments)
      .innerJoin(applications, eq(applications.id, applicationComments.applicationId))
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(and(eq(applicationComments.id, id), eq(applicationComments.applicationId, applicationId), eq(applications.organizationId, author.organizationId)))
      .for('update', { of: applicationComments })
    if (!comment) return { kind: 'not-found' }
    if (comment.authorId !== author.id) return { kind: 'not-yours' }
    const parsed = commentEditSchema.safeParse({ body: oneCharacterLineBreaks(input.body) ?? '' })
    if (!parsed.success) return { kind: 'invalid', error: fieldErrors(parsed.error).body ?? '' }
    const members = await listOrgMembers(tx, author.organizationId)
    const added = parseMentions(parsed.data.body, members).userIds.filter((userId) => !comment.mentions.includes(userId))
    await tx
      .update(applicationComments)
      .set({ body: parsed.data.body, mentions: [...comment.mentions, ...added], editedAt: new Date() })
      .where(eq(applicationComments.id, id))
    const emails = await tellMentioned(tx, author, { id, applicationId, grantTitle: comment.grantTitle }, added)
    return { kind: 'edited', commentId: id, emails }
  })
}
