import { readFileSync, writeFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, notifications, organizationVerifications, screeningMatches } from '../../app/db/schema/index.ts'
import { buildScreeningIndex } from '../../app/domain/screening/build-screening-index.ts'
import { refreshScreeningLists } from '../../app/domain/screening/refresh-screening-lists.server.ts'
import { screenApplication } from '../../app/domain/screening/screen-application.server.ts'
import { organizationOf, newMember, signedInAdmin } from '../support/accounts.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor, approveWithTwoReviewers, STANDARD_STEPS, submitStandardApplication } from '../support/verification.ts'

/*
 * Sanctions screening as reviewers and funders meet it (issue 26 §1): the people named in the
 * Leadership step are screened at submission against the UN list (a real extract,
 * tests/fixtures/screening), a reviewer clears a namesake with a reason before approving, and a
 * later list update that adds an entry puts another verified organization's badge under review.
 */
const UN_LIST = path.join(import.meta.dirname, '../fixtures/screening/un-consolidated.xml')
/** The UN list as published before James Nyakuni (CDi.025) was listed: the real extract, without that one entry. */
function earlierUnList() {
  const xml = readFileSync(UN_LIST, 'utf8')
  const entry = xml.match(/<INDIVIDUAL>(?:(?!<\/INDIVIDUAL>)[\s\S])*?<REFERENCE_NUMBER>CDi\.025<\/REFERENCE_NUMBER>[\s\S]*?<\/INDIVIDUAL>\s*/)
  expect(entry).not.toBeNull()
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'un-list-')), 'consolidated.xml')
  writeFileSync(file, xml.replace(entry![0], ''))
  return file
}

let server: TestServer
let first: TestClient
let second: TestClient
const row = async (id: number) => (await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, id)))[0]
const matchesOf = (id: number) => server.services.db.select().from(screeningMatches).where(eq(screeningMatches.verificationId, id))
const leadership = (person: Record<string, string>) => {
  const step = { ...STANDARD_STEPS[3] }
  for (const [k, v] of Object.entries(person)) step[`officers.0.${k}`] = v
  return step
}

beforeAll(async () => {
  server = await startTestServer()
  first = await signedInAdmin(server, 'rita@harambee.example', 'Rita Reviewer')
  second = await signedInAdmin(server, 'sam@harambee.example', 'Sam Second')
  const { outcomes } = await refreshScreeningLists(inlineJobServices(server), { lists: ['un'], sources: { un: [earlierUnList()] } })
  expect(outcomes).toMatchObject([{ list: 'un', status: 'stored' }])
})
afterAll(() => server?.close())

describe('The Leadership step', () => {
  it('asks for at least one officer, with the field that is wrong named beside it, and keeps what was typed', async () => {
    const member = await newMember(server, { email: 'lead@example.org' })
    const { path: wizard } = await applyFor(member, 'standard')
    for (const step of STANDARD_STEPS.slice(0, 3)) await member.post(wizard, step)
    const none = await member.post(wizard, { intent: 'next', step: '4', boardMembers: 'Sarah Namuli (chair), Peter Okello (treasurer)' })
    expect(none.status).toBe(400)
    expect(text(await none.text())).toContain('Please add at least one officer or board member')
    const bad = await member.post(wizard, { ...STANDARD_STEPS[3], 'officers.0.birthYear': '75', 'officers.1.name': 'Peter Okello' })
    const html = await bad.text()
    expect(bad.status).toBe(400)
    expect(text(html)).toContain('Please enter a year of birth between 1900 and this year, or leave it empty')
    expect(text(html)).toContain("Please enter this person's role")
    expect(html).toContain('value="Peter Okello"')
    expect(html).toContain('value="75"')
  })

  it('saves each person, and "Save and add more people" stays on the step with blank rows below them', async () => {
    const member = await newMember(server, { email: 'more@example.org' })
    const { path: wizard, id } = await applyFor(member, 'standard')
    for (const step of STANDARD_STEPS.slice(0, 3)) await member.post(wizard, step)
    const saved = await member.post(wizard, { ...STANDARD_STEPS[3], intent: 'officers-more', 'officers.0.publish': 'on', 'officers.1.name': 'Peter Okello', 'officers.1.role': 'Treasurer' })
    expect(saved.headers.get('Location')).toBe(`${wizard}?step=4`)
    expect(messages((await member.follow(saved)).html, 'status')).toContain('Saved. Add more people in the blank rows below.')
    expect((await row(id)).officers).toEqual([
      { name: 'Sarah Namuli', role: 'Chair', nationality: 'UG', birthYear: 1975, publish: true },
      { name: 'Peter Okello', role: 'Treasurer', nationality: null, birthYear: null, publish: false },
    ])
    const page = await member.page(`${wizard}?step=4`)
    expect(text(page.html)).toContain('Person 4')
    expect(text(page.html)).not.toContain('Person 5')
  })
})

