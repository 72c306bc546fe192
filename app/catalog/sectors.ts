/** Spec §9 settings options: the sectors offered everywhere a sector is chosen. */
export const SECTORS = [
  'Education', 'Health', 'Agriculture', 'Environment', 'Technology', 'Gender Equality',
  'Economic Development', 'Governance', 'Energy',
] as const
export type Sector = (typeof SECTORS)[number]

/** Spec §9: geographic focus options for grant submissions. */
export const GEOGRAPHIC_FOCUS = [
  'Pan-African', 'East Africa', 'West Africa', 'Southern Africa', 'North Africa', 'Central Africa',
] as const

export const LANGUAGES = ['en', 'fr', 'pt', 'ar', 'sw'] as const
export type Language = (typeof LANGUAGES)[number]

export const GRANT_TYPES = ['Project Grant', 'Operating Support', 'Capacity Building', 'Research Grant', 'Fellowship', 'Seed Funding', 'Emergency Relief'] as const
