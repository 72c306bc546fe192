import { and, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertProfileEdits, experts } from '../../db/schema/index.ts'

type Edit = typeof expertProfileEdits.$inferSelect

/**
 * A member's own profile edits as their pages show them: the one waiting for review, and the
 * reason of the last one not approved when it is the latest decided.
 */
export async function myProfileEdit(db: Db, userId: string): Promise<{ pending: Edit | null; rejected: Edit | null }> {
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, userId))
  if (!expert) return { pending: null, rejected: null }
  const [[pending], [decided]] = await Promise.all([
    db
      .select()
      .from(expertProfileEdits)
      .where(and(eq(expertProfileEdits.expertId, expert.id), eq(expertProfileEdits.status, 'pending'))),
    db
      .select()
      .from(expertProfileEdits)
      .where(and(eq(expertProfileEdits.expertId, expert.id), ne(expertProfileEdits.status, 'pending')))
      .orderBy(desc(expertProfileEdits.decidedAt))
      .limit(1),
  ])
  return { pending: pending ?? null, rejected: decided?.status === 'rejected' ? decided : null }
}
