export { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts'

/**
 * Spec §9 settings options: the sectors offered everywhere a sector is chosen. Stored by these ids
 * (organizations, submissions, grants) and shown through the catalogue (sector.{id}).
 */
export const SECTORS = ['education', 'health', 'agriculture', 'environment', 'technology', 'gender_equality', 'economic_development', 'governance', 'energy'] as const
export type Sector = (typeof SECTORS)[number]
/** The sector of a published submission that named none: a grant always has one. Not offered as a choice. */
export const OTHER_SECTOR = 'other'

/** The African Union regions, by id; shown through the catalogue (region.{id}). */
export const REGIONS = ['north_africa', 'west_africa', 'central_africa', 'east_africa', 'southern_africa'] as const
export type Region = (typeof REGIONS)[number]

/** Spec §9: geographic focus options for grant submissions: the whole continent, or a region. */
export const GEOGRAPHIC_FOCUS = ['pan_african', 'east_africa', 'west_africa', 'southern_africa', 'north_africa', 'central_africa'] as const
export type GeographicFocus = (typeof GEOGRAPHIC_FOCUS)[number]
export const PAN_AFRICAN: GeographicFocus = 'pan_african'

/** Spec §9 settings options: the countries offered first (ISO 3166 codes; all 54 follow in the form), and Other. */
export const PROFILE_COUNTRIES = ['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'RW', 'ET'] as const
export const OTHER_COUNTRY = 'other'

export const GRANT_TYPES = ['project', 'operating_support', 'capacity_building', 'research', 'fellowship', 'seed_funding', 'emergency_relief'] as const
export type GrantType = (typeof GRANT_TYPES)[number]

/** Whether a value is one of a catalogue's ids. */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
export const isSector = (value: unknown): value is Sector => isOneOf(SECTORS, value)
export const isGeographicFocus = (value: unknown): value is GeographicFocus => isOneOf(GEOGRAPHIC_FOCUS, value)
export const isGrantType = (value: unknown): value is GrantType => isOneOf(GRANT_TYPES, value)
