import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizationMembers, organizations, profiles, user } from '../../db/schema/index.ts'

/** The member's settings: their own, and their organization's. */
export async function getProfile(db: Db, userId: string) {
  const [row] = await db
    .select({
      name: user.name,
      email: user.email,
      country: profiles.country,
      language: profiles.language,
      theme: profiles.theme,
      dataSaver: profiles.dataSaver,
      emailDeadlineReminders: profiles.emailDeadlineReminders,
      matchAlertFrequency: profiles.matchAlertFrequency,
      role: organizationMembers.role,
      organization: {
        id: organizations.id,
        name: organizations.name,
        sector: organizations.sector,
        sectors: organizations.sectors,
        country: organizations.country,
        mission: organizations.mission,
        programAreas: organizations.programAreas,
        website: organizations.website,
        registrationNumber: organizations.registrationNumber,
        yearFounded: organizations.yearFounded,
        orgType: organizations.orgType,
        annualBudgetUsd: organizations.annualBudgetUsd,
        languages: organizations.languages,
      },
    })
    .from(user)
    .innerJoin(profiles, eq(profiles.userId, user.id))
    .innerJoin(organizationMembers, eq(organizationMembers.userId, user.id))
    .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
    .where(eq(user.id, userId))
    .limit(1)
  return row ?? null
}
