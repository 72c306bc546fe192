import { sql } from 'drizzle-orm'
import type { ExpertAvailability, ExpertTierId } from '../../app/catalog/expert-membership.ts'
import type { Db } from '../../app/db/client.server.ts'
import { engagements, expertExpertise, expertPortfolio, experts, expertStats, projectRequests, reviews, user } from '../../app/db/schema/index.ts'

interface DemoPortfolio {
  title: string
  sector: string
  completed: string
  amount: number
  won: boolean
  description: string
}

interface DemoExpert {
  name: string
  title: string
  years: number
  languages: string[]
  bio: string
  country: string
  tier: ExpertTierId
  availability: ExpertAvailability
  hourly: [number, number]
  expertise: Array<[sector: string, grantType: string, focus: string]>
  portfolio: DemoPortfolio[]
  /** Members' reviews of completed demo engagements: [rating, text]. */
  reviews: Array<[number, string]>
}

/**
 * The demo directory: eight approved experts with an active membership in each tier. Their
 * membership has no end date (membership_expires_at null): a seeded membership is not bought, so it
 * does not lapse; the directory lists it while membership_status is active (listed.server.ts).
 */
const LISTED: DemoExpert[] = [
  {
    name: 'Amara Nwosu',
    title: 'Senior Grant Writer, health and WASH',
    years: 12,
    languages: ['en', 'fr'],
    bio: 'Wrote proposals that raised $4.2M for community health programmes in Nigeria, Ghana and Benin. Strong on budgets, logframes and donor reporting for USAID, Global Fund and foundation calls.',
    country: 'NG',
    tier: 'elite',
    availability: 'available',
    hourly: [45, 95],
    expertise: [
      ['health', 'project', 'west_africa'],
      ['environment', 'project', 'west_africa'],
      ['governance', 'capacity_building', 'pan_african'],
      ['gender_equality', 'project', 'west_africa'],
    ],
    portfolio: [
      {
        title: 'Clean water for rural clinics in Kaduna',
        sector: 'health',
        completed: '2025-06-30',
        amount: 450_000,
        won: true,
        description: 'Full proposal, budget and monitoring plan for a WASH programme in 40 clinics.',
      },
      {
        title: 'Community health worker training, Volta Region',
        sector: 'health',
        completed: '2024-11-15',
        amount: 180_000,
        won: true,
        description: 'Training curriculum and three-year budget for 300 health workers.',
      },
      { title: 'Menstrual health in schools', sector: 'gender_equality', completed: '2024-02-01', amount: 60_000, won: false, description: 'Concept note and full application to a foundation call.' },
    ],
    reviews: [
      [5, 'Our proposal was funded at the first attempt. Clear, fast and honest about what the funder wanted.'],
      [5, 'Amara rebuilt our budget and logframe in a week. The donor praised both.'],
    ],
  },
  {
    name: 'Joseph Mwangi',
    title: 'Proposal Developer, agriculture',
    years: 8,
    languages: ['en', 'sw'],
    bio: 'Works with farmer cooperatives in Kenya and Tanzania on climate-smart agriculture funding, from concept notes to full proposals and reporting.',
    country: 'KE',
    tier: 'pro',
    availability: 'available',
    hourly: [30, 70],
    expertise: [
      ['agriculture', 'project', 'east_africa'],
      ['environment', 'seed_funding', 'east_africa'],
    ],
    portfolio: [
      {
        title: 'Drought-resistant seed banks for 12 cooperatives',
        sector: 'agriculture',
        completed: '2025-03-20',
        amount: 120_000,
        won: true,
        description: 'Proposal and budget for a county-wide seed bank network.',
      },
      { title: 'Solar irrigation pilot', sector: 'environment', completed: '2024-08-10', amount: 75_000, won: true, description: 'Seed funding application with a costed pilot plan.' },
    ],
    reviews: [[4, 'Knows agriculture funders well. The proposal was strong; reporting took a little longer than planned.']],
  },
  {
    name: 'Fatou Sow',
    title: 'Fundraising Consultant, education',
    years: 10,
    languages: ['fr', 'en'],
    bio: 'Former programme officer at an education foundation; helps schools and literacy programmes across the Sahel apply for funding and report on it.',
    country: 'SN',
    tier: 'pro',
    availability: 'limited',
    hourly: [35, 80],
    expertise: [
      ['education', 'operating_support', 'west_africa'],
      ['gender_equality', 'project', 'west_africa'],
    ],
    portfolio: [
      {
        title: 'Girls’ secondary school bursaries',
        sector: 'education',
        completed: '2025-01-31',
        amount: 200_000,
        won: true,
        description: 'Three-year bursary programme for 500 girls in Senegal and Mali.',
      },
    ],
    reviews: [[5, 'She knew exactly how the foundation reads applications. Worth every dollar.']],
  },
  {
    name: 'Thandiwe Dlamini',
    title: 'Grant Strategist, gender equality',
    years: 6,
    languages: ['en'],
    bio: 'Supports women-led organizations in Southern Africa with proposals, budgets and donor reporting, and with building a funding strategy that lasts.',
    country: 'ZA',
    tier: 'basic',
    availability: 'available',
    hourly: [25, 55],
    expertise: [
      ['gender_equality', 'capacity_building', 'southern_africa'],
      ['economic_development', 'project', 'southern_africa'],
    ],
    portfolio: [
      {
        title: 'Women’s savings groups expansion',
        sector: 'economic_development',
        completed: '2024-09-30',
        amount: 90_000,
        won: true,
        description: 'Proposal for expanding savings groups to 60 villages.',
      },
    ],
    reviews: [],
  },
  {
    name: 'Youssef Benali',
    title: 'Grant Writer, renewable energy',
    years: 9,
    languages: ['ar', 'fr', 'en'],
    bio: 'Prepares proposals for off-grid solar and clean cooking projects across North and West Africa, in Arabic, French and English.',
    country: 'MA',
    tier: 'elite',
    availability: 'unavailable',
    hourly: [50, 110],
    expertise: [
      ['energy', 'project', 'north_africa'],
      ['environment', 'research', 'north_africa'],
      ['technology', 'seed_funding', 'pan_african'],
    ],
    portfolio: [
      {
        title: 'Solar mini-grids for 15 villages',
        sector: 'energy',
        completed: '2025-05-15',
        amount: 800_000,
        won: true,
        description: 'Full proposal with technical annex and a 10-year financial model.',
      },
      { title: 'Clean cookstoves research grant', sector: 'environment', completed: '2023-12-01', amount: 150_000, won: false, description: 'Research proposal with a university partner.' },
    ],
    reviews: [[5, 'Technical and precise. He wrote our Arabic and French versions himself.']],
  },
  {
    name: 'Ana Machava',
    title: 'Grant Writer, governance',
    years: 5,
    languages: ['pt', 'en'],
    bio: 'Helps civil society organizations in Mozambique and Angola with governance and accountability grants, in Portuguese and English.',
    country: 'MZ',
    tier: 'basic',
    availability: 'available',
    hourly: [20, 45],
    expertise: [['governance', 'operating_support', 'southern_africa']],
    portfolio: [
      { title: 'Budget transparency in municipal councils', sector: 'governance', completed: '2024-06-30', amount: 70_000, won: true, description: 'Two-year proposal for citizen budget monitoring.' },
    ],
    reviews: [],
  },
  {
    name: 'Kwame Asante',
    title: 'Grants Manager, technology for development',
    years: 7,
    languages: ['en'],
    bio: 'Writes proposals for digital inclusion, mobile money and data projects; helps tech-for-good start-ups apply to challenge funds.',
    country: 'GH',
    tier: 'pro',
    availability: 'available',
    hourly: [35, 75],
    expertise: [
      ['technology', 'seed_funding', 'west_africa'],
      ['economic_development', 'project', 'pan_african'],
      ['education', 'project', 'west_africa'],
    ],
    portfolio: [
      {
        title: 'Mobile literacy app for rural schools',
        sector: 'technology',
        completed: '2025-02-14',
        amount: 100_000,
        won: true,
        description: 'Challenge fund application with a pilot in 30 schools.',
      },
    ],
    reviews: [[4, 'Good at turning our tech jargon into something a funder understands.']],
  },
  {
    name: 'Grace Uwimana',
    title: 'Proposal Writer, health and nutrition',
    years: 4,
    languages: ['en', 'fr', 'sw'],
    bio: 'Writes nutrition and maternal health proposals in Rwanda, Burundi and the DRC, in English, French and Swahili.',
    country: 'RW',
    tier: 'basic',
    availability: 'limited',
    hourly: [20, 40],
    expertise: [
      ['health', 'project', 'central_africa'],
      ['agriculture', 'project', 'east_africa'],
    ],
    portfolio: [],
    reviews: [],
  },
]

