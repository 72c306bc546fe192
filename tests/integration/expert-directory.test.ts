import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expertPortfolio, expertProfileViews, experts, organizationVerifications, reviews, user } from '../../app/db/schema/index.ts'
import { recordProfileView } from '../../app/domain/experts/profile-view-allowance.server.ts'
import { utcDay } from '../../app/domain/verification/allowances.server.ts'
import { organizationOf, signedInAdmin, newMember } from '../support/accounts.ts'
import { seedDemoExperts } from '../../scripts/seed/seed-experts.ts'
import { insertExpert, insertReview } from '../support/directory.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { PNG } from '../support/verification.ts'
import { joinTeam, onPlan } from '../support/team.ts'

let server: TestServer
const DAY = 86_400_000
const ids: Record<string, string> = {}

beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

async function browse(search = '', client: TestClient = server.client()) {
  const { html, status } = await client.page(`/grant-experts/browse${search}`)
  expect(status).toBe(200)
  const names = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
  return { html, names, body: text(html) }
}

describe('The directory before any expert is listed', () => {
  it('shows the empty state with a way to apply', async () => {
    // A pending applicant is not listed.
    await insertExpert(server.services.db, { name: 'Waiting Applicant', application: 'pending', membership: 'inactive' })
    const { body, html } = await browse()
    expect(body).toContain('0 grant experts')
    expect(body).toContain('No grant experts are listed yet')
    expect(html).toMatch(/<a[^>]*href="\/become-grant-expert"[^>]*>Apply to Join<\/a>/)
  })
})

