import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { newMember } from '../support/accounts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { type LayoutIds, type LayoutRole, layoutVisits, seedLayoutData } from '../e2e/layout-data.ts'

/**
 * Issue 23: every link in the app leads somewhere. Each page the layout sweep visits (its data, its
 * pages, its roles) is fetched as that role, and every internal link on it is followed as the same
 * role: none may answer 404 (or fail). Links that change something when followed are not followed.
 */

/** Followed, they would change the session under the test: signing out. */
const NOT_FOLLOWED = [/^\/auth\/sign-out(\?|$)/]

let server: TestServer
let ids: LayoutIds
const clients = {} as Record<LayoutRole, TestClient>

beforeAll(async () => {
  server = await startTestServer()
  const data = await seedLayoutData(server)
  ids = data.ids
  clients.member = data.member
  clients.admin = data.admin
  clients.visitor = server.client()
})
afterAll(() => server?.close())

/** The internal links of a page: `<a href="/…">`, entities decoded. */
function internalLinks(html: string): string[] {
  const links = [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replaceAll('&amp;', '&'))
  return links.filter((href) => href.startsWith('/') && !href.startsWith('//'))
}

/** Follows each link as `client`: a link answers unless it is a 404 or a failure, and its fragment names an element of the page. */
async function brokenLinks(client: TestClient, paths: string[]): Promise<{ followed: number; broken: string[] }> {
  const links = new Map<string, string>()
  for (const path of paths) {
    const page = await client.page(path)
    for (const href of internalLinks(page.html)) if (!links.has(href) && !NOT_FOLLOWED.some((r) => r.test(href))) links.set(href, path)
  }
  const broken: string[] = []
  for (const [href, from] of links) {
    const [target, fragment] = href.split('#')
    const { status, body, path } = await follow(client, target)
    const via = path === target ? '' : ` (redirected to ${path})`
    if (status === 'loop') broken.push(`${href} (on ${from}) redirects more than ${MAX_REDIRECTS} times`)
    else if (status === 404 || status >= 500) broken.push(`${href} (on ${from})${via} answered ${status}`)
    else if (fragment && status === 200 && !body.includes(`id="${fragment}"`)) broken.push(`${href} (on ${from}): no element with id "${fragment}"`)
  }
  return { followed: links.size, broken }
}

const MAX_REDIRECTS = 5

/**
 * Where a link leads: its redirects within the app are followed (at most MAX_REDIRECTS), so a link
 * that redirects to a missing page answers 404, not 302. A redirect to another origin (a payment
 * provider) ends there: it answered.
 */
async function follow(client: TestClient, target: string): Promise<{ status: number | 'loop'; body: string; path: string }> {
  const origin = new URL(client.baseUrl).origin
  let path = target
  for (let hop = 0; hop <= MAX_REDIRECTS; hop++) {
    const response = await client.request(path)
    const body = await response.text()
    const location = response.headers.get('Location')
    if (response.status < 300 || response.status >= 400 || !location) return { status: response.status, body, path }
    const next = new URL(location, origin + path)
    if (next.origin !== origin) return { status: response.status, body, path }
    path = next.pathname + next.search
  }
  return { status: 'loop', body: '', path }
}

describe('Every internal link', () => {
  it('is followed through its redirects within the app: one that redirects to a missing page is broken', async () => {
    // Signed in, /auth sends the member on to redirectTo.
    expect(await follow(clients.member, '/auth?redirectTo=/no-such-page')).toMatchObject({ status: 404, path: '/no-such-page' })
    expect(await follow(clients.member, '/auth?redirectTo=/dashboard')).toMatchObject({ status: 200, path: '/dashboard' })
  })

  for (const role of ['visitor', 'member', 'admin'] as const) {
    it(`answers on every page the layout sweep visits, ${role === 'visitor' ? 'signed out' : `as ${role === 'member' ? 'a member' : 'an admin'}`}`, async () => {
      const pages = layoutVisits(ids).filter((v) => v.roles.includes(role))
      expect(pages.length).toBeGreaterThan(3)
      const { followed, broken } = await brokenLinks(
        clients[role],
        pages.map((v) => v.path),
      )
      expect(followed).toBeGreaterThan(10)
      expect(broken).toEqual([])
    })
  }

  it('answers on the member pages as a Free member sees them (the upgrade offers instead of Premium features)', async () => {
    const free = await newMember(server, { email: 'free-links@example.org', name: 'Faraji Free', orgName: 'Free Links Group' })
    const pages = layoutVisits(ids).filter(
      (v) => v.roles.includes('member') && !/^\/(dashboard\/applications|billing\/receipts|requests|engagements|reports|payments|verification-application)\//.test(v.path),
    )
    const { followed, broken } = await brokenLinks(
      free,
      pages.map((v) => v.path),
    )
    expect(followed).toBeGreaterThan(10)
    expect(broken).toEqual([])
  })
})
