/** Lengths of the funder-access application's fields (the form shows them, the schema enforces them). */
export const FUNDER_ACCESS_LIMITS = { name: 120, funderOrganization: 200, purpose: { min: 20, max: 2000 } } as const
export const FUNDER_ACCESS_FIELDS = ['name', 'funderOrganization', 'website', 'country', 'purpose'] as const
export type FunderAccessField = (typeof FUNDER_ACCESS_FIELDS)[number] | 'form'