describe('The expert directory', () => {
  beforeAll(async () => {
    const db = server.services.db
    const old = (days: number) => new Date(Date.now() - days * DAY)
    ids.amara = await insertExpert(db, {
      name: 'Amara Nwosu',
      title: 'Senior Grant Writer, health and WASH',
      bio: 'Raised funding for community health programmes in Nigeria and Bénin.',
      sectors: ['health', 'environment', 'education', 'gender_equality', 'governance'],
      country: 'NG',
      years: 12,
      hourly: [40, 90],
      tier: 'basic',
      email: 'amara.private@experts.example.org',
      languages: ['en', 'fr'],
      createdAt: old(1),
      stats: { averageRating: 4.75, reviewCount: 2, completedProjects: 7, totalProjects: 9, successRate: 78, totalFundingSecured: 1_250_000 },
    })
    ids.joseph = await insertExpert(db, {
      name: 'Joseph Mwangi',
      title: 'Proposal Developer, agriculture',
      bio: 'Works with farmer cooperatives.',
      sectors: ['agriculture'],
      tier: 'pro',
      createdAt: old(5),
    })
    ids.fatou = await insertExpert(db, {
      name: 'Fatou Sow',
      title: 'Fundraising Consultant',
      bio: 'Helps schools across the Sahel.',
      sectors: ['education'],
      tier: 'elite',
      createdAt: old(9),
      expiresAt: null,
    })
    ids.nameless = await insertExpert(db, { name: '', title: 'Budget specialist', bio: 'Builds budgets funders trust.', sectors: ['energy'], hourly: [null, null], country: null, createdAt: old(2) })
    // Hidden: pending, rejected, approved but not paid, expired, and active past its end date.
    ids.pending = await insertExpert(db, { name: 'Pending Pat', application: 'pending', membership: 'inactive', sectors: ['technology'] })
    ids.rejected = await insertExpert(db, { name: 'Rejected Rita', application: 'rejected', membership: 'inactive' })
    ids.unpaid = await insertExpert(db, { name: 'Unpaid Uma', membership: 'inactive' })
    ids.expired = await insertExpert(db, { name: 'Expired Eli', membership: 'expired', expiresAt: old(3) })
    ids.lapsed = await insertExpert(db, { name: 'Lapsed Lulu', membership: 'active', expiresAt: old(1), sectors: ['technology'] })
    // Ten basic fillers, older than the others, for a second page.
    for (let i = 1; i <= 10; i++) ids[`filler${i}`] = await insertExpert(db, { name: `Filler Writer ${i}`, bio: 'General grant support.', sectors: ['agriculture'], createdAt: old(20 + i) })
  })

  it('lists only approved experts with an active membership, featured tiers first (Elite, then Pro), then newest', async () => {
    const { names, body } = await browse()
    expect(body).toContain('14 grant experts')
    expect(names.slice(0, 4)).toEqual(['Fatou Sow', 'Joseph Mwangi', 'Amara Nwosu', 'Anonymous'])
    for (const hidden of ['Waiting Applicant', 'Pending Pat', 'Rejected Rita', 'Unpaid Uma', 'Expired Eli', 'Lapsed Lulu']) expect(body).not.toContain(hidden)
    expect(body).toContain('Featured')
  })

  it('pages through the results, 12 a page, with the state in the URL', async () => {
    const first = await browse()
    expect(first.names).toHaveLength(12)
    expect(first.body).toContain('Page 1 of 2')
    expect(first.html).toContain('href="/grant-experts/browse?page=2"')
    const second = await browse('?page=2')
    expect(second.names).toEqual(['Filler Writer 9', 'Filler Writer 10'])
    expect(new Set([...first.names, ...second.names]).size).toBe(14)
    const filtered = await browse('?sector=agriculture')
    expect(filtered.names).toHaveLength(11)
    expect(filtered.html).not.toContain('Page 1 of')
  })

  it('searches names, titles and bios on the server, by whole words and their beginnings, ignoring accents and case', async () => {
    expect((await browse('?q=amar')).names).toEqual(['Amara Nwosu'])
    expect((await browse('?q=WASH')).names).toEqual(['Amara Nwosu'])
    expect((await browse('?q=cooperatives')).names).toEqual(['Joseph Mwangi'])
    expect((await browse('?q=benin')).names).toEqual(['Amara Nwosu'])
    // Every word must match, each in any of the three fields.
    expect((await browse('?q=sow+sahel')).names).toEqual(['Fatou Sow'])
    expect((await browse('?q=sow+agriculture')).names).toEqual([])
    // A hidden expert is never found.
    expect((await browse('?q=pat')).names).toEqual([])
  })

  it('finds an expert by the name they changed to, and no longer by the old one', async () => {
    const [amara] = await server.services.db.select({ userId: experts.userId }).from(experts).innerJoin(user, eq(user.id, experts.userId)).where(eq(user.name, 'Amara Nwosu'))
    await server.services.db.update(user).set({ name: 'Amara Okonkwo' }).where(eq(user.id, amara.userId))
    try {
      expect((await browse('?q=okonkwo')).names).toEqual(['Amara Okonkwo'])
      expect((await browse('?q=nwosu')).names).toEqual([])
    } finally {
      await server.services.db.update(user).set({ name: 'Amara Nwosu' }).where(eq(user.id, amara.userId))
    }
    expect((await browse('?q=nwosu')).names).toEqual(['Amara Nwosu'])
  })

  it('says when nothing matches, and offers to clear the search', async () => {
    const { body, html } = await browse('?q=astrophysics')
    expect(body).toContain('0 grant experts')
    expect(body).toContain('No grant experts match your search')
    expect(body).not.toContain('No grant experts are listed yet')
    expect(html).toMatch(/<a[^>]*href="\/grant-experts\/browse"[^>]*>Clear search<\/a>/)
    expect((await browse('?q=%21%21%21')).body).toContain('No grant experts match your search')
  })

  it('filters by sector: All Sectors plus the sectors of listed experts only', async () => {
    const { html } = await browse()
    const select = html.slice(html.indexOf('id="sector"'), html.indexOf('</select>', html.indexOf('id="sector"')))
    const options = [...select.matchAll(/<option value="([^"]*)"/g)].map((m) => m[1])
    expect(options[0]).toBe('')
    expect(html).toContain('>All Sectors</option>')
    expect(new Set(options.slice(1))).toEqual(new Set(['health', 'environment', 'education', 'gender_equality', 'governance', 'agriculture', 'energy']))
    // Technology belongs to hidden experts only.
    expect(options).not.toContain('technology')
    expect((await browse('?sector=education')).names).toEqual(['Fatou Sow', 'Amara Nwosu'])
    expect((await browse('?sector=education&q=sahel')).names).toEqual(['Fatou Sow'])
    expect((await browse('?sector=technology')).body).toContain('No grant experts match your search')
  })

  it('shows every field on a card: initials, name or Anonymous, title, rating and projects, bio, 3 sectors and +N more, country, years, hourly range, funding', async () => {
    const { html } = await browse('?q=amara')
    const card = text(html.slice(html.indexOf('<article'), html.indexOf('</article>')))
    expect(card).toContain('AN')
    expect(card).toContain('Senior Grant Writer, health and WASH')
    expect(card).toContain('4.8 out of 5')
    expect(card).toContain('(2 reviews)')
    expect(card).toContain('9 projects')
    expect(card).toContain('Raised funding for community health programmes')
    expect(card).toContain('Health')
    expect(card).toContain('+2 more')
    expect(card).not.toContain('Governance')
    expect(card).toContain('Nigeria · 12 years of experience')
    expect(card).toContain('$40–$90 an hour')
    expect(card).toContain('$1.3M secured')
    expect(html).toContain(`href="/grant-experts/${ids.amara}"`)
    const anonymous = text((await browse('?q=budget')).html)
    expect(anonymous).toContain('Anonymous')
    expect(anonymous).toContain('No reviews yet')
    expect(anonymous).toContain('Rate on request')
  })

  it('offers signed-out visitors Sign Up to Hire a Grant Expert, bringing them back to the page they browsed, and not members', async () => {
    // (A page that exists: one past the last now goes to the last.)
    const { html } = await browse('?page=2')
    const href = html.match(/<a[^>]*href="([^"]*)"[^>]*>Sign Up to Hire a Grant Expert<\/a>/)![1].replaceAll('&amp;', '&')
    expect(href).toBe(`/auth?tab=signup&redirectTo=${encodeURIComponent('/grant-experts/browse?page=2')}`)
    // The sign-up tab opens; its Login tab keeps the place, and signing in returns to the same results.
    const auth = (await server.client().page(href)).html
    expect(auth).toMatch(/<a[^>]*aria-selected="true"[^>]*>Sign Up<\/a>/)
    const login = auth.match(/<a[^>]*href="([^"]*)"[^>]*>Login<\/a>/)![1].replaceAll('&amp;', '&')
    expect(login).toMatch(/^\/auth\?/)
    expect((await server.client().page(login)).html).toContain('name="redirectTo" value="/grant-experts/browse?page=2"')
    const member = await newMember(server, { email: 'browser@example.org' })
    expect((await browse('', member)).body).not.toContain('Sign Up to Hire a Grant Expert')
  })

  it('works without JavaScript: a plain GET form, and bad values in the URL fall back to defaults', async () => {
    const { html } = await browse()
    expect(html).toMatch(/<form[^>]*action="\/grant-experts\/browse" method="get"/)
    expect((await browse(`?q=${'a'.repeat(5000)}&page=abc&sector=%00`)).body).toContain('14 grant experts')
    expect((await browse('?page=-3')).names).toHaveLength(12)
    // A page past the last one goes to the last page, with the rest of the search kept.
    const visitor = server.client()
    expect((await visitor.get('/grant-experts/browse?page=99')).headers.get('Location')).toBe('/grant-experts/browse?page=2')
    expect((await visitor.get('/grant-experts/browse?q=health&page=99')).headers.get('Location')).toBe('/grant-experts/browse?q=health')
    const past = await browse('?page=99')
    expect(past.body).toContain('14 grant experts')
    expect(past.body).toContain('Page 2 of 2')
    expect(past.names).toHaveLength(2)
  })
})

