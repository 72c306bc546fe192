import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, PUBLIC_PROFILE_FIELDS } from '../../db/schema/index.ts'
import { hasWhiteLabel } from './brand.server.ts'
import { getInForceBadge } from './in-force-badge.server.ts'

/** What the organization's "Public profile" settings page shows: its choices, address, white-label and badge. */
export async function getPublicProfileSettings(db: Db, organizationId: string, now = new Date()) {
  const [org] = await db
    .select({
      slug: organizations.slug,
      settings: organizations.publicProfile,
      logoKey: organizations.logoKey,
      brandPrimary: organizations.brandPrimary,
      brandAccent: organizations.brandAccent,
      plan: organizations.plan,
      planRenewsAt: organizations.planRenewsAt,
      directoryOptOut: organizations.directoryOptOut,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  if (!org) return null
  return {
    /** The fields an organization may show, in the catalogue's order. */
    fieldChoices: PUBLIC_PROFILE_FIELDS,
    slug: org.slug,
    enabled: org.settings?.enabled === true,
    fields: org.settings?.fields ?? [],
    indexable: org.settings?.indexable === true,
    /** Listed in the directory of verified organizations (/org) while its profile is published and its badge in force (ADR 063). */
    listedInDirectory: !org.directoryOptOut,
    whiteLabel: hasWhiteLabel(org, now),
    hasLogo: Boolean(org.logoKey),
    logoVersion: org.logoKey?.slice(-8) ?? null,
    brandPrimary: org.brandPrimary,
    brandAccent: org.brandAccent,
    badge: await getInForceBadge(db, organizationId),
  }
}
