import { and, asc, desc, sql } from 'drizzle-orm'
import { FUNDER_CLOSED_SHOWN, FUNDER_OPEN_SHOWN } from '../../catalog/limits.ts'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import { closedGrantCondition, openGrantCondition } from '../grants/open-grants.server.ts'
import { grantLineColumns, type GrantLine } from '../grants/grant-line.server.ts'
import { grantOfFunder } from './funder-name.server.ts'

export interface FunderGrants {
  /** Its open calls, closing soonest first (rolling ones last), at most FUNDER_OPEN_SHOWN. */
  open: GrantLine[]
  openTotal: number
  /** Its calls closed at their source or past their deadline, latest deadline first, at most FUNDER_CLOSED_SHOWN. */
  closed: GrantLine[]
  closedTotal: number
}

/** The funder's grants on Harambee, open and closed: two queries through grants_funder_slug_idx, each counting all it matched. */
export async function listFunderGrants(db: Db, slug: string): Promise<FunderGrants> {
  const columns = { ...grantLineColumns, total: sql<number>`count(*) over ()`.mapWith(Number) }
  const [open, closed] = await Promise.all([
    db
      .select(columns)
      .from(grants)
      .where(and(grantOfFunder(slug), openGrantCondition()))
      .orderBy(sql`${grants.deadline} asc nulls last`, asc(grants.id))
      .limit(FUNDER_OPEN_SHOWN),
    db
      .select(columns)
      .from(grants)
      .where(and(grantOfFunder(slug), closedGrantCondition()))
      .orderBy(sql`${grants.deadline} desc nulls last`, desc(grants.createdAt))
      .limit(FUNDER_CLOSED_SHOWN),
  ])
  const strip = ({ total: _, ...line }: (typeof open)[number]): GrantLine => line
  return { open: open.map(strip), openTotal: open[0]?.total ?? 0, closed: closed.map(strip), closedTotal: closed[0]?.total ?? 0 }
}
