import { eq } from 'drizzle-orm'
import { user } from '../../app/db/schema/auth.ts'
import { experts, milestoneDisputes, milestones } from '../../app/db/schema/experts.ts'
import { unsubscribeUrl } from '../../app/jobs/unsubscribe.ts'
import { seedDemoGrants } from '../../scripts/seed/seed-database.ts'
import { seedDemoExperts } from '../../scripts/seed/seed-experts.ts'
import { makeEngagement } from '../support/engagements.ts'
import { signedInAdmin, signUpAndVerify } from '../support/accounts.ts'
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
    },
  }
}
