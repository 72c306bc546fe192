import { and, desc, eq, sql } from 'drizzle-orm'
import type { Language } from '../../catalog/sectors.ts'
import { tierById } from '../../catalog/verification.ts'
import { uuidList } from '../../db/array-params.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'
import { type MatchProfile, toMatchProfile } from './profile.ts'

/**
 * An organization's match profile, or null when it has not said its sector and country. Its size is
 * its stated budget, else the project ceiling of its approved verification tier.
 */
export async function loadMatchProfile(db: Db, organizationId: string, memberLanguage: Language): Promise<MatchProfile | null> {
  return (await loadMatchProfiles(db, [organizationId]))(organizationId, memberLanguage)
}

/**
 * The match profiles of many organizations in one query (an alert run): answers a reader of
 * (organization, member's language), the language being the fallback of an organization that
 * named none.
 */
export async function loadMatchProfiles(db: Db, organizationIds: readonly string[]): Promise<(organizationId: string, memberLanguage: Language) => MatchProfile | null> {
  const rows = organizationIds.length
    ? await db
        .selectDistinctOn([organizations.id], {
          id: organizations.id,
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
        .where(sql`${organizations.id} = any(${uuidList([...new Set(organizationIds)])})`)
        .orderBy(organizations.id, desc(organizationVerifications.decidedAt))
    : []
  const byId = new Map(rows.map((row) => [row.id, row]))
  return (organizationId, memberLanguage) => {
    const row = byId.get(organizationId)
    if (!row) return null
    return toMatchProfile({
      ...row,
      annualBudgetUsd: row.annualBudgetUsd === null ? null : Number(row.annualBudgetUsd),
      tierCeilingUsd: row.tier ? (tierById(row.tier)?.projectSizeCeilingUsd ?? null) : null,
      memberLanguage,
    })
  }
}
