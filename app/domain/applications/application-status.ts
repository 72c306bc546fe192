import { APPLICATION_STATUSES, type ApplicationStatus } from '../../catalog/applications.ts'
import { t } from '../../i18n/index.ts'

/**
 * Application statuses (app/catalog/applications.ts) and the moves between them; shared by the
 * server and the tracking form. Stored as ids and shown in the reader's language through the
 * catalogue (applicationStatus.{id}): never an English word in the database.
 */
export { APPLICATION_STATUSES, type ApplicationStatus }

/** Spec §2: Active counts applications in Draft or Submitted. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['draft', 'submitted']
export const OUTCOME_STATUSES: readonly ApplicationStatus[] = ['awarded', 'not_awarded']

export const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  not_started: ['draft', 'submitted', 'withdrawn'],
  draft: ['submitted', 'withdrawn'],
  submitted: ['awarded', 'not_awarded', 'withdrawn'],
  awarded: [],
  not_awarded: [],
  // A withdrawn application can be taken up again.
  withdrawn: ['draft'],
}

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to)
}

export function isApplicationStatus(value: unknown): value is ApplicationStatus {
  return typeof value === 'string' && (APPLICATION_STATUSES as readonly string[]).includes(value)
}

/** A status (or an outcome, which is one of the outcome statuses) in the current language. */
export function applicationStatusLabel(status: string): string {
  return isApplicationStatus(status) ? t(`applicationStatus.${status}`) : status
}
