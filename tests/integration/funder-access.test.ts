import { and, desc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, funderAccessApplications, notifications, profiles } from '../../app/db/schema/index.ts'
import { t } from '../../app/i18n/index.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import { api, keyFor, premiumMember } from '../support/api.ts'
import { baseDocument, responseValidator } from '../support/openapi.ts'
import { listedOrg } from '../support/organization-directory.ts'
import { messages, type TestClient, text } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'

/**
 * Funder access and the CommonGrants organizations routes (issue 26 §5, ADR 063): a funder applies,
 * staff decide (audited, the funder told in the app and by email in their language), the approved
 * funder makes a key with the scope orgs:read without a plan, and reads the directory through
 * GET /common-grants/orgs and /orgs/{orgId}, every answer validated against the protocol's own
 * schemas (CommonGrants 0.4.0, the shared file). Other keys get 403, no key or a dead key 401.
 */
const LIMIT = 40
let server: TestServer
let admin: TestClient
let funder: TestClient
let funderKey: string
let orgKey: string
let amaraId: string
let validate: ReturnType<typeof responseValidator>

const APPLICATION = {
  intent: 'apply',
  name: 'Grace Mensah',
  funderOrganization: 'Test Savanna Foundation',
  website: 'https://savanna-foundation.example.org',
  country: 'GB',
  purpose: 'Due diligence on the organizations that apply to our education fund.',
}
const applicationOf = async (userId: string) =>
  (await server.services.db.select().from(funderAccessApplications).where(eq(funderAccessApplications.userId, userId)).orderBy(desc(funderAccessApplications.createdAt)))[0]
const check = (path: string, status: number, body: unknown) => expect(validate('get', path, status, body)).toEqual([])

beforeAll(async () => {
  server = await startTestServer({ env: { API_RATE_LIMIT_PER_MINUTE: String(LIMIT) } })
  validate = responseValidator(baseDocument())
  admin = await signedInAdmin(server, 'staff@example.org', 'Sam Staff')
  funder = await newMember(server, { name: 'Grace Mensah', email: 'grace@funder.example.org', orgName: 'Grace Mensah' })
  await premiumMember(server, 'dev@ngo.example.org', 'Premium Test NGO')
  orgKey = await keyFor(server, 'dev@ngo.example.org', ['grants:read', 'pipeline:read'])
  amaraId = await listedOrg(server, {
    name: 'Amara Girls Literacy Trust',
    slug: 'amara-girls',
    country: 'KE',
    tier: 'premium',
    yearFounded: 2009,
    registrationNumber: 'OP.218/051/2009/0412',
    checkCode: 'AMRA000001',
    fields: ['country', 'sector', 'mission', 'website', 'registration', 'yearFounded'],
  })
  await listedOrg(server, { name: 'Baobab Health Collective', slug: 'baobab-health', country: 'UG', tier: 'standard', fields: ['sector'] })
  await listedOrg(server, { name: 'Opted Out Water Project', slug: 'opted-out', optOut: true })
})
afterAll(() => server?.close())

