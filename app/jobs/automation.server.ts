import { and, eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import { type Db, queryRows } from '../db/client.server.ts'
import { automationRules, automationRuns, organizations, profiles, user } from '../db/schema/index.ts'
import { findDeadlineSubjects } from '../domain/automation/find-deadline-subjects.server.ts'
import { findMatchSubjects } from '../domain/automation/find-match-subjects.server.ts'
import { listRunnableRules } from '../domain/automation/list-runnable-rules.server.ts'
import { AUTOMATION_EMAIL_KIND, type AutomationRunDetail, type AutomationRunResult, type AutomationSubject, runAutomationRule } from '../domain/automation/run-automation-rule.server.ts'
import type { RunnableRule } from '../domain/automation/list-runnable-rules.server.ts'
import { AUTOMATION_MATCH_JOB } from '../domain/saved-searches/announce-grant-published.server.ts'
import { formatDate, formatNumber, t } from '../i18n/index.ts'
import { withLanguage } from '../i18n/language.server.ts'
import { defineJob, type JobServices } from './job.ts'
import { sendScheduledEmail } from './send-scheduled-email.server.ts'

/**
 * Workflow automation (Premium): each rule acts once per subject, claim-then-act (ADR 029) in
 * runAutomationRule. `automation.match` runs the new-match rules: queued a few minutes after a grant
 * is published (announceGrantPublished, the priority alerts' bucket) and daily as a safety net.
 * `automation.deadlines` runs the deadline rules daily. Emails claimed by a run are sent by
 * `automation.send`, once per key; each run queues again any claimed in the last days and not sent.
 */

type Found = { rule: RunnableRule; subjects: AutomationSubject[] }

async function runRules(services: JobServices, found: Found[]) {
  const emails: Array<{ key: string; userId: string }> = []
  for (const { rule, subjects } of found) {
    for (const subject of subjects) {
      let result: AutomationRunResult | null
      try {
        result = await runAutomationRule(services.db, rule, subject)
      } catch (error) {
        // Nothing of the run was kept; logged as failed so the page says so, and not tried again.
        console.error(`Automation rule ${rule.id} failed on ${subject.key}`, error)
        await logFailure(services.db, rule, subject)
        continue
      }
      if (result) emails.push(...result.emails)
    }
  }
  for (const e of [...emails, ...(await unsentAutomationEmails(services.db))]) await services.enqueue(sendAutomationEmail.id, e, { singletonKey: e.key })
  return emails
}

async function logFailure(db: Db, rule: RunnableRule, subject: AutomationSubject) {
  const detail: AutomationRunDetail = { title: subject.title, grantId: subject.grantId }
  await db
    .insert(automationRuns)
    .values({ ruleId: rule.id, subjectKey: subject.key, organizationId: rule.organizationId, status: 'failed', detail: { ...detail } })
    .onConflictDoNothing()
    .catch((error) => console.error('Logging a failed automation run failed', error))
}

/**
 * Emails claimed by runs of the last days and never sent (a worker stopped between the commit and
 * the send). Those claimed in the last minutes are left to the run that claimed them, which is
 * queueing them now: a run beside it does not send them a second time.
 */
async function unsentAutomationEmails(db: Db) {
  const rows = await queryRows<{ key: string; user_id: string }>(
    db,
    sql`select key, user_id from scheduled_emails
        where kind = ${AUTOMATION_EMAIL_KIND} and sent_at is null and created_at > now() - interval '8 days' and created_at < now() - interval '10 minutes'
        limit 500`,
  )
  return rows.map((r) => ({ key: r.key, userId: r.user_id }))
}

/** Runs every new-match rule of a Premium organization on the grants published since it was made. */
export async function runMatchAutomation(services: JobServices, at = new Date()) {
  const found: Found[] = []
  for (const rule of await listRunnableRules(services.db, 'match.new', at)) {
    if (rule.trigger.type !== 'match.new') continue
    found.push({ rule, subjects: await findMatchSubjects(services.db, { ...rule, trigger: rule.trigger }, at) })
  }
  return runRules(services, found)
}

/** Runs every deadline rule of a Premium organization on `today`'s approaching deadlines. */
export async function runDeadlineAutomation(services: JobServices, today = new Date().toISOString().slice(0, 10)) {
  const found: Found[] = []
  for (const rule of await listRunnableRules(services.db, 'deadline.approaching', new Date(`${today}T12:00:00Z`))) {
    if (rule.trigger.type !== 'deadline.approaching') continue
    found.push({ rule, subjects: await findDeadlineSubjects(services.db, { ...rule, trigger: rule.trigger }, today) })
  }
  return runRules(services, found)
}

export const automationMatch = defineJob({
  id: AUTOMATION_MATCH_JOB,
  cron: '45 6 * * *',
  // `bucket`: the publish window that queued it (a hint for the queue's singleton key only).
  schema: z.object({ bucket: z.string().max(40).optional(), now: z.iso.datetime().optional() }),
  queue: { expireInSeconds: 900 },
  async handler({ now }, services) {
    await runMatchAutomation(services, now ? new Date(now) : undefined)
  },
})

export const automationDeadlines = defineJob({
  id: 'automation.deadlines',
  cron: '0 6 * * *',
  schema: z.object({ today: z.iso.date().optional() }),
  queue: { expireInSeconds: 900 },
  async handler({ today }, services) {
    await runDeadlineAutomation(services, today)
  },
})

/** Emails one person what a run did for them (assigned a grant, or told about it), in their language, exactly once (ADR 007). */
export const sendAutomationEmail = defineJob({
  id: 'automation.send',
  schema: z.object({ key: z.string().startsWith('auto:').max(300), userId: z.string().min(1).max(100) }),
  async handler({ key, userId }, services) {
    const { db } = services
    // auto:{ruleId}:{subjectKey}:{userId}; the rule id is a uuid, the subject key holds colons itself.
    const ruleId = key.slice(5, 41)
    const subjectKey = key.endsWith(`:${userId}`) ? key.slice(42, key.length - userId.length - 1) : ''
    const [run] = z.uuid().safeParse(ruleId).success
      ? await db
          .select({ detail: automationRuns.detail, rule: automationRules.name, trigger: automationRules.trigger, org: organizations.name })
          .from(automationRuns)
          .innerJoin(automationRules, eq(automationRules.id, automationRuns.ruleId))
          .innerJoin(organizations, eq(organizations.id, automationRuns.organizationId))
          .where(and(eq(automationRuns.ruleId, ruleId), eq(automationRuns.subjectKey, subjectKey)))
      : []
    const [member] = await db.select({ name: user.name, email: user.email, language: profiles.language }).from(user).innerJoin(profiles, eq(profiles.userId, user.id)).where(eq(user.id, userId))
    const detail = run?.detail as unknown as AutomationRunDetail | undefined
    const reason = detail?.recipients?.[userId]
    // The rule was deleted, or the person's account: marked, not sent.
    if (!run || !member || !detail || !reason) {
      await sendScheduledEmail(services, key, userId, null)
      return
    }
    await withLanguage(member.language, async () => {
      const { appUrl, appName } = services.config
      const url = detail.applicationId ? `${appUrl}/dashboard/applications/${detail.applicationId}` : `${appUrl}/grant/${detail.grantId}`
      const params = {
        name: member.name,
        rule: run.rule,
        organization: run.org,
        title: detail.title,
        score: formatNumber(detail.score ?? 0),
        days: detail.daysLeft ?? 0,
        date: detail.deadline ? formatDate(detail.deadline) : '',
        url,
        rules: `${appUrl}/team/automation`,
        appName,
      }
      const kind = reason === 'assigned' ? 'assigned' : (run.trigger as { type?: string }).type === 'deadline.approaching' ? 'deadline' : 'match'
      await sendScheduledEmail(services, key, userId, { to: member.email, subject: t(`automation.email.${kind}.subject`, params), text: t(`automation.email.${kind}.body`, params) })
    })
  },
})