describe('Screening at submission', () => {
  let id: number
  let member: TestClient
  beforeAll(async () => {
    member = await newMember(server, { name: 'Grace Banda', email: 'grace@lake.example.org', orgName: 'Lake Kivu Farmers' })
    const application = await submitStandardApplication(server, member, {}, undefined, leadership({ name: 'Eric Badege', role: 'Treasurer', nationality: '', birthYear: '1985' }))
    id = application.id
    await inlineJobServices(server).enqueue('verification-checks.run', { verificationId: id })
  })

  it('flags a board member whose name is on the UN list, with the reasons, for a reviewer', async () => {
    const matches = await matchesOf(id)
    expect(matches).toHaveLength(1)
    expect(matches[0]).toMatchObject({ subjectRole: 'officer', subjectName: 'Eric Badege', list: 'un', status: 'open' })
    expect((await row(id)).digitalChecks?.find((c) => c.id === 'screening')).toMatchObject({ outcome: 'warn', message: 'checks.screeningMatches', params: { count: 1 } })
    const page = text((await first.page(`/admin/verifications/${id}`)).html)
    expect(page).toContain('Sanctions screening')
    expect(page).toContain('Treasurer: Eric Badege')
    expect(page).toContain('UN Security Council Consolidated List')
    expect(page).toContain('Waiting for a reviewer')
  })

  it('will not approve while the match waits, and asks for a reason to clear it', async () => {
    const refused = await approveWithTwoReviewers(server, first, second, id)
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain('Clear or confirm each possible sanctions match first (1 waiting).')
    const [match] = await matchesOf(id)
    const short = await first.post(`/admin/verifications/${id}`, { intent: 'screening-clear', match: String(match.id), matchReason: 'no' })
    expect(short.status).toBe(400)
    expect(text(await short.text())).toContain('Please give your reason (at least 10 characters)')
    expect((await matchesOf(id))[0].status).toBe('open')
  })

  it('approves once the reviewer cleared the namesake, with the reason kept and audited', async () => {
    const [match] = await matchesOf(id)
    const cleared = await first.post(`/admin/verifications/${id}`, {
      intent: 'screening-clear',
      match: String(match.id),
      matchReason: 'Born 1985 in Kampala (passport seen); the listed Eric Badege was born 1971.',
    })
    expect(messages((await first.follow(cleared)).html, 'status')).toContain('Match cleared.')
    expect((await matchesOf(id))[0]).toMatchObject({ status: 'cleared', decisionReason: 'Born 1985 in Kampala (passport seen); the listed Eric Badege was born 1971.' })
    const audit = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'screening.clear'), eq(auditLog.entityId, String(match.id))))
    expect(audit).toHaveLength(1)
    const approved = await second.post(`/admin/verifications/${id}`, { intent: 'approve', crossValidationNotes: 'Registry entry and two references confirmed by a second reviewer.' })
    expect(approved.status).toBe(302)
    expect((await row(id)).verificationStatus).toBe('approved')
    // Screening again never reopens a match a reviewer cleared.
    await inlineJobServices(server).enqueue('verification-checks.run', { verificationId: id })
    expect((await matchesOf(id)).map((m) => m.status)).toEqual(['cleared'])
  })

  it('a confirmed match stops the approval for good', async () => {
    const other = await newMember(server, { email: 'confirmed@example.org', orgName: 'Kivu Traders' })
    const { id: otherId } = await submitStandardApplication(server, other, {}, undefined, leadership({ name: 'Leodomir Mugaragu', role: 'Chair', nationality: 'RW', birthYear: '1954' }))
    await inlineJobServices(server).enqueue('verification-checks.run', { verificationId: otherId })
    const [match] = await matchesOf(otherId)
    expect(match.reasons.length).toBeGreaterThan(0)
    const confirmed = await first.post(`/admin/verifications/${otherId}`, {
      intent: 'screening-confirm',
      match: String(match.id),
      matchReason: 'Same person: name, year of birth and nationality all agree.',
    })
    expect(messages((await first.follow(confirmed)).html, 'status')).toContain('Match confirmed.')
    const refused = await approveWithTwoReviewers(server, first, second, otherId)
    expect(text(await refused.text())).toContain('A sanctions match was confirmed: this application cannot be approved.')
  })
})

