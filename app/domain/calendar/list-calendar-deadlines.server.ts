import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.server.ts'
import type { CalendarDeadline } from './build-calendar.ts'

/** The most events one feed holds: the nearest deadlines first. */
export const FEED_EVENT_CAP = 500

/**
 * The deadlines a member's calendar shows: their organization's saved grants and applications not
 * yet sent (not started, draft), with a deadline, still active; the same grants the reminder emails
 * are about (app/jobs/deadline-reminders.server.ts). The organization is read at each request, so a
 * member who leaves a team stops seeing its grants; nobody else's grants are read.
 */
export async function listCalendarDeadlines(db: Db, userId: string, limit = FEED_EVENT_CAP): Promise<CalendarDeadline[]> {
  const rows = await queryRows<{ id: string; title: string; funder: string; deadline: string; updated_at: string | Date }>(
    db,
    sql`
      select g.id, g.title, coalesce(g.funder_name, g.source) as funder, g.deadline::text as deadline, g.updated_at
      from grants g
      join (
        select grant_id from user_saved_grants where organization_id = (select organization_id from organization_members where user_id = ${userId})
        union
        select grant_id from applications where organization_id = (select organization_id from organization_members where user_id = ${userId}) and status in ('not_started', 'draft')
      ) m on m.grant_id = g.id
      where g.deadline is not null and g.status = 'active'
      order by g.deadline, g.id
      limit ${limit}`,
  )
  return rows.map((r) => ({ grantId: r.id, title: r.title, funder: r.funder, deadline: r.deadline, updatedAt: new Date(r.updated_at) }))
}
