import { and, eq, isNotNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { grants } from '../../db/schema/index.ts'
import type { CalendarDeadline } from './build-calendar.ts'

/** One grant's deadline for "Add to calendar", or null when the grant is unknown or has no deadline. */
export async function getGrantDeadline(db: Db, grantId: string): Promise<CalendarDeadline | null> {
  const [row] = await db
    .select({ grantId: grants.id, title: grants.title, funder: sql<string>`coalesce(${grants.funderName}, ${grants.source})`, deadline: grants.deadline, updatedAt: grants.updatedAt })
    .from(grants)
    .where(and(eq(grants.id, grantId), isNotNull(grants.deadline)))
    .limit(1)
  return row ? { ...row, deadline: row.deadline! } : null
}
