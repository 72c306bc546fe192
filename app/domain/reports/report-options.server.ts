import { asc, eq, sql } from 'drizzle-orm'
import { queryRows, type Db } from '../../db/client.server.ts'
import { applications, grants, organizationMembers, user, userSavedGrants } from '../../db/schema/index.ts'
import { funderOf } from './report-conditions.server.ts'

/** The most funders the filter offers. */
const FUNDERS_MAX = 500

export interface ReportOptions {
  /** The funders of the organization's applications and saved grants, A to Z. */
  funders: string[]
  /** The team's members, for the assignee filter. */
  members: Array<{ id: string; name: string }>
}

/** What the report's filters offer to choose from: only this organization's funders and members. */
export async function reportOptions(db: Db, orgId: string): Promise<ReportOptions> {
  const [funders, members] = await Promise.all([
    queryRows<{ funder: string }>(
      db,
      sql`select distinct ${funderOf} as funder from ${grants}
          where ${grants.id} in (select ${applications.grantId} from ${applications} where ${applications.organizationId} = ${orgId})
             or ${grants.id} in (select ${userSavedGrants.grantId} from ${userSavedGrants} where ${userSavedGrants.organizationId} = ${orgId})
          order by 1 limit ${FUNDERS_MAX}`,
    ),
    db
      .select({ id: user.id, name: user.name })
      .from(organizationMembers)
      .innerJoin(user, eq(user.id, organizationMembers.userId))
      .where(eq(organizationMembers.organizationId, orgId))
      .orderBy(asc(user.name), asc(user.id)),
  ])
  return { funders: funders.map((f) => f.funder), members }
}
