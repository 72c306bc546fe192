import { and, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm'
import { grants } from '../../db/schema/index.ts'

/** Open grants: active, and either rolling or with a deadline today or later. */
export function openGrantCondition(): SQL {
  return and(eq(grants.status, 'active'), or(isNull(grants.deadline), gte(grants.deadline, sql`current_date`)))!
}
