import { randomUUID } from 'node:crypto'
import type { Db } from '../../app/db/client.server.ts'
import { engagements, expertExpertise, experts, expertStats, projectRequests, reviews, user } from '../../app/db/schema/index.ts'

export interface ExpertFixture {
  name: string
  title?: string
  bio?: string
  email?: string
  /** The user's id, when the expert is an existing member. */
  userId?: string
  tier?: 'basic' | 'pro' | 'elite'
  application?: 'pending' | 'approved' | 'rejected'
  membership?: 'inactive' | 'active' | 'expired'
  expiresAt?: Date | null
  sectors?: string[]
  /** Expertise rows with their grant type (added to `sectors`' rows, which are of type project). */
  expertise?: Array<{ sector: string; grantType: string | null }>
  country?: string | null
  years?: number
  hourly?: [number | null, number | null]
  availability?: 'available' | 'limited' | 'unavailable'
  languages?: string[]
  photoKey?: string
  createdAt?: Date
  stats?: { averageRating: number; reviewCount: number; completedProjects: number; totalProjects: number; successRate: number; totalFundingSecured: number }
}

/** Inserts an expert (approved and active unless told otherwise) with its user, expertise rows and stats; returns its id. */
export async function insertExpert(db: Db, f: ExpertFixture): Promise<string> {
  const userId = f.userId ?? `expert-${randomUUID()}`
  if (!f.userId) {
    await db.insert(user).values({ id: userId, name: f.name, email: f.email ?? `${userId}@experts.example.org`, emailVerified: true })
  }
  const [row] = await db
    .insert(experts)
    .values({
      userId,
      professionalTitle: f.title ?? 'Grant Writer',
      bio: f.bio ?? 'Writes grant proposals for community organizations.',
      applicationStatus: f.application ?? 'approved',
      membershipStatus: f.membership ?? 'active',
      membershipTier: f.tier ?? 'basic',
      membershipExpiresAt: f.expiresAt === undefined ? new Date(Date.now() + 200 * 86_400_000) : f.expiresAt,
      country: f.country === undefined ? 'KE' : f.country,
      yearsExperience: f.years ?? 5,
      hourlyRateMin: f.hourly ? f.hourly[0] : 30,
      hourlyRateMax: f.hourly ? f.hourly[1] : 60,
      availabilityStatus: f.availability ?? 'available',
      languages: f.languages ?? ['en'],
      profileImageUrl: f.photoKey ?? null,
      createdAt: f.createdAt ?? new Date(),
    })
    .returning({ id: experts.id })
  const rows = [...(f.sectors ?? []).map((sector) => ({ sector, grantType: 'project' as string | null })), ...(f.expertise ?? [])]
  if (rows.length) await db.insert(expertExpertise).values(rows.map((r) => ({ expertId: row.id, sector: r.sector, grantType: r.grantType, geographicFocus: 'east_africa' })))
  if (f.stats) await db.insert(expertStats).values({ expertId: row.id, ...f.stats })
  return row.id
}

/** A completed engagement of `memberId` with the expert, and the member's review of it. */
export async function insertReview(db: Db, expertId: string, memberId: string, rating: number, body: string) {
  const [request] = await db
    .insert(projectRequests)
    .values({ grantSeekerId: memberId, expertId, projectTitle: 'Proposal for a water project', projectDescription: 'Help with a full proposal.', status: 'accepted', acceptedExpertId: expertId })
    .returning({ id: projectRequests.id })
  const [engagement] = await db.insert(engagements).values({ requestId: request.id, memberId, expertId, status: 'completed', completedAt: new Date() }).returning({ id: engagements.id })
  await db.insert(reviews).values({ engagementId: engagement.id, authorId: memberId, authorRole: 'member', rating, body })
}
