import type { Db } from '../../db/client.server.ts'
import { userGrantSubmissions } from '../../db/schema/index.ts'
import type { SubmissionInput } from './submission.schema.ts'

/** Stores a member's grant opportunity for the team's review (status pending). */
export async function createSubmission(db: Db, userId: string, input: SubmissionInput): Promise<string> {
  const [row] = await db.insert(userGrantSubmissions).values({ userId, ...input }).returning({ id: userGrantSubmissions.id })
  return row.id
}
