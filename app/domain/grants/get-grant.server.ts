import { eq, sql } from 'drizzle-orm'
import { z } from 'zod'
import type { Db } from '../../db/client.server.ts'
import { crawlPages, grants } from '../../db/schema/index.ts'

const idSchema = z.uuid()

/** A grant by id, or null when the id is unknown or not a grant id at all. */
export async function getGrant(db: Db, id: string) {
  if (!idSchema.safeParse(id).success) return null
  const [grant] = await db
    .select({
      id: grants.id,
      title: grants.title,
      description: grants.description,
      source: grants.source,
      funderName: grants.funderName,
      sector: grants.sector,
      sectors: grants.sectors,
      grantType: grants.grantType,
      status: grants.status,
      countryScope: grants.countryScope,
      countryCodes: grants.countryCodes,
      geographicFocus: grants.geographicFocus,
      fundingAmount: grants.fundingAmount,
      deadline: grants.deadline,
      eligibility: grants.eligibility,
      applicantTypes: grants.applicantTypes,
      foreignApplicants: grants.foreignApplicants,
      eligibleCountries: grants.eligibleCountries,
      targetAudience: grants.targetAudience,
      focusAreas: grants.focusAreas,
      applicationUrl: grants.applicationUrl,
      url: grants.url,
      isDemo: grants.isDemo,
      language: grants.language,
      createdAt: grants.createdAt,
      unlistedSince: grants.unlistedSince,
      /** When the crawler last read the grant's page at its source (a discovered grant), else null. */
      lastCheckedAt:
        sql<Date | null>`(select max(${crawlPages.fetchedAt}) from ${crawlPages} where ${crawlPages.sourceId} = ${grants.discoverySourceId} and ${crawlPages.url} = ${grants.url})`.mapWith(
          crawlPages.fetchedAt,
        ),
    })
    .from(grants)
    .where(eq(grants.id, id))
    .limit(1)
  return grant ?? null
}
export type GrantDetail = NonNullable<Awaited<ReturnType<typeof getGrant>>>
