import { sql } from 'drizzle-orm'
import { REMINDER_DAYS } from '../../catalog/reminders.ts'
import { queryRows } from '../../db/client.server.ts'
import { grantFollowers } from '../grants/grant-followers.server.ts'
import { claimScheduledEmails, unsentKeys } from '../notifications/claim-scheduled-emails.server.ts'
import type { JobServices } from '../shared/job-services.ts'
import { intList } from '../../db/array-params.ts'

/** The job that sends one claimed reminder (app/jobs/deadline-reminders.server.ts). */
export const SEND_DEADLINE_REMINDER_JOB = 'deadline-reminders.send'

const reminderKey = (userId: string, grantId: string, days: number) => `reminder:${userId}:${grantId}:${days}`

/**
 * Finds each organization's saved grants and open applications due in 14, 7 or 1 days and
 * the team member each reminder is for: an application's assignee, else its creator, a saved grant's
 * saver, else the owner (whoever is still on the team). For members who want reminders, it claims one
 * key per (member, grant, days) and queues its sending.
 */
export async function claimDeadlineReminders(services: Pick<JobServices, 'db' | 'enqueue'>, today?: string) {
  const day = today ?? new Date().toISOString().slice(0, 10)
  const due = await queryRows<{ user_id: string; grant_id: string; days: number }>(
    services.db,
    sql`
      select distinct m.user_id, g.id as grant_id, d.days
      from unnest(${intList(REMINDER_DAYS)}) as d(days)
      join grants g on g.deadline = ${day}::date + d.days and g.status = 'active'
      join ${grantFollowers({ openApplicationsOnly: true })} m on m.grant_id = g.id
      join profiles p on p.user_id = m.user_id and p.email_deadline_reminders
      join "user" u on u.id = m.user_id and u.email_verified`,
  )
  const rows = due.map((r) => ({ key: reminderKey(r.user_id, r.grant_id, r.days), userId: r.user_id, kind: 'reminder' }))
  await claimScheduledEmails(services.db, rows)
  // Also re-queues keys claimed earlier whose sending never finished.
  const waiting = await unsentKeys(
    services.db,
    rows.map((r) => r.key),
  )
  for (const r of due) {
    const key = reminderKey(r.user_id, r.grant_id, r.days)
    if (waiting.has(key)) await services.enqueue(SEND_DEADLINE_REMINDER_JOB, { key, userId: r.user_id, grantId: r.grant_id, days: r.days }, { singletonKey: key })
  }
}
