import { sql } from 'drizzle-orm'
import { type Db, queryRows } from '../../db/client.server.ts'
import { automationRuns } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'
import type { RunnableRule } from './list-runnable-rules.server.ts'
import { AUTOMATION_EMAIL_KIND, type AutomationRunDetail, type AutomationRunResult, type AutomationSubject, runAutomationRule } from './run-automation-rule.server.ts'

/**
 * Workflow automation (Premium): each rule acts once per subject, claim-then-act (ADR 029) in
 * runAutomationRule. `automation.match` runs the new-match rules: queued a few minutes after a grant
 * is published (announceGrantPublished, the priority alerts' bucket) and daily as a safety net.
 * `automation.deadlines` runs the deadline rules daily. Emails claimed by a run are sent by
 * `automation.send` (SEND_AUTOMATION_EMAIL_JOB), once per key; each run queues again any claimed in the last days and not sent.
 */

/** The job that emails one person what a run did for them (app/jobs/automation.server.ts). */
export const SEND_AUTOMATION_EMAIL_JOB = 'automation.send'

/** Rules and the subjects each acts on in this run. */
export type Found = { rule: RunnableRule; subjects: AutomationSubject[] }

/**
 * Runs each rule on each of its subjects (claim-then-act, ADR 029) and queues the emails the runs
 * claimed, with those claimed before and never sent.
 */
export async function runRulesOnSubjects(services: Pick<JobServices, 'db' | 'enqueue'>, found: Found[]) {
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
  for (const e of [...emails, ...(await unsentAutomationEmails(services.db))]) await services.enqueue(SEND_AUTOMATION_EMAIL_JOB, e, { singletonKey: e.key })
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
