import { and, eq, isNull } from 'drizzle-orm'
import { organizationVerifications } from '../../db/schema/index.ts'
import type { JobServices } from '../shared/job-services.ts'

/** The job that runs one application's automated checks (app/jobs/verification-checks.server.ts). */
export const RUN_VERIFICATION_CHECKS_JOB = 'verification-checks.run'

/**
 * Submitted applications whose automated checks have not run get a job each. Run every minute, this
 * is the queue's safety net too: a check that failed or died is picked up again.
 */
export async function queueVerificationChecks(services: Pick<JobServices, 'db' | 'enqueue'>) {
  const waiting = await services.db
    .select({ id: organizationVerifications.id })
    .from(organizationVerifications)
    .where(and(eq(organizationVerifications.verificationStatus, 'in_progress'), isNull(organizationVerifications.digitalChecksAt)))
  for (const { id } of waiting) await services.enqueue(RUN_VERIFICATION_CHECKS_JOB, { verificationId: id }, { singletonKey: `verification-checks:${id}` })
}
