import { AFRICAN_COUNTRIES, REGIONS, type Region } from '../../app/catalog/countries.ts'
import { GRANT_TYPES, PAN_AFRICAN, type Sector, SECTORS } from '../../app/catalog/sectors.ts'
import type { NewGrant } from '../../app/domain/grants/write-grant.server.ts'
import { type GrantLanguage, localizeGrant } from './localized-grants.ts'

/** Small fast deterministic PRNG (mulberry32): the same seed always gives the same grants. */
function prng(seed: number) {
  let a = seed >>> 0
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1))
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]
  const some = <T>(items: readonly T[], n: number): T[] => {
    const copy = [...items]
    const out: T[] = []
    while (out.length < n && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0])
    return out
  }
  return { next, int, pick, some }
}

const FUNDERS: ReadonlyArray<{ name: string; kind: 'foundation' | 'government' | 'multilateral' | 'corporate' }> = [
  { name: 'Baobab Futures Foundation', kind: 'foundation' },
  { name: 'Savannah Community Trust', kind: 'foundation' },
  { name: 'Ubuntu Impact Fund', kind: 'foundation' },
  { name: 'Kilimanjaro Education Foundation', kind: 'foundation' },
  { name: 'Sahel Resilience Foundation', kind: 'foundation' },
  { name: 'Great Lakes Health Alliance', kind: 'foundation' },
  { name: 'Atlas Family Foundation', kind: 'foundation' },
  { name: 'Nile Valley Philanthropies', kind: 'foundation' },
  { name: 'Okavango Conservation Trust', kind: 'foundation' },
  { name: 'Amani Women’s Fund', kind: 'foundation' },
  { name: 'Harmattan Arts and Culture Fund', kind: 'foundation' },
  { name: 'Zambezi Rural Development Foundation', kind: 'foundation' },
  { name: 'Lumière Foundation for Africa', kind: 'foundation' },
  { name: 'Sankofa Youth Trust', kind: 'foundation' },
  { name: 'Rift Valley Innovation Foundation', kind: 'foundation' },
  { name: 'Nordic Agency for Development Cooperation', kind: 'government' },
  { name: 'Canadian Partnership for African Development', kind: 'government' },
  { name: 'Netherlands Enterprise and Aid Office', kind: 'government' },
  { name: 'Japan Overseas Cooperation Programme', kind: 'government' },
  { name: 'German Climate and Development Fund', kind: 'government' },
  { name: 'UK Small Charities Challenge Programme', kind: 'government' },
  { name: 'Irish Aid Civil Society Window', kind: 'government' },
  { name: 'Korea Green Growth Partnership', kind: 'government' },
  { name: 'Kenya Youth Enterprise Fund', kind: 'government' },
  { name: 'Nigeria Tertiary Innovation Fund', kind: 'government' },
  { name: 'Ghana Export Development Authority', kind: 'government' },
  { name: 'Rwanda Green Fund', kind: 'government' },
  { name: 'South Africa National Lotteries Commission', kind: 'government' },
  { name: 'African Development Fund', kind: 'multilateral' },
  { name: 'Global Fund for Community Health', kind: 'multilateral' },
  { name: 'UN Women Trust Fund', kind: 'multilateral' },
  { name: 'Global Partnership for Education Fund', kind: 'multilateral' },
  { name: 'International Fund for Agricultural Growth', kind: 'multilateral' },
  { name: 'Green Climate Readiness Facility', kind: 'multilateral' },
  { name: 'European Union Civil Society Facility', kind: 'multilateral' },
  { name: 'Sustainable Energy for All Africa Hub', kind: 'multilateral' },
  { name: 'Africa Governance Facility', kind: 'multilateral' },
  { name: 'Pan-African Digital Inclusion Alliance', kind: 'multilateral' },
  { name: 'Mobile Money Innovation Fund', kind: 'corporate' },
  { name: 'Solar Access Corporate Foundation', kind: 'corporate' },
  { name: 'AgriTech Growth Partners', kind: 'corporate' },
  { name: 'Continental Bank Foundation', kind: 'corporate' },
  { name: 'Telecom Africa Foundation', kind: 'corporate' },
  { name: 'Coffee Growers Sustainability Fund', kind: 'corporate' },
]

/** The demo grants are written in English, as these funders publish them: regions are named in English in their text. */
const REGION_NAMES: Record<Region, string> = {
  north_africa: 'North Africa',
  west_africa: 'West Africa',
  central_africa: 'Central Africa',
  east_africa: 'East Africa',
  southern_africa: 'Southern Africa',
}

