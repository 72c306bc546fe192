import { readFileSync } from 'node:fs'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { user } from '../../app/db/schema/auth.ts'
import { grants, organizationMembers, organizations, savedReports } from '../../app/db/schema/index.ts'
import { agentTasks } from '../../app/db/schema/discovery.ts'
import { grantDiscoverySources } from '../../app/db/schema/discovery-sources.ts'
import { milestoneDisputes, milestones } from '../../app/db/schema/engagements.ts'
import { experts } from '../../app/db/schema/experts.ts'
import { unsubscribeUrl } from '../../app/domain/notifications/unsubscribe-link.ts'
import { funderSlug } from '../../app/domain/funders/funder-slug.ts'
import { seedDemoGrants } from '../../scripts/seed/seed-database.ts'
import { seedDemoExperts } from '../../scripts/seed/seed-experts.ts'
import { makeEngagement } from '../support/engagements.ts'
import { newMember, signedInAdmin } from '../support/accounts.ts'
import { queuedGrant } from '../support/discovery-queue.ts'
import type { TestServer } from '../support/test-server.ts'
import { submitStandardApplication } from '../support/verification.ts'

/**
 * Data for the layout test, made through the app's own forms: demo grants, a member (made directly,
 * as signing up and verifying leaves one) with saved
 * grants, applications, a grant submission, a submitted verification application with its checks
 * run, its receipt, an open sandbox checkout, and an admin. Returns the ids that pages with a parameter need.
 */
export type LayoutIds = Awaited<ReturnType<typeof seedLayoutData>>['ids']

