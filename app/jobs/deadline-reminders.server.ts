import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { queryRows } from '../db/client.server.ts'
import { grants, profiles, user } from '../db/schema/index.ts'
import { formatDate, t } from '../i18n/index.ts'
import { withLanguage } from '../i18n/language.server.ts'
import { defineJob } from './job.ts'
import { claimScheduledEmails, sendScheduledEmail, unsentKeys } from './send-scheduled-email.server.ts'
import { unsubscribeUrl } from './unsubscribe.ts'

/** Reminders go 14, 7 and 1 days before a saved or applied grant's deadline. */
export const REMINDER_DAYS = [14, 7, 1] as const

const reminderKey = (userId: string, grantId: string, days: number) => `reminder:${userId}:${grantId}:${days}`

/**
 * Daily: finds each organization's saved grants and open applications due in 14, 7 or 1 days and
 * the team member each reminder is for: an application's assignee, else its creator, a saved grant's
 * saver, else the owner (whoever is still on the team). For members who want reminders, it claims one
 * key per (member, grant, days) and queues its sending.
 */
export const scanDeadlineReminders = defineJob({
  id: 'deadline-reminders.scan',
  cron: '0 6 * * *',
  schema: z.object({ today: z.iso.date().optional() }),
  async handler({ today }, services) {
    const day = today ?? new Date().toISOString().slice(0, 10)
    const due = await queryRows<{ user_id: string; grant_id: string; days: number }>(
      services.db,
      sql`
        select distinct m.user_id, g.id as grant_id, d.days
        from unnest(${`{${REMINDER_DAYS.join(',')}}`}::int[]) as d(days)
        join grants g on g.deadline = ${day}::date + d.days and g.status = 'active'
        join (
          select coalesce(sm.user_id, own.user_id) as user_id, s.grant_id
          from user_saved_grants s
          left join organization_members sm on sm.user_id = s.saved_by and sm.organization_id = s.organization_id
          join organization_members own on own.organization_id = s.organization_id and own.role = 'owner'
          union
          select coalesce(am.user_id, cm.user_id, own.user_id) as user_id, a.grant_id
          from applications a
          left join organization_members am on am.user_id = a.assignee_id and am.organization_id = a.organization_id
          left join organization_members cm on cm.user_id = a.created_by and cm.organization_id = a.organization_id
          join organization_members own on own.organization_id = a.organization_id and own.role = 'owner'
          where a.status in ('not_started', 'draft')
        ) m on m.grant_id = g.id
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
      if (waiting.has(key)) await services.enqueue(sendDeadlineReminder.id, { key, userId: r.user_id, grantId: r.grant_id, days: r.days }, { singletonKey: key })
    }
  },
})

export const sendDeadlineReminder = defineJob({
  id: 'deadline-reminders.send',
  schema: z.object({ key: z.string(), userId: z.string(), grantId: z.uuid(), days: z.number().int() }),
  async handler({ key, userId, grantId, days }, services) {
    const [row] = await services.db
      .select({ name: user.name, email: user.email, language: profiles.language, wants: profiles.emailDeadlineReminders, title: grants.title, source: grants.source, deadline: grants.deadline })
      .from(user)
      .innerJoin(profiles, eq(profiles.userId, user.id))
      .innerJoin(grants, eq(grants.id, grantId))
      .where(eq(user.id, userId))
    const { appUrl, appName } = services.config
    if (!row?.wants) {
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    // Written in the member's language: dates, numbers and words.
    await withLanguage(row.language, async () => {
      const unsubscribe = unsubscribeUrl(appUrl, services.secrets.unsubscribe, userId, 'reminders')
      const params = { name: row.name, title: row.title, funder: row.source, days, deadline: formatDate(row.deadline!), url: `${appUrl}/grant/${grantId}`, unsubscribe, appName }
      await sendScheduledEmail(
        services,
        key,
        userId,
        {
          to: row.email,
          subject: t('email.reminder.subject', params),
          text: t('email.reminder.body', params),
          unsubscribeUrl: unsubscribe,
        },
        { messageId: 'notifications.reminderSent', params: { title: row.title, days }, link: `/grant/${grantId}` },
      )
    })
  },
})
