import { eq } from 'drizzle-orm'
import type { VerificationTierId } from '../../app/catalog/verification.ts'
import { expertExpertise, experts, organizationVerifications } from '../../app/db/schema/index.ts'
import { organizationOf, newMember } from './accounts.ts'
import type { TestServer } from './test-server.ts'

/**
 * A grant expert, a member made by newMember: by default approved with an active membership
 * (listed in the directory) in the given sectors, on the `tier` given (Basic by default).
 * `listed: false` leaves them approved but unpaid.
 */
export async function makeExpert(server: TestServer, email: string, options: { name?: string; sectors?: string[]; listed?: boolean; title?: string; tier?: 'basic' | 'pro' | 'elite' } = {}) {
  const client = await newMember(server, { email, name: options.name ?? 'Grace Expert' })
  const { userId } = await organizationOf(server, email)
  const listed = options.listed ?? true
  const [row] = await server.services.db
    .insert(experts)
    .values({
      userId,
      professionalTitle: options.title ?? 'Senior grant writer, health and education',
      bio: 'Fifteen years of proposals for African NGOs.',
      applicationStatus: 'approved',
      membershipStatus: listed ? 'active' : 'inactive',
      membershipExpiresAt: listed ? new Date(Date.now() + 300 * 86_400_000) : null,
      ...(options.tier ? { membershipTier: options.tier } : {}),
    })
    .returning({ id: experts.id })
  for (const sector of options.sectors ?? ['health']) await server.services.db.insert(expertExpertise).values({ expertId: row.id, sector })
  return { client, expertId: row.id, userId }
}

/** Approves the verification of the organization of the member who signed up with `email`, at `tier`. */
export async function verifyOrganization(server: TestServer, email: string, tier: VerificationTierId) {
  const org = await organizationOf(server, email)
  await server.services.db.delete(organizationVerifications).where(eq(organizationVerifications.organizationId, org.id))
  await server.services.db
    .insert(organizationVerifications)
    .values({ organizationId: org.id, verificationTier: tier, verificationFeePaid: 150, paymentStatus: 'paid', verificationStatus: 'approved', decidedAt: new Date() })
  return org
}

/** A project request's fields as the form sends them, valid unless changed. */
export function requestFields(changes: Record<string, string> = {}): Record<string, string> {
  return {
    writer: '',
    sector: '',
    projectTitle: 'Maternal health outreach proposal',
    projectDescription: 'We need help writing a proposal for a maternal health outreach program in rural Kilifi county.',
    budgetMin: '2000',
    budgetMax: '5000',
    deadline: '',
    preferredLanguage: 'en',
    ...changes,
  }
}
