import type { ExpertImagePurpose } from '../../catalog/expert-ai.ts'

/**
 * What image generation sends the model (ADR 082): the purpose's own sentence, the expert's
 * description, and that the picture carries no lettering (an image model's text is unreliable;
 * the expert adds titles themselves). The page shows these words before anything is sent, so they
 * are the one place the prompt is made. Written in English, as every instruction to the model is.
 */
export const IMAGE_PURPOSE_PROMPT: Record<ExpertImagePurpose, string> = {
  proposal_cover: 'A cover image for a grant proposal, calm and professional, with space left for a title.',
  report_illustration: 'An illustration for a grant report to a funder, showing the work described, respectful of the people in it.',
  funded_project_card: 'A social media card announcing a funded community project, bright and hopeful, with space left for a short announcement.',
}

export const IMAGE_PROMPT_SUFFIX = 'No text, letters, logos or watermarks in the image.'

export function imagePrompt(purpose: ExpertImagePurpose, description: string): string {
  return `${IMAGE_PURPOSE_PROMPT[purpose]}\n${description}\n${IMAGE_PROMPT_SUFFIX}`
}