describe('A funder applies for access', () => {
  it('is refused with a message for each bad field, keeping what was typed and writing nothing', async () => {
    const refused = await funder.post('/funder-access', { ...APPLICATION, website: 'savanna.example.org', country: 'Atlantis', purpose: 'short' })
    expect(refused.status).toBe(400)
    const html = await refused.text()
    const shown = messages(html, 'alert')
    expect(shown).toContain(t('funderAccess.websiteInvalid'))
    expect(shown).toContain(t('funderAccess.countryRequired'))
    expect(shown).toContain(t('funderAccess.purposeShort', { min: 20 }))
    expect(html).toContain('value="Test Savanna Foundation"')
    const userId = (await organizationOf(server, 'grace@funder.example.org')).userId
    expect(await applicationOf(userId)).toBeUndefined()
  })

  it('sends the application; staff are told; a second one waits on the first', async () => {
    const sent = await funder.post('/funder-access', APPLICATION)
    expect(sent.status).toBe(302)
    const page = await funder.follow(sent)
    expect(messages(page.html, 'status')).toContain(t('funderAccess.applied'))
    expect(text(page.html)).toContain(t('funderAccess.pendingTitle'))
    const userId = (await organizationOf(server, 'grace@funder.example.org')).userId
    expect((await applicationOf(userId)).status).toBe('pending')
    const staffNotices = await server.services.db.select().from(notifications).where(eq(notifications.messageId, 'funderAccess.admin.notice'))
    expect(staffNotices).toHaveLength(1)
    const again = await funder.post('/funder-access', APPLICATION)
    expect(again.status).toBe(400)
    expect(messages(await again.text(), 'alert')).toContain(t('funderAccess.alreadyApplied'))
  })

  it('cannot make a key before staff approve', async () => {
    const refused = await funder.post('/funder-access', { intent: 'createKey', keyName: 'Due diligence server' })
    expect(refused.status).toBe(400)
    expect(text(await refused.text())).toContain(t('funderAccess.notApproved'))
  })
})

describe('Staff decide in the admin console', () => {
  it('is for staff only', async () => {
    const member = await funder.get('/admin/funder-access')
    expect(member.status).toBe(302)
    expect(member.headers.get('Location')).toBe('/dashboard')
  })

  it('approves: audited, and the funder told in the app and by email in their language', async () => {
    const userId = (await organizationOf(server, 'grace@funder.example.org')).userId
    await server.services.db.update(profiles).set({ language: 'fr' }).where(eq(profiles.userId, userId))
    const queue = await admin.page('/admin/funder-access')
    expect(text(queue.html)).toContain('Test Savanna Foundation')
    expect(text(queue.html)).toContain('Due diligence on the organizations')
    const { id } = await applicationOf(userId)
    // A decline needs a reason.
    const noReason = await admin.post('/admin/funder-access', { intent: 'decline', id, reason: '' })
    expect(noReason.status).toBe(400)
    expect((await applicationOf(userId)).status).toBe('pending')

    const approved = await admin.post('/admin/funder-access', { intent: 'approve', id })
    expect(approved.status).toBe(302)
    expect(messages((await admin.follow(approved)).html, 'status')).toContain(t('funderAccess.admin.approved'))
    expect((await applicationOf(userId)).status).toBe('approved')
    const [audit] = await server.services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, 'funder_access_application'), eq(auditLog.entityId, id)))
    expect(audit.action).toBe('funder_access.approved')
    const [notice] = await server.services.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.messageId, 'funderAccess.notice.approved')))
    expect(notice.link).toBe('/funder-access')
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'grace@funder.example.org')
    expect(mail?.subject).toBe(CATALOGUES.fr.funderAccess['funderAccess.email.approved.subject'].replace('{appName}', server.services.config.appName))
    // Deciding again changes nothing.
    const twice = await admin.post('/admin/funder-access', { intent: 'decline', id, reason: 'Changed our mind about it.' })
    expect(messages((await admin.follow(twice)).html, 'status')).toContain(t('funderAccess.admin.notPending'))
    expect((await applicationOf(userId)).status).toBe('approved')
    await server.services.db.update(profiles).set({ language: 'en' }).where(eq(profiles.userId, userId))
  })

  it('declines with the reason, which the funder reads; they may apply again', async () => {
    const other = await newMember(server, { name: 'Tom Hill', email: 'tom@declined.example.org', orgName: 'Tom Hill' })
    await other.post('/funder-access', { ...APPLICATION, name: 'Tom Hill', funderOrganization: 'Unclear Test Fund' })
    const userId = (await organizationOf(server, 'tom@declined.example.org')).userId
    const { id } = await applicationOf(userId)
    const declined = await admin.post('/admin/funder-access', { intent: 'decline', id, reason: 'We could not find the fund registered anywhere.' })
    expect(declined.status).toBe(302)
    const page = await other.page('/funder-access')
    expect(text(page.html)).toContain(t('funderAccess.declinedTitle'))
    expect(text(page.html)).toContain('We could not find the fund registered anywhere.')
    expect(page.html).toContain('name="purpose"')
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'tom@declined.example.org')
    expect(mail?.text).toContain('We could not find the fund registered anywhere.')
    const [audit] = await server.services.db.select().from(auditLog).where(eq(auditLog.entityId, id))
    expect(audit.action).toBe('funder_access.declined')
  })
})

