import { asc, desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, expertPortfolio, experts } from '../../db/schema/index.ts'

export type ExpertRow = typeof experts.$inferSelect

/** A member's own application (there is at most one) with its expertise and portfolio, or null. */
export async function myExpertApplication(db: Db, userId: string) {
  const [expert] = await db.select().from(experts).where(eq(experts.userId, userId))
  if (!expert) return null
  const [expertise, portfolio] = await Promise.all([
    db.select().from(expertExpertise).where(eq(expertExpertise.expertId, expert.id)).orderBy(asc(expertExpertise.sector), asc(expertExpertise.grantType)),
    db.select().from(expertPortfolio).where(eq(expertPortfolio.expertId, expert.id)).orderBy(desc(expertPortfolio.completionDate), asc(expertPortfolio.projectTitle)),
  ])
  return { expert, expertise, portfolio }
}
