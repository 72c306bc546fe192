import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, organizations, userSavedGrants } from '../../app/db/schema/index.ts'
import { parseDiscoverQuery } from '../../app/domain/grants/discover.schema.ts'
import { type MatchScore, searchGrants } from '../../app/domain/grants/search-grants.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { orgOf } from '../support/org-of.ts'

const ago = (days: number) => new Date(Date.now() - days * 86_400_000)

// Five open grants, newest first, each with its own amount, deadline, type and audience; one closed.
const GRANTS = [
  grant({
    title: 'Women Farmers Seed Fund',
    sector: 'agriculture',
    grantType: 'seed_funding',
    fundingAmount: 'Up to $10,000',
    deadline: daysFromNow(5),
    targetAudience: ['Women farmers'],
    createdAt: ago(1),
  }),
  grant({ title: 'Youth Research Fellowship', sector: 'health', grantType: 'research', fundingAmount: '$80,000', deadline: daysFromNow(25), targetAudience: ['Young people'], createdAt: ago(2) }),
  grant({
    title: 'Rural Schools Project Grant',
    sector: 'education',
    grantType: 'project',
    fundingAmount: '$250,000',
    deadline: daysFromNow(60),
    targetAudience: ['Rural schools'],
    createdAt: ago(3),
  }),
  grant({
    title: 'Disability Inclusion Operating Support',
    sector: 'health',
    grantType: 'operating_support',
    fundingAmount: null,
    deadline: null,
    targetAudience: ['People with disabilities'],
    createdAt: ago(4),
  }),
  grant({
    title: 'Clinic Workers Capacity Building',
    sector: 'health',
    grantType: 'capacity_building',
    fundingAmount: '$40,000',
    deadline: daysFromNow(120),
    targetAudience: ['Health workers'],
    createdAt: ago(5),
  }),
  grant({ title: 'Closed Women Fund', sector: 'agriculture', grantType: 'project', fundingAmount: '$60,000', deadline: daysFromNow(-3), targetAudience: ['Women'], createdAt: ago(1) }),
]
const ALL_OPEN = ['Women Farmers Seed Fund', 'Youth Research Fellowship', 'Rural Schools Project Grant', 'Disability Inclusion Operating Support', 'Clinic Workers Capacity Building']

let server: TestServer
let visitor: TestClient
let free: TestClient
let pro: TestClient
let premium: TestClient
let lapsed: TestClient
const ids = new Map<string, string>()

async function setPlan(email: string, plan: 'pro' | 'premium', renewsInDays: number) {
  const org = await organizationOf(server, email)
  await server.services.db
    .update(organizations)
    .set({ plan, planRenewsAt: new Date(Date.now() + renewsInDays * 86_400_000) })
    .where(eq(organizations.id, org.id))
  return org.userId
}

let proUserId: string
beforeAll(async () => {
  server = await startTestServer({ grants: GRANTS })
  for (const row of await server.services.db.select({ id: grants.id, title: grants.title }).from(grants)) ids.set(row.title, row.id)
  visitor = server.client()
  free = await newMember(server, { email: 'free@example.org', orgName: 'Free Org' })
  pro = await newMember(server, { email: 'pro@example.org', orgName: 'Pro Org' })
  premium = await newMember(server, { email: 'premium@example.org', orgName: 'Premium Org' })
  lapsed = await newMember(server, { email: 'lapsed@example.org', orgName: 'Lapsed Org' })
  proUserId = await setPlan('pro@example.org', 'pro', 200)
  await setPlan('premium@example.org', 'premium', 200)
  // A Pro year that ended: Free again.
  await setPlan('lapsed@example.org', 'pro', -1)
}, 120_000)
afterAll(() => server?.close())

async function discover(client: TestClient, search: string) {
  const { html, status } = await client.page(`/discover${search}`)
  expect(status).toBe(200)
  const titles = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1].replace(/&#x27;/g, "'"))
  const count = text(html).match(/(\d[\d,]*) Grants? Found/)?.[1]
  return { html, titles, count: count ? Number(count.replace(/,/g, '')) : null, body: text(html) }
}

