import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { crawlPages, discoveredGrantsQueue, grantChanges, grants, notifications, profiles, user } from '../../app/db/schema/index.ts'
import { publishDiscoveredGrant } from '../../app/domain/discovery/review.server.ts'
import { writeDiscoveredGrant } from '../../app/domain/discovery/queue-writes.server.ts'
import type { DiscoveredGrantInput } from '../../app/domain/discovery/types.ts'
import { markUnlistedGrants } from '../../app/domain/grant-changes/mark-unlisted-grants.server.ts'
import { recordClosedAtSource } from '../../app/domain/grant-changes/record-closed-at-source.server.ts'
import { scanGrantChangeNotices } from '../../app/jobs/grant-changes.server.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { discoverySource } from '../support/discovery-queue.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { messages, text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Issue 25 §5, grants stay current: a published grant whose page changes at its source is updated
 * with its history kept; a moved deadline, a new amount or a closing waits for a reviewer; members
 * who saved it are told in their language; a closed call leaves Discover's default results; a page
 * its source stops listing is marked after three complete passes.
 */
let server: TestServer
let admin: TestClient
let saver: TestClient
let adminId: string
beforeAll(async () => {
  server = await startTestServer()
  admin = await signedInAdmin(server)
  saver = await newMember(server, { email: 'amina@example.org', name: 'Amina Diallo', orgName: 'Coopérative de Ségou' })
  ;[{ id: adminId }] = await db().select({ id: user.id }).from(user).where(eq(user.email, 'admin@example.org'))
  const [{ id: saverId }] = await db().select({ id: user.id }).from(user).where(eq(user.email, 'amina@example.org'))
  await db().update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, saverId))
})
afterAll(() => server?.close())

const db = () => server.services.db
let n = 0
function page(fields: Partial<DiscoveredGrantInput> = {}): DiscoveredGrantInput {
  const url = `https://fondation-baobab.example.org/appels/${++n}`
  return {
    externalId: url,
    pageUrl: url,
    canonicalUrl: url,
    isAwardedRecord: false,
    title: `Appel à projets : eau potable au Sahel ${n}`,
    // A funder of its own per page, so no page is taken for a repost of another.
    funderName: `Fondation Baobab ${n}`,
    description: 'Subventions pour les comités de gestion de l’eau des villages.',
    fundingAmount: 'Jusqu’à 20 000 USD',
    amountMin: null,
    amountMax: 20_000,
    currency: 'USD',
    amountUsd: 20_000,
    fxRate: 1,
    fxDate: '2026-11-01',
    deadline: '2099-03-15',
    deadlineText: 'Date limite : 15 mars 2099',
    isRolling: false,
    countryScope: 'Mali',
    countryCodes: ['ML'],
    geographicFocus: ['sahel'],
    sectors: ['health'],
    applicationUrl: `${url}/candidater`,
    applicantTypes: [],
    foreignApplicants: null,
    eligibleCountries: [],
    language: 'fr',
    fieldOrigins: {},
    fieldSnippets: {},
    snippet: null,
    ...fields,
  }
}

/** A page crawled, published by the reviewer as read, and saved by the member; answers its grant and source. */
async function published(fields: Partial<DiscoveredGrantInput> = {}) {
  const source = await discoverySource(server)
  const first = page(fields)
  await writeDiscoveredGrant(db(), { sourceId: source.id, taskId: null, grant: first })
  const [row] = await db().select().from(discoveredGrantsQueue).where(eq(discoveredGrantsQueue.externalId, first.externalId))
  // Published as read: the reviewer changed nothing.
  const result = await publishDiscoveredGrant(db(), adminId, row.id, {
    title: first.title,
    funderName: first.funderName ?? '',
    description: first.description ?? '',
    language: first.language,
    fundingAmount: first.fundingAmount,
    amountMin: first.amountMin,
    amountMax: first.amountMax,
    currency: first.currency,
    deadline: first.deadline,
    isRolling: first.isRolling,
    countryScope: first.countryScope,
    countryCodes: first.countryCodes,
    geographicFocus: ['sahel'],
    sectors: ['health'],
    applicationUrl: first.applicationUrl,
    applicantTypes: [],
    foreignApplicants: first.foreignApplicants,
    eligibleCountries: first.eligibleCountries,
  })
  const grantId = result!.grantId
  await saver.post(`/grant/${grantId}/save`, { save: '1' })
  return { grantId, sourceId: source.id, first }
}
const grantRow = async (id: string) => (await db().select().from(grants).where(eq(grants.id, id)))[0]
const changesOf = async (grantId: string) => db().select().from(grantChanges).where(eq(grantChanges.grantId, grantId)).orderBy(grantChanges.detectedAt)

