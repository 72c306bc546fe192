import { expertTierHas } from '../../catalog/expert-membership.ts'

/** The expert AI pages a tier has (ADR 081), for the expert workspace. */
export function expertAiLinks(tier: string) {
  const links = [
    { feature: 'ai_chat_assistant', to: '/expert/assistant', label: 'expertAi.workspace.chat' },
    { feature: 'ai_funder_matching', to: '/expert/funders', label: 'expertAi.workspace.funders' },
    { feature: 'ai_content_generation', to: '/expert/drafting', label: 'expertAi.workspace.drafting' },
  ] as const
  return links.filter((l) => expertTierHas(tier, l.feature)).map(({ to, label }) => ({ to, label }))
}
