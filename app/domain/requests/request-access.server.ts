import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { expertExpertise, experts, projectRequests } from '../../db/schema/index.ts'
import type { Tx } from '../admin/record-audit.server.ts'
import { listedExpertCondition } from '../experts/listed.server.ts'

export type RequestRow = typeof projectRequests.$inferSelect
/**
 * How the viewer stands to a request: `member` sent it; `expert` was asked by name, or accepted it;
 * (while the request is open, only if listed); `sectorExpert` is a listed expert of the sector of a request still open to the sector; `admin`
 * may read. Anyone else: null (the request is as unknown to them as a missing one).
 */
export type RequestRole = 'member' | 'expert' | 'sectorExpert' | 'admin'

export interface Viewer {
  id: string
  isAdmin: boolean
}

/** The request and the viewer's role in it, or null when the viewer may not see it. */
export async function requestFor(db: Db | Tx, viewer: Viewer, requestId: string, options: { lock?: boolean } = {}, now = new Date()) {
  const query = db.select().from(projectRequests).where(eq(projectRequests.id, requestId))
  const [request] = options.lock ? await query.for('update') : await query
  if (!request) return null
  const role = await roleIn(db, viewer, request, now)
  return role ? { request, role } : null
}

async function roleIn(db: Db | Tx, viewer: Viewer, request: RequestRow, now: Date): Promise<RequestRole | null> {
  if (request.grantSeekerId === viewer.id) return 'member'
  const [expert] = await db.select({ id: experts.id }).from(experts).where(eq(experts.userId, viewer.id))
  if (expert && request.acceptedExpertId === expert.id) return 'expert'
  // Asked by name: while the request is open, only as long as the expert is listed (an expired or
  // unpaid membership no longer reads or answers it); once decided, the expert keeps the record.
  if (expert && request.expertId === expert.id && (request.status !== 'open' || (await isListed(db, expert.id, now)))) return 'expert'
  if (expert && request.expertId === null && request.status === 'open' && request.sector) {
    const [listed] = await db
      .select({ id: experts.id })
      .from(experts)
      .innerJoin(expertExpertise, eq(expertExpertise.expertId, experts.id))
      .where(and(eq(experts.id, expert.id), listedExpertCondition(now), eq(expertExpertise.sector, request.sector)))
      .limit(1)
    if (listed) return 'sectorExpert'
  }
  return viewer.isAdmin ? 'admin' : null
}

async function isListed(db: Db | Tx, expertId: string, now: Date) {
  const [row] = await db
    .select({ id: experts.id })
    .from(experts)
    .where(and(eq(experts.id, expertId), listedExpertCondition(now)))
  return row !== undefined
}
