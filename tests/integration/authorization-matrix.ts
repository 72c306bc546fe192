/**
 * The authorization matrix (authorization-rules.ts holds the table), run by area so that the parts
 * run beside the rest of the suite: authorization-matrix-<area>.test.ts each start a server with the
 * same fixture and send every request of their area's routes. authorization-matrix-routes.test.ts
 * checks that every route of app/routes.ts has a rule, and that every area has its file.
 */
import { and, eq } from 'drizzle-orm'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import routes from '../../app/routes.ts'
import * as schema from '../../app/db/schema/index.ts'
import { notify } from '../../app/domain/notifications/notify.server.ts'
import { createCalendarFeed } from '../../app/domain/calendar/create-calendar-feed.server.ts'
import { resetCalendarFeed } from '../../app/domain/calendar/reset-calendar-feed.server.ts'
import { unsubscribeUrl } from '../../app/domain/notifications/unsubscribe-link.ts'
import { formatCheckCode, generateCheckCode } from '../../app/domain/public-profile/check-code.ts'
import { funderSlug } from '../../app/domain/funders/funder-slug.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { latestLinkTo, newMember, signedInAdmin, signedInAs } from '../support/accounts.ts'
import { insertExpert } from '../support/directory.ts'
import { grant } from '../support/grants.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { makeEngagement } from '../support/engagements.ts'
import { ALL_DOCUMENTS, applyFor, PDF, PNG, submitStandardApplication } from '../support/verification.ts'
import { isTeamRole, LEAK_PROBES, mayRead, OTHER, OWNER, ROLES, RULES, TEAM_ROLES, type Fixture, type Outcome, type Role, type RouteRule } from './authorization-rules.ts'

const ADMIN_EMAIL = 'matrix-admin@example.org'
/** A real 1×1 PNG: A's logo. */
const LOGO_PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='
/** The three members of A's organization besides A (ADR 030), by matrix role. */
const TEAM = {
  teamAdmin: { name: OWNER.memberName, email: 'team-admin@example.org' },
  editor: { name: 'Esi Teameditor', email: 'team-editor@example.org' },
  viewer: { name: 'Vusi Teamviewer', email: 'team-viewer@example.org' },
} as const

/** Every path app/routes.ts declares, nested routes joined to their parents', `/` for the index. */
function routePaths(entries: RouteConfigEntry[], parent = ''): string[] {
  return entries.flatMap((entry) => {
    const own = entry.index ? parent : [parent, entry.path ?? ''].filter(Boolean).join('/')
    return [`/${own}`, ...routePaths(entry.children ?? [], own)]
  })
}
export const PATHS = [...new Set(routePaths(routes))]

/**
 * The areas the matrix runs in, by the first segments of their paths; every other route (the public
 * pages, signing in, preferences, unknown pages) is in `site`, so a new route always runs somewhere.
 */
export const AREA_PREFIXES = {
  admin: ['/admin', '/taf-admin'],
  api: ['/api', '/common-grants', '/developers', '/healthz', '/calendar'],
  organization: ['/team', '/billing', '/reports', '/profile', '/org', '/verify', '/get-verified', '/verification-application', '/payments', '/pricing'],
  member: ['/dashboard', '/notifications', '/saved-searches', '/submit-grant', '/engagements', '/project-request', '/requests', '/expert', '/matches', '/discover', '/grant', '/become-grant-expert'],
} as const
export const AREAS = [...(Object.keys(AREA_PREFIXES) as Array<keyof typeof AREA_PREFIXES>), 'site'] as const
export type Area = (typeof AREAS)[number]

