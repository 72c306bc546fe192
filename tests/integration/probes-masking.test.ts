import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRequests } from '../../app/db/schema/index.ts'
import { parseExpertForm } from '../../app/domain/experts/application-form.ts'
import { DISGUISED_DETAILS, digitsIn, ORDINARY_TEXT, shownWith } from '../../app/domain/requests/contact-detail-cases.ts'
import { newMember } from '../support/accounts.ts'
import { makeExpert, requestFields, verifyOrganization } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Getting contact details past the mask (issue 23, finding 1). A member writes to the expert their
 * request is addressed to, before the expert accepts it; the expert reads the thread. The cases are
 * the pure function's own table (contact-detail-cases.ts): what the member writes and what the
 * expert sees, the mask's words where the detail was. Every disguised case reached the expert as
 * written before the detector normalised what it reads.
 */
// The mask's words, isolated from the text around them (so an Arabic page keeps brackets in place).
const H = '\u2068[contact details hidden until the request is accepted]\u2069'
const MUST_HIDE = DISGUISED_DETAILS.map(([how, written, seen]) => [how, written, shownWith(seen, H)] as const)

let server: TestServer
let member: TestClient
let expert: Awaited<ReturnType<typeof makeExpert>>
let requestId: string
beforeAll(async () => {
  server = await startTestServer()
  expert = await makeExpert(server, 'mask-expert@example.org', { name: 'Thandi Writer' })
  member = await newMember(server, { email: 'mask-member@example.org', name: 'Baraka Member', orgName: 'Baraka Collective' })
  await verifyOrganization(server, 'mask-member@example.org', 'basic')
  const sent = await member.post(
    '/project-request',
    requestFields({
      writer: expert.expertId,
      projectTitle: 'Proposal, call O712 345 678',
      projectDescription: `School feeding proposal; write to baraka at ngo.example.org or ${digitsIn(0xff10, '0733 111 222')}, for our budget of $25,000 in 2027.`,
    }),
  )
  expect(sent.status).toBe(303)
  ;[{ id: requestId }] = await server.services.db.select({ id: projectRequests.id }).from(projectRequests).where(eq(projectRequests.expertId, expert.expertId))
})
afterAll(() => server?.close())

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'", '&#39;': "'" }
const decoded = (html: string) => html.replace(/&(?:amp|lt|gt|quot|#x27|#39);/g, (entity) => ENTITIES[entity])

/** The bodies of the thread's messages as the expert's page shows them, oldest first. */
async function messagesSeenByExpert(): Promise<string[]> {
  const { status, html } = await expert.client.page(`/requests/${requestId}`)
  expect(status).toBe(200)
  return [...html.matchAll(/<p class="mt-1 whitespace-pre-line" dir="auto">([\s\S]*?)<\/p>/g)].map((m) => decoded(m[1]))
}

/** What the expert reads of a message the member sends now. */
async function sendAndRead(body: string): Promise<string> {
  const sent = await member.post(`/requests/${requestId}`, { intent: 'message', body })
  expect(sent.status).toBe(303)
  return (await messagesSeenByExpert()).at(-1)!
}

describe('Contact details in a message before the request is accepted', () => {
  it.each(MUST_HIDE)('are hidden from the expert when written with %s', async (_how, written, seen) => {
    expect(await sendAndRead(written)).toBe(seen)
  })

  it.each(ORDINARY_TEXT)('leave %j as written', async (written) => {
    expect(await sendAndRead(written)).toBe(written)
  })
})

describe('Everything else the mask covers uses the same detector', () => {
  it('hides the spelled-out address and the full-width number in the request the expert reads, and the number in the title the expert is emailed', async () => {
    const { html } = await expert.client.page(`/requests/${requestId}`)
    const page = decoded(html)
    expect(page).toContain(`School feeding proposal; write to ${H} or ${H}, for our budget of $25,000 in 2027.`)
    expect(page).toContain(`Proposal, call ${H}`)
    expect(page).not.toContain('ngo.example.org')
    const emailed = (await server.services.mailer.listOutbox()).filter((mail) => mail.to === 'mask-expert@example.org')
    expect(emailed.length).toBeGreaterThan(0)
    for (const mail of emailed) expect(`${mail.subject} ${mail.text}`).not.toMatch(/O712|345 678/)
  })

  it.each(MUST_HIDE)('refuses an expert bio written with %s', (_how, written) => {
    const parsed = parseExpertForm({
      professionalTitle: 'Senior grant writer',
      bio: `Twelve years of proposals for health programmes. ${written}.`,
      yearsExperience: '12',
      hourlyRateMin: '40',
      hourlyRateMax: '80',
      country: 'KE',
      membershipTier: 'pro',
      availabilityStatus: 'available',
      languages: ['en'],
      expertise: [{ sector: 'health', grantType: '', geographicFocus: '' }],
      portfolio: [],
    })
    expect(parsed.ok).toBe(false)
    expect(parsed.ok ? {} : parsed.errors).toHaveProperty('bio', 'Remove the email address or phone number from your bio: clients receive your contact details once you accept their request.')
  })
})
