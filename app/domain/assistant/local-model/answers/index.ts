import { eligibility } from './eligibility.ts'
import { translation } from './translation.ts'
import type { TaskResponder } from './types.ts'

/**
 * The local model's tasks, by the name the system prompt's first line carries (`Task: <name>`).
 * A feature adds its own file in this folder and its line here.
 */
export const TASK_RESPONDERS: Record<string, TaskResponder> = {
  translation,
  eligibility,
}