export function areaOf(path: string): Area {
  for (const [area, prefixes] of Object.entries(AREA_PREFIXES) as Array<[Area, readonly string[]]>) {
    if (prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`) || path.startsWith(`${prefix}.`))) return area
  }
  return 'site'
}

export interface Matrix {
  server: TestServer
  fixture: Fixture
  /** Each role's signed-in client (the visitor's is signed out). */
  sessions: Record<Role, TestClient>
  /** Member B's verification application. */
  otherVerificationId: number
}
/** Filled in by the area's beforeAll (each test file has its own server and fixture). */
export const matrix = { sessions: {} } as Matrix

let server: TestServer
let model: LocalModel
let fixture: Fixture
/** Member A's organization. */
let ownerOrgId: string
const sessions = matrix.sessions
const emails: Record<Exclude<Role, 'visitor'>, string> = {
  owner: OWNER.email,
  other: OTHER.email,
  admin: ADMIN_EMAIL,
  teamAdmin: TEAM.teamAdmin.email,
  editor: TEAM.editor.email,
  viewer: TEAM.viewer.email,
}

/** A grant application with private notes, for the member behind `client`. */
async function trackedApplication(client: TestClient, userEmail: string, grantId: string, notes: string) {
  const { db } = server.services
  expect((await client.post(`/grant/${grantId}/apply`, {})).status).toBe(302)
  const [row] = await db
    .select({ id: schema.applications.id })
    .from(schema.applications)
    .innerJoin(schema.user, eq(schema.user.id, schema.applications.createdBy))
    .where(and(eq(schema.user.email, userEmail), eq(schema.applications.grantId, grantId)))
  expect((await client.post(`/dashboard/applications/${row.id}`, { status: 'draft', submissionDate: '', amountAwarded: '', notes })).status).toBe(302)
  return row.id
}

/** Member A, B, an admin and A's team, with A's resources that fill the routes' params. */
async function setUp() {
  // With the local model, so the grant assistant's pages are there to check (ADR 072).
  model = await startLocalModel()
  server = await startTestServer({ grants: [grant({ title: 'Matrix Open Grant' }), grant({ title: 'Matrix Spare Grant' })], env: { LLM_URL: model.url, LLM_MODEL: 'local', LLM_IMAGE_MODEL: 'local' } })
  const { db, mailer, secrets } = server.services
  const grantIds = Object.fromEntries((await db.select({ id: schema.grants.id, title: schema.grants.title }).from(schema.grants)).map((g) => [g.title, g.id]))

  sessions.visitor = server.client()
  sessions.owner = await newMember(server, { name: 'Owner A', email: OWNER.email, orgName: OWNER.orgName })
  sessions.other = await newMember(server, { name: 'Other B', email: OTHER.email, orgName: OTHER.orgName })
  sessions.admin = await signedInAdmin(server, ADMIN_EMAIL, 'Ada Matrix')
  const [ownerRow] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, OWNER.email))
  ownerOrgId = (await db.select({ id: schema.organizationMembers.organizationId }).from(schema.organizationMembers).where(eq(schema.organizationMembers.userId, ownerRow.id)))[0].id

  // What A's organization states about itself, which only its team may read.
  await db
    .update(schema.organizations)
    .set({ registrationNumber: OWNER.registrationNumber, annualBudgetUsd: Number(OWNER.budget), mission: OWNER.mission, programAreas: OWNER.programAreas })
    .where(eq(schema.organizations.id, ownerOrgId))

  // A's team: three people who signed up on their own, then joined A's organization with a role
  // each (their one-person organizations gone, as accepting an invitation does with an empty one).
  for (const role of ['teamAdmin', 'editor', 'viewer'] as const) {
    sessions[role] = await newMember(server, { name: TEAM[role].name, email: TEAM[role].email, orgName: `${TEAM[role].name} solo` })
    const [member] = await db
      .select({ userId: schema.organizationMembers.userId, orgId: schema.organizationMembers.organizationId })
      .from(schema.organizationMembers)
      .innerJoin(schema.user, eq(schema.user.id, schema.organizationMembers.userId))
      .where(eq(schema.user.email, TEAM[role].email))
    await db.delete(schema.organizations).where(eq(schema.organizations.id, member.orgId))
    await db.insert(schema.organizationMembers).values({ organizationId: ownerOrgId, userId: member.userId, role: TEAM_ROLES[role], invitedBy: ownerRow.id })
  }

  // Each member tracks an application with notes only they should read.
  const applicationId = await trackedApplication(sessions.owner, OWNER.email, grantIds['Matrix Open Grant'], OWNER.notes)
  await trackedApplication(sessions.other, OTHER.email, grantIds['Matrix Open Grant'], OTHER.notes)
  // A's team talks about it.
  await db.insert(schema.applicationComments).values({ applicationId, authorId: ownerRow.id, body: OWNER.comment })
  // A asks for white-glove help on it: the admin queue lists A.
  expect((await sessions.owner.post(`/dashboard/applications/${applicationId}`, { intent: 'white-glove-request', acceptTerms: 'on' })).status).toBe(302)

  // A's Standard verification: documents uploaded, paid in the sandbox, submitted for review.
  const documents = { ...ALL_DOCUMENTS, incorporation: [[PDF(OWNER.document), 'certificate.pdf']] } as typeof ALL_DOCUMENTS
  const { id: verificationId } = await submitStandardApplication(server, sessions.owner, { organizationName: OWNER.orgName }, documents)
  const [document] = await db
    .select({ id: schema.verificationDocuments.id })
    .from(schema.verificationDocuments)
    .where(and(eq(schema.verificationDocuments.verificationId, verificationId), eq(schema.verificationDocuments.group, 'incorporation')))
  // B has a verification of their own, still a draft.
  const otherVerificationId = (await applyFor(sessions.other, 'basic')).id

  // An open sandbox checkout of A's, for a Premium subscription (paying it, A stays on Premium below).
  const checkout = await sessions.owner.post('/pricing/checkout', { priceId: 'price_premium_yearly', plan: 'Premium Yearly' })
  expect(checkout.status).toBe(303)
  const sessionId = new URL(checkout.headers.get('Location')!).pathname.split('/').pop()!

  // A is on Premium and publishes a profile with the country, the mission and a logo (not the programme areas).
  await db
    .update(schema.organizations)
    .set({ plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(schema.organizations.id, ownerOrgId))
  const settings = new URLSearchParams([
    ['intent', 'settings'],
    ['enabled', 'on'],
    ['fields', 'country'],
    ['fields', 'mission'],
    ['fields', 'logo'],
  ])
  expect((await sessions.owner.request('/profile/public', { method: 'POST', body: settings, headers: { 'Content-Type': 'application/x-www-form-urlencoded' } })).status).toBe(302)
  const brand = new FormData()
  brand.append('intent', 'brand')
  brand.append('brandPrimary', '')
  brand.append('brandAccent', '')
  brand.append('logo', new Blob([Buffer.from(LOGO_PNG, 'base64')], { type: 'image/png' }), 'logo.png')
  const branded = await sessions.owner.request('/profile/public', { method: 'POST', body: brand })
  expect([branded.status, branded.headers.get('Location')]).toEqual([302, '/profile/public'])
  const [{ slug }] = await db.select({ slug: schema.organizations.slug }).from(schema.organizations).where(eq(schema.organizations.id, ownerOrgId))
  // A's earlier badge, revoked since, with the reviewer's note: its check code still answers, saying so.
  const checkCode = generateCheckCode()
  await db.insert(schema.organizationVerifications).values({
    organizationId: ownerOrgId,
    verificationTier: 'basic',
    verificationFeePaid: 150,
    paymentStatus: 'paid',
    verificationStatus: 'approved',
    organizationName: OWNER.orgName,
    registrationNumber: OWNER.registrationNumber,
    groundCheckNotes: OWNER.reviewNote,
    decidedAt: new Date(Date.now() - 400 * 86_400_000),
    checkCode,
    revokedAt: new Date(Date.now() - 30 * 86_400_000),
    revokedReason: 'registration_lapsed',
  })

  // A's organization's saved custom report and API key (Premium), made through their pages.
  const report = await sessions.owner.request('/reports', {
    method: 'POST',
    body: new URLSearchParams([
      ['intent', 'create'],
      ['name', OWNER.reportName],
      ['blocks', 'pipeline'],
      ['blocks', 'amounts'],
      ['groupBy', 'funder'],
    ]),
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
  })
  expect(report.status).toBe(303)
  const reportId = report.headers.get('Location')!.split('/').pop()!
  expect((await sessions.owner.post('/team/api', { intent: 'create', name: OWNER.apiKeyName, scopes: 'grants:read' })).status).toBe(200)

  // A invites someone who is none of the seven.
  expect((await sessions.owner.post('/team', { intent: 'invite', email: 'matrix-invitee@example.org', role: 'viewer' })).status).toBe(303)
  const inviteToken = new URL(await latestLinkTo(server, 'matrix-invitee@example.org')).pathname.split('/').pop()!

  await notify(db, ownerRow.id, 'notifications.submissionRejected', { title: OWNER.notification, reason: 'Not a grant' }, '/dashboard')
  const submitted = await sessions.owner.post('/submit-grant', {
    title: OWNER.submission,
    description: 'Grants for cassava processing cooperatives run by women in rural districts.',
    funderName: 'Matrix Funders Trust',
    applicationUrl: 'https://funders.example.org/apply',
    deadline: '',
    amountMin: '',
    amountMax: '',
    eligibilityCriteria: '',
  })
  expect(submitted.status).toBe(302)
  const [submission] = await db.select({ id: schema.userGrantSubmissions.id }).from(schema.userGrantSubmissions).where(eq(schema.userGrantSubmissions.title, OWNER.submission))
  const outbox = (await mailer.listOutbox()).find((m) => m.to === OWNER.email)!
  const [receipt] = await db.select({ id: schema.receipts.id }).from(schema.receipts).where(eq(schema.receipts.organizationId, ownerOrgId))

  // A's open project request to an expert who is none of the four roles.
  await newMember(server, { name: 'Matrix Expert', email: 'matrix-expert@example.org' })
  const [expertUser] = await db.select({ id: schema.user.id }).from(schema.user).where(eq(schema.user.email, 'matrix-expert@example.org'))
  const [expert] = await db
    .insert(schema.experts)
    .values({ userId: expertUser.id, professionalTitle: 'Grant writer', bio: 'Writes grants.', applicationStatus: 'approved', membershipStatus: 'active' })
    .returning({ id: schema.experts.id })
  const [projectRequest] = await db
    .insert(schema.projectRequests)
    .values({
      grantSeekerId: ownerRow.id,
      organizationId: ownerOrgId,
      expertId: expert.id,
      projectTitle: OWNER.request,
      projectDescription: 'Help with a proposal for clean water in schools, please.',
    })
    .returning({ id: schema.projectRequests.id })
  // A's engagement with the same expert (another request, accepted), its milestone funded and then disputed.
  const { engagementId } = await makeEngagement(server, OWNER.email, expert.id, OWNER.engagement)
  const [milestone] = await db
    .insert(schema.milestones)
    .values({ engagementId, title: 'Matrix milestone', amountUsd: 300, status: 'disputed', fundedAt: new Date() })
    .returning({ id: schema.milestones.id })
  const [dispute] = await db
    .insert(schema.milestoneDisputes)
    .values({ milestoneId: milestone.id, openedBy: ownerRow.id, reason: 'The draft never arrived.' })
    .returning({ id: schema.milestoneDisputes.id })

  // A's application to join the Grant Experts directory, with a photo only A and admins may see.
  const photoKey = 'experts/photos/photo-matrix-owner'
  await server.services.storage.put(photoKey, new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]))
  const [ownerExpert] = await db
    .insert(schema.experts)
    .values({ userId: ownerRow.id, professionalTitle: 'Matrix grant writer', bio: 'Writes proposals for community health programmes in the region.', profileImageUrl: photoKey })
    .returning({ id: schema.experts.id })
  // A's booked consultation session: its calendar file is A's and staff's only.
  const [hoursSlot] = await db
    .insert(schema.hourSlots)
    .values({ startsAt: new Date(Date.now() + 7 * 86_400_000), minutes: 60, topic: 'Matrix session', consultant: 'Matrix Consultant', place: 'Matrix office' })
    .returning({ id: schema.hourSlots.id })
  const [hoursBooking] = await db
    .insert(schema.hourBookings)
    .values({ slotId: hoursSlot.id, expertId: ownerExpert.id, minutes: 60, yearEndsAt: new Date(Date.now() + 300 * 86_400_000) })
    .returning({ id: schema.hourBookings.id })

  // An image A generated as an expert, in the file storage: A's alone.
  const imageKey = `expert-images/${ownerExpert.id}/matrix-image`
  await server.services.storage.put(imageKey, new Uint8Array(await PNG.arrayBuffer()))
  const [expertImage] = await db
    .insert(schema.expertAiImages)
    .values({
      expertId: ownerExpert.id,
      purpose: 'proposal_cover',
      size: '1024x1024',
      description: 'Matrix cover',
      prompt: 'Matrix cover',
      model: 'local',
      contentType: 'image/png',
      byteSize: 8,
      storageKey: imageKey,
    })
    .returning({ id: schema.expertAiImages.id })

  // A's saved search, by a name only A may see.
  const [savedSearch] = await db
    .insert(schema.savedSearches)
    .values({ userId: ownerRow.id, name: OWNER.savedSearch, query: { q: 'cassava', sort: 'relevance' }, queryKey: '/discover?q=cassava' })
    .returning({ id: schema.savedSearches.id })

  const unsubscribe = new URL(unsubscribeUrl(server.url, secrets.unsubscribe, ownerRow.id, 'reminders'))
  unsubscribe.searchParams.set(
    's',
    unsubscribe.searchParams.get('s')!.replace(/^./, (c) => (c === 'A' ? 'B' : 'A')),
  )

  // A listed expert with a photo (the directory's profile and photo routes).
  await server.services.storage.put('experts/matrix-photo', new Uint8Array(await PNG.arrayBuffer()))
  const expertId = await insertExpert(db, { name: 'Matrix Expert', photoKey: 'experts/matrix-photo', sectors: ['health'] })

  // A's calendar link, reset since: the old address must open nothing.
  const oldCalendarToken = await createCalendarFeed(db, ownerRow.id)
  await resetCalendarFeed(db, ownerRow.id)

  // A draft of the members' newsletter (ADR 075).
  const [newsletterIssue] = await db.insert(schema.newsletterIssues).values({ subject: 'Matrix newsletter', intro: 'Matrix introduction.' }).returning({ id: schema.newsletterIssues.id })

  // An upcoming networking event (ADR 077).
  const [event] = await db
    .insert(schema.networkingEvents)
    .values({
      title: 'Matrix networking event',
      description: 'Experts meet funders.',
      startsAt: new Date(Date.now() + 5 * 86_400_000),
      endsAt: new Date(Date.now() + 5 * 86_400_000 + 7_200_000),
      place: 'Nairobi',
      capacity: 20,
    })
    .returning({ id: schema.networkingEvents.id })

  fixture = {
    newsletterIssueId: newsletterIssue.id,
    newsletterLanguage: 'en',
    eventId: event.id,
    orgId: ownerOrgId,
    inviteToken,
    reportId,
    slug: slug!,
    checkCode: formatCheckCode(checkCode),
    oldCalendarToken,
    grantId: grantIds['Matrix Open Grant'],
    funderSlug: funderSlug(grant({ title: 'Matrix Open Grant' }).source),
    spareGrantId: grantIds['Matrix Spare Grant'],
    applicationId,
    verificationId,
    documentId: document.id,
    sessionId,
    outboxId: outbox.id,
    submissionId: submission.id,
    receiptId: receipt.id,
    ownerExpertId: ownerExpert.id,
    hoursBookingId: hoursBooking.id,
    expertImageId: expertImage.id,
    ownerId: ownerRow.id,
    expertId,
    provider: server.services.payments.id,
    phoneProvider: server.services.messaging.sms.id,
    authEndpoint: 'get-session',
    unknownPath: 'no/such/page',
    forgedUnsubscribe: unsubscribe.search.slice(1),
    requestId: projectRequest.id,
    savedSearchId: savedSearch.id,
    engagementId,
    disputeId: dispute.id,
  }
  Object.assign(matrix, { server, fixture, otherVerificationId })
}

/** Everything a refused POST might have touched, in a stable order. */
export async function snapshot() {
  const { db } = server.services
  const tables = [
    schema.grants,
    schema.applications,
    schema.applicationEvents,
    schema.userSavedGrants,
    schema.userGrantSubmissions,
    schema.organizationVerifications,
    schema.verificationDocuments,
    schema.paymentSessions,
    schema.paymentEvents,
    schema.notifications,
    schema.profiles,
    schema.organizations,
    schema.organizationMembers,
    schema.userRoles,
    schema.auditLog,
    schema.projectRequests,
    schema.requestMessages,
    schema.engagements,
    schema.milestones,
    schema.milestoneDisputes,
    schema.expertPayouts,
    schema.reviews,
    schema.grantDiscoverySources,
    schema.agentTasks,
    schema.calendarFeeds,
    schema.newsletterIssues,
    schema.newsletterDeliveries,
    schema.newsletterSubscriptions,
    schema.eliteRequests,
    schema.networkingEvents,
    schema.eventRsvps,
  ]
  return Promise.all(tables.map(async (table) => (await db.select().from(table)).map((r) => JSON.stringify(r)).sort()))
}

/** The rows that are member A's: theirs, their organization's, or made by them. */
const ownersRows = (tables: string[][]) => JSON.stringify(tables.map((rows) => rows.filter((r) => r.includes(fixture.ownerId) || r.includes(ownerOrgId))))

function fillPath(path: string, rule: RouteRule): string {
  const filled = path.replace(/:(\w+)\??|\*/g, (match, name: string | undefined) => {
    const key = rule.params?.[name ?? '*']
    if (!key) throw new Error(`The rule for ${path} does not say what fills ${match}`)
    return encodeURIComponent(String(fixture[key])).replace(/%2F/g, '/')
  })
  const query = rule.query?.(fixture)
  return query ? `${filled}?${query}` : filled
}

function send(client: TestClient, method: 'GET' | 'POST', url: string, rule: RouteRule, role: Role) {
  if (method === 'GET') return client.get(url)
  const body = rule.body?.(fixture, role) ?? {}
  if (typeof body === 'string') return client.request(url, { method: 'POST', body, headers: { 'Content-Type': 'application/json' } })
  return client.post(url, body)
}

const REFUSALS = new Set<Outcome['kind']>(['signIn', 'denied', 'deniedDiscover', 'notFound', 'noMethod', 'invalid', 'refused', 'forbidden'])

/** Checks one answer against its rule; returns what is wrong, or nothing. */
function judge(outcome: Outcome, role: Role, response: Response, body: string): string[] {
  const problems: string[] = []
  const location = response.headers.get('Location') ?? ''
  const flash = response.headers
    .getSetCookie()
    .find((c) => c.startsWith('flash='))
    ?.split(/[=;]/)[1]
  const saw = `${response.status}${location ? ` → ${location}` : ''}${flash ? ` (${flash})` : ''}`
  const want = (ok: boolean, what: string) => ok || problems.push(`expected ${what}, got ${saw}`)
  const isRedirect = response.status >= 300 && response.status < 400
  if (response.status >= 500) problems.push(`server error ${saw}`)
  switch (outcome.kind) {
    case 'page':
      want(response.status === 200, '200')
      break
    case 'redirect':
      want(isRedirect && (typeof outcome.to === 'string' ? location === outcome.to : outcome.to.test(location)), `a redirect to ${outcome.to}`)
      break
    case 'signIn':
      want(response.status === 302 && location.startsWith('/auth?redirectTo='), 'a redirect to /auth')
      break
    case 'denied':
      want(response.status === 302 && location === '/dashboard' && flash === 'admin.accessDenied', '/dashboard with "Access denied"')
      break
    case 'deniedDiscover':
      want(response.status === 302 && location === '/discover' && flash === 'discovery.accessDenied', '/discover with "Access Denied"')
      break
    case 'notFound':
      want(response.status === 404, '404')
      break
    case 'noMethod':
      want(response.status === 405, '405')
      break
    case 'invalid':
      want(response.status === 400, '400 (input refused)')
      break
    case 'refused':
      want(response.status === outcome.status, String(outcome.status))
      break
    case 'answered':
      want(response.status < 500, 'any answer below 500')
      break
    case 'forbidden': {
      const place = outcome.to ?? '/dashboard'
      const placed = typeof place === 'string' ? location === place : place.test(location)
      want(response.status === 403 || (isRedirect && placed && flash === 'team.notAllowed'), `403 or a redirect to ${place} with "team.notAllowed"`)
      break
    }
  }
  // Never another member's data: A's words only reach A, A's team as far as their role reads the
  // organization's data, an admin where the rule says so, and anyone where A published them; a
  // signed-out visitor and another organization's member never, whatever a rule says. B's words never reach A.
  const seen = outcome.sees && role !== 'visitor' && role !== 'other'
  for (const [name, word] of Object.entries(OWNER) as Array<[keyof typeof OWNER, string]>) {
    if (!seen && !mayRead(role, name) && !outcome.publicWords?.includes(name) && body.includes(word)) problems.push(`shows member A's ${name} "${word}"`)
  }
  if (role !== 'other' && !seen) for (const [name, word] of Object.entries(OTHER)) if (body.includes(word)) problems.push(`shows member B's ${name} "${word}"`)
  for (const name of outcome.shows ?? []) if (!body.includes(OWNER[name])) problems.push(`does not show member A's ${name} "${OWNER[name]}"`)
  return problems
}

/**
 * The matrix for the routes of one area: every route × the seven roles × GET and POST, and no
 * route's data request (.data) nor any other address of the area (LEAK_PROBES) carries A's words to
 * a visitor or another organization's member. `more` adds the area's own checks.
 */
export function describeMatrix(area: Area, more: () => void = () => {}) {
  const paths = PATHS.filter((path) => areaOf(path) === area)
  // Counted per area: one test process runs several files one after the other (vitest.config.ts).
  const cases = { run: 0 }
  beforeAll(setUp)
  afterAll(async () => {
    await server?.close()
    await model?.close()
  })

  describe(`Authorization matrix, ${area}: every route × signed out, member, other organization's member, admin, and A's team admin, editor and viewer × GET and POST`, () => {
    it("watches member A's rows: their application, organization and documents", async () => {
      const rows = ownersRows(await snapshot())
      for (const word of [OWNER.notes, OWNER.orgName, fixture.documentId, fixture.sessionId]) expect(rows).toContain(word)
    })

    it.each(paths)('%s answers each role as the table says', async (path) => {
      const rule = RULES[path]
      expect(rule, `no rule for ${path} in tests/integration/authorization-rules.ts`).toBeDefined()
      const url = fillPath(path, rule)
      const problems: string[] = []
      for (const method of ['GET', 'POST'] as const) {
        for (const role of ROLES) {
          const outcome = (method === 'GET' ? rule.get : rule.post)[role]
          const client = !rule.freshSession ? sessions[role] : role === 'visitor' ? server.client() : await signedInAs(server, emails[role])
          // A refused post changes nothing at all; an allowed post of anyone outside A's organization leaves A's rows alone.
          const refused = REFUSALS.has(outcome.kind)
          const before = method === 'POST' && (refused || !isTeamRole(role)) ? await snapshot() : null
          const response = await send(client, method, url, rule, role)
          const body = await response.text()
          cases.run++
          for (const problem of judge(outcome, role, response, body)) problems.push(`${method} ${url} as ${role}: ${problem}`)
          if (before) {
            const after = await snapshot()
            if (refused && JSON.stringify(after) !== JSON.stringify(before)) problems.push(`${method} ${url} as ${role}: was refused but changed the database`)
            if (!refused && ownersRows(after) !== ownersRows(before)) problems.push(`${method} ${url} as ${role}: changed member A's data`)
          }
        }
      }
      expect(problems).toEqual([])
    })

    it("nothing of A's reaches a visitor or another organization's member: not in any route's data request (.data), nor at the other tabs and formats", async () => {
      const problems: string[] = []
      const check = async (url: string, role: 'visitor' | 'other', allowed: Array<keyof typeof OWNER> = []) => {
        const response = await sessions[role].get(url)
        const body = await response.text()
        if (response.status >= 500) problems.push(`GET ${url} as ${role}: server error ${response.status}`)
        for (const [name, word] of Object.entries(OWNER) as Array<[keyof typeof OWNER, string]>) {
          if (!allowed.includes(name) && body.includes(word)) problems.push(`GET ${url} as ${role}: shows member A's ${name} "${word}"`)
        }
      }
      for (const path of paths) {
        const rule = RULES[path]
        // Signing out is a GET too; the matrix gives it sessions of its own.
        if (rule.freshSession) continue
        const [pathname, query] = fillPath(path, rule).split('?')
        const url = `${pathname === '/' ? '/_root' : pathname.replace(/\/$/, '')}.data${query ? `?${query}` : ''}`
        for (const role of ['visitor', 'other'] as const) await check(url, role, rule.get[role].publicWords)
      }
      for (const probe of LEAK_PROBES) {
        const url = probe(fixture)
        if (areaOf(url.split(/[?#]/)[0]) === area) for (const role of ['visitor', 'other'] as const) await check(url, role)
      }
      expect(problems).toEqual([])
    })

    more()

    it('reports its size', () => {
      const figure = `${paths.length} routes × ${ROLES.length} roles × 2 methods = ${paths.length * ROLES.length * 2} cases (${cases.run} run)`
      console.log(`Authorization matrix, ${area}: ${figure}`)
      expect(cases.run).toBe(paths.length * ROLES.length * 2)
    })
  })
}
