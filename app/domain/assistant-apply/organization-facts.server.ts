import { eq } from 'drizzle-orm'
import { PROFILE_FIELDS_SENT, type ProfileFieldSent } from '../../catalog/assistant-apply.ts'
import { countryName } from '../../catalog/countries.ts'
import { LANGUAGE_NAMES, type Language } from '../../catalog/languages.ts'
import { ORG_TYPES } from '../../catalog/matching.ts'
import { sectorName } from '../../catalog/names.ts'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'

/**
 * The organization's profile as the model reads it (ADR 080): only PROFILE_FIELDS_SENT, only those
 * with a value, named by their field id, with catalogue values (country, sectors, kind,
 * languages) written in the grant's language so that they compare with the grant's own words. No
 * person's name, email or phone is among them.
 */
export type OrganizationFacts = Partial<Record<ProfileFieldSent, string>>

export async function organizationFacts(db: Db, organizationId: string, language: Language): Promise<OrganizationFacts> {
  const [org] = await db
    .select({
      name: organizations.name,
      country: organizations.country,
      sectors: organizations.sectors,
      sector: organizations.sector,
      orgType: organizations.orgType,
      mission: organizations.mission,
      programAreas: organizations.programAreas,
      annualBudgetUsd: organizations.annualBudgetUsd,
      languages: organizations.languages,
      yearFounded: organizations.yearFounded,
    })
    .from(organizations)
    .where(eq(organizations.id, organizationId))
  if (!org) return {}
  return withLanguage(language, () => {
    const sectors = org.sectors.length > 0 ? org.sectors : org.sector ? [org.sector] : []
    const facts: OrganizationFacts = {
      name: org.name,
      country: org.country ? countryName(org.country) : undefined,
      sectors: sectors.length > 0 ? sectors.map(sectorName).join(', ') : undefined,
      orgType: org.orgType && (ORG_TYPES as readonly string[]).includes(org.orgType) ? t(`orgType.${org.orgType}` as never) : undefined,
      mission: org.mission?.trim() || undefined,
      programAreas: org.programAreas?.trim() || undefined,
      annualBudgetUsd: org.annualBudgetUsd != null ? `${org.annualBudgetUsd} USD` : undefined,
      languages: org.languages.length > 0 ? org.languages.map((l) => LANGUAGE_NAMES[l]).join(', ') : undefined,
      yearFounded: org.yearFounded != null ? String(org.yearFounded) : undefined,
    }
    return Object.fromEntries(PROFILE_FIELDS_SENT.filter((f) => facts[f]).map((f) => [f, facts[f]])) as OrganizationFacts
  })
}

/** The ids of the fields that carry a value (what was sent). */
export const fieldsOf = (facts: OrganizationFacts): ProfileFieldSent[] => PROFILE_FIELDS_SENT.filter((f) => facts[f] !== undefined)
