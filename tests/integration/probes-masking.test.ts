import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { projectRequests } from '../../app/db/schema/index.ts'
import { parseExpertForm } from '../../app/domain/experts/application-form.ts'
import { signUpAndVerify } from '../support/accounts.ts'
import { makeExpert, requestFields, verifyOrganization } from '../support/experts.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Getting contact details past the mask (issue 23, finding 1). A member writes to the expert their
 * request is addressed to, before the expert accepts it; the expert reads the thread. Each case is
 * one line: what the member writes and what the expert sees (H is where the detail was). Every case
 * of MUST_HIDE reached the expert as written before the detector normalised what it reads.
 */
const H = '[contact details hidden until the request is accepted]'
const ZWSP = '\u200B'
const ZWJ = '\u200D'
const SHY = '\u00AD'
const RLO = '\u202E'
const PDF = '\u202C'
const digitsIn = (zero: number, text: string) => text.replace(/\d/g, (d) => String.fromCodePoint(zero + Number(d)))

const MUST_HIDE: Array<[how: string, written: string, seen: string]> = [
  ['"at" written out', 'Write to jane at example.org today', `Write to ${H} today`],
  ['"at" and "dot" written out', 'Write to jane at example dot org', `Write to ${H}`],
  ['two spaces around @', 'Write to jane  @  example.org', `Write to ${H}`],
  ['a zero-width space in the address', `Write to jane${ZWSP}@example.org`, `Write to ${H}`],
  ['a zero-width joiner in the address', `Write to jane@exam${ZWJ}ple.org`, `Write to ${H}`],
  ['a soft hyphen in the address', `Write to jane@exam${SHY}ple.org`, `Write to ${H}`],
  ['a full-width @', 'Write to jane＠example.org', `Write to ${H}`],
  ['an address reversed behind U+202E', `Write to ${RLO}gro.elpmaxe@enaj${PDF} today`, `Write to ${H} today`],
  ['arobase and point', 'Écrivez à jane arobase exemple point fr', `Écrivez à ${H}`],
  ['arroba and ponto', 'Escreva para jane arroba exemplo ponto com', `Escreva para ${H}`],
  ['double spaces between groups', 'Call 0712  345  678 tonight', `Call ${H} tonight`],
  ['commas between groups', 'Call 0712,345,678 tonight', `Call ${H} tonight`],
  ['slashes between groups', 'Call 0712/345/678 tonight', `Call ${H} tonight`],
  ['underscores between groups', 'Call 0712_345_678 tonight', `Call ${H} tonight`],
  ['an x between groups', 'Call 0712x345x678 tonight', `Call ${H} tonight`],
  ['a spaced hyphen between groups', 'Call 0712 - 345 - 678 tonight', `Call ${H} tonight`],
  ['full-width digits', 'Call ０７１２ ３４５ ６７８ tonight', `Call ${H} tonight`],
  ['Arabic-Indic digits', `Call ${digitsIn(0x0660, '0712 345 678')} tonight`, `Call ${H} tonight`],
  ['mathematical digits', `Call ${digitsIn(0x1d7ce, '0712 345 678')} tonight`, `Call ${H} tonight`],
  ['a letter O for a zero', 'Call O712 345 678 tonight', `Call ${H} tonight`],
  ['zero-width spaces between digits', `Call 0712${ZWSP}345${ZWSP}678 tonight`, `Call ${H} tonight`],
  ['a number behind U+202E', `Call ${RLO}876 543 2170${PDF} tonight`, `Call ${H} tonight`],
]

/** Ordinary prose and figures the mask must leave as written. */
const MUST_KEEP: Array<[what: string, written: string]> = [
  ['a time', 'Let us meet at 5 pm on Friday'],
  ['"look at"', 'Look at the budget before we talk'],
  ['amounts', 'The budget is $50,000, or 1,250,000 KES, of which 10% is overheads'],
  ['dates', 'The call closes on 2026-11-28; the report is due 31/01/2027'],
  ['a range of dates', 'From 1/2/2026 - 3/3/2026 we run the pilot'],
  ['years', 'We ran the programme in 2019 2020 2021 and 2022'],
  ['a grant number', 'Grant no. 2026-00123-456 funded the first phase'],
  ['a list of figures', 'We trained 120, 150, 300 and 450 teachers'],
  ['Arabic figures', 'ميزانية ٥٠٬٠٠٠ دولار لعام ٢٠٢٦'],
  ['a postal box', 'Our office: P.O. Box 30197-00100, Nairobi'],
  ['ranges of days', 'Timelines 3-5 / 5-7 / 7-10 / 10-15 business days'],
  ['a registration number', 'A registered NGO in Kenya (OP.218/051/2008/0123)'],
]

let server: TestServer
let member: TestClient
let expert: Awaited<ReturnType<typeof makeExpert>>
let requestId: string
beforeAll(async () => {
  server = await startTestServer()
  expert = await makeExpert(server, 'mask-expert@example.org', { name: 'Thandi Writer' })
  member = await signUpAndVerify(server, { email: 'mask-member@example.org', name: 'Baraka Member', orgName: 'Baraka Collective' })
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

  it.each(MUST_KEEP)('leave %s as written', async (_what, written) => {
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
