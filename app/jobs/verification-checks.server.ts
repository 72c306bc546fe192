import { z } from 'zod'
import { runDigitalChecks } from '../domain/verification/digital-checks.server.ts'
import { queueVerificationChecks, RUN_VERIFICATION_CHECKS_JOB } from '../domain/verification/queue-verification-checks.server.ts'
import { screenApplication } from '../domain/screening/screen-application.server.ts'
import { loadScreeningIndex } from '../domain/screening/screening-index.server.ts'
import { defineJob } from './job.ts'

/** Every minute: submitted applications whose automated checks have not run get a job each (and a failed one is picked up again). */
export const scanVerificationChecks = defineJob({
  id: 'verification-checks.scan',
  cron: '* * * * *',
  schema: z.object({}),
  async handler(_payload, services) {
    await queueVerificationChecks(services)
  },
})

export const runVerificationChecks = defineJob({
  id: RUN_VERIFICATION_CHECKS_JOB,
  schema: z.object({ verificationId: z.number().int().positive() }),
  async handler({ verificationId }, services) {
    await runDigitalChecks(services.db, verificationId)
    // Sanctions screening is part of layer 1: the organization, the signer and each officer (issue 26).
    await screenApplication(services.db, await loadScreeningIndex(services.db), verificationId)
  },
})
