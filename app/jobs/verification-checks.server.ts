import { and, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import { organizationVerifications } from '../db/schema/index.ts'
import { runDigitalChecks } from '../domain/verification/digital-checks.server.ts'
import { defineJob } from './job.ts'

/**
 * Every minute: submitted applications whose automated checks have not run get a job each. The
 * scan is the queue's safety net too: a check that failed or died is picked up again next minute.
 */
export const scanVerificationChecks = defineJob({
  id: 'verification-checks.scan',
  cron: '* * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    const waiting = await services.db
      .select({ id: organizationVerifications.id })
      .from(organizationVerifications)
      .where(and(eq(organizationVerifications.verificationStatus, 'in_progress'), isNull(organizationVerifications.digitalChecksAt)))
    for (const { id } of waiting) await services.enqueue(runVerificationChecks.id, { verificationId: id }, { singletonKey: `verification-checks:${id}` })
  },
})

export const runVerificationChecks = defineJob({
  id: 'verification-checks.run',
  schema: z.object({ verificationId: z.number().int().positive() }),
  async handler({ verificationId }, services) {
    await runDigitalChecks(services.db, verificationId)
  },
})
