import { sql } from 'drizzle-orm'
import type { Db } from '../../app/db/client.server.ts'
import { experts, user } from '../../app/db/schema/index.ts'

/** Demo expert applications (pending) for the admin panel, until the expert application form exists. */
const EXPERTS = [
  {
    name: 'Amara Nwosu',
    title: 'Senior Grant Writer, health and WASH',
    years: 12,
    languages: ['en', 'fr'],
    bio: 'Wrote proposals that raised $4.2M for community health programmes in Nigeria, Ghana and Benin.',
  },
  {
    name: 'Joseph Mwangi',
    title: 'Proposal Developer, agriculture',
    years: 8,
    languages: ['en', 'sw'],
    bio: 'Works with farmer cooperatives in Kenya and Tanzania on climate-smart agriculture funding.',
  },
  {
    name: 'Fatou Sow',
    title: 'Fundraising Consultant, education',
    years: 10,
    languages: ['fr', 'en'],
    bio: 'Former programme officer at an education foundation; helps schools across the Sahel apply for funding.',
  },
  {
    name: 'Thandiwe Dlamini',
    title: 'Grant Strategist, gender equality',
    years: 6,
    languages: ['en'],
    bio: 'Supports women-led organizations in Southern Africa with proposals, budgets and donor reporting.',
  },
  {
    name: 'Youssef Benali',
    title: 'Grant Writer, renewable energy',
    years: 9,
    languages: ['ar', 'fr', 'en'],
    bio: 'Prepares proposals for off-grid solar and clean cooking projects across North and West Africa.',
  },
  {
    name: 'Ana Machava',
    title: 'Grant Writer, governance',
    years: 5,
    languages: ['pt', 'en'],
    bio: 'Helps civil society organizations in Mozambique and Angola with governance and accountability grants.',
  },
]

export async function seedDemoExperts(db: Db) {
  for (const [i, e] of EXPERTS.entries()) {
    const id = `demo-expert-${i + 1}`
    const email = `${e.name.toLowerCase().replace(/[^a-z]+/g, '.')}@experts.example.org`
    await db.insert(user).values({ id, name: e.name, email, emailVerified: true }).onConflictDoNothing()
    await db
      .insert(experts)
      .values({
        userId: id,
        professionalTitle: e.title,
        bio: e.bio,
        yearsExperience: e.years,
        languages: e.languages,
        hourlyRateMin: 25 + i * 5,
        hourlyRateMax: 60 + i * 10,
        createdAt: sql`now() - make_interval(days => ${i})`,
      })
      .onConflictDoNothing()
  }
}
