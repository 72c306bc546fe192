import type { ProposedPortfolioEntry } from '../../db/schema/expert-edits.ts'

/**
 * The public text of a listed expert that goes through a light review when it changes (issue 23,
 * ADR 034): the name, title, bio and portfolio. Pure helpers shared by saving and deciding.
 */
export type PublicText = { name: string; professionalTitle: string; bio: string; portfolio: ProposedPortfolioEntry[] }
export type PublicTextField = keyof PublicText
export const PUBLIC_TEXT_FIELDS = ['name', 'professionalTitle', 'bio', 'portfolio'] as const satisfies readonly PublicTextField[]
/** The message id of each field's label, for the review queue and the expert's own notice. */
export const PUBLIC_TEXT_FIELD_LABEL = {
  name: 'expertEdits.field.name',
  professionalTitle: 'expertEdits.field.title',
  bio: 'expertEdits.field.bio',
  portfolio: 'expertEdits.field.portfolio',
} as const satisfies Record<PublicTextField, string>

const entryKey = (p: ProposedPortfolioEntry) =>
  JSON.stringify([p.projectTitle, p.projectDescription ?? null, p.sector ?? null, p.completionDate ?? null, p.grantAmount ?? null, Boolean(p.wasSuccessful)])

/** The same entries, in any order. */
export function samePortfolio(a: readonly ProposedPortfolioEntry[], b: readonly ProposedPortfolioEntry[]): boolean {
  if (a.length !== b.length) return false
  const [x, y] = [a.map(entryKey).sort(), b.map(entryKey).sort()]
  return x.every((k, i) => k === y[i])
}

/** Whether a proposed value differs from the one shown now. */
export function differs<F extends PublicTextField>(field: F, shown: PublicText[F], proposed: PublicText[F]): boolean {
  if (field === 'portfolio') return !samePortfolio(shown as ProposedPortfolioEntry[], proposed as ProposedPortfolioEntry[])
  return shown !== proposed
}

/** The fields an edit changes (its non-null columns). */
export function changedFields(edit: { [K in PublicTextField]: PublicText[K] | null }): PublicTextField[] {
  return PUBLIC_TEXT_FIELDS.filter((f) => edit[f] !== null)
}
