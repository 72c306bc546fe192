/** Spec §9 settings options: the sectors offered everywhere a sector is chosen. */
export const SECTORS = ['Education', 'Health', 'Agriculture', 'Environment', 'Technology', 'Gender Equality', 'Economic Development', 'Governance', 'Energy'] as const
export type Sector = (typeof SECTORS)[number]

/** Spec §9: geographic focus options for grant submissions. */
export const GEOGRAPHIC_FOCUS = ['Pan-African', 'East Africa', 'West Africa', 'Southern Africa', 'North Africa', 'Central Africa'] as const

export const LANGUAGES = ['en', 'fr', 'pt', 'ar', 'sw'] as const
export type Language = (typeof LANGUAGES)[number]
/** Each language in its own name, as a speaker looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português', ar: 'العربية', sw: 'Kiswahili' }

/** Spec §9 settings options: the countries offered first (all 54 follow in the form), and Other. */
export const PROFILE_COUNTRIES = ['Kenya', 'Nigeria', 'South Africa', 'Ghana', 'Uganda', 'Tanzania', 'Rwanda', 'Ethiopia'] as const
export const OTHER_COUNTRY = 'Other'

export const GRANT_TYPES = ['Project Grant', 'Operating Support', 'Capacity Building', 'Research Grant', 'Fellowship', 'Seed Funding', 'Emergency Relief'] as const
