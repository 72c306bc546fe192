import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { organizations } from '../../app/db/schema/index.ts'
import { DIRECTORY_PAGE_SIZE } from '../../app/domain/organization-directory/directory-query.ts'
import { t } from '../../app/i18n/index.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import { listedOrg } from '../support/organization-directory.ts'
import { messages, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * The public directory of verified organizations (/org, issue 26 §4, ADR 063) as a funder browses
 * it without JavaScript: only badges in force on published profiles that did not opt out, searched
 * by name and filtered by country, sector and tier, a page at a time; and an organization leaving
 * the directory from its public profile settings without losing its badge.
 */
let server: TestServer
const visitor = () => server.client()
const names = (html: string) => [...html.matchAll(/data-testid="directory-entry"[^>]*>[\s\S]*?<bdi>([^<]*)<\/bdi>/g)].map((m) => m[1])

beforeAll(async () => {
  server = await startTestServer()
  await listedOrg(server, { name: 'Amara Girls Literacy Trust', slug: 'amara-girls', country: 'KE', sectors: ['education'], tier: 'standard' })
  await listedOrg(server, { name: 'Baobab Health Collective', slug: 'baobab-health', country: 'UG', sectors: ['health', 'education'], tier: 'premium' })
  await listedOrg(server, { name: 'Coastal Mangrove Keepers', slug: 'coastal-mangrove', country: 'TZ', sectors: ['environment'], tier: 'elite' })
  // Works in Ghana but does not publish its country: a country filter must not reveal it.
  await listedOrg(server, { name: 'Quiet Country Farmers', slug: 'quiet-country', country: 'GH', sectors: ['agriculture'], tier: 'basic', fields: ['sector'] })
  await listedOrg(server, { name: 'Opted Out Water Project', slug: 'opted-out', optOut: true })
  await listedOrg(server, { name: 'Revoked Badge Society', slug: 'revoked-badge', badge: 'revoked' })
  await listedOrg(server, { name: 'Expired Badge Society', slug: 'expired-badge', badge: 'expired' })
  await listedOrg(server, { name: 'Still In Review Union', slug: 'in-review', badge: 'in_review' })
  await listedOrg(server, { name: 'Unpublished Profile Group', slug: 'unpublished', enabled: false })
})
afterAll(() => server?.close())

describe('The directory of verified organizations (/org)', () => {
  it('lists only organizations with a badge in force on a published profile that did not opt out, by name', async () => {
    const page = await visitor().page('/org')
    expect(page.status).toBe(200)
    expect(names(page.html)).toEqual(['Amara Girls Literacy Trust', 'Baobab Health Collective', 'Coastal Mangrove Keepers', 'Quiet Country Farmers'])
    expect(text(page.html)).toContain('4 verified organizations')
    // Each links to the public profile and says the tier; what the organization did not publish is not there.
    expect(page.html).toContain('href="/org/amara-girls"')
    expect(text(page.html)).toContain('Verified at the Standard level on')
    const results = text(page.html.slice(page.html.indexOf('verified organizations')))
    expect(results).toContain('Uganda · Health and Education')
    expect(results).not.toContain('Ghana')
    // The search is a plain GET form with visible labels: it works without JavaScript.
    expect(page.html).toMatch(/<form[^>]*action="\/org" method="get"/)
    for (const id of ['q', 'country', 'sector', 'tier']) expect(page.html).toMatch(new RegExp(`<label[^>]*for="${id}"`))
  })

  it('filters by country, sector and tier, and searches names by the start of a word', async () => {
    expect(names((await visitor().page('/org?country=UG')).html)).toEqual(['Baobab Health Collective'])
    expect(names((await visitor().page('/org?sector=education')).html)).toEqual(['Amara Girls Literacy Trust', 'Baobab Health Collective'])
    expect(names((await visitor().page('/org?tier=elite')).html)).toEqual(['Coastal Mangrove Keepers'])
    expect(names((await visitor().page('/org?q=mangro')).html)).toEqual(['Coastal Mangrove Keepers'])
    expect(names((await visitor().page('/org?q=health+baobab')).html)).toEqual(['Baobab Health Collective'])
    // Opted-out and revoked organizations are not found by name either.
    expect(names((await visitor().page('/org?q=opted')).html)).toEqual([])
    expect(names((await visitor().page('/org?q=revoked')).html)).toEqual([])
  })

  it('never matches a filter on a field the organization does not publish', async () => {
    const page = await visitor().page('/org?country=GH')
    expect(names(page.html)).toEqual([])
    expect(text(page.html)).toContain(t('organizationDirectory.noMatch'))
  })

  it('ignores a filter value that is not one of the choices, rather than failing', async () => {
    const page = await visitor().page('/org?country=Narnia&tier=platinum&sector=%3Cscript%3E')
    expect(page.status).toBe(200)
    expect(names(page.html)).toHaveLength(4)
  })

  it('pages through many organizations, and sends a page past the last back to the last', async () => {
    for (let i = 0; i < DIRECTORY_PAGE_SIZE; i++) await listedOrg(server, { name: `Zz Paging Test Org ${String(i).padStart(2, '0')}`, slug: `zz-paging-${i}`, sectors: ['energy'] })
    const first = await visitor().page('/org?sector=energy')
    expect(names(first.html)).toHaveLength(DIRECTORY_PAGE_SIZE)
    expect(text(first.html)).not.toContain('Page 1 of')
    const all = await visitor().page('/org')
    expect(text(all.html)).toContain('Page 1 of 2')
    expect(all.html).toContain('href="/org?page=2"')
    const second = await visitor().page('/org?page=2')
    expect(names(second.html)).toEqual(['Zz Paging Test Org 16', 'Zz Paging Test Org 17', 'Zz Paging Test Org 18', 'Zz Paging Test Org 19'])
    const past = await visitor().get('/org?page=40')
    expect(past.status).toBe(302)
    expect(past.headers.get('Location')).toBe('/org?page=2')
  })
})

describe('Leaving the directory from the public profile settings', () => {
  it('takes the organization out of the directory, keeps its badge and profile, and can put it back', async () => {
    const owner = await newMember(server, { name: 'Wanjiru Kamau', email: 'directory-owner@example.org', orgName: 'Kisumu Reading Circle' })
    const org = await organizationOf(server, 'directory-owner@example.org')
    await listedOrg(server, { organizationId: org.id, name: 'Kisumu Reading Circle Listed', slug: 'kisumu-circle', checkCode: 'KSMRC00001' })

    const settings = await owner.page('/profile/public')
    expect(settings.html).toMatch(/<input[^>]*type="checkbox"[^>]*name="listed"[^>]*checked/)
    expect(text(settings.html)).toContain(t('organizationDirectory.settingLabel'))

    const out = await owner.post('/profile/public', { intent: 'directory' })
    expect(out.status).toBe(302)
    expect(messages((await owner.follow(out)).html, 'status')).toContain(t('organizationDirectory.unlistedSaved'))
    expect(names((await visitor().page('/org?q=kisumu')).html)).toEqual([])
    // The badge and the profile stay.
    expect((await visitor().page('/org/kisumu-circle')).status).toBe(200)
    expect(text((await visitor().page('/verify/KSMR-C000-01')).html)).toContain('Valid')

    const back = await owner.post('/profile/public', { intent: 'directory', listed: 'on' })
    expect(messages((await owner.follow(back)).html, 'status')).toContain(t('organizationDirectory.listedSaved'))
    expect(names((await visitor().page('/org?q=kisumu')).html)).toEqual(['Kisumu Reading Circle Listed'])
  })

  it('refuses a listing value that is not the tick box, changing nothing', async () => {
    const owner = await newMember(server, { name: 'Juma Otieno', email: 'directory-bad@example.org', orgName: 'Lamu Youth Sailing' })
    const org = await organizationOf(server, 'directory-bad@example.org')
    const refused = await owner.post('/profile/public', { intent: 'directory', listed: 'yes-please' })
    expect(refused.status).toBe(400)
    expect(messages(await refused.text(), 'alert')).toContain(t('publicProfile.badChoice'))
    const [row] = await server.services.db.select({ optOut: organizations.directoryOptOut }).from(organizations).where(eq(organizations.id, org.id))
    expect(row.optOut).toBe(false)
  })
})

describe('What a funder sees beside the badge (the badge page and the public profile)', () => {
  it('shows the published registration number and country, year founded, and what each review layer found, never the reviewers’ notes', async () => {
    await newMember(server, { email: 'ground-reviewer@example.org' })
    await newMember(server, { email: 'second-reviewer@example.org' })
    const reviewers = { ground: (await organizationOf(server, 'ground-reviewer@example.org')).userId, decided: (await organizationOf(server, 'second-reviewer@example.org')).userId }
    await listedOrg(server, {
      name: 'Facts Shown Test Trust',
      slug: 'facts-shown',
      country: 'KE',
      yearFounded: 2011,
      registrationNumber: 'OP.218/051/2011/0077',
      checkCode: 'FACT000001',
      fields: ['country', 'registration', 'yearFounded'],
      reviewers,
    })
    for (const path of ['/verify/FACT-0000-01', '/org/facts-shown']) {
      const words = text((await visitor().page(path)).html)
      expect(words, path).toContain('OP.218/051/2011/0077')
      expect(words, path).toContain('Year founded 2011')
      expect(words, path).toContain(t('organizationDirectory.layersHeading'))
      expect(words, path).toContain('Automated checks: 2 of 3 passed.')
      expect(words, path).toMatch(/On-the-ground check: done, recorded on \w{3} \d{1,2}, \d{4}\./)
      expect(words, path).toMatch(/Cross-validation: done by a second reviewer; approved on/)
      expect(words, path).not.toContain('Reviewer note')
    }
    expect(text((await visitor().page('/verify/FACT-0000-01')).html)).toContain('OP.218/051/2011/0077 (Kenya)')
  })

  it('keeps the registration number and year founded off both pages when the organization did not choose to publish them', async () => {
    await listedOrg(server, { name: 'Facts Hidden Test Trust', slug: 'facts-hidden', yearFounded: 1999, registrationNumber: 'HIDDEN-REG-5521', checkCode: 'HDDN000001' })
    for (const path of ['/verify/HDDN-0000-01', '/org/facts-hidden']) {
      const words = text((await visitor().page(path)).html)
      expect(words, path).not.toContain('HIDDEN-REG-5521')
      expect(words, path).not.toContain('1999')
      // What the review layers found is part of the badge, whatever the organization publishes.
      expect(words, path).toContain('Automated checks: 2 of 3 passed.')
      expect(words, path).toContain('Cross-validation: done; approved on')
    }
  })
})
