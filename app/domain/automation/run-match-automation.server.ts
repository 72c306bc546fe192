import type { JobServices } from '../shared/job-services.ts'
import { findMatchSubjects } from './find-match-subjects.server.ts'
import { listRunnableRules } from './list-runnable-rules.server.ts'
import { type Found, runRulesOnSubjects } from './run-rules-on-subjects.server.ts'

/** Runs every new-match rule of a Premium organization on the grants published since it was made. */
export async function runMatchAutomation(services: Pick<JobServices, 'db' | 'enqueue'>, at = new Date()) {
  const found: Found[] = []
  for (const rule of await listRunnableRules(services.db, 'match.new', at)) {
    if (rule.trigger.type !== 'match.new') continue
    found.push({ rule, subjects: await findMatchSubjects(services.db, { ...rule, trigger: rule.trigger }, at) })
  }
  return runRulesOnSubjects(services, found)
}
