/**
 * Experts' AI features (issue 28 §2, ADR 081). Words: expertAi.*.
 */

/** Elite experts' funder matches show a new grant this many hours before other experts' do (priority AI matching). */
export const PRIORITY_MATCHING_HOURS = 24

/** The sections content generation drafts, as members' drafting help has them (words: expertAi.section.{id}). */
export const EXPERT_AI_SECTIONS = ['need_statement', 'objectives', 'activities', 'budget_narrative', 'monitoring_evaluation'] as const
export type ExpertAiSection = (typeof EXPERT_AI_SECTIONS)[number]

/** Chat: the most characters of one question, the earlier turns sent with it, and the turns kept on the page. */
export const EXPERT_AI_QUESTION_MAX = 4000
export const EXPERT_AI_CONTEXT_TURNS = 10
export const EXPERT_AI_HISTORY_SHOWN = 100

/** Funder matches shown, and how many of the best get a model-written "why" on request. */
export const EXPERT_AI_FUNDERS_SHOWN = 30
export const EXPERT_AI_WHY_COUNT = 3

/** Content generation: the most characters of the client-work brief, of a saved draft, and drafts kept. */
export const EXPERT_AI_BRIEF_MAX = 6000
export const EXPERT_AI_DRAFT_MAX = 20_000
export const EXPERT_AI_DRAFTS_KEPT = 50

/** Project analysis: milestones a scoping note proposes at most, and the note's longest length (the note and the plan go in one request message). */
export const EXPERT_AI_MILESTONES_MAX = 6
export const EXPERT_AI_NOTE_MAX = 1200

/**
 * Image generation (Elite, ADR 082): what an image is for (words: expertAi.images.purpose.{id}), the
 * sizes offered (the OpenAI Images API's square, landscape and portrait), the longest description,
 * and the images an expert keeps at most.
 */
export const EXPERT_IMAGE_PURPOSES = ['proposal_cover', 'report_illustration', 'funded_project_card'] as const
export type ExpertImagePurpose = (typeof EXPERT_IMAGE_PURPOSES)[number]
export const EXPERT_IMAGE_SIZES = ['1024x1024', '1536x1024', '1024x1536'] as const
export type ExpertImageSize = (typeof EXPERT_IMAGE_SIZES)[number]
export const EXPERT_IMAGE_PROMPT_MAX = 1000
export const EXPERT_IMAGES_KEPT = 100