describe('Advanced filters for Free members and visitors', () => {
  it('are not applied: the results are the unfiltered search, with the upgrade prompt naming what was left out', async () => {
    for (const client of [visitor, free, lapsed]) {
      const page = await discover(client, '?min_usd=50000&audience=women')
      expect(page.count).toBe(5)
      expect(page.titles).toEqual(ALL_OPEN)
      expect(page.body).toContain('Not applied, as they need the Pro plan: From $50,000, Target audience: Women and girls.')
      expect(page.body).toContain('Filters by amount, deadline, grant type, audience and match score come with the Pro and Premium plans.')
      expect(page.html).toContain('href="/#pricing"')
      // Shown, disabled, marked Pro; no chip offers to remove a filter that was never applied.
      expect(page.html).toMatch(/<fieldset disabled=""[^>]*>/)
      expect(page.html).not.toContain('Remove filter From $50,000')
    }
  })

  it('never cap the search itself', async () => {
    const page = await discover(free, '?q=fellowship&min_score=90&hide=saved&closing=7')
    expect(page.titles).toEqual(['Youth Research Fellowship'])
    expect(page.body).toContain('Not applied, as they need the Pro plan')
  })

  it('are not offered in the saved search: a Free member saves what was searched', async () => {
    const { html } = await discover(free, '?q=water&sector=health&min_usd=1000')
    expect(html).toContain('action="/saved-searches"')
    expect(html).toContain('name="query" value="q=water&amp;sector=health"')
  })
})