describe('Monitoring after a list update', () => {
  let id: number
  let code: string
  let member: TestClient
  beforeAll(async () => {
    member = await newMember(server, { name: 'Ruth Mwale', email: 'ruth@ruwenzori.example.org', orgName: 'Ruwenzori Water Trust' })
    const application = await submitStandardApplication(server, member, {}, undefined, leadership({ name: 'James Nyakuni', role: 'Chair', nationality: 'UG', birthYear: '' }))
    id = application.id
    await inlineJobServices(server).enqueue('verification-checks.run', { verificationId: id })
    expect(await matchesOf(id)).toEqual([])
    expect((await approveWithTwoReviewers(server, first, second, id)).status).toBe(302)
    const stored = (await row(id)).checkCode!
    code = `${stored.slice(0, 4)}-${stored.slice(4, 8)}-${stored.slice(8)}`
  })

  it('puts the badge under review when the updated list names one of its people, and says so to funders, the organization and staff', async () => {
    const jobs = inlineJobServices(server)
    const { outcomes } = await refreshScreeningLists(jobs, { lists: ['un'], sources: { un: [UN_LIST] } })
    expect(outcomes).toMatchObject([{ list: 'un', status: 'stored' }])
    expect(jobs.queued).toContain('screening.rescreen')
    expect((await matchesOf(id)).map((m) => [m.subjectName, m.entryRef, m.status])).toEqual([['James Nyakuni', expect.stringContaining(''), 'open']])
    expect((await row(id)).suspendedAt).not.toBeNull()

    const page = text(await (await server.client().get(`/verify/${code}`)).text())
    expect(page).toContain('Under review since')
    const json = await (await server.client().get(`/verify/${code}.json`)).json()
    expect(json.state).toBe('under_review')
    expect(json.underReviewSince).toBeTruthy()
    // While a match waits, the screening is not claimed as passed.
    expect(json.checked).not.toContain('sanctions_screening')
    expect(json.notChecked).toContain('screening')

    const { userId } = await organizationOf(server, 'ruth@ruwenzori.example.org')
    const told = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageId, 'notifications.badgeUnderReview')))
    expect(told).toHaveLength(1)
    const outbox = await server.services.mailer.listOutbox()
    expect(outbox.filter((m) => m.to === 'ruth@ruwenzori.example.org' && m.subject.includes('is under review'))).toHaveLength(1)
    const staff = await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'notifications.screeningMatchFound'))
    expect(staff.length).toBeGreaterThanOrEqual(2)
    // The badge is not shown as in force anywhere while it is under review.
    const dashboard = text((await member.page('/dashboard')).html)
    expect(dashboard).toContain('Your Standard badge is under review since')
    expect(dashboard).not.toContain('Standard verified')
  })

  it('clearing the match puts the badge back in force, and the organization is told', async () => {
    const [match] = await matchesOf(id)
    const cleared = await first.post(`/admin/verifications/${id}`, {
      intent: 'screening-clear',
      match: String(match.id),
      matchReason: 'The listed James Nyakuni is a Congolese militia leader; our chair is a Kampala engineer (ID seen).',
    })
    expect(messages((await first.follow(cleared)).html, 'status')).toContain('Match cleared: the badge is back in force.')
    expect((await row(id)).suspendedAt).toBeNull()
    const json = await (await server.client().get(`/verify/${code}.json`)).json()
    expect(json.state).toBe('valid')
    expect(json.screenedAt).toBeTruthy()
    expect(json.checked).toContain('sanctions_screening')
  })
})

describe('Before any list is downloaded', () => {
  it('says the screening did not run, so a reviewer must record why before approving', async () => {
    const member = await newMember(server, { email: 'nolists@example.org' })
    const { id } = await submitStandardApplication(server, member)
    // A server whose lists were never downloaded screens against an empty index.
    const check = await screenApplication(server.services.db, buildScreeningIndex([], {}), id)
    expect(check).toEqual({ id: 'screening', outcome: 'skipped', message: 'checks.screeningNoLists' })
    const application = await row(id)
    expect(application.digitalChecks?.find((c) => c.id === 'screening')).toEqual(check)
    expect(application.screenedAt).toBeNull()
    const page = text((await first.page(`/admin/verifications/${id}`)).html)
    expect(page).toContain('The sanctions lists have not been downloaded on this server yet.')
  })
})