describe('An expert profile', () => {
  beforeAll(async () => {
    const db = server.services.db
    await db.insert(expertPortfolio).values([
      {
        expertId: ids.amara,
        projectTitle: 'Clean water for Kaduna clinics',
        projectDescription: 'Full proposal and budget.',
        sector: 'health',
        completionDate: '2025-06-30',
        grantAmount: 250_000,
        wasSuccessful: true,
      },
      { expertId: ids.amara, projectTitle: 'School gardens pilot', projectDescription: null, sector: 'education', completionDate: '2024-03-01', grantAmount: 40_000, wasSuccessful: false },
    ])
    const reviewer = await newMember(server, { name: 'Grace Achieng Otieno', email: 'reviewer@example.org' })
    void reviewer
    const { userId } = await organizationOf(server, 'reviewer@example.org')
    await insertReview(db, ids.amara, userId, 5, 'Our proposal was funded. Clear, fast and honest.')
  })

  it('shows every spec field, the Expertise tab, reviews and the availability badge, and never the expert’s email', async () => {
    const { status, html } = await server.client().page(`/grant-experts/${ids.amara}`)
    expect(status).toBe(200)
    const body = text(html)
    for (const words of [
      'Amara Nwosu',
      'Senior Grant Writer, health and WASH',
      '4.8 out of 5',
      '12 years of experience',
      'Available',
      'Raised funding for community health programmes',
      '$40–$90 an hour',
      'Total projects 9',
      'Success rate 78%',
      'Funding secured $1,250,000',
      'Expertise',
      'Portfolio',
      'Gender Equality',
      'Project',
      'East Africa',
      'English',
      'Français',
      'Our proposal was funded. Clear, fast and honest.',
      'Grace,',
    ])
      expect(body).toContain(words)
    expect(body).not.toContain('Otieno')
    expect(html).not.toContain('amara.private@experts.example.org')
    expect(body).not.toContain('Verified expert')
    // "available" is highlighted.
    expect(html).toMatch(/bg-accent[^"]*"[^>]*>.*?Available/s)
    // Signed out, Contact Expert goes to sign in, and from there to the request for this expert.
    const href = html.match(/<a[^>]*href="([^"]*)"[^>]*>Contact Expert<\/a>/)![1].replaceAll('&amp;', '&')
    expect(href).toBe(`/auth?redirectTo=${encodeURIComponent(`/project-request?writer=${ids.amara}`)}`)
    const auth = (await server.client().page(href)).html
    expect(auth).toContain(`name="redirectTo" value="/project-request?writer=${ids.amara}"`)
  })

  it('shows the Portfolio tab as a link (no JavaScript needed): title, sector, completion date, amount, success tick, description', async () => {
    const { html } = await server.client().page(`/grant-experts/${ids.amara}`)
    expect(html).toContain(`href="/grant-experts/${ids.amara}?tab=portfolio#tabs"`)
    const body = text((await server.client().page(`/grant-experts/${ids.amara}?tab=portfolio`)).html)
    expect(body).toContain('Clean water for Kaduna clinics')
    expect(body).toContain('Health · Completed Jun 30, 2025 · Grant amount: $250,000')
    expect(body).toContain('Grant won')
    expect(body).toContain('Full proposal and budget.')
    expect(body).toContain('School gardens pilot')
    expect(body).toContain('Not funded')
  })

  it('gives Elite experts the verified expert badge; Contact Writer leads members to the project request', async () => {
    const member = await newMember(server, { email: 'contact@example.org' })
    const { html } = await member.page(`/grant-experts/${ids.fatou}`)
    expect(text(html)).toContain('Verified expert')
    expect(html).toContain(`href="/project-request?writer=${ids.fatou}"`)
  })

  it('says "Grant expert not found" with a back button (404) for unknown, malformed and hidden experts', async () => {
    for (const id of ['00000000-0000-4000-8000-000000000000', 'not-an-id', ids.pending, ids.rejected, ids.unpaid, ids.expired, ids.lapsed]) {
      const { status, html } = await server.client().page(`/grant-experts/${id}`)
      expect(status).toBe(404)
      expect(text(html)).toContain('Grant expert not found')
      expect(html).toMatch(/<a[^>]*href="\/grant-experts\/browse"[^>]*>.*Back to Grant Experts<\/a>/s)
      expect(text(html)).not.toMatch(/Pending Pat|Rejected Rita|Unpaid Uma|Expired Eli|Lapsed Lulu/)
    }
  })
  it('says "Failed to load grant expert profile" (500) when the profile cannot be read, and offers to try again', async () => {
    const id = await insertExpert(server.services.db, { name: 'Broken Bea', sectors: ['health'] })
    // The portfolio cannot be read for a moment: a real failure of the profile's queries.
    await server.services.db.execute(sql`alter table expert_portfolio rename to expert_portfolio_away`)
    try {
      const { status, html } = await server.client().page(`/grant-experts/${id}`)
      expect(status).toBe(500)
      expect(text(html)).toContain('Failed to load grant expert profile')
      expect(text(html)).not.toContain('Broken Bea')
    } finally {
      await server.services.db.execute(sql`alter table expert_portfolio_away rename to expert_portfolio`)
    }
    expect((await server.client().page(`/grant-experts/${id}`)).status).toBe(200)
  })
})

