import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { COMMENT_MAX, MENTION_NAME_MAX } from '../../catalog/text-limits.ts'
import type { Db } from '../../db/client.server.ts'
import { applicationComments, applications, grants } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { fieldErrors, text } from '../shared/form-fields.ts'
import { recordActivity } from '../team/record-activity.server.ts'
import type { ClaimedEmail } from './comment-emails.server.ts'
import { listOrgMembers } from './list-org-members.server.ts'
import { findMember, parseMentions } from './parse-mentions.ts'
import { tellMentioned } from './tell-mentioned.server.ts'

/** A comment's text (line breaks kept), named by its field's label in messages. */
const commentBody = (label: string) =>
  text(label, 'lines')
    .min(1, t('comments.bodyRequired'))
    .max(COMMENT_MAX, t('comments.bodyTooLong', { max: COMMENT_MAX }))

/** The comment form: the comment and, optionally, one member picked from the list to mention. */
const commentSchema = perLanguage(() =>
  z.object({
    body: commentBody(t('comments.body')),
    mention: text(t('comments.mention')).max(MENTION_NAME_MAX, t('comments.mentionTooLong', { max: MENTION_NAME_MAX })),
  }),
)

/** A comment's edit form: its new text. */
export const commentEditSchema = perLanguage(() => z.object({ body: commentBody(t('comments.editLabel')) }))

/** A browser sends each line break as CR LF and counts it as one character: so does the limit. */
export const oneCharacterLineBreaks = (body: unknown) => (typeof body === 'string' ? body.replace(/\r\n?/g, '\n') : body)

export type CommentField = 'body' | 'mention' | 'form'
export type CommentOutcome = null | { ok: false; errors: Partial<Record<CommentField, string>> } | { ok: true; commentId: string; emails: ClaimedEmail[] }

/**
 * Adds a team member's comment to their organization's application, in one transaction: the
 * comment as typed, with the members its @names (and the mention box) resolve to among this
 * organization's members only; an in-app notification and a claimed email key
 * (`mention:{comment}:{member}`) for each member mentioned, except the author; and the activity
 * entry (the grant's title, never the comment's text). Null: no such application in the organization.
 */
export async function addComment(db: Db, author: { id: string; name: string; organizationId: string }, applicationId: string, input: Record<string, unknown>): Promise<CommentOutcome> {
  const body = oneCharacterLineBreaks(input.body)
  return db.transaction(async (tx): Promise<CommentOutcome> => {
    // Another organization's application is unknown, whatever the form holds.
    const [application] = await tx
      .select({ id: applications.id, grantTitle: grants.title })
      .from(applications)
      .innerJoin(grants, eq(grants.id, applications.grantId))
      .where(and(eq(applications.id, applicationId), eq(applications.organizationId, author.organizationId)))
    if (!application) return null
    const parsed = commentSchema.safeParse({ body: body ?? '', mention: input.mention ?? '' })
    if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error) }
    const members = await listOrgMembers(tx, author.organizationId)
    const mentions = parseMentions(parsed.data.body, members).userIds
    if (parsed.data.mention) {
      const picked = findMember(parsed.data.mention, members)
      if (!picked) return { ok: false, errors: { mention: t('comments.mentionUnknown', { name: parsed.data.mention }) } }
      if (!mentions.includes(picked)) mentions.push(picked)
    }
    const [comment] = await tx.insert(applicationComments).values({ applicationId, authorId: author.id, body: parsed.data.body, mentions }).returning({ id: applicationComments.id })
    const emails = await tellMentioned(tx, author, { id: comment.id, applicationId, grantTitle: application.grantTitle }, mentions)
    await recordActivity(tx, {
      organizationId: author.organizationId,
      actorId: author.id,
      verb: 'application.commented',
      subjectType: 'application',
      subjectId: applicationId,
      data: { grant: application.grantTitle },
    })
    return { ok: true, commentId: comment.id, emails }
  })
}
