import type { NewGrant } from '../../app/domain/grants/write-grant.server.ts'

export function daysFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
}

export function grant(overrides: Partial<NewGrant> & { title: string }): NewGrant {
  return {
    description: `${overrides.title}: funding for community organizations with clear results.`,
    source: 'Baobab Futures Foundation',
    sector: 'education',
    countryScope: 'Kenya',
    geographicFocus: ['east_africa'],
    fundingAmount: 'Up to $50,000',
    deadline: daysFromNow(60),
    ...overrides,
  }
}

/** A small, known set of grants that each Discover rule can be checked against. */
export const DISCOVER_FIXTURES: NewGrant[] = [
  grant({ title: 'Girls Secondary Education Scholarship Fund', sector: 'education', countryScope: 'Kenya', deadline: daysFromNow(30), createdAt: new Date(Date.now() - 5 * 86_400_000) }),
  grant({
    title: 'Maternal Health Clinics Programme',
    sector: 'health',
    source: 'Global Fund for Community Health',
    countryScope: 'Nigeria',
    geographicFocus: ['west_africa'],
    deadline: daysFromNow(10),
    createdAt: new Date(Date.now() - 1 * 86_400_000),
  }),
  grant({
    title: 'Climate-Smart Agriculture Challenge',
    sector: 'agriculture',
    source: 'International Fund for Agricultural Growth',
    countryScope: 'Ghana, Togo and Benin',
    geographicFocus: ['west_africa'],
    deadline: null,
    createdAt: new Date(Date.now() - 2 * 86_400_000),
  }),
  grant({
    title: 'Solar Mini-Grid Innovation Award',
    sector: 'energy',
    source: 'Solar Access Corporate Foundation',
    countryScope: 'Côte d’Ivoire',
    geographicFocus: [],
    deadline: daysFromNow(90),
    fundingAmount: null,
    createdAt: new Date(Date.now() - 3 * 86_400_000),
  }),
  grant({
    title: 'Pan-African Civic Technology Fund',
    sector: 'technology',
    source: 'Pan-African Digital Inclusion Alliance',
    countryScope: null,
    geographicFocus: ['pan_african'],
    deadline: daysFromNow(200),
    createdAt: new Date(Date.now() - 4 * 86_400_000),
  }),
  grant({
    title: 'Southern Africa Water Governance Grant',
    sector: 'governance',
    source: 'Africa Governance Facility',
    countryScope: null,
    geographicFocus: ['southern_africa'],
    deadline: daysFromNow(45),
    createdAt: new Date(Date.now() - 6 * 86_400_000),
  }),
  grant({
    title: 'Global Open Data Fellowship',
    sector: 'technology',
    source: 'Pan-African Digital Inclusion Alliance',
    countryScope: null,
    geographicFocus: [],
    deadline: daysFromNow(120),
    createdAt: new Date(Date.now() - 7 * 86_400_000),
  }),
  grant({
    title: 'Niger Delta Mangrove Restoration',
    sector: 'environment',
    source: 'Okavango Conservation Trust',
    countryScope: 'Nigeria',
    geographicFocus: ['west_africa'],
    deadline: daysFromNow(20),
    createdAt: new Date(Date.now() - 8 * 86_400_000),
  }),
  grant({ title: 'Closed Literacy Grant', sector: 'education', countryScope: 'Kenya', deadline: daysFromNow(-3), createdAt: new Date(Date.now() - 9 * 86_400_000) }),
  grant({
    title: 'École Numérique Rurale',
    sector: 'education',
    source: 'Lumière Foundation for Africa',
    countryScope: 'Senegal',
    geographicFocus: ['west_africa'],
    deadline: daysFromNow(75),
    createdAt: new Date(Date.now() - 10 * 86_400_000),
  }),
]
