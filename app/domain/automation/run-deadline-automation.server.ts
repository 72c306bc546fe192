import type { JobServices } from '../shared/job-services.ts'
import { findDeadlineSubjects } from './find-deadline-subjects.server.ts'
import { listRunnableRules } from './list-runnable-rules.server.ts'
import { type Found, runRulesOnSubjects } from './run-rules-on-subjects.server.ts'

/** Runs every deadline rule of a Premium organization on `today`'s approaching deadlines. */
export async function runDeadlineAutomation(services: Pick<JobServices, 'db' | 'enqueue'>, today = new Date().toISOString().slice(0, 10)) {
  const found: Found[] = []
  for (const rule of await listRunnableRules(services.db, 'deadline.approaching', new Date(`${today}T12:00:00Z`))) {
    if (rule.trigger.type !== 'deadline.approaching') continue
    found.push({ rule, subjects: await findDeadlineSubjects(services.db, { ...rule, trigger: rule.trigger }, today) })
  }
  return runRulesOnSubjects(services, found)
}
