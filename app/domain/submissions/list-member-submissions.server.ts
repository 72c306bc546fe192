import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userGrantSubmissions } from '../../db/schema/index.ts'

/** The member's own submissions, newest first, with their review status. */
export async function listMemberSubmissions(db: Db, userId: string) {
  const rows = await db
    .select({
      id: userGrantSubmissions.id,
      title: userGrantSubmissions.title,
      funderName: userGrantSubmissions.funderName,
      status: userGrantSubmissions.status,
      rejectionReason: userGrantSubmissions.rejectionReason,
      publishedGrantId: userGrantSubmissions.publishedGrantId,
      createdAt: userGrantSubmissions.createdAt,
    })
    .from(userGrantSubmissions)
    .where(eq(userGrantSubmissions.userId, userId))
    .orderBy(desc(userGrantSubmissions.createdAt))
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }))
}
