import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { discoveredGrantsQueue } from '../../app/db/schema/index.ts'
import { signedInAdmin } from '../support/accounts.ts'
import { discoverySource, queuedGrant } from '../support/discovery-queue.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25 §2: the review page shows each field beside the text it was read from, with a confidence
 * in words, and a "Next grant" link (without JavaScript too) to the oldest grant waiting after this
 * one; publishing or rejecting goes on to that grant, or back to the queue when none is left. A
 * server of its own, so the queue holds only this file's rows.
 */
let server: TestServer
let admin: TestClient
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server)
})
afterAll(() => server?.close())

const pageOf = (id: string) => `/taf-admin/discovered/${id}`
/** What the page shows beside one field of the form (up to the next field's). */
const evidenceOf = (html: string, field: string) => {
  const start = html.indexOf(`data-evidence="${field}"`)
  expect(start, field).toBeGreaterThan(0)
  const end = html.indexOf('data-evidence=', start + 1)
  return text(html.slice(html.lastIndexOf('<', start), end > 0 ? html.lastIndexOf('<', end) : html.indexOf('</form>', start)))
}

describe('The review page, grant by grant', () => {
  let first: typeof discoveredGrantsQueue.$inferSelect
  let second: typeof discoveredGrantsQueue.$inferSelect
  let third: typeof discoveredGrantsQueue.$inferSelect
  beforeAll(async () => {
    const source = await discoverySource(server, { sourceName: 'Kigelia Foundation Website' })
    first = await queuedGrant(server, source.id, {
      title: 'Kigelia Borehole Grants 2099',
      discoveredAt: new Date('2026-11-01T08:00:00Z'),
      fieldOrigins: { title: 'jsonld', funderName: 'structure', fundingAmount: 'text', amountMax: 'text', currency: 'text', deadline: 'text', applicationUrl: 'structure' },
      fieldSnippets: {
        title: 'name: Kigelia Borehole Grants 2099',
        funderName: 'Funder: Okavango Water Trust',
        fundingAmount: 'Grants of up to KES 2,000,000 for each water committee.',
        deadline: 'Applications close on 31 March 2020.',
        applicationUrl: 'Apply now (https://forms.elsewhere.example.com/kigelia)',
      },
      // Read as past, and the application form is on another organisation's site.
      deadline: '2020-03-31',
      applicationUrl: 'https://forms.elsewhere.example.com/kigelia',
    })
    second = await queuedGrant(server, source.id, { title: 'Kigelia Seed Fund 2099', discoveredAt: new Date('2026-11-02T08:00:00Z') })
    third = await queuedGrant(server, source.id, { title: 'Kigelia Youth Prize 2099', discoveredAt: new Date('2026-11-03T08:00:00Z') })
  })

  it('shows each field’s snippet beside it, quoted, with its confidence in words and the checks it failed', async () => {
    const { status, html } = await admin.page(pageOf(first.id))
    expect(status).toBe(200)
    // Structured data, every check passing: high.
    const title = evidenceOf(html, 'title')
    expect(title).toContain('High confidence')
    expect(title).toContain('Read from: JSON-LD')
    expect(title).toContain('name: Kigelia Borehole Grants 2099')
    // A label and its value: medium.
    expect(evidenceOf(html, 'funderName')).toContain('Medium confidence')
    expect(evidenceOf(html, 'funderName')).toContain('Funder: Okavango Water Trust')
    expect(evidenceOf(html, 'fundingAmount')).toContain('Grants of up to KES 2,000,000 for each water committee.')
    // The page's text, and the deadline already past: low, and why.
    const deadline = evidenceOf(html, 'deadline')
    expect(deadline).toContain('Low confidence')
    expect(deadline).toContain('Applications close on 31 March 2020.')
    expect(deadline).toContain('The deadline has passed')
    expect(evidenceOf(html, 'applicationUrl')).toContain('The application address is on another site than the page')
    // A field read from nowhere says so.
    expect(evidenceOf(html, 'sectors')).toContain('Not found at the source')
    // The snippet is quoted in the grant's language, in its own direction.
    expect(html).toMatch(/<q[^>]*><span lang="en" dir="auto"[^>]*>Applications close on 31 March 2020\.<\/span><\/q>/)
  })

  it('links to the next grant waiting, without JavaScript, and leaves the keyboard legend to JavaScript', async () => {
    const { html } = await admin.page(pageOf(first.id))
    expect(html).toMatch(new RegExp(`<a[^>]*href="${pageOf(second.id)}"[^>]*>Next grant</a>`))
    expect(html).toContain('aria-keyshortcuts="n"')
    expect(html).toContain('aria-keyshortcuts="p"')
    expect(html).toContain('aria-keyshortcuts="r"')
    // The shortcuts need JavaScript: the page as the server sends it does not offer them.
    expect(text(html)).not.toContain('Keyboard shortcuts')
    // Past the newest grant waiting, the next is the oldest one still waiting.
    expect((await admin.page(pageOf(third.id))).html).toContain(`href="${pageOf(first.id)}"`)
  })

  it('goes on to the next grant waiting after publishing or rejecting, with the outcome, then back to the queue', async () => {
    const published = await admin.post(pageOf(first.id), {
      intent: 'publish',
      title: first.title,
      funderName: first.funderName ?? '',
      description: first.description ?? '',
      language: 'en',
      fundingAmount: first.fundingAmount ?? '',
      amountMin: '',
      amountMax: String(first.amountMax),
      currency: 'KES',
      deadline: '2099-03-31',
      countryScope: first.countryScope ?? '',
      applicationUrl: first.applicationUrl ?? '',
    })
    expect(published.status).toBe(302)
    expect(published.headers.get('Location')).toBe(pageOf(second.id))
    const onSecond = await admin.follow(published)
    expect(messages(onSecond.html, 'status')).toContain('Grant published')
    expect(text(onSecond.html)).toContain('Kigelia Seed Fund 2099')

    const rejected = await admin.post(pageOf(second.id), { intent: 'reject', reason: 'Only for registered cooperatives in 2024.' })
    expect(rejected.headers.get('Location')).toBe(pageOf(third.id))
    expect(messages((await admin.follow(rejected)).html, 'status')).toContain('Discovered grant rejected')
    // The last grant waiting has no next one.
    expect(text((await admin.page(pageOf(third.id))).html)).toContain('No other grant is waiting for review.')
    const last = await admin.post(pageOf(third.id), { intent: 'reject', reason: 'A prize for individuals, not organisations.' })
    expect(last.headers.get('Location')).toBe('/taf-admin?tab=discovered')
    expect(messages((await admin.follow(last)).html, 'status')).toContain('Discovered grant rejected')
    const rows = await server.services.db
      .select({ id: discoveredGrantsQueue.id, status: discoveredGrantsQueue.status })
      .from(discoveredGrantsQueue)
      .where(eq(discoveredGrantsQueue.sourceId, first.sourceId))
    expect(Object.fromEntries(rows.map((r) => [r.id, r.status]))).toEqual({ [first.id]: 'verified', [second.id]: 'rejected', [third.id]: 'rejected' })
  })
})
