export { LANGUAGE_NAMES, LANGUAGES, type Language } from './languages.ts'

/**
 * Spec §9 settings options: the sectors offered everywhere a sector is chosen. Stored by these ids
 * (organizations, submissions, grants) and shown through the catalogue (sector.{id}).
 */
export const SECTORS = ['education', 'health', 'agriculture', 'environment', 'technology', 'gender_equality', 'economic_development', 'governance', 'energy'] as const
export type Sector = (typeof SECTORS)[number]
/** Sectors an organization may name besides its main one (ADR 056): a focused NGO, not every sector. */
export const OTHER_SECTORS_MAX = 3

/**
 * An organization's sectors as stored (ADR 056): the main one first, then the others in catalogue
 * order, none twice; none without a main sector.
 */
export function organizationSectors(main: string | null, others: readonly string[]): string[] {
  if (!main) return []
  return [main, ...SECTORS.filter((s) => s !== main && others.includes(s))]
}
/** The sector of a published submission that named none: a grant always has one. Not offered as a choice. */
export const OTHER_SECTOR = 'other'

/** The African Union regions, by id; shown through the catalogue (region.{id}). */
export const REGIONS = ['north_africa', 'west_africa', 'central_africa', 'east_africa', 'southern_africa'] as const
export type Region = (typeof REGIONS)[number]

/** Spec §9: geographic focus options for grant submissions: the whole continent, or a region. */
export const GEOGRAPHIC_FOCUS = ['pan_african', 'east_africa', 'west_africa', 'southern_africa', 'north_africa', 'central_africa'] as const
export type GeographicFocus = (typeof GEOGRAPHIC_FOCUS)[number]
export const PAN_AFRICAN: GeographicFocus = 'pan_african'

/**
 * Regions funders name that cut across the AU regions, each with the AU regions it overlaps. A grant
 * may name them (the crawler keeps "the Sahel" as written); the member's forms offer GEOGRAPHIC_FOCUS
 * only, since an organisation is placed by its country. Matching and the /discover filter read a
 * grant's region through these overlaps, so an East African member still finds a Horn of Africa grant.
 */
export const CROSS_REGIONS = {
  sub_saharan_africa: ['west_africa', 'central_africa', 'east_africa', 'southern_africa'],
  // The Sahel as funders mean it: Mauritania (North Africa in the AU), Senegal to Niger and Nigeria, Chad.
  sahel: ['west_africa', 'north_africa', 'central_africa'],
  // Burundi and the DR Congo (Central Africa in the AU), Rwanda, Uganda, Tanzania, Kenya.
  great_lakes: ['central_africa', 'east_africa'],
  horn_of_africa: ['east_africa'],
} as const satisfies Record<string, readonly Region[]>
export type CrossRegion = keyof typeof CROSS_REGIONS

/** Every region a grant may name: GEOGRAPHIC_FOCUS, then the cross-cutting regions. Shown through the catalogue (region.{id}). */
export const GRANT_REGIONS = [...GEOGRAPHIC_FOCUS, 'sub_saharan_africa', 'sahel', 'great_lakes', 'horn_of_africa'] as const satisfies readonly (GeographicFocus | CrossRegion)[]
export type GrantRegion = (typeof GRANT_REGIONS)[number]

/** The AU regions a grant region stands for: itself for an AU region, its overlaps for a cross-cutting one, none for pan_african. */
export function auRegionsOf(id: string): Region[] {
  if (isOneOf(REGIONS, id)) return [id]
  return id in CROSS_REGIONS ? [...CROSS_REGIONS[id as CrossRegion]] : []
}

/** The grant regions that reach into an AU region ("east_africa" → east_africa, sub_saharan_africa, sahel, great_lakes, horn_of_africa). */
export function grantRegionsCovering(region: Region): GrantRegion[] {
  return GRANT_REGIONS.filter((id) => auRegionsOf(id).includes(region))
}

/** Spec §9 settings options: the countries offered first (ISO 3166 codes; all 54 follow in the form), and Other. */
export const PROFILE_COUNTRIES = ['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'RW', 'ET'] as const
export const OTHER_COUNTRY = 'other'

export const GRANT_TYPES = ['project', 'operating_support', 'capacity_building', 'research', 'fellowship', 'seed_funding', 'emergency_relief'] as const
export type GrantType = (typeof GRANT_TYPES)[number]

/** Whether a value is one of a catalogue's ids. */
export const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T => typeof value === 'string' && (list as readonly string[]).includes(value)
export const isSector = (value: unknown): value is Sector => isOneOf(SECTORS, value)
export const isGeographicFocus = (value: unknown): value is GeographicFocus => isOneOf(GEOGRAPHIC_FOCUS, value)
export const isGrantRegion = (value: unknown): value is GrantRegion => isOneOf(GRANT_REGIONS, value)
export const isGrantType = (value: unknown): value is GrantType => isOneOf(GRANT_TYPES, value)
