import { and, desc, eq } from 'drizzle-orm'
import type { Language } from '../../catalog/sectors.ts'
import { tierById } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { type MatchProfile, toMatchProfile } from './profile.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'

/**
 * An organization's match profile, or null when it has not said its sector and country. Its size is
 * its stated budget, else the project ceiling of its approved verification tier.
 */
export async function loadMatchProfile(db: Db, organizationId: string, memberLanguage: Language): Promise<MatchProfile | null> {
  const [row] = await db
    .select({
      sector: organizations.sector,
      sectors: organizations.sectors,
      country: organizations.country,
      orgType: organizations.orgType,
      annualBudgetUsd: organizations.annualBudgetUsd,
      languages: organizations.languages,
      mission: organizations.mission,
      programAreas: organizations.programAreas,
      tier: organizationVerifications.verificationTier,
    })
    .from(organizations)
    .leftJoin(organizationVerifications, and(eq(organizationVerifications.organizationId, organizations.id), badgeInForce()))
    .where(eq(organizations.id, organizationId))
    .orderBy(desc(organizationVerifications.decidedAt))
    .limit(1)
  if (!row) return null
  return toMatchProfile({
    ...row,
    annualBudgetUsd: row.annualBudgetUsd === null ? null : Number(row.annualBudgetUsd),
    tierCeilingUsd: row.tier ? (tierById(row.tier)?.projectSizeCeilingUsd ?? null) : null,
    memberLanguage,
  })
}
