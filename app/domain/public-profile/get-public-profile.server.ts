import { eq } from 'drizzle-orm'
import { organizationSectors } from '../../catalog/sectors.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, type PublicProfileField } from '../../db/schema/index.ts'
import { hasWhiteLabel } from './brand.server.ts'
import { HEX_COLOUR } from './contrast.ts'
import { getInForceBadge, type InForceBadge } from './in-force-badge.server.ts'

export interface PublicProfile {
  name: string
  slug: string
  indexable: boolean
  /** Only the fields the organization chose to show, each null when it chose it but left it empty. */
  country?: string | null
  sector?: string | null
  /** Every sector it works in, the main one first (ADR 056); shown with the sector field. */
  sectors?: string[]
  mission?: string | null
  programAreas?: string | null
  website?: string | null
  /** The year it was founded, when it chose to show it (issue 26 §4). */
  yearFounded?: number | null
  /** The logo is shown (chosen, uploaded, Premium): served at /org/{slug}/logo. */
  logo: boolean
  /** White-label colours, only while the plan in force is Premium. */
  brand: { primary: string | null; accent: string | null } | null
  badge: InForceBadge | null
}

const TEXT_FIELDS = ['country', 'sector', 'mission', 'programAreas', 'website'] as const satisfies readonly PublicProfileField[]

/**
 * An organization's public profile by its address, or null when there is none or it is not public.
 * Reads only the columns a profile may show: never the registration number, budget, members,
 * documents, notes or the plan itself (only whether white-label applies).
 */
export async function getPublicProfile(db: Db, slug: string, now = new Date()): Promise<PublicProfile | null> {
  const [org] = await db
    .select({
      id: organizations.id,
      name: organizations.name,
      slug: organizations.slug,
      settings: organizations.publicProfile,
      country: organizations.country,
      sector: organizations.sector,
      sectors: organizations.sectors,
      mission: organizations.mission,
      programAreas: organizations.programAreas,
      website: organizations.website,
      yearFounded: organizations.yearFounded,
      logoKey: organizations.logoKey,
      brandPrimary: organizations.brandPrimary,
      brandAccent: organizations.brandAccent,
      plan: organizations.plan,
      planRenewsAt: organizations.planRenewsAt,
    })
    .from(organizations)
    .where(eq(organizations.slug, slug))
  if (!org?.slug || !org.settings?.enabled) return null
  const shown = new Set(org.settings.fields ?? [])
  const whiteLabel = hasWhiteLabel(org, now)
  const colour = (value: string | null) => (value && HEX_COLOUR.test(value) ? value : null)
  const profile: PublicProfile = {
    name: org.name,
    slug: org.slug,
    indexable: org.settings.indexable === true,
    logo: whiteLabel && shown.has('logo') && Boolean(org.logoKey),
    brand: whiteLabel && (colour(org.brandPrimary) || colour(org.brandAccent)) ? { primary: colour(org.brandPrimary), accent: colour(org.brandAccent) } : null,
    badge: await getInForceBadge(db, org.id),
  }
  for (const field of TEXT_FIELDS) if (shown.has(field)) profile[field] = org[field]
  if (shown.has('yearFounded')) profile.yearFounded = org.yearFounded
  if (shown.has('sector')) profile.sectors = organizationSectors(org.sector, org.sectors)
  return profile
}
