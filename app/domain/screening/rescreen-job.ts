/**
 * The job queued after a list refresh stored a changed version of one or more lists, with payload
 * `{ lists: string[] }` (the ids of the lists that changed): every verified organization is screened
 * again. Its handler belongs to the screening workflow, not to the list refresh.
 */
export const RESCREEN_JOB = 'screening.rescreen'

export interface RescreenPayload {
  lists: string[]
}