/** Applications waiting for an admin (the admin panel's Grant Writer Applications tab). */
const PENDING: Array<Pick<DemoExpert, 'name' | 'title' | 'years' | 'languages' | 'bio' | 'country' | 'tier'>> = [
  {
    name: 'Chinedu Okafor',
    title: 'Grant Writer, youth employment',
    years: 3,
    languages: ['en'],
    bio: 'Writes proposals for youth skills and employment programmes in Lagos and Abuja.',
    country: 'NG',
    tier: 'basic',
  },
  {
    name: 'Leila Haddad',
    title: 'Fundraising Consultant, arts and culture',
    years: 11,
    languages: ['ar', 'fr'],
    bio: 'Helps cultural organizations in Tunisia and Egypt apply to arts and heritage funds.',
    country: 'TN',
    tier: 'pro',
  },
]

/** Members who reviewed the demo experts (users only: they never sign in). */
const CLIENTS = ['Esther Wanjiru', 'Moussa Diallo', 'Nomvula Khumalo', 'Ibrahim Bello', 'Aisha Kamara', 'Samuel Tesfaye', 'Rose Akinyi']

const emailOf = (name: string, domain: string) => `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@${domain}`

/**
 * Demo experts for the directory and the admin panel, each marked is_demo (shown as a sample
 * profile, its reviews as sample reviews, as generated grants are). Repeatable: an expert already there (by
 * user id) is left as it is, with its expertise, portfolio, reviews and stats.
 */