describe('Daily profile-view allowance', () => {
  async function memberWithTier(email: string, tier: 'basic' | 'standard' | 'premium' | 'elite' | null) {
    const client = await newMember(server, { email })
    const org = await organizationOf(server, email)
    if (tier) {
      await server.services.db
        .insert(organizationVerifications)
        .values({ organizationId: org.id, verificationTier: tier, verificationFeePaid: 150, paymentStatus: 'paid', verificationStatus: 'approved', decidedAt: new Date() })
    }
    return { client, userId: org.userId, orgId: org.id }
  }
  const listed = () =>
    Object.entries(ids)
      .filter(([k]) => ['amara', 'joseph', 'fatou', 'nameless'].includes(k) || k.startsWith('filler'))
      .map(([, id]) => id)

  it('lets an unverified member open 10 profiles a day; the 11th is refused with the limit and when it resets; the same expert again is free', async () => {
    const { client, userId } = await memberWithTier('viewer10@example.org', null)
    const experts14 = listed()
    for (const id of experts14.slice(0, 10)) expect((await client.page(`/grant-experts/${id}`)).status).toBe(200)
    // The same expert again, the same day: free, and the count does not move.
    expect((await client.page(`/grant-experts/${experts14[0]}`)).status).toBe(200)
    const refused = await client.page(`/grant-experts/${experts14[10]}`)
    expect(refused.status).toBe(429)
    const body = text(refused.html)
    expect(body).toContain('Daily profile view limit reached')
    expect(body).toContain('You have opened 10 grant expert profiles today, the most your verification tier allows.')
    expect(body).toContain('Your daily limit resets at midnight UTC.')
    expect(body).not.toContain(text('Filler Writer'))
    // Profiles already opened today stay open.
    expect((await client.page(`/grant-experts/${experts14[3]}`)).status).toBe(200)
    const rows = await server.services.db.select().from(expertProfileViews).where(eq(expertProfileViews.userId, userId))
    expect(rows).toHaveLength(10)
  })

  it('is the organization’s: two members share its 10 views, an expert one of them opened is free to the other, and views racing for the last one let only one through', async () => {
    const owner = await memberWithTier('views-owner@example.org', null)
    await onPlan(server, 'views-owner@example.org', 'pro')
    const colleague = await joinTeam(server, owner.client, { email: 'views-colleague@example.org', name: 'Vera Colleague' })
    const all = listed()
    for (const id of all.slice(0, 5)) expect((await owner.client.page(`/grant-experts/${id}`)).status).toBe(200)
    for (const id of all.slice(5, 9)) expect((await colleague.page(`/grant-experts/${id}`)).status).toBe(200)
    // An expert the owner opened today costs the colleague nothing.
    expect((await colleague.page(`/grant-experts/${all[0]}`)).status).toBe(200)
    // 9 of 10 used: both open two new experts at the same moment; one is shown, the rest refused.
    const raced = await Promise.all(all.slice(9, 13).map((id, i) => (i % 2 ? colleague : owner.client).page(`/grant-experts/${id}`)))
    expect(raced.map((r) => r.status).sort()).toEqual([200, 429, 429, 429])
    for (const client of [owner.client, colleague]) expect((await client.page(`/grant-experts/${all[13]}`)).status).toBe(429)
    const rows = await server.services.db.select().from(expertProfileViews).where(eq(expertProfileViews.organizationId, owner.orgId))
    expect(new Set(rows.map((r) => r.expertId)).size).toBe(10)
  })

  it('resets at midnight UTC: yesterday’s views do not count', async () => {
    const { client, userId } = await memberWithTier('viewer-reset@example.org', null)
    const all = listed()
    for (const id of all.slice(0, 10)) await client.page(`/grant-experts/${id}`)
    expect((await client.page(`/grant-experts/${all[10]}`)).status).toBe(429)
    const yesterday = new Date(utcDay(new Date()).start.getTime() - 1000).toISOString().slice(0, 10)
    await server.services.db.update(expertProfileViews).set({ day: yesterday }).where(eq(expertProfileViews.userId, userId))
    expect((await client.page(`/grant-experts/${all[10]}`)).status).toBe(200)
  })

  it('follows the verification tier: Basic 10, Standard 30, Premium 100, Elite unlimited (one expert at a time, as the page counts)', async () => {
    const db = server.services.db
    // 101 unlisted experts: the allowance counts views, whoever they are of.
    const many: string[] = []
    for (let i = 0; i < 101; i++) many.push(await insertExpert(db, { name: `Counted ${i}`, application: 'pending', membership: 'inactive' }))
    const now = new Date()
    for (const [tier, limit] of [
      ['basic', 10],
      ['standard', 30],
      ['premium', 100],
      ['elite', null],
    ] as const) {
      const { userId, orgId } = await memberWithTier(`tier-${tier}@example.org`, tier)
      const allowed: boolean[] = []
      for (const id of many) allowed.push((await recordProfileView(db, { id: userId, organizationId: orgId, verifiedTier: tier, exempt: false }, id, now)).allowed)
      expect(allowed.filter(Boolean).length).toBe(limit ?? 101)
      if (limit !== null) {
        const refused = await recordProfileView(db, { id: userId, organizationId: orgId, verifiedTier: tier, exempt: false }, many[limit], now)
        expect(refused).toMatchObject({ allowed: false, limit })
        expect(refused.resetsAt.toISOString()).toBe(utcDay(now).end.toISOString())
        // The next UTC day starts afresh.
        expect((await recordProfileView(db, { id: userId, organizationId: orgId, verifiedTier: tier, exempt: false }, many[limit], new Date(utcDay(now).end.getTime() + 1))).allowed).toBe(true)
      }
    }
  })

  it('does not count an admin’s views, nor an expert viewing their own profile, nor signed-out visitors', async () => {
    const db = server.services.db
    const admin = await signedInAdmin(server, 'views-admin@example.org')
    for (const id of listed()) expect((await admin.page(`/grant-experts/${id}`)).status).toBe(200)
    const own = await memberWithTier('own-expert@example.org', null)
    const ownId = await insertExpert(db, { name: 'Own Profile', userId: own.userId, sectors: ['health'] })
    for (let i = 0; i < 12; i++) expect((await own.client.page(`/grant-experts/${ownId}`)).status).toBe(200)
    expect(await db.select().from(expertProfileViews).where(eq(expertProfileViews.userId, own.userId))).toHaveLength(0)
    for (let i = 0; i < 12; i++) expect((await server.client().page(`/grant-experts/${ids.joseph}`)).status).toBe(200)
    await db.delete(experts).where(eq(experts.id, ownId))
  })
})

