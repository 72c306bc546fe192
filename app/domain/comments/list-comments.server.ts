import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applicationComments, applications, user } from '../../db/schema/index.ts'

/**
 * An application's comments, oldest first, with their authors' names and the names of the members
 * they mention; only when the application is the organization's (another organization's
 * application has no comments here).
 */
export async function listComments(db: Db, orgId: string, applicationId: string) {
  const rows = await db
    .select({
      id: applicationComments.id,
      body: applicationComments.body,
      mentions: applicationComments.mentions,
      createdAt: applicationComments.createdAt,
      editedAt: applicationComments.editedAt,
      authorId: applicationComments.authorId,
      authorName: user.name,
    })
    .from(applicationComments)
    .innerJoin(applications, eq(applications.id, applicationComments.applicationId))
    .leftJoin(user, eq(user.id, applicationComments.authorId))
    .where(and(eq(applicationComments.applicationId, applicationId), eq(applications.organizationId, orgId)))
    .orderBy(asc(applicationComments.createdAt), asc(applicationComments.id))
  const mentionedIds = [...new Set(rows.flatMap((r) => r.mentions))]
  const names = new Map(mentionedIds.length ? (await db.select({ id: user.id, name: user.name }).from(user).where(inArray(user.id, mentionedIds))).map((u) => [u.id, u.name] as const) : [])
  return rows.map((r) => ({
    id: r.id,
    body: r.body,
    authorId: r.authorId,
    authorName: r.authorName,
    createdAt: r.createdAt.toISOString(),
    editedAt: r.editedAt?.toISOString() ?? null,
    mentioned: r.mentions.flatMap((id) => (names.has(id) ? [names.get(id)!] : [])),
  }))
}
export type CommentView = Awaited<ReturnType<typeof listComments>>[number]
