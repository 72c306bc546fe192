import { asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { screeningMatches, user } from '../../db/schema/index.ts'

export type ScreeningMatchRow = Awaited<ReturnType<typeof listScreeningMatches>>[number]

/** An application's possible sanctions matches, open ones first, each with the reviewer who decided it. */
export async function listScreeningMatches(db: Db | Tx, verificationId: number) {
  const rows = await db
    .select({
      id: screeningMatches.id,
      subjectRole: screeningMatches.subjectRole,
      subjectName: screeningMatches.subjectName,
      list: screeningMatches.list,
      entryRef: screeningMatches.entryRef,
      listedName: screeningMatches.listedName,
      matchedName: screeningMatches.matchedName,
      score: screeningMatches.score,
      reasons: screeningMatches.reasons,
      status: screeningMatches.status,
      decisionReason: screeningMatches.decisionReason,
      decidedAt: screeningMatches.decidedAt,
      decidedBy: user.name,
      createdAt: screeningMatches.createdAt,
    })
    .from(screeningMatches)
    .leftJoin(user, eq(user.id, screeningMatches.decidedBy))
    .where(eq(screeningMatches.verificationId, verificationId))
    .orderBy(asc(screeningMatches.createdAt), asc(screeningMatches.id))
  const order = { open: 0, confirmed: 1, cleared: 2 } as const
  return rows.sort((a, b) => order[a.status] - order[b.status])
}

/** How many of an application's matches wait for a reviewer, and how many a reviewer confirmed: both stop an approval. */
export function screeningTally(rows: ReadonlyArray<{ status: 'open' | 'cleared' | 'confirmed' }>) {
  return { open: rows.filter((r) => r.status === 'open').length, confirmed: rows.filter((r) => r.status === 'confirmed').length }
}
