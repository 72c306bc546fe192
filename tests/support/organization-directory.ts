import { eq } from 'drizzle-orm'
import type { VerificationTierId } from '../../app/catalog/verification.ts'
import { organizations, organizationVerifications, type PublicProfileField } from '../../app/db/schema/index.ts'
import type { DigitalCheck } from '../../app/db/schema/verification.ts'
import type { TestServer } from './test-server.ts'

/** Made-up test organizations for the directory, the badge page and the organizations API. */
export interface ListedOrgSpec {
  name: string
  slug: string
  country?: string
  sectors?: string[]
  tier?: VerificationTierId
  fields?: PublicProfileField[]
  /** The profile is published (default true). */
  enabled?: boolean
  optOut?: boolean
  yearFounded?: number | null
  registrationNumber?: string
  /** The badge: in force (default), revoked, expired, or an application still in review. */
  badge?: 'valid' | 'revoked' | 'expired' | 'in_review'
  checkCode?: string
  reviewers?: { ground: string; decided: string }
  /** An organization that exists already (a member's): it is updated instead of inserted. */
  organizationId?: string
}

const PASSED: DigitalCheck[] = [
  { id: 'registration', outcome: 'pass', message: 'checks.registration.unique' },
  { id: 'website', outcome: 'pass', message: 'checks.website.ok' },
  { id: 'email-domain', outcome: 'warn', message: 'checks.emailDomain.free' },
]

/** Inserts an organization and its verification directly (no member, no request): what the directory reads. */
export async function listedOrg(server: TestServer, spec: ListedOrgSpec) {
  const { db } = server.services
  const sectors = spec.sectors ?? ['education']
  const values = {
    name: spec.name,
    slug: spec.slug,
    country: spec.country ?? 'KE',
    sector: sectors[0] ?? null,
    sectors,
    mission: `${spec.name} mission for the directory test.`,
    website: `https://${spec.slug}.example.org`,
    yearFounded: spec.yearFounded ?? null,
    directoryOptOut: spec.optOut ?? false,
    publicProfile: { enabled: spec.enabled ?? true, fields: spec.fields ?? ['country', 'sector', 'mission', 'website'] },
  }
  const [org] = spec.organizationId
    ? await db.update(organizations).set(values).where(eq(organizations.id, spec.organizationId)).returning({ id: organizations.id })
    : await db.insert(organizations).values(values).returning({ id: organizations.id })
  const badge = spec.badge ?? 'valid'
  const now = Date.now()
  await db.insert(organizationVerifications).values({
    organizationId: org.id,
    verificationTier: spec.tier ?? 'standard',
    verificationFeePaid: 350,
    paymentStatus: 'paid',
    verificationStatus: badge === 'in_review' ? 'in_progress' : 'approved',
    registrationNumber: spec.registrationNumber ?? `TEST-REG-${spec.slug}`,
    country: spec.country ?? 'KE',
    digitalChecks: PASSED,
    groundCheckNotes: 'Reviewer note: visited the office (never public).',
    groundCheckAt: new Date(now - 3 * 86_400_000),
    groundCheckBy: spec.reviewers?.ground ?? null,
    crossValidationNotes: 'Reviewer note: registry entry matched (never public).',
    decidedBy: spec.reviewers?.decided ?? null,
    decidedAt: badge === 'in_review' ? null : new Date(now - 86_400_000),
    checkCode: badge === 'in_review' ? null : (spec.checkCode ?? null),
    revokedAt: badge === 'revoked' ? new Date(now - 3_600_000) : null,
    revokedReason: badge === 'revoked' ? 'other' : null,
    expiresAt: badge === 'expired' ? new Date(now - 3_600_000) : null,
  })
  return org.id
}

export async function setDirectoryFields(server: TestServer, id: string, fields: PublicProfileField[]) {
  await server.services.db
    .update(organizations)
    .set({ publicProfile: { enabled: true, fields } })
    .where(eq(organizations.id, id))
}