const TOPICS: Record<Sector, { themes: string[]; audience: string[]; focus: string[] }> = {
  education: {
    themes: [
      'Girls’ Secondary Education',
      'Early Childhood Learning',
      'Teacher Training',
      'Digital Classrooms',
      'Adult Literacy',
      'STEM Scholarships',
      'Inclusive Education for Children with Disabilities',
      'School Feeding and Retention',
    ],
    audience: ['Schools', 'Teachers', 'Girls', 'Youth', 'Children with disabilities', 'Community-based organizations'],
    focus: ['Literacy', 'Numeracy', 'STEM', 'Teacher development', 'School infrastructure', 'Scholarships'],
  },
  health: {
    themes: [
      'Maternal and Newborn Health',
      'Community Health Workers',
      'Malaria Prevention',
      'HIV Prevention for Adolescents',
      'Mental Health Services',
      'Clean Water and Sanitation',
      'Nutrition for Under-Fives',
      'Primary Health Care Access',
    ],
    audience: ['Health facilities', 'Community health workers', 'Women', 'Adolescents', 'Rural communities', 'NGOs'],
    focus: ['Maternal health', 'Malaria', 'HIV/AIDS', 'Mental health', 'WASH', 'Nutrition', 'Primary care'],
  },
  agriculture: {
    themes: [
      'Smallholder Farmer Resilience',
      'Climate-Smart Agriculture',
      'Post-Harvest Loss Reduction',
      'Women in Agribusiness',
      'Irrigation for Smallholders',
      'Seed Systems',
      'Livestock Health',
      'Agricultural Cooperatives',
    ],
    audience: ['Smallholder farmers', 'Cooperatives', 'Women farmers', 'Agribusinesses', 'Pastoralists'],
    focus: ['Food security', 'Value chains', 'Irrigation', 'Soil health', 'Market access', 'Livestock'],
  },
  environment: {
    themes: [
      'Community Forest Restoration',
      'Coastal and Marine Conservation',
      'Wildlife Protection',
      'Waste Management and Recycling',
      'Climate Adaptation',
      'Wetland Conservation',
      'Urban Greening',
      'Biodiversity Monitoring',
    ],
    audience: ['Conservation groups', 'Local communities', 'Youth groups', 'Municipalities', 'Research institutions'],
    focus: ['Reforestation', 'Biodiversity', 'Climate adaptation', 'Circular economy', 'Marine ecosystems'],
  },
  technology: {
    themes: ['Digital Skills for Youth', 'Civic Technology', 'Open Data Innovation', 'Mobile Health Solutions', 'Women in Tech', 'Rural Connectivity', 'Fintech for Inclusion', 'AI for Social Good'],
    audience: ['Startups', 'Youth', 'Women', 'Tech hubs', 'Social enterprises'],
    focus: ['Digital skills', 'Connectivity', 'Innovation', 'Open source', 'Data', 'Fintech'],
  },
  gender_equality: {
    themes: [
      'Ending Gender-Based Violence',
      'Women’s Economic Empowerment',
      'Women’s Political Participation',
      'Menstrual Health and Dignity',
      'Girls’ Leadership',
      'Legal Aid for Women',
      'Child Marriage Prevention',
    ],
    audience: ['Women-led organizations', 'Girls', 'Survivors', 'Community leaders', 'Legal aid providers'],
    focus: ['GBV prevention', 'Economic empowerment', 'Leadership', 'Legal rights', 'SRHR'],
  },
  economic_development: {
    themes: ['Youth Employment', 'Small Business Growth', 'Village Savings and Loans', 'Vocational Training', 'Market Linkages for Artisans', 'Social Enterprise Acceleration', 'Cross-Border Trade'],
    audience: ['Small businesses', 'Youth', 'Women entrepreneurs', 'Cooperatives', 'Social enterprises'],
    focus: ['Jobs', 'Entrepreneurship', 'Financial inclusion', 'Skills', 'Trade'],
  },
  governance: {
    themes: ['Accountable Local Government', 'Civic Participation', 'Anti-Corruption Initiatives', 'Access to Justice', 'Media Freedom', 'Election Observation', 'Human Rights Documentation'],
    audience: ['Civil society organizations', 'Journalists', 'Local governments', 'Human rights defenders', 'Youth'],
    focus: ['Transparency', 'Accountability', 'Civic space', 'Rule of law', 'Human rights'],
  },
  energy: {
    themes: ['Off-Grid Solar for Health Clinics', 'Clean Cooking', 'Mini-Grid Development', 'Productive Use of Energy', 'Energy Access for Schools', 'Renewable Energy Entrepreneurship'],
    audience: ['Energy enterprises', 'Health clinics', 'Schools', 'Rural households', 'Cooperatives'],
    focus: ['Solar', 'Clean cooking', 'Mini-grids', 'Energy efficiency', 'Productive use'],
  },
}

const TITLE_FORMS = ['{theme} Grant', '{theme} Fund', '{theme} Programme', '{theme} Challenge', '{theme} Small Grants', 'Call for Proposals: {theme}', '{theme} Initiative', '{theme} Innovation Award']
const AMOUNT_FORMS = [
  (a: number) => `Up to $${a.toLocaleString('en-US')}`,
  (a: number) => `$${Math.round(a / 4).toLocaleString('en-US')} - $${a.toLocaleString('en-US')}`,
  (a: number) => `$${a.toLocaleString('en-US')}`,
]
const AMOUNTS = [5_000, 10_000, 15_000, 25_000, 30_000, 50_000, 75_000, 100_000, 150_000, 250_000, 500_000, 1_000_000]

