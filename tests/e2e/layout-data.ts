import { eq } from 'drizzle-orm'
import { user } from '../../app/db/schema/auth.ts'
import { organizationMembers, organizations, savedReports } from '../../app/db/schema/index.ts'
import { agentTasks, grantDiscoverySources } from '../../app/db/schema/discovery.ts'
import { experts, milestoneDisputes, milestones } from '../../app/db/schema/experts.ts'
import { unsubscribeUrl } from '../../app/jobs/unsubscribe.ts'
import { seedDemoGrants } from '../../scripts/seed/seed-database.ts'
import { seedDemoExperts } from '../../scripts/seed/seed-experts.ts'
import { makeEngagement } from '../support/engagements.ts'
import { signedInAdmin, signUpAndVerify } from '../support/accounts.ts'
import { queuedGrant } from '../support/discovery-queue.ts'
import type { TestServer } from '../support/test-server.ts'
import { submitStandardApplication } from '../support/verification.ts'

/**
 * Data for the layout test, made through the app's own forms: demo grants, a member with saved
 * grants, applications, a grant submission, a submitted verification application with its checks
 * run, its receipt, an open sandbox checkout, and an admin. Returns the ids that pages with a parameter need.
 */
export async function seedLayoutData(server: TestServer) {
  await seedDemoGrants(server.services.db, 150)
  const member = await signUpAndVerify(server, { name: 'Wanjiru Kamau', email: 'wanjiru.kamau@nairobi-health-collective.example.org', orgName: 'Nairobi Health Collective' })
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