export async function seedDemoExperts(db: Db) {
  for (const [i, name] of CLIENTS.entries()) {
    await db
      .insert(user)
      .values({ id: `demo-client-${i + 1}`, name, email: emailOf(name, 'clients.example.org'), emailVerified: true })
      .onConflictDoNothing()
  }
  let review = 0
  for (const [i, e] of LISTED.entries()) {
    const id = `demo-expert-${i + 1}`
    await db
      .insert(user)
      .values({ id, name: e.name, email: emailOf(e.name, 'experts.example.org'), emailVerified: true })
      .onConflictDoNothing()
    const [row] = await db
      .insert(experts)
      .values({
        userId: id,
        applicationStatus: 'approved',
        membershipStatus: 'active',
        membershipTier: e.tier,
        membershipExpiresAt: null,
        professionalTitle: e.title,
        bio: e.bio,
        yearsExperience: e.years,
        languages: e.languages,
        country: e.country,
        availabilityStatus: e.availability,
        hourlyRateMin: e.hourly[0],
        hourlyRateMax: e.hourly[1],
        decidedAt: sql`now() - make_interval(days => ${30 + i})`,
        createdAt: sql`now() - make_interval(days => ${40 + i})`,
        isDemo: true,
      })
      .onConflictDoNothing()
      .returning({ id: experts.id })
    if (!row) continue
    await db.insert(expertExpertise).values(e.expertise.map(([sector, grantType, geographicFocus]) => ({ expertId: row.id, sector, grantType, geographicFocus })))
    if (e.portfolio.length) {
      await db.insert(expertPortfolio).values(
        e.portfolio.map((p) => ({
          expertId: row.id,
          projectTitle: p.title,
          projectDescription: p.description,
          sector: p.sector,
          completionDate: p.completed,
          grantAmount: p.amount,
          wasSuccessful: p.won,
        })),
      )
    }
    // Each review needs the completed engagement it is about, and the accepted request behind it.
    for (const [rating, body] of e.reviews) {
      const memberId = `demo-client-${(review++ % CLIENTS.length) + 1}`
      const [request] = await db
        .insert(projectRequests)
        .values({
          grantSeekerId: memberId,
          expertId: row.id,
          projectTitle: `Proposal support: ${e.expertise[0][0].replace(/_/g, ' ')}`,
          projectDescription: 'A full proposal with budget for a foundation call.',
          budgetMin: 1000,
          budgetMax: 3000,
          status: 'accepted',
          acceptedExpertId: row.id,
          decidedAt: sql`now() - make_interval(days => 60)`,
        })
        .returning({ id: projectRequests.id })
      const [engagement] = await db
        .insert(engagements)
        .values({ requestId: request.id, memberId, expertId: row.id, status: 'completed', completedAt: sql`now() - make_interval(days => 20)` })
        .returning({ id: engagements.id })
      // Written when the engagement completed, not on the day of seeding; labelled as a sample.
      await db.insert(reviews).values({ engagementId: engagement.id, authorId: memberId, authorRole: 'member', rating, body, isDemo: true, createdAt: sql`now() - make_interval(days => 19)` })
    }
    const won = e.portfolio.filter((p) => p.won)
    const completed = e.portfolio.length + e.reviews.length
    await db.insert(expertStats).values({
      expertId: row.id,
      averageRating: e.reviews.length ? e.reviews.reduce((sum, [rating]) => sum + rating, 0) / e.reviews.length : 0,
      reviewCount: e.reviews.length,
      completedProjects: completed,
      totalProjects: completed + (i % 3),
      successRate: e.portfolio.length ? Math.round((won.length / e.portfolio.length) * 100) : 0,
      totalFundingSecured: won.reduce((sum, p) => sum + p.amount, 0),
    })
  }
  for (const [i, e] of PENDING.entries()) {
    const id = `demo-applicant-${i + 1}`
    await db
      .insert(user)
      .values({ id, name: e.name, email: emailOf(e.name, 'experts.example.org'), emailVerified: true })
      .onConflictDoNothing()
    await db
      .insert(experts)
      .values({
        userId: id,
        professionalTitle: e.title,
        bio: e.bio,
        yearsExperience: e.years,
        languages: e.languages,
        country: e.country,
        membershipTier: e.tier,
        hourlyRateMin: 25,
        hourlyRateMax: 60,
        createdAt: sql`now() - make_interval(days => ${i})`,
        isDemo: true,
      })
      .onConflictDoNothing()
  }
}
