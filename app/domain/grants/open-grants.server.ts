import { and, eq, gte, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm'
import { grants } from '../../db/schema/index.ts'

/** Open grants: active, and either rolling or with a deadline today or later. */
export function openGrantCondition(): SQL {
  return and(eq(grants.status, 'active'), or(isNull(grants.deadline), gte(grants.deadline, sql`current_date`)))!
}

/** Closed grants, which Discover finds only when asked (`status=closed`): closed at their source, or past their deadline. */
export function closedGrantCondition(): SQL {
  return or(ne(grants.status, 'active'), lt(grants.deadline, sql`current_date`))!
}
