import { z } from 'zod'
import { emailAutomationRun } from '../domain/automation/email-automation-run.server.ts'
import { runDeadlineAutomation } from '../domain/automation/run-deadline-automation.server.ts'
import { runMatchAutomation } from '../domain/automation/run-match-automation.server.ts'
import { SEND_AUTOMATION_EMAIL_JOB } from '../domain/automation/run-rules-on-subjects.server.ts'
import { AUTOMATION_MATCH_JOB } from '../domain/saved-searches/announce-grant-published.server.ts'
import { defineJob } from './job.ts'

/**
 * Workflow automation (Premium; app/domain/automation/run-rules-on-subjects.server.ts): the new-match
 * rules run a few minutes after a grant is published and daily as a safety net, the deadline rules
 * daily, and each email a run claimed is sent by its own job, once per key.
 */
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

/** Emails one person what a run did for them, in their language, exactly once (ADR 007). */
export const sendAutomationEmail = defineJob({
  id: SEND_AUTOMATION_EMAIL_JOB,
  schema: z.object({ key: z.string().startsWith('auto:').max(300), userId: z.string().min(1).max(100) }),
  async handler(payload, services) {
    await emailAutomationRun(services, payload)
  },
})
