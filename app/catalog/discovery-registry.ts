import type { SourceType } from './discovery.ts'
import { isOneOf } from './sectors.ts'

/**
 * Grant discovery's registry of known funders and portals (app/domain/discovery/registry): what kind
 * of funder each entry is, stored by these ids (to be shown as discovery.registryKind.{id}).
 */
export const REGISTRY_KINDS = ['foundation', 'bilateral_agency', 'embassy_fund', 'un_agency', 'african_fund', 'multilateral', 'aggregator'] as const
export type RegistryKind = (typeof REGISTRY_KINDS)[number]

/** The source type a registry entry becomes when it is added as a discovery source. */
export const REGISTRY_KIND_SOURCE_TYPE: Record<RegistryKind, SourceType> = {
  foundation: 'funder_website',
  bilateral_agency: 'government_portal',
  embassy_fund: 'government_portal',
  un_agency: 'funder_website',
  african_fund: 'funder_website',
  multilateral: 'funder_website',
  aggregator: 'foundation_database',
}

/** The registry holds at least this many entries, each cited to the public file its address came from. */
export const REGISTRY_MIN_SOURCES = 150

export const isRegistryKind = (value: unknown): value is RegistryKind => isOneOf(REGISTRY_KINDS, value)
