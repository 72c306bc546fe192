import { randomUUID } from 'node:crypto'
import { hashPassword } from 'better-auth/crypto'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../app/db/client.server.ts'
import { account, applications, assistantConsents, grants, organizationMembers, organizations, user } from '../../app/db/schema/index.ts'
import { setupNewMember } from '../../app/domain/accounts/setup-new-member.server.ts'
import { toGrantRow } from '../../app/domain/grants/write-grant.server.ts'
import { grant } from '../support/grants.ts'

/** A member as signing up and following the verification link leaves them (sign-up has its own tests). */
export type AssistantMember = { name: string; email: string; password: string; org: string }

/**
 * What the assistant's browser tests (ADR 072, ADR 080) write into the app's database before it
 * starts (the embedded database has one owner): the member, verified, with their organization
 * (better-auth's password hash, as signing up makes it); the organization profile the assistant
 * compares and drafts from, a French demo grant (marked demo, as seeded grants are) whose eligibility sentence
 * names the organization's country, and, when asked, the organization's consent and its application.
 */
export const FRENCH_GRANT = {
  title: 'Fonds Eau et Santé pour le Sahel',
  description: 'Le fonds soutient les projets de santé communautaire et d’accès à l’eau potable dans les zones rurales.',
  /** The sentence naming the organization's country: the local model quotes it. */
  quote: 'Les associations basées au Sénégal ou au Mali peuvent postuler.',
  eligibility: 'Les associations basées au Sénégal ou au Mali peuvent postuler. Les entreprises privées ne sont pas éligibles.',
  source: 'Fondation Baobab',
} as const

export const MISSION = 'Bring clean water to rural clinics in Thiès.'

export async function writeAssistantData(dataDir: string, member: AssistantMember, { consent = false, application = false }: { consent?: boolean; application?: boolean } = {}) {
  const database = await openDatabase({ dataDir })
  try {
    const { db } = database
    const userId = randomUUID()
    const now = new Date()
    await db.insert(user).values({ id: userId, name: member.name, email: member.email, emailVerified: true, createdAt: now, updatedAt: now })
    await db.insert(account).values({ id: randomUUID(), accountId: userId, providerId: 'credential', userId, password: await hashPassword(member.password), createdAt: now, updatedAt: now })
    await setupNewMember(db, { id: userId, name: member.name }, member.org)
    const [org] = await db.select({ id: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, userId))
    await db
      .update(organizations)
      .set({ country: 'SN', sector: 'health', sectors: ['health'], orgType: 'ngo', mission: MISSION })
      .where(eq(organizations.id, org.id))
    if (consent) await db.insert(assistantConsents).values({ organizationId: org.id, consentedBy: userId })
    const [row] = await db
      .insert(grants)
      .values(
        toGrantRow(
          grant({
            title: FRENCH_GRANT.title,
            description: FRENCH_GRANT.description,
            eligibility: FRENCH_GRANT.eligibility,
            source: FRENCH_GRANT.source,
            sector: 'health',
            countryScope: 'Sénégal, Mali',
            language: 'fr',
            isDemo: true,
          }),
        ),
      )
      .returning({ id: grants.id })
    let applicationId = ''
    if (application) {
      const [made] = await db.insert(applications).values({ organizationId: org.id, grantId: row.id, createdBy: userId }).returning({ id: applications.id })
      applicationId = made.id
    }
    return { grantId: row.id, applicationId }
  } finally {
    await database.close()
  }
}
