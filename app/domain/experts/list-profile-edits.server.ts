import { asc, count, eq, inArray } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertPortfolio, expertProfileEdits, experts, user } from '../../db/schema/index.ts'

/** Waiting profile edits, oldest first, each with the expert and the text shown now beside what is proposed. */
export async function listProfileEdits(db: Db) {
  const rows = await db
    .select({
      id: expertProfileEdits.id,
      expertId: expertProfileEdits.expertId,
      createdAt: expertProfileEdits.createdAt,
      proposed: { name: expertProfileEdits.name, professionalTitle: expertProfileEdits.professionalTitle, bio: expertProfileEdits.bio, portfolio: expertProfileEdits.portfolio },
      shown: { name: user.name, professionalTitle: experts.professionalTitle, bio: experts.bio },
      email: user.email,
    })
    .from(expertProfileEdits)
    .innerJoin(experts, eq(experts.id, expertProfileEdits.expertId))
    .innerJoin(user, eq(user.id, experts.userId))
    .where(eq(expertProfileEdits.status, 'pending'))
    .orderBy(asc(expertProfileEdits.createdAt), asc(expertProfileEdits.id))
  const ids = rows.map((r) => r.expertId)
  const portfolios = ids.length ? await db.select().from(expertPortfolio).where(inArray(expertPortfolio.expertId, ids)).orderBy(asc(expertPortfolio.projectTitle)) : []
  return rows.map((r) => ({ ...r, shown: { ...r.shown, portfolio: portfolios.filter((p) => p.expertId === r.expertId) } }))
}

/** How many edits wait (the admin area's link). */
export async function countProfileEdits(db: Db): Promise<number> {
  const [{ n }] = await db.select({ n: count() }).from(expertProfileEdits).where(eq(expertProfileEdits.status, 'pending'))
  return n
}