describe('An approved funder reads the organizations API', () => {
  it('makes a key (shown once) without buying a plan', async () => {
    const made = await funder.post('/funder-access', { intent: 'createKey', keyName: 'Due diligence server' })
    expect(made.status).toBe(200)
    const html = await made.text()
    funderKey = /value="(hrb_[A-Za-z0-9_-]{43})"/.exec(html)?.[1] ?? ''
    expect(funderKey).toMatch(/^hrb_/)
    expect(text((await funder.page('/funder-access')).html)).not.toContain(funderKey)
  })

  it('lists the directory, a page at a time, with only what each organization publishes', async () => {
    const all = await api(server, funderKey, '/common-grants/orgs')
    expect(all.status).toBe(200)
    check('/common-grants/orgs', 200, all.json)
    expect(all.json.items?.map((o) => o.name)).toEqual(['Amara Girls Literacy Trust', 'Baobab Health Collective'])
    expect(all.json.paginationInfo).toEqual({ page: 1, pageSize: 100, totalItems: 2, totalPages: 1 })
    expect(all.headers.get('RateLimit-Limit')).toBe(String(LIMIT))

    const [amara, baobab] = all.json.items as Array<Record<string, unknown> & { identifiers: Record<string, unknown>; customFields: Record<string, { value: unknown }> }>
    expect(amara.id).toBe(amaraId)
    expect(amara.identifiers).toEqual({
      systemId: { registry: { code: 'org:harambee:system' }, id: amaraId },
      otherIds: { 'org:ke:registration': { registry: { code: 'org:ke:registration' }, id: 'OP.218/051/2009/0412' } },
    })
    expect(amara.yearFounded).toBe('2009')
    expect(amara.customFields.verificationTier.value).toBe('premium')
    expect(amara.customFields.badgeStatus.value).toBe('valid')
    expect(amara.customFields.badgeCheckUrl.value).toBe(`${server.url}/verify/AMRA-0000-01`)
    expect(amara.customFields.country.value).toBe('KE')
    // Baobab publishes only its sectors: no registration, country, mission, website or year.
    expect(baobab.identifiers).toEqual({ systemId: { registry: { code: 'org:harambee:system' }, id: baobab.id } })
    for (const hidden of ['mission', 'yearFounded', 'socials']) expect(baobab).not.toHaveProperty(hidden)
    expect(baobab.customFields).not.toHaveProperty('country')
    expect(JSON.stringify(all.json)).not.toContain('Reviewer note')

    const second = await api(server, funderKey, '/common-grants/orgs?page=2&pageSize=1')
    check('/common-grants/orgs', 200, second.json)
    expect(second.json.items?.map((o) => o.name)).toEqual(['Baobab Health Collective'])
    expect(second.json.paginationInfo).toEqual({ page: 2, pageSize: 1, totalItems: 2, totalPages: 2 })
  })

  it('filters by an identifier in the protocol’s registry-code form', async () => {
    const byRegistration = await api(server, funderKey, `/common-grants/orgs?registry=org:ke:registration&id=${encodeURIComponent('OP.218/051/2009/0412')}`)
    check('/common-grants/orgs', 200, byRegistration.json)
    expect(byRegistration.json.items?.map((o) => o.name)).toEqual(['Amara Girls Literacy Trust'])
    const wrongCountry = await api(server, funderKey, `/common-grants/orgs?registry=org:ug:registration&id=${encodeURIComponent('OP.218/051/2009/0412')}`)
    expect(wrongCountry.json.items).toEqual([])
    // Baobab's registration number is not published: it is not found by it either.
    const hidden = await api(server, funderKey, '/common-grants/orgs?registry=org:ke:registration&id=TEST-REG-baobab-health')
    expect(hidden.json.items).toEqual([])
    const bySystemId = await api(server, funderKey, `/common-grants/orgs?registry=org:harambee:system&id=${amaraId}`)
    expect(bySystemId.json.items?.map((o) => o.name)).toEqual(['Amara Girls Literacy Trust'])
    for (const odd of ['-'.repeat(36), 'x', '']) {
      const answer = await api(server, funderKey, `/common-grants/orgs?registry=org:harambee:system&id=${odd}`)
      expect(answer.status, odd).toBe(200)
      expect(answer.json.items).toEqual([])
    }
    expect((await api(server, funderKey, '/common-grants/orgs?registry=org:us:ein&id=123456789')).json.items).toEqual([])
    const halfFilter = await api(server, funderKey, '/common-grants/orgs?registry=org:ke:registration')
    expect(halfFilter.status).toBe(400)
  })

  it('reads one organization, and answers 404 for one not in the directory', async () => {
    const one = await api(server, funderKey, `/common-grants/orgs/${amaraId}`)
    expect(one.status).toBe(200)
    check('/common-grants/orgs/{orgId}', 200, one.json)
    expect((one.json.data as { name: string }).name).toBe('Amara Girls Literacy Trust')
    const { organizations } = await import('../../app/db/schema/index.ts')
    const [optedOut] = await server.services.db.select({ id: organizations.id }).from(organizations).where(eq(organizations.slug, 'opted-out'))
    for (const id of [optedOut.id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const missing = await api(server, funderKey, `/common-grants/orgs/${id}`)
      expect(missing.status).toBe(404)
      check('/common-grants/orgs/{orgId}', 404, missing.json)
    }
  })

  it('refuses other keys with 403, and no key, an unknown key or a funder key elsewhere with 401', async () => {
    const other = await api(server, orgKey, '/common-grants/orgs')
    expect(other.status).toBe(403)
    check('/common-grants/orgs', 403, other.json)
    const none = await api(server, null, '/common-grants/orgs')
    expect(none.status).toBe(401)
    check('/common-grants/orgs', 401, none.json)
    const unknown = await api(server, `hrb_${'A'.repeat(43)}`, `/common-grants/orgs/${amaraId}`)
    expect(unknown.status).toBe(401)
    check('/common-grants/orgs/{orgId}', 401, unknown.json)
    // A funder's key reads organizations only.
    expect((await api(server, funderKey, '/common-grants/opportunities')).status).toBe(401)
    expect((await api(server, funderKey, '/common-grants/orgs', { method: 'POST', body: {} })).status).toBe(405)
  })

  it('is rate limited like every key', async () => {
    let last = 0
    for (let i = 0; i < LIMIT + 1; i++) last = (await api(server, funderKey, '/common-grants/orgs?pageSize=1')).status
    expect(last).toBe(429)
  })

  it('stops working once revoked', async () => {
    const page = await funder.page('/funder-access')
    const id = /name="id" value="([0-9a-f-]{36})"/.exec(page.html)?.[1] ?? ''
    const revoked = await funder.post('/funder-access', { intent: 'revokeKey', id })
    expect(messages((await funder.follow(revoked)).html, 'status')).toContain(t('funderAccess.keyRevoked'))
    const refused = await api(server, funderKey, '/common-grants/orgs')
    expect(refused.status).toBe(401)
    check('/common-grants/orgs', 401, refused.json)
  })
})