describe('Advanced filters for Pro and Premium', () => {
  const titlesOf = async (search: string, client = pro) => {
    const page = await discover(client, search)
    expect(page.count).toBe(page.titles.length)
    return page.titles
  }

  it('are enabled, with no upgrade prompt', async () => {
    const page = await discover(pro, '')
    expect(page.html).not.toMatch(/<fieldset disabled=""/)
    expect(page.body).not.toContain('come with the Pro and Premium plans')
    for (const name of ['min_usd', 'max_usd', 'closing', 'from', 'to', 'type', 'audience', 'min_score']) expect(page.html).toMatch(new RegExp(`<label[^>]* for="${name}"`))
  })

  it('filter by amount in USD: at least, at most, between, with exact counts', async () => {
    const above = await discover(pro, '?min_usd=50000')
    expect(above.titles).toEqual(['Youth Research Fellowship', 'Rural Schools Project Grant'])
    expect(above.count).toBe(2)
    expect(above.body).toContain('2 Grants Found')
    expect(await titlesOf('?max_usd=40000')).toEqual(['Women Farmers Seed Fund', 'Clinic Workers Capacity Building'])
    expect(await titlesOf('?min_usd=20000&max_usd=100000')).toEqual(['Youth Research Fellowship', 'Clinic Workers Capacity Building'])
    // The wrong way round reads the right way round.
    expect(await titlesOf('?min_usd=100000&max_usd=20000')).toEqual(['Youth Research Fellowship', 'Clinic Workers Capacity Building'])
  })

  it('filter by deadline: closing within 7, 30 or 90 days, or a date range (rolling grants have none)', async () => {
    expect(await titlesOf('?closing=7')).toEqual(['Women Farmers Seed Fund'])
    expect(await titlesOf('?closing=30')).toEqual(['Women Farmers Seed Fund', 'Youth Research Fellowship'])
    expect(await titlesOf('?closing=90')).toEqual(['Women Farmers Seed Fund', 'Youth Research Fellowship', 'Rural Schools Project Grant'])
    expect(await titlesOf(`?from=${daysFromNow(20)}&to=${daysFromNow(70)}`)).toEqual(['Youth Research Fellowship', 'Rural Schools Project Grant'])
    expect(await titlesOf(`?from=${daysFromNow(100)}`)).toEqual(['Clinic Workers Capacity Building'])
  })

  it('filter by grant type and by target audience', async () => {
    expect(await titlesOf('?type=research')).toEqual(['Youth Research Fellowship'])
    expect(await titlesOf('?type=operating_support')).toEqual(['Disability Inclusion Operating Support'])
    expect(await titlesOf('?audience=women')).toEqual(['Women Farmers Seed Fund'])
    expect(await titlesOf('?audience=farmers')).toEqual(['Women Farmers Seed Fund'])
    expect(await titlesOf('?audience=schools')).toEqual(['Rural Schools Project Grant'])
    expect(await titlesOf('?audience=people_with_disabilities')).toEqual(['Disability Inclusion Operating Support'])
    expect(await titlesOf('?audience=children')).toEqual([])
  })

  it('combine with each other, the search and the basic filters', async () => {
    expect(await titlesOf('?sector=health&max_usd=100000&closing=90')).toEqual(['Youth Research Fellowship'])
    expect(await titlesOf('?q=fellowship&type=research&audience=youth&closing=30')).toEqual(['Youth Research Fellowship'])
    expect(await titlesOf('?q=fellowship&type=project')).toEqual([])
    expect(await titlesOf('?sector=health&sort=deadline', premium)).toEqual(['Youth Research Fellowship', 'Clinic Workers Capacity Building', 'Disability Inclusion Operating Support'])
    expect(await titlesOf('?min_usd=1&closing=90&sort=deadline', premium)).toEqual(['Women Farmers Seed Fund', 'Youth Research Fellowship', 'Rural Schools Project Grant'])
  })

  it('show each active filter as a chip that removes it, and open the advanced filters', async () => {
    const page = await discover(pro, '?audience=women&closing=30&hide=saved&hide=applied')
    expect(page.html).toMatch(/<details open=""[^>]*group\/advanced/)
    expect(page.html).toContain('aria-label="Remove filter Target audience: Women and girls" class="')
    expect(page.html).toContain('href="/discover?closing=30&amp;hide=saved&amp;hide=applied"')
    expect(page.html).toContain('href="/discover?audience=women&amp;hide=saved&amp;hide=applied"')
    expect(page.html).toContain('href="/discover?closing=30&amp;audience=women&amp;hide=applied"')
    expect(page.body).toContain('Closing within 30 days')
    expect(page.body).toContain('Saved grants hidden')
    const plain = await discover(pro, '')
    expect(plain.html).not.toMatch(/<details open=""[^>]*group\/advanced/)
  })

  it('hide the member’s saved grants, applied grants, or both', async () => {
    const organizationId = await orgOf(server.services.db, proUserId)
    await server.services.db.insert(userSavedGrants).values([
      { organizationId, savedBy: proUserId, grantId: ids.get('Women Farmers Seed Fund')! },
      { organizationId, savedBy: proUserId, grantId: ids.get('Rural Schools Project Grant')! },
    ])
    await server.services.db.insert(applications).values({ organizationId, createdBy: proUserId, grantId: ids.get('Youth Research Fellowship')! })
    expect(await titlesOf('?hide=saved')).toEqual(['Youth Research Fellowship', 'Disability Inclusion Operating Support', 'Clinic Workers Capacity Building'])
    expect(await titlesOf('?hide=applied')).toEqual(['Women Farmers Seed Fund', 'Rural Schools Project Grant', 'Disability Inclusion Operating Support', 'Clinic Workers Capacity Building'])
    expect(await titlesOf('?hide=saved&hide=applied')).toEqual(['Disability Inclusion Operating Support', 'Clinic Workers Capacity Building'])
    // Another Pro member's saved grants are theirs: nothing hidden here.
    expect(await titlesOf('?hide=saved&hide=applied', premium)).toEqual(ALL_OPEN)
    // Saving one more changes the results at once (the cache key holds the hidden ids).
    await server.services.db.insert(userSavedGrants).values({ organizationId, savedBy: proUserId, grantId: ids.get('Clinic Workers Capacity Building')! })
    expect(await titlesOf('?hide=saved&hide=applied')).toEqual(['Disability Inclusion Operating Support'])
  })

  it('ignore min_score and "Best match" while the member has no match score', async () => {
    const page = await discover(pro, '?min_score=90&sort=match')
    expect(page.titles).toEqual(ALL_OPEN)
    expect(page.html).not.toContain('value="match"')
    expect(page.html).toMatch(/<input[^>]*id="min_score"[^>]*disabled=""/)
    expect(page.body).toContain('Add your sector and country to your profile to filter by match.')
  })

  it('carry into the saved search form, without the page', async () => {
    const { html } = await discover(pro, '?q=water&sector=health&min_usd=1000&page=2')
    expect(html).toMatch(/<form [^>]*action="\/saved-searches" method="post">/)
    expect(html).toContain('name="intent" value="create"')
    expect(html).toContain('name="query" value="q=water&amp;sector=health&amp;min_usd=1000"')
    expect(html).toMatch(/<label[^>]*for="saved-search-name"/)
    expect(html).toMatch(/<input[^>]*name="name"[^>]*value="water"/)
    expect(html).toContain('<option value="daily">Daily</option>')
    const browse = await discover(free, '')
    expect(browse.html).toMatch(/<input[^>]*name="name"[^>]*value="My search"/)
    // Free saves weekly only (ALERT_TERMS): daily is shown as Pro's.
    expect(browse.html).toContain('<option value="daily" disabled="">Daily (Pro)</option>')
  })

  it('a visitor is asked to sign in to save a search', async () => {
    const { html, body } = await discover(visitor, '?q=water')
    expect(html).not.toContain('action="/saved-searches"')
    expect(body).toContain('Sign in to save this search')
    expect(html).toContain('href="/auth?redirectTo=%2Fdiscover%3Fq%3Dwater"')
  })
})

