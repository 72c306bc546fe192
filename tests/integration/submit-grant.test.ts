import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user, userGrantSubmissions } from '../../app/db/schema/index.ts'
import { newMember } from '../support/accounts.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

let server: TestServer
let member: TestClient
beforeAll(async () => {
  server = await startTestServer()
  member = await newMember(server, { email: 'submitter@example.org' })
})
afterAll(() => server?.close())

const VALID = {
  title: 'Community Radio for Farmers Fund',
  description: 'Grants for community radio stations that broadcast weather and market prices to smallholder farmers.',
  funderName: 'Sahel Media Trust',
  applicationUrl: 'https://sahelmedia.example.org/apply',
  deadline: '',
  amountMin: '',
  amountMax: '',
  eligibilityCriteria: '',
}

function post(fields: Record<string, string>, multi: Record<string, string[]> = {}) {
  const body = new URLSearchParams({ ...VALID, ...fields })
  for (const [key, values] of Object.entries(multi)) for (const value of values) body.append(key, value)
  return member.request('/submit-grant', { method: 'POST', body, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })
}

describe('Submit a grant', () => {
  it('sends visitors to sign in with "Please sign in to submit a grant"', async () => {
    const visitor = server.client()
    const response = await visitor.get('/submit-grant')
    expect(response.headers.get('Location')).toBe('/auth?redirectTo=%2Fsubmit-grant')
    expect(messages((await visitor.follow(response)).html, 'status')).toContain('Please sign in to submit a grant')
    expect((await visitor.post('/submit-grant', VALID)).status).toBe(302)
    expect(await server.services.db.select().from(userGrantSubmissions)).toHaveLength(0)
  })

  it('shows the form with sectors and geographic focus as choices, and Cancel to /discover', async () => {
    const { html } = await member.page('/submit-grant')
    // Stored as ids, shown as words.
    for (const s of ['education', 'gender_equality', 'energy', 'pan_african', 'east_africa', 'central_africa']) expect(html).toContain(`value="${s}"`)
    for (const s of ['Education', 'Gender Equality', 'Energy', 'Pan-African', 'East Africa', 'Central Africa']) expect(text(html)).toContain(s)
    expect(html).toMatch(/href="\/discover"[^>]*>Cancel/)
  })

  it.each([
    [{ title: 'Too short' }, 'Title must be at least 10 characters'],
    [{ description: 'Not long enough.' }, 'Description must be at least 50 characters'],
    [{ funderName: 'S' }, 'Funder name is required'],
    [{ applicationUrl: 'sahelmedia.example.org' }, 'Must be a valid URL'],
    [{ applicationUrl: '' }, 'Must be a valid URL'],
    [{ eligibilityCriteria: 'e'.repeat(1001) }, 'Eligibility criteria are too long (at most 1000 characters)'],
    [{ amountMin: '-100' }, 'Amounts must be whole numbers of 0 or more'],
    [{ amountMin: '5000', amountMax: '1000' }, 'The maximum amount cannot be less than the minimum'],
  ])('refuses %j with "%s", stores nothing and keeps what was typed', async (fields, message) => {
    const response = await post(fields, { sectors: ['health'] })
    expect(response.status).toBe(400)
    const html = await response.text()
    expect(messages(html, 'alert')).toEqual([message])
    const typed = { ...VALID, ...fields }
    expect(html).toContain(`value="${typed.title}"`)
    expect(html).toContain(`value="${typed.funderName}"`)
    const health = html.match(/<input[^>]*value="health"[^>]*>/)![0]
    expect(health).toContain('checked=""')
    expect(await server.services.db.select().from(userGrantSubmissions)).toHaveLength(0)
  })

  it('stores a valid submission as pending, says so, and lists it on the dashboard as In review', async () => {
    const response = await post({ deadline: '2027-03-05', amountMin: '5,000', amountMax: '20000' }, { sectors: ['agriculture', 'technology'], geographicFocus: ['west_africa', 'pan_african'] })
    expect(response.status).toBe(302)
    expect(response.headers.get('Location')).toBe('/dashboard')
    const page = await member.follow(response)
    expect(messages(page.html, 'status')).toContain('Grant submitted successfully! It will be reviewed by our team.')
    expect(text(page.html)).toContain('Community Radio for Farmers Fund')
    expect(text(page.html)).toContain('In review')
    const [row] = await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.title, VALID.title))
    expect(row).toMatchObject({ status: 'pending', amountMin: 5000, amountMax: 20000, deadline: '2027-03-05', sectors: ['agriculture', 'technology'], geographicFocus: ['west_africa', 'pan_african'] })
  })

  it('refuses choices that are not offered', async () => {
    const response = await post({}, { sectors: ['Mining'] })
    expect(response.status).toBe(400)
  })
})

describe('Repeated choices', () => {
  it('are stored once each, however often the form repeats them', async () => {
    const response = await post({ title: 'Repeated Choices Fund' }, { sectors: Array(500).fill('health'), geographicFocus: ['east_africa', 'east_africa'] })
    expect(response.status).toBe(302)
    const [row] = await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.title, 'Repeated Choices Fund'))
    expect(row).toMatchObject({ sectors: ['health'], geographicFocus: ['east_africa'] })
  })
})

describe('Submitting many grants', () => {
  it('stops at 50 in 24 hours with a thank-you, keeping what was typed and storing nothing', async () => {
    const busy = await newMember(server, { email: 'scout@example.org' })
    const [{ id: userId }] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'scout@example.org'))
    await server.services.db
      .insert(userGrantSubmissions)
      .values(
        Array.from({ length: 50 }, (_, i) => ({ userId, title: `Scouted Fund ${i}`, description: VALID.description, funderName: 'Scout Trust', applicationUrl: `https://scout.example.org/${i}` })),
      )
    const response = await busy.post('/submit-grant', { ...VALID, title: 'One More Fund' })
    expect(response.status).toBe(429)
    const html = await response.text()
    expect(messages(html, 'alert')).toContain('You have sent 50 grants for review in the last 24 hours. Thank you! Please send more tomorrow.')
    expect(html).toContain('value="One More Fund"')
    expect(await server.services.db.select().from(userGrantSubmissions).where(eq(userGrantSubmissions.userId, userId))).toHaveLength(50)
  })
})

describe('Several wrong fields at once (issue 9)', () => {
  it('shows every field’s message, once beside its field and once in the summary that links to it', async () => {
    const before = (await server.services.db.select().from(userGrantSubmissions)).length
    const response = await post({ title: 'Too short', description: 'Not long enough.', funderName: 'S', applicationUrl: 'not a url' })
    expect(response.status).toBe(400)
    const html = await response.text()
    const expected = {
      title: 'Title must be at least 10 characters',
      description: 'Description must be at least 50 characters',
      funderName: 'Funder name is required',
      applicationUrl: 'Must be a valid URL',
    }
    expect(messages(html, 'alert')).toEqual(Object.values(expected))
    expect(text(html)).toContain('There is a problem')
    for (const [field, message] of Object.entries(expected)) {
      expect(html).toContain(`<a href="#${field}"`)
      expect(html).toContain(`id="${field}-error"`)
      expect(text(html).split(message).length - 1).toBe(2)
    }
    expect(await server.services.db.select().from(userGrantSubmissions)).toHaveLength(before)
  })

  it('says how long each text may be before anything is typed', async () => {
    const body = text((await member.page('/submit-grant')).html)
    for (const hint of ['Up to 200 characters', 'Up to 2000 characters', 'Up to 1000 characters']) expect(body).toContain(hint)
  })
})
