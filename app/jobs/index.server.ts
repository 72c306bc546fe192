import { scanDeadlineReminders, sendDeadlineReminder } from './deadline-reminders.server.ts'
import type { JobDefinition } from './job.ts'
import { runVerificationChecks, scanVerificationChecks } from './verification-checks.server.ts'
import { scanWeeklyDigest, sendWeeklyDigest } from './weekly-digest.server.ts'

/** Every background job the app runs. */
export const JOBS: JobDefinition[] = [scanDeadlineReminders, sendDeadlineReminder, scanWeeklyDigest, sendWeeklyDigest, scanVerificationChecks, runVerificationChecks] as JobDefinition[]