export interface GenerateOptions {
  count: number
  seed?: number
  /** Deadlines are spread over the year after this day; created dates over the months before it. */
  today?: Date
}

/**
 * The share of demo grants written in each language other than English, as funders publish them
 * (localized-grants.ts): French across West and Central Africa, Portuguese in the lusophone
 * countries, some Arabic in North Africa and Sudan, some Swahili in East Africa.
 */
export const LANGUAGE_MIX: ReadonlyArray<[GrantLanguage, number]> = [
  ['fr', 0.14],
  ['pt', 0.06],
  ['ar', 0.04],
  ['sw', 0.03],
]

function languageOf(roll: number): GrantLanguage | null {
  let floor = 0
  for (const [language, share] of LANGUAGE_MIX) {
    floor += share
    if (roll < floor) return language
  }
  return null
}

/**
 * Realistic demo grants across the spec's sectors, the 54 countries and regional or pan-African
 * scopes, some in French, Portuguese, Arabic and Swahili. The languages draw on a random source of
 * their own, so the English grants are those the same seed gave before there were languages.
 */
export function generateDemoGrants({ count, seed = 2026, today = new Date() }: GenerateOptions): NewGrant[] {
  const r = prng(seed)
  const lr = prng(seed * 31 + 7)
  const day = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate())
  const grants: NewGrant[] = []
  for (let i = 0; i < count; i++) {
    const sector = r.pick(SECTORS)
    const topic = TOPICS[sector]
    const theme = r.pick(topic.themes)
    const funder = r.pick(FUNDERS)
    const scopeRoll = r.next()
    let countryScope: string | null = null
    let geographicFocus: string[] = []
    let place: string
    if (scopeRoll < 0.55) {
      const country = r.pick(AFRICAN_COUNTRIES)
      countryScope = country.name
      geographicFocus = [country.region]
      place = country.name
    } else if (scopeRoll < 0.72) {
      const region = r.pick(REGIONS)
      const names = r
        .some(
          AFRICAN_COUNTRIES.filter((c) => c.region === region),
          r.int(2, 4),
        )
        .map((c) => c.name)
      countryScope = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]
      geographicFocus = [region]
      place = REGION_NAMES[region]
    } else if (scopeRoll < 0.87) {
      const regions = r.some(REGIONS, r.int(1, 2))
      geographicFocus = regions
      place = regions.map((region) => REGION_NAMES[region]).join(' and ')
    } else {
      geographicFocus = [PAN_AFRICAN]
      place = 'Africa'
    }
    const form = r.pick(TITLE_FORMS)
    const title = `${form.replace('{theme}', theme)}${r.next() < 0.5 ? ` — ${place}` : ''}`.slice(0, 200)
    const amount = r.next() < 0.85 ? r.pick(AMOUNTS) : null
    const fundingAmount = amount ? r.pick(AMOUNT_FORMS)(amount) : null
    const deadline = r.next() < 0.8 ? new Date(day + r.int(3, 365) * 86_400_000).toISOString().slice(0, 10) : null
    const createdAt = new Date(day - r.int(0, 180) * 86_400_000 - r.int(0, 86_399) * 1000)
    const audience = r.some(topic.audience, r.int(1, 3))
    const focusAreas = r.some(topic.focus, r.int(2, 3))
    const extraSectors = r.next() < 0.3 ? [r.pick(SECTORS)].filter((s) => s !== sector) : []
    const orgKind = funder.kind === 'corporate' ? 'social enterprises and registered non-profits' : 'registered non-profits and community-based organizations'
    const english: NewGrant = {
      title,
      source: funder.name,
      funderName: funder.name,
      sector,
      sectors: [sector, ...extraSectors],
      grantType: r.pick(GRANT_TYPES),
      countryScope,
      geographicFocus,
      fundingAmount,
      deadline,
      description:
        `The ${funder.name} invites proposals for ${theme.toLowerCase()} in ${place}. ` +
        `Funding supports ${focusAreas.map((f) => f.toLowerCase()).join(', ')} work led by ${audience[0].toLowerCase()} ` +
        `and their partners, with clear results for the communities served. Projects should run for ${r.int(6, 36)} months ` +
        `and show how the work will continue after the grant ends.`,
      eligibility: `Open to ${orgKind} operating in ${place} for at least ${r.int(1, 3)} year(s). Applicants need a valid registration and a bank account in the organization’s name.`,
      targetAudience: audience,
      focusAreas,
      applicationUrl: r.next() < 0.7 ? `https://grants.example.org/${funder.name.toLowerCase().replace(/[^a-z]+/g, '-')}/${i + 1}` : null,
      url: `https://grants.example.org/opportunities/${i + 1}`,
      isDemo: true,
      createdAt,
    }
    const language = languageOf(lr.next())
    grants.push(language ? localizeGrant(english, language, amount, lr) : english)
  }
  return grants
}
