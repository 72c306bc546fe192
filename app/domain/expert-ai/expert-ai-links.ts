import { expertFeatureNeedsImageModel, expertTierHas } from '../../catalog/expert-membership.ts'

/** The expert AI pages a tier has (ADR 081), for the expert workspace; image generation only where an image model is configured (ADR 082). */
export function expertAiLinks(tier: string, imageModel: boolean) {
  const links = [
    { feature: 'ai_chat_assistant', to: '/expert/assistant', label: 'expertAi.workspace.chat' },
    { feature: 'ai_funder_matching', to: '/expert/funders', label: 'expertAi.workspace.funders' },
    { feature: 'ai_content_generation', to: '/expert/drafting', label: 'expertAi.workspace.drafting' },
    { feature: 'ai_image_generation', to: '/expert/images', label: 'expertAi.workspace.images' },
  ] as const
  return links.filter((l) => expertTierHas(tier, l.feature) && (imageModel || !expertFeatureNeedsImageModel(l.feature))).map(({ to, label }) => ({ to, label }))
}