describe('Expert photos', () => {
  it('serves a listed expert’s photo, cacheable with its type from its bytes; 404 otherwise', async () => {
    const { db, storage } = server.services
    const bytes = new Uint8Array(await PNG.arrayBuffer())
    await storage.put('experts/photo-listed', bytes)
    await storage.put('experts/not-an-image', new TextEncoder().encode('%PDF-1.7 not a photo'))
    const withPhoto = await insertExpert(db, { name: 'Photo Phil', photoKey: 'experts/photo-listed', createdAt: new Date(Date.now() - 400 * DAY) })
    const hiddenPhoto = await insertExpert(db, { name: 'Hidden Photo', photoKey: 'experts/photo-listed', application: 'pending', membership: 'inactive' })
    const notImage = await insertExpert(db, { name: 'Odd File', photoKey: 'experts/not-an-image', createdAt: new Date(Date.now() - 400 * DAY) })

    const response = await server.client().get(`/grant-experts/${withPhoto}/photo`)
    expect(response.status).toBe(200)
    expect(response.headers.get('Content-Type')).toBe('image/png')
    expect(response.headers.get('Cache-Control')).toContain('public')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
    const again = await server.client().request(`/grant-experts/${withPhoto}/photo`, { headers: { 'If-None-Match': response.headers.get('ETag')! } })
    expect(again.status).toBe(304)

    for (const id of [hiddenPhoto, notImage, ids.amara, 'nope', '00000000-0000-4000-8000-000000000000']) expect((await server.client().get(`/grant-experts/${id}/photo`)).status).toBe(404)
    // The card and the profile show the photo; others their initials.
    expect((await browse('?q=phil')).html).toContain(`src="/grant-experts/${withPhoto}/photo"`)
    expect((await server.client().page(`/grant-experts/${withPhoto}`)).html).toContain('alt="Photo of Photo Phil"')
    await db.delete(experts).where(and(eq(experts.id, withPhoto)))
    await db.delete(experts).where(eq(experts.id, notImage))
  })
})