export async function seedLayoutData(server: TestServer) {
  await seedDemoGrants(server.services.db, 150)
  const member = await newMember(server, { name: 'Wanjiru Kamau', email: 'wanjiru.kamau@nairobi-health-collective.example.org', orgName: 'Nairobi Health Collective' })
  // A profile the match score reads: badges on Discover, reasons on grant pages, and /matches.
  await member.post('/profile', {
    intent: 'organization',
    orgName: 'Nairobi Health Collective',
    sector: 'health',
    country: 'KE',
    mission: 'Maternal and newborn health through community health workers in Nairobi',
    orgType: 'ngo',
    annualBudgetUsd: '80000',
    languages: 'en',
  })
  const discover = await member.page('/discover')
  const grantIds = [...discover.html.matchAll(/href="\/grant\/([0-9a-f-]{36})"/g)].map((m) => m[1])
  for (const id of grantIds.slice(0, 3)) {
    await member.post(`/grant/${id}/save`, {})
    await member.post(`/grant/${id}/apply`, {})
  }
  const application = (await member.page('/dashboard?tab=applications')).html.match(/\/dashboard\/applications\/([^"?]+)"/)![1]
  await member.post('/submit-grant', {
    title: 'Kisumu Lakeside Clean Water Fund',
    description: 'Grants for community water points and hygiene training along the shores of Lake Victoria.',
    funderName: 'East African Water Trust',
    applicationUrl: 'https://water.example.org/apply',
    deadline: '2027-04-01',
    amountMin: '5000',
    amountMax: '20000',
    eligibilityCriteria: 'Registered community-based organizations',
    sectors: 'Water & Sanitation',
    geographicFocus: 'East Africa',
  })
  const { id: verification } = await submitStandardApplication(server, member, { websiteUrl: 'https://www.nairobi-health-collective-community-programmes.example.org/about-us/our-registration' })
  // The verification fee was paid in the sandbox: its receipt is under Billing.
  const receipt = (await member.page('/billing')).html.match(/\/billing\/receipts\/([^"?]+)"/)![1]
  const checkout = await member.post('/pricing/checkout', { priceId: 'price_pro_yearly', plan: 'pro' })
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, 'wanjiru.kamau@nairobi-health-collective.example.org'))
  const admin = await signedInAdmin(server, 'reviewer@example.org', 'Rita Reviewer')
  await admin.post(`/admin/verifications/${verification}`, { intent: 'checks' })
  const outbox = (await admin.page('/admin/outbox')).html.match(/\/admin\/outbox\/([^"?]+)"/)![1]
  // The demo experts (the directory and profiles), and the member's engagement with one of them:
  // a milestone released, one disputed (the admin's dispute page) and one not funded yet.
  await seedDemoExperts(server.services.db)
  const [expert] = await server.services.db.select({ id: experts.id }).from(experts).where(eq(experts.applicationStatus, 'approved')).limit(1)
  const { engagementId, requestId } = await makeEngagement(server, 'wanjiru.kamau@nairobi-health-collective.example.org', expert.id, 'Budget review for the Nairobi maternal health proposal')
  const [, disputed] = await server.services.db
    .insert(milestones)
    .values([
      { engagementId, title: 'Concept note', amountUsd: 300, status: 'released', fundedAt: new Date(), releasedAt: new Date() },
      { engagementId, title: 'Budget and logframe review', amountUsd: 450, status: 'disputed', fundedAt: new Date() },
      { engagementId, title: 'Final edits after the funder’s questions', amountUsd: 200 },
    ])
    .returning({ id: milestones.id })
  const [dispute] = await server.services.db
    .insert(milestoneDisputes)
    .values({ milestoneId: disputed.id, openedBy: row.id, reason: 'The review was not delivered by the agreed date.' })
    .returning({ id: milestoneDisputes.id })
  const discovery = await seedDiscovery(server, admin)
  // The funder of the member's first grant, with an award read from IATI data (its page's every section).
  const [first] = await server.services.db.select({ funderName: grants.funderName, source: grants.source }).from(grants).where(eq(grants.id, grantIds[0]))
  const funder = first.funderName ?? first.source
  await queuedGrant(server, discovery.discoverySource, {
    isAwardedRecord: true,
    externalId: 'iati:XM-DAC-layout-1',
    title: 'Community health worker training across three counties, with a title long enough to wrap on a phone',
    funderName: funder,
    status: 'verified',
  })
  // Issue 14: the organization on Premium (reports, automation, API keys, the account manager), its
  // public profile published, one saved custom report.
  const [membership] = await server.services.db.select({ organizationId: organizationMembers.organizationId }).from(organizationMembers).where(eq(organizationMembers.userId, row.id))
  await server.services.db
    .update(organizations)
    .set({ plan: 'premium', planRenewsAt: new Date(Date.now() + 300 * 86_400_000) })
    .where(eq(organizations.id, membership.organizationId))
  await member.post('/profile/public', { intent: 'settings', enabled: 'on', fields: 'mission' })
  const [org] = await server.services.db.select({ slug: organizations.slug }).from(organizations).where(eq(organizations.id, membership.organizationId))
  await member.post('/reports', { intent: 'create', name: 'Quarterly board report for the Nairobi maternal health programme', blocks: 'pipeline', groupBy: 'funder' })
  const [report] = await server.services.db.select({ id: savedReports.id }).from(savedReports).where(eq(savedReports.organizationId, membership.organizationId))
  const newsletter = await admin.post('/admin/newsletter', { subject: 'News from Harambee: November', intro: 'Forty new grants opened this month.\n\nOur team visited Kisumu.' })
  return {
    member,
    admin,
    ids: {
      grant: grantIds[0],
      application,
      verification: String(verification),
      outbox,
      receipt,
      checkout: checkout.headers.get('Location')!.split('/payments/sandbox/')[1],
      unsubscribe: unsubscribeUrl('', server.services.secrets.unsubscribe, row.id, 'digest'),
      expert: expert.id,
      request: requestId,
      engagement: engagementId,
      dispute: dispute.id,
      ...discovery,
      organization: membership.organizationId,
      orgSlug: org.slug ?? '',
      report: report?.id ?? '',
      funder: funderSlug(funder),
      newsletter: newsletter.headers.get('Location')!.split('/admin/newsletter/')[1],
    },
  }
}

/**
 * The grant discovery console's rows (issue 12): two sources added with the console's form (one
 * paused, one with a long address), a running, a completed and a failed task, and discovered grants
 * waiting for review, one of them French with a long title. Returns the ids its pages need.
 */
async function seedDiscovery(server: TestServer, admin: Awaited<ReturnType<typeof signedInAdmin>>) {
  const sources = [
    { sourceName: 'Acacia Community Fund', sourceUrl: 'https://acacia.example.org/grants/', sourceType: 'funder_website', crawlFrequency: 'weekly', priority: 'high' },
    {
      sourceName: 'Ministère de l’Agriculture et de l’Équipement Rural — appels à projets',
      sourceUrl: 'https://www.agriculture-equipement-rural.example.gouv.sn/appels-a-projets/financements-en-cours?categorie=cooperatives-agricoles',
      sourceType: 'government_portal',
      crawlFrequency: 'monthly',
      priority: 'low',
    },
  ]
  for (const source of sources) {
    const response = await admin.post('/taf-admin?tab=sources', { intent: 'add', format: 'auto', ...source })
    if (response.status !== 302) throw new Error(`Adding a discovery source answered ${response.status}`)
  }
  const rows = await server.services.db.select().from(grantDiscoverySources)
  const [first, second] = sources.map((s) => rows.find((r) => r.sourceUrl === s.sourceUrl)!)
  await admin.post('/taf-admin?tab=sources', { intent: 'pause', id: second.id })
  const started = new Date(Date.now() - 60_000)
  await server.services.db.insert(agentTasks).values([
    {
      taskId: 'crawl-20261123-a1b2c3',
      agentType: 'crawler',
      sourceId: first.id,
      trigger: 'manual',
      status: 'running',
      pageLimit: 10,
      pagesFetched: 3,
      grantsFound: 2,
      grantsQueued: 1,
      duplicates: 1,
      errors: [{ url: 'https://acacia.example.org/broken', reason: '500' }],
      currentUrl: 'https://acacia.example.org/grants/climate-resilience-fund.html',
      startedAt: started,
      heartbeatAt: new Date(),
    },
    {
      taskId: 'crawl-20261122-d4e5f6',
      agentType: 'crawler',
      sourceId: first.id,
      trigger: 'schedule',
      status: 'completed',
      pageLimit: 10,
      pagesFetched: 10,
      grantsFound: 7,
      grantsQueued: 6,
      duplicates: 1,
      startedAt: started,
      completedAt: new Date(),
      actualCost: 0.0437,
    },
    {
      taskId: 'import-20261121-0a1b2c',
      agentType: 'importer',
      sourceId: second.id,
      trigger: 'cli',
      status: 'failed',
      pageLimit: 10,
      pagesFetched: 1,
      errors: [{ url: second.sourceUrl, reason: 'timeout' }],
      startedAt: started,
      completedAt: new Date(),
    },
  ])
  const pending = await queuedGrant(server, first.id)
  await queuedGrant(server, first.id, {
    title: 'Fonds pour l’entrepreneuriat féminin et l’autonomisation économique des femmes rurales en Afrique de l’Ouest 2027',
    funderName: 'Fondation Acacia',
    description: 'Subventions pour les coopératives de femmes qui transforment et commercialisent des produits agricoles au Sénégal, en Côte d’Ivoire et au Mali.',
    fundingAmount: 'jusqu’à 25 000 €',
    amountMax: 25_000,
    currency: 'EUR',
    deadline: '2027-03-15',
    deadlineText: 'Date limite : 15 mars 2027',
    countryScope: 'Sénégal, Côte d’Ivoire, Mali',
    countryCodes: ['CI', 'ML', 'SN'],
    geographicFocus: ['west_africa'],
    sectors: ['economic_development', 'gender_equality'],
    language: 'fr',
  })
  await queuedGrant(server, second.id, { status: 'rejected', rejectionReason: 'The call closed in 2025.' })
  return { discovered: pending.id, discoverySource: second.id }
}

export type LayoutRole = 'visitor' | 'member' | 'admin'
export interface LayoutVisit {
  path: string
  roles: LayoutRole[]
}

/** Pages with a parameter need a real id; resource routes (.ts) are not pages. */
function pagesFromRoutes(): string[] {
  const source = readFileSync(path.resolve(import.meta.dirname, '../../app/routes.ts'), 'utf8')
  const pages = [...source.matchAll(/(index|route)\((?:'([^']*)',\s*)?'([^']+\.tsx)'/g)].map((m) => (m[1] === 'index' ? '' : m[2]))
  return pages.filter((p) => p !== '*')
}

const PARAMS: Record<string, (ids: LayoutIds) => string> = {
  'verification-application/:id': (ids) => `/verification-application/${ids.verification}`,
  'payments/sandbox/:sessionId': (ids) => `/payments/sandbox/${ids.checkout}`,
  'grant/:id': (ids) => `/grant/${ids.grant}`,
  'dashboard/applications/:id': (ids) => `/dashboard/applications/${ids.application}`,
  // Drafting help (ADR 080): a 404 page on the sweep's server, which has no model.
  'dashboard/applications/:id/drafts': (ids) => `/dashboard/applications/${ids.application}/drafts`,
  'admin/grants/:id/edit': (ids) => `/admin/grants/${ids.grant}/edit`,
  'admin/grants/:id/delete': (ids) => `/admin/grants/${ids.grant}/delete`,
  'admin/grants/:id/translations': (ids) => `/admin/grants/${ids.grant}/translations`,
  'admin/verifications/:id': (ids) => `/admin/verifications/${ids.verification}`,
  'admin/outbox/:id': (ids) => `/admin/outbox/${ids.outbox}`,
  'billing/receipts/:id': (ids) => `/billing/receipts/${ids.receipt}`,
  'grant-experts/:id': (ids) => `/grant-experts/${ids.expert}`,
  'requests/:id': (ids) => `/requests/${ids.request}`,
  'requests/:id/scoping': (ids) => `/requests/${ids.request}/scoping`,
  'engagements/:id': (ids) => `/engagements/${ids.engagement}`,
  'admin/disputes/:id': (ids) => `/admin/disputes/${ids.dispute}`,
  'taf-admin/discovered/:id': (ids) => `/taf-admin/discovered/${ids.discovered}`,
  'org/:slug': (ids) => `/org/${ids.orgSlug}`,
  'funders/:slug': (ids) => `/funders/${encodeURIComponent(ids.funder)}`,
  'reports/:id': (ids) => `/reports/${ids.report}`,
  'admin/organizations/:id': (ids) => `/admin/organizations/${ids.organization}`,
  // The token and the code are kept only as hashes or set on approval: these show the pages' "no such" states.
  'team/invite/:token': () => '/team/invite/not-a-real-invitation-token',
  'verify/:code': () => '/verify/ABCD-EFGH-JK',
  'admin/newsletter/:id': (ids) => `/admin/newsletter/${ids.newsletter}`,
}

const SIGNED_IN_PUBLIC = ['', 'discover', 'grant/:id', 'get-verified', 'contact', 'grant-experts/:id']
const MEMBER_ONLY =
  /^(dashboard|calendar$|matches$|saved-searches|team|reports|profile|notifications|submit-grant|verification-application|payments|billing|project-request|requests|engagements|become-grant-expert|expert($|\/)|assistant$)/
/** Extra views of a page: its tabs, filters and states. */
const VARIANTS = (ids: LayoutIds): Record<string, string[]> => ({
  discover: ['/discover?q=water&sector=health&sort=deadline'],
  auth: ['/auth?tab=signup'],
  'auth/reset-password': ['/auth/reset-password?token=not-a-real-token'],
  dashboard: ['/dashboard?tab=applications', '/dashboard?tab=deadlines'],
  profile: ['/profile?tab=organization', '/profile?tab=preferences', '/profile?tab=password'],
  admin: ['/admin?tab=writers', '/admin?tab=submissions', '/admin?tab=audit'],
  'grant-experts/browse': ['/grant-experts/browse?q=health&sector=health'],
  'taf-admin': ['/taf-admin?tab=discovered', '/taf-admin?tab=tasks', '/taf-admin?tab=costs', `/taf-admin?tab=sources&delete=${ids.discoverySource}`],
})

/** Every page the layout sweep visits (issue 9), with the roles that see it: the routes' pages, their variants, and two more. */
export function layoutVisits(ids: LayoutIds): LayoutVisit[] {
  const list: LayoutVisit[] = []
  const variants = VARIANTS(ids)
  for (const route of pagesFromRoutes()) {
    const base = route.includes(':') ? PARAMS[route]?.(ids) : `/${route}`
    if (!base) throw new Error(`The layout test has no real id for the page ${route}: add it to PARAMS`)
    // Public pages are the same for everyone but the top bar: signed out sees them all; members and
    // admins see the ones that change with who is signed in. An admin sees member pages as any member does.
    const roles: LayoutRole[] = /^(taf-)?admin/.test(route) ? ['admin'] : MEMBER_ONLY.test(route) ? ['member'] : SIGNED_IN_PUBLIC.includes(route) ? ['visitor', 'member', 'admin'] : ['visitor']
    for (const p of [base, ...(variants[route] ?? [])]) list.push({ path: p, roles })
  }
  list.push({ path: ids.unsubscribe, roles: ['visitor'] })
  list.push({ path: '/no-such-page', roles: ['visitor'] })
  return list
}
