/** Application statuses and the moves between them; shared by the server and the tracking form. */
export const APPLICATION_STATUSES = ['Not Started', 'Draft', 'Submitted', 'Awarded', 'Not Awarded', 'Withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]

/** Spec §2: Active counts applications in Draft or Submitted. */
export const ACTIVE_STATUSES: readonly ApplicationStatus[] = ['Draft', 'Submitted']
export const OUTCOME_STATUSES: readonly ApplicationStatus[] = ['Awarded', 'Not Awarded']

export const NEXT_STATUSES: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  'Not Started': ['Draft', 'Submitted', 'Withdrawn'],
  Draft: ['Submitted', 'Withdrawn'],
  Submitted: ['Awarded', 'Not Awarded', 'Withdrawn'],
  Awarded: [],
  'Not Awarded': [],
  // A withdrawn application can be taken up again.
  Withdrawn: ['Draft'],
}

export function canMove(from: ApplicationStatus, to: ApplicationStatus): boolean {
  return from === to || NEXT_STATUSES[from].includes(to)
}