describe('The Grant Experts landing page', () => {
  it('has the search box, Join and Browse, the three tiers with Coming soon features, and Verified Members Only', async () => {
    const { status, html } = await server.client().page('/grant-experts')
    expect(status).toBe(200)
    const body = text(html)
    expect(html).toMatch(/<form[^>]*action="\/grant-experts\/browse" method="get"/)
    expect(html).toMatch(/<input[^>]*name="q"/)
    expect(html).toMatch(/<a[^>]*href="\/become-grant-expert"[^>]*>Join the Directory<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/grant-experts\/browse"[^>]*>Browse Experts<\/a>/)
    expect(body).toContain('What grant experts do')
    expect(body).toContain('$125 per year')
    expect(body).toContain('$225 per year')
    expect(body).toContain('$999 per year')
    expect(body).toMatch(/Pro Most Popular \$225 per year/)
    expect([...html.matchAll(/href="\/become-grant-expert"[^>]*>Get Started</g)]).toHaveLength(3)
    expect(body).not.toMatch(/AI chat assistant Coming soon/)
    expect(body).toMatch(/Featured placement in the directory(?! Coming soon)/)
    expect(body).not.toContain('Profile analytics Coming soon')
    expect(body).toMatch(/Priority email notifications(?! Coming soon)/)
    expect(body).toContain('Listed first in the directory, ahead of every other tier')
    // Tiers are cumulative: Pro and Elite start with everything of the tier below.
    expect(body).toMatch(/Pro Most Popular \$225 per year Everything in Basic AI project analysis/)
    expect(body).toMatch(/Elite \$999 per year Everything in Pro AI content generation Needs the assistant — not offered here AI image generation/)
    expect(body).toMatch(/Basic \$125 per year Profile listing in the directory/)
    expect(body).toContain('Verified Members Only')
    expect(body).toContain('Verification starts from $150.')
    expect(body).toContain('Basic 5 contacts a day')
    expect(body).toContain('Standard 15 contacts a day')
    expect(body).toContain('Premium 50 contacts a day')
    expect(body).toContain('Elite Unlimited')
    expect(html).toMatch(/<a[^>]*href="\/trust-center"[^>]*>Get Verified Now<\/a>/)
    expect(html).toMatch(/<a[^>]*href="\/auth"[^>]*>Sign In<\/a>/)
  })

  it('is where the top bar, the footer and the Trust Center lead', async () => {
    const home = (await server.client().page('/')).html
    const header = home.slice(home.indexOf('<header'), home.indexOf('</header>'))
    const footer = home.slice(home.indexOf('<footer'), home.indexOf('</footer>'))
    expect(header).toMatch(/href="\/grant-experts"[^>]*>[^<]*Grant Experts/)
    expect(footer).toMatch(/href="\/grant-experts"/)
    expect((await server.client().page('/trust-center')).html).toContain('href="/grant-experts"')
  })
})

describe('The demo seed', () => {
  it('lists eight experts in every tier, with reviews and portfolios, and keeps two applications pending; a second run adds nothing', async () => {
    const demo = await startTestServer()
    try {
      await seedDemoExperts(demo.services.db)
      await seedDemoExperts(demo.services.db)
      const { html } = await demo.client().page('/grant-experts/browse')
      expect(text(html)).toContain('8 grant experts')
      const names = [...html.matchAll(/<h3[^>]*><a[^>]*>([^<]+)<\/a><\/h3>/g)].map((m) => m[1])
      // Elite first, then Pro, then Basic.
      expect(names.slice(0, 2).sort()).toEqual(['Amara Nwosu', 'Youssef Benali'])
      expect(names.slice(2, 5).sort()).toEqual(['Fatou Sow', 'Joseph Mwangi', 'Kwame Asante'])
      const rows = await demo.services.db.select({ status: experts.applicationStatus }).from(experts)
      expect(rows.filter((r) => r.status === 'pending')).toHaveLength(2)
      expect(rows).toHaveLength(10)
      const amara = html.match(/href="\/grant-experts\/([0-9a-f-]{36})"[^>]*>Amara Nwosu/)![1]
      const profile = text((await demo.client().page(`/grant-experts/${amara}`)).html)
      expect(profile).toContain('Our proposal was funded at the first attempt.')
      expect(profile).toContain('Verified expert')
      expect(text((await demo.client().page(`/grant-experts/${amara}?tab=portfolio`)).html)).toContain('Clean water for rural clinics in Kaduna')
    } finally {
      await demo.close()
    }
  })

  it('labels every seeded expert and review as sample data, and dates the reviews when their engagements ended, not today', async () => {
    const demo = await startTestServer()
    try {
      await seedDemoExperts(demo.services.db)
      expect((await demo.services.db.select({ isDemo: experts.isDemo }).from(experts)).every((r) => r.isDemo)).toBe(true)
      expect((await demo.services.db.select({ isDemo: reviews.isDemo }).from(reviews)).every((r) => r.isDemo)).toBe(true)
      const { html } = await demo.client().page('/grant-experts/browse')
      expect(text(html).match(/Sample profile/g)).toHaveLength(8)
      const amara = html.match(/href="\/grant-experts\/([0-9a-f-]{36})"[^>]*>Amara Nwosu/)![1]
      const profile = text((await demo.client().page(`/grant-experts/${amara}`)).html)
      expect(profile).toContain('Sample profile')
      expect(profile.match(/Sample review/g)).toHaveLength(2)
      expect(profile).not.toContain(new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' }).format(new Date()))
    } finally {
      await demo.close()
    }
  })

  it('does not label a real expert as a sample', async () => {
    const id = await insertExpert(server.services.db, { name: 'Real Rehema', application: 'approved', membership: 'active' })
    const { html } = await server.client().page('/grant-experts/browse?q=Rehema')
    expect(html).toContain(`href="/grant-experts/${id}"`)
    expect(text(html)).not.toContain('Sample profile')
    expect(text((await server.client().page(`/grant-experts/${id}`)).html)).not.toContain('Sample profile')
  })
})