describe('A published grant whose page changes at its source', () => {
  it('takes a reworded description at once, keeps it in the history, and tells nobody', async () => {
    const { grantId, sourceId, first } = await published()
    const written = await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, description: 'Subventions pour les comités de l’eau des villages et des écoles.' } })
    expect(written).toBe('changed')
    expect((await grantRow(grantId)).description).toBe('Subventions pour les comités de l’eau des villages et des écoles.')
    const [change] = await changesOf(grantId)
    expect(change).toMatchObject({ status: 'applied', decidedBy: null })
    expect(change.changes.map((c) => c.field)).toEqual(['description'])
    // Read again unchanged: nothing more is recorded.
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, description: 'Subventions pour les comités de l’eau des villages et des écoles.' } })).toBe('unchanged')
    expect(await changesOf(grantId)).toHaveLength(1)
  })

  it('holds a moved deadline for a reviewer, who confirms it; the member who saved it is told in French, by email and in the app', async () => {
    const { grantId, sourceId, first } = await published()
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, deadline: '2099-04-30', deadlineText: 'Date limite : 30 avril 2099' } })).toBe('changed')
    // Not shown before a reviewer confirms it.
    expect((await grantRow(grantId)).deadline).toBe('2099-03-15')
    const grantPage = await saver.page(`/grant/${grantId}`)
    expect(text(grantPage.html)).toContain('Un changement trouvé à sa source est en cours de vérification par nos relecteurs.')

    const list = await admin.page('/taf-admin/changes')
    expect(list.status).toBe(200)
    expect(text(list.html)).toContain('Waiting for confirmation (1)')
    expect(text(list.html)).toContain('Deadline: Mar 15, 2099 → Apr 30, 2099')
    const console = await admin.page('/taf-admin')
    expect(text(console.html)).toContain('Changes at the source (1)')

    const [pending] = (await changesOf(grantId)).filter((c) => c.status === 'pending')
    const confirmed = await admin.post('/taf-admin/changes', { intent: 'confirm', id: pending.id })
    expect(confirmed.status).toBe(302)
    expect(messages((await admin.follow(confirmed)).html, 'status')).toContain('Change confirmed: the grant is updated and its members are told.')
    expect((await grantRow(grantId)).deadline).toBe('2099-04-30')
    // A second click finds it decided: nothing is applied twice.
    const again = await admin.post('/taf-admin/changes', { intent: 'confirm', id: pending.id })
    expect(messages((await admin.follow(again)).html, 'status')).toContain('This change was already decided.')

    // The notice's job (here run inline by the scan) sends it once, in the member's language.
    await scanGrantChangeNotices.handler({}, inlineJobServices(server))
    await scanGrantChangeNotices.handler({}, inlineJobServices(server))
    const sent = (await server.services.mailer.listOutbox()).filter((m) => m.to === 'amina@example.org' && m.subject.startsWith('Modifiée à sa source'))
    expect(sent).toHaveLength(1)
    expect(sent[0].text).toContain('Date limite : 15 mars 2099 → 30 avr. 2099')
    const [saverRow] = await db().select({ id: user.id }).from(user).where(eq(user.email, 'amina@example.org'))
    const notes = await db()
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, saverRow.id), eq(notifications.messageId, 'notifications.grantChanged')))
    expect(notes).toHaveLength(1)
    expect(notes[0].link).toBe(`/grant/${grantId}`)

    // The grant's page keeps the history.
    const after = await saver.page(`/grant/${grantId}`)
    expect(text(after.html)).toContain('Changements à sa source')
    expect(text(after.html)).toContain('Date limite : 15 mars 2099 → 30 avr. 2099')
  })

  it('withdraws a pending change when the source goes back to the grant’s values, and lets a reviewer dismiss one', async () => {
    const { grantId, sourceId, first } = await published()
    await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, fundingAmount: 'Jusqu’à 25 000 USD', amountMax: 25_000, amountUsd: 25_000 } })
    expect((await changesOf(grantId)).map((c) => c.status)).toEqual(['pending'])
    await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: first })
    expect((await changesOf(grantId)).map((c) => c.status)).toEqual(['dismissed'])
    expect((await grantRow(grantId)).fundingAmount).toBe('Jusqu’à 20 000 USD')

    await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, fundingAmount: 'Jusqu’à 30 000 USD', amountMax: 30_000, amountUsd: 30_000 } })
    const pending = (await changesOf(grantId)).find((c) => c.status === 'pending')!
    expect(pending.changes).toEqual([{ field: 'fundingAmount', before: 'Jusqu’à 20 000 USD', after: 'Jusqu’à 30 000 USD', usd: 30_000 }])
    const dismissed = await admin.post('/taf-admin/changes', { intent: 'dismiss', id: pending.id })
    expect(messages((await admin.follow(dismissed)).html, 'status')).toContain('Change dismissed: the grant stays as it was.')
    expect((await grantRow(grantId)).fundingAmount).toBe('Jusqu’à 20 000 USD')
  })

  it('holds a change in who may apply for a reviewer; confirmed, the grant and its history say it in the reader’s language', async () => {
    const { grantId, sourceId, first } = await published()
    const narrowed = { ...first, applicantTypes: ['university', 'ngo'], foreignApplicants: false, eligibleCountries: ['NE', 'ML'] }
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: narrowed })).toBe('changed')
    const pending = (await changesOf(grantId)).find((c) => c.status === 'pending')!
    expect(pending.changes).toEqual([
      { field: 'applicantTypes', before: null, after: 'ngo,university' },
      { field: 'foreignApplicants', before: null, after: 'no' },
      { field: 'eligibleCountries', before: null, after: 'ML,NE' },
    ])
    expect(await grantRow(grantId)).toMatchObject({ applicantTypes: [], foreignApplicants: null, eligibleCountries: [] })
    const list = text((await admin.page('/taf-admin/changes')).html)
    expect(list).toContain('Who may apply: not stated → NGOs and community organizations and universities')
    expect(list).toContain('Organizations from outside the funder’s country: not stated → may not apply')
    expect(list).toContain('Eligible countries: not stated → Mali and Niger')
    await admin.post('/taf-admin/changes', { intent: 'confirm', id: pending.id })
    expect(await grantRow(grantId)).toMatchObject({ applicantTypes: ['ngo', 'university'], foreignApplicants: false, eligibleCountries: ['ML', 'NE'] })
    // Read the same again: nothing more to record.
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: narrowed })).toBe('unchanged')
    const history = text((await saver.page(`/grant/${grantId}`)).html)
    expect(history).toContain('Pays éligibles : non précisé → Mali et Niger')
  })

  it('proposes a closing when the page says the call closed; confirmed, the grant leaves Discover and the "Closed calls" filter finds it', async () => {
    const { grantId, sourceId, first } = await published({ title: 'Appel à projets : forages communautaires à Mopti' })
    expect(await recordClosedAtSource(db(), { sourceId, pageUrl: first.pageUrl })).toBe('changed')
    const pending = (await changesOf(grantId)).find((c) => c.status === 'pending')!
    expect(pending.changes).toEqual([{ field: 'status', before: 'active', after: 'closed' }])
    await admin.post('/taf-admin/changes', { intent: 'confirm', id: pending.id })
    expect((await grantRow(grantId)).status).toBe('closed')

    const open = await server.client().page('/discover?q=forages%20Mopti')
    expect(text(open.html)).not.toContain('forages communautaires à Mopti')
    const closed = await server.client().page('/discover?q=forages%20Mopti&status=closed')
    expect(text(closed.html)).toContain('forages communautaires à Mopti')
    expect(text((await server.client().page(`/grant/${grantId}`)).html)).toContain('This call is closed at its source.')
  })

  it('takes the first reading of a grant published before readings were kept as the baseline: a reviewer’s correction is no change', async () => {
    const { grantId, sourceId, first } = await published()
    // As a row published before this was built: the reviewer moved the deadline, and no reading is kept.
    await db().update(discoveredGrantsQueue).set({ sourceFields: null, deadline: '2099-04-01', contentHash: 'before-readings' }).where(eq(discoveredGrantsQueue.externalId, first.externalId))
    await db().update(grants).set({ deadline: '2099-04-01' }).where(eq(grants.id, grantId))
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: first })).toBe('unchanged')
    expect(await changesOf(grantId)).toEqual([])
    // The next change at the source is found against that reading.
    expect(await writeDiscoveredGrant(db(), { sourceId, taskId: null, grant: { ...first, deadline: '2099-05-15' } })).toBe('changed')
    const [pending] = await changesOf(grantId)
    expect(pending.changes).toEqual([{ field: 'deadline', before: '2099-04-01', after: '2099-05-15' }])
  })

  it('proposes no closing for a call whose deadline has simply passed', async () => {
    const { grantId, sourceId, first } = await published({ title: 'Appel à projets : jardins scolaires à Kayes', deadline: '2026-01-15' })
    expect(await recordClosedAtSource(db(), { sourceId, pageUrl: first.pageUrl })).toBe('unchanged')
    expect(await changesOf(grantId)).toEqual([])
  })

  it('refuses a confirmation without a change id, and sends members to /discover', async () => {
    expect((await admin.post('/taf-admin/changes', { intent: 'confirm', id: 'not-an-id' })).status).toBe(400)
    expect((await admin.post('/taf-admin/changes', { intent: 'publish', id: '00000000-0000-4000-8000-000000000000' })).status).toBe(400)
    const member = await saver.post('/taf-admin/changes', { intent: 'confirm', id: '00000000-0000-4000-8000-000000000000' })
    expect(member.status).toBe(302)
    expect(member.headers.get('Location')).toBe('/discover')
  })
})

