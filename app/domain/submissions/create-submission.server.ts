import { and, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { userGrantSubmissions } from '../../db/schema/index.ts'
import { notify } from '../notifications/notify.server.ts'
import type { SubmissionInput } from './submission.schema.ts'

/**
 * Stores a member's grant opportunity for the team's review (status pending). The same grant (title,
 * funder and application link, in any letter case) from the same member while it awaits review is
 * one submission: a double click, a resent form or a second tab answers with the first one's id, and
 * the database's unique index decides when the requests arrive together (ADR 010). A new one
 * tells the member it was received, in their notifications.
 */
export async function createSubmission(db: Db, userId: string, input: SubmissionInput): Promise<string> {
  for (let attempt = 0; attempt < 3; attempt++) {
    // A new submission and the member's "received" notification are written together.
    const row = await db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(userGrantSubmissions)
        .values({ userId, ...input })
        .onConflictDoNothing()
        .returning({ id: userGrantSubmissions.id })
      if (inserted) await notify(tx, userId, 'billing.notification.submissionReceived', { title: input.title }, '/dashboard')
      return inserted
    })
    if (row) return row.id
    const [pending] = await db
      .select({ id: userGrantSubmissions.id })
      .from(userGrantSubmissions)
      .where(
        and(
          eq(userGrantSubmissions.userId, userId),
          eq(userGrantSubmissions.status, 'pending'),
          sql`lower(${userGrantSubmissions.title}) = lower(${input.title})`,
          sql`lower(${userGrantSubmissions.funderName}) = lower(${input.funderName})`,
          sql`lower(${userGrantSubmissions.applicationUrl}) = lower(${input.applicationUrl})`,
        ),
      )
    if (pending) return pending.id
    // Reviewed in between: the next insert no longer conflicts.
  }
  throw new Error('Could not store the grant submission')
}