describe('The match score hook of searchGrants', () => {
  // A stand-in for the member's score: 95 for health grants, 10 for the others.
  const health: MatchScore = { sql: sql`case when ${grants.sector} = 'health' then 95 else 10 end`, key: 'profile-health' }
  const education: MatchScore = { sql: sql`case when ${grants.sector} = 'education' then 80 else 5 end`, key: 'profile-education' }
  const search = async (params: string, matchScore?: MatchScore, excludeIds?: string[]) =>
    (await searchGrants(server.services.db, parseDiscoverQuery(new URLSearchParams(params)), { matchScore, excludeIds })).grants.map((g) => g.title)

  it('keeps grants scoring at least min_score', async () => {
    expect(await search('min_score=90', health)).toEqual(['Youth Research Fellowship', 'Disability Inclusion Operating Support', 'Clinic Workers Capacity Building'])
    expect(await search('min_score=50', education)).toEqual(['Rural Schools Project Grant'])
    expect(await search('min_score=99', health)).toEqual([])
  })

  it('orders by the score, newest first among equals, with sort=match', async () => {
    expect(await search('sort=match', health)).toEqual([
      'Youth Research Fellowship',
      'Disability Inclusion Operating Support',
      'Clinic Workers Capacity Building',
      'Women Farmers Seed Fund',
      'Rural Schools Project Grant',
    ])
    expect((await search('sort=match', education))[0]).toBe('Rural Schools Project Grant')
    expect(await search('q=fellowship&sort=match&closing=30', health)).toEqual(['Youth Research Fellowship'])
  })

  it('ignores min_score and sort=match without a score', async () => {
    expect(await search('min_score=90')).toEqual(ALL_OPEN)
    expect(await search('sort=match')).toEqual(ALL_OPEN)
  })

  it('combines with the hidden grants and the other filters', async () => {
    expect(await search('min_score=90&max_usd=100000', health, [ids.get('Youth Research Fellowship')!])).toEqual(['Clinic Workers Capacity Building'])
  })

  it('keeps the old call with a page size working', async () => {
    const page = await searchGrants(server.services.db, parseDiscoverQuery(new URLSearchParams('')), 2)
    expect(page.grants).toHaveLength(2)
    expect(page.pageCount).toBe(3)
  })
})
