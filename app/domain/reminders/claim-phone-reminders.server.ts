import { sql } from 'drizzle-orm'
import { REMINDER_DAYS } from '../../catalog/reminders.ts'
import { intList } from '../../db/array-params.ts'
import { queryRows } from '../../db/client.server.ts'
import { grantFollowers } from '../grants/grant-followers.server.ts'
import { messageMemberPhones } from '../messaging/message-member-phone.server.ts'
import type { JobServices } from '../shared/job-services.ts'

const ROUND = 500

/**
 * The deadline reminders that go to phones (ADR 068): the same members and days as the emails
 * (claimDeadlineReminders), for those who chose reminders on WhatsApp or SMS; each (member, grant,
 * days, channel) once, whatever the email settings.
 */
export async function claimPhoneReminders(services: Pick<JobServices, 'db' | 'messaging' | 'config' | 'enqueue'>, today?: string, now = new Date()) {
  const day = today ?? now.toISOString().slice(0, 10)
  const due = await queryRows<{ user_id: string; grant_id: string; title: string; deadline: string; days: number }>(
    services.db,
    sql`
      select distinct m.user_id, g.id as grant_id, g.title, g.deadline::text as deadline, d.days
      from unnest(${intList(REMINDER_DAYS)}) as d(days)
      join grants g on g.deadline = ${day}::date + d.days and g.status = 'active'
      join ${grantFollowers({ openApplicationsOnly: true })} m on m.grant_id = g.id
      join phone_message_choices c on c.user_id = m.user_id and c.kind = 'reminders'`,
  )
  // In rounds of a few hundred: one read of the members' choices and one claim per round.
  for (let at = 0; at < due.length; at += ROUND) {
    const round = due.slice(at, at + ROUND).map((r) => ({
      userId: r.user_id,
      kind: 'reminders' as const,
      key: `reminder:${r.user_id}:${r.grant_id}:${r.days}`,
      template: 'reminder' as const,
      params: { title: r.title, days: r.days, deadline: r.deadline, url: `${services.config.appUrl}/grant/${r.grant_id}` },
    }))
    await messageMemberPhones(services, round, now)
  }
  return due.length
}