describe('A published grant its source stops listing', () => {
  it('is marked "no longer listed" after three complete passes over the listings, and unmarked when listed again', async () => {
    const { grantId, sourceId, first } = await published()
    const listing = 'https://fondation-baobab.example.org/appels/'
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 0, minutes))
    await db()
      .insert(crawlPages)
      .values([
        { sourceId, url: listing, role: 'seed', outcome: 'listing', fetchedAt: at(0) },
        { sourceId, url: first.pageUrl, role: 'candidate', outcome: 'grant', fetchedAt: at(1), lastLinkedAt: at(0), linkedFrom: listing },
      ])
    for (const pass of [10, 20, 30]) {
      expect((await grantRow(grantId)).unlistedSince).toBeNull()
      // The listing read again without naming the page.
      await db()
        .update(crawlPages)
        .set({ fetchedAt: at(pass) })
        .where(and(eq(crawlPages.sourceId, sourceId), eq(crawlPages.url, listing)))
      await markUnlistedGrants(db(), sourceId)
      // A second crawl within the same pass counts nothing more.
      await markUnlistedGrants(db(), sourceId)
    }
    expect((await grantRow(grantId)).unlistedSince).not.toBeNull()
    expect(text((await server.client().page(`/grant/${grantId}`)).html)).toMatch(/No longer listed at its source since/)

    // The listing names it again (or is found unchanged, naming it as before).
    await server.services.db
      .update(crawlPages)
      .set({ lastLinkedAt: at(45), unlistedCrawls: 0 })
      .where(and(eq(crawlPages.sourceId, sourceId), eq(crawlPages.url, first.pageUrl)))
    await markUnlistedGrants(db(), sourceId)
    expect((await grantRow(grantId)).unlistedSince).toBeNull()
  })
})
