import { contentGeneration } from './content-generation.ts'
import { expertChat } from './expert-chat.ts'
import { funderMatching } from './funder-matching.ts'
import { projectAnalysis } from './project-analysis.ts'
import { drafting } from './drafting.ts'
import { eligibility } from './eligibility.ts'
import { translation } from './translation.ts'
import type { TaskResponder } from './types.ts'

/**
 * The local model's tasks, by the name the system prompt's first line carries (`Task: <name>`).
 * A feature adds its own file in this folder and its line here.
 */
export const TASK_RESPONDERS: Record<string, TaskResponder> = {
  translation,
  expert_chat: expertChat,
  project_analysis: projectAnalysis,
  funder_matching: funderMatching,
  content_generation: contentGeneration,
  eligibility,
  drafting,
}
