import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { applications, grants, organizations, profiles, user } from '../../app/db/schema/index.ts'
import { notify } from '../../app/domain/notifications/notify.server.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { scanMatchAlertsWeekly } from '../../app/jobs/match-alerts.server.ts'
import { organizationOf, newMember } from '../support/accounts.ts'
import { grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { applyFor } from '../support/verification.ts'

type Language = 'en' | 'fr' | 'pt' | 'ar' | 'sw'
/** A message as the catalogue writes it, in a language: pages are compared with the catalogue's own words. */
const words = (language: Language, id: string) => Object.assign({}, ...Object.values(CATALOGUES[language]))[id] as string
/** A message's text around one placeholder, e.g. "Étape 1 sur 4 : " from "Étape {step} sur {total} : {name}" once its numbers are in. */
const before = (message: string, placeholder: string) => message.slice(0, message.indexOf(`{${placeholder}}`))

let server: TestServer
let grantId: string
beforeAll(async () => {
  server = await startTestServer({ grants: [grant({ title: 'Rural Clinics Fund', sector: 'health', countryScope: 'Kenya', geographicFocus: ['east_africa'] })] })
  ;[{ id: grantId }] = await server.services.db.select({ id: grants.id }).from(grants)
})
afterAll(() => server?.close())

async function memberIn(language: Language, email: string): Promise<TestClient> {
  const member = await newMember(server, { email, name: 'Amani Member' })
  await member.post('/language', { language, redirectTo: '/dashboard' })
  return member
}
async function userId(email: string) {
  const [row] = await server.services.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

describe('Values stored as ids, shown in the reader’s words', () => {
  it('shows an application’s status on the dashboard and in its history in French, stored as an id', async () => {
    const member = await memberIn('fr', 'statut@example.org')
    await member.post(`/grant/${grantId}/apply`, {})
    const [application] = await server.services.db
      .select()
      .from(applications)
      .where(eq(applications.createdBy, await userId('statut@example.org')))
    expect(application.status).toBe('not_started')
    const path = `/dashboard/applications/${application.id}`
    expect((await member.post(path, { status: 'submitted', submissionDate: '', amountAwarded: '', notes: '' })).status).toBe(302)
    const [row] = await server.services.db.select().from(applications).where(eq(applications.id, application.id))
    expect(row.status).toBe('submitted')

    const dashboard = text((await member.page('/dashboard?tab=applications')).html)
    expect(dashboard).toContain(words('fr', 'applicationStatus.submitted'))
    expect(dashboard).not.toContain('Submitted')
    const page = await member.page(path)
    // The status history: "{status} since {date}" in French, with the French status.
    expect(text(page.html)).toContain(`${words('fr', 'applicationStatus.not_started')} depuis le`)
    expect(text(page.html)).toContain(`${words('fr', 'applicationStatus.submitted')} depuis le`)
    // The form offers the next statuses by id, named in French.
    expect(page.html).toContain(`<option value="awarded">${words('fr', 'applicationStatus.awarded')}</option>`)
  })

  it('names the verification wizard’s steps in Portuguese', async () => {
    const member = await memberIn('pt', 'passos@example.org')
    const { path } = await applyFor(member, 'basic')
    const body = text((await member.page(path)).html)
    expect(body).toContain(`Passo 1 de 4: ${words('pt', 'wizard.stepName.basic')}`)
    for (const step of ['basic', 'location', 'mission', 'pay']) expect(body).toContain(words('pt', `wizard.stepName.${step}`))
    expect(body).not.toContain('Basic Info')
    expect(body).not.toContain('Pay & Submit')
  })

  it('shows the plan cards in Arabic: plan names and features; no coming-soon note while nothing is marked so', async () => {
    const visitor = server.client()
    await visitor.post('/language', { language: 'ar', redirectTo: '/' })
    const body = text((await visitor.page('/')).html)
    for (const plan of ['free', 'pro', 'premium']) expect(body).toContain(words('ar', `pricing.plan.${plan}`))
    for (const feature of ['basic_filters', 'application_tracking', 'api_access']) expect(body).toContain(words('ar', `pricing.feature.${feature}`))
    expect(body).not.toContain(words('ar', 'billing.comingSoonHint'))
    for (const english of ['Basic search filters', 'Application tracking', 'Free']) expect(body).not.toContain(english)
  })

  it('shows the verification tiers in French: features, timeline and risk; Arabic names the tiers and badges', async () => {
    const visitor = server.client()
    await visitor.post('/language', { language: 'fr', redirectTo: '/get-verified' })
    const french = text((await visitor.page('/get-verified')).html)
    expect(french).toContain(words('fr', 'tier.feature.legal_registration'))
    expect(french).toContain('Examen en 3 à 5 jours ouvrables')
    expect(french).toContain(words('fr', 'tier.risk.high_confidence'))
    expect(french).not.toContain('Legal registration check')
    await visitor.post('/language', { language: 'ar', redirectTo: '/trust-center' })
    const arabic = text((await visitor.page('/trust-center')).html)
    for (const tier of ['basic', 'standard', 'premium', 'elite']) expect(arabic).toContain(words('ar', `tier.name.${tier}`))
    expect(arabic).toContain(words('ar', 'badge.name.gold'))
  })

  it('names countries from CLDR in Swahili, stored as ISO codes, and sectors in Swahili', async () => {
    const member = await memberIn('sw', 'nchi@example.org')
    const profile = (await member.page('/profile?tab=organization')).html
    expect(profile).toContain('<option value="ZA">Afrika Kusini</option>')
    expect(profile).toContain('<option value="MZ">Msumbiji</option>')
    expect(profile).toContain(`<option value="health">${words('sw', 'sector.health')}</option>`)
    const response = await member.post('/profile', {
      intent: 'organization',
      orgName: 'Wakulima Pamoja',
      sector: 'agriculture',
      country: 'TZ',
      mission: '',
      programAreas: '',
      website: '',
      registrationNumber: '',
    })
    expect(response.status).toBe(302)
    const [org] = await server.services.db.select().from(organizations).where(eq(organizations.name, 'Wakulima Pamoja'))
    expect(org).toMatchObject({ sector: 'agriculture', country: 'TZ' })
    const discover = text((await member.page('/discover?country=KE&sector=health')).html)
    expect(discover).toContain('Kenya')
    expect(discover).toContain(words('sw', 'sector.health'))
    expect(discover).toContain(words('sw', 'region.east_africa'))
  })

  it('writes notifications stored as ids in the reader’s language, and older ones as they were written', async () => {
    const member = await memberIn('ar', 'arifa@example.org')
    const id = await userId('arifa@example.org')
    await notify(server.services.db, id, 'notifications.verificationApproved', { tier: 'premium', badge: 'gold' })
    await notify(server.services.db, id, 'billing.notification.renewalDue', { plan: 'pro', date: '2027-03-05' })
    // Written before notifications stored ids: the English words stay as they were.
    await notify(server.services.db, id, 'billing.notification.paid', { what: 'Pro Yearly', amount: '$348' })
    const body = text((await member.page('/notifications')).html)
    expect(body).toContain(words('ar', 'tier.name.premium'))
    expect(body).toContain(words('ar', 'badge.name.gold'))
    expect(body).toContain(words('ar', 'pricing.plan.pro'))
    expect(body).toContain('Pro Yearly')
    expect(body).not.toContain('premium')
  })

  it('puts the policy links inside one translated sentence, Arabic "و" against the second link', async () => {
    const visitor = server.client()
    await visitor.post('/language', { language: 'ar', redirectTo: '/auth' })
    const { html } = await visitor.page('/auth')
    expect(html).toMatch(/و\u2068?<a [^>]*href="\/privacy"/)
    expect(text(html)).toContain(before(words('ar', 'auth.termsNotice'), 'terms').trim())
  })

  it('writes the new-match alert in the member’s language', async () => {
    await memberIn('sw', 'muhtasari@example.org')
    const org = await organizationOf(server, 'muhtasari@example.org')
    await server.services.db.update(profiles).set({ language: 'sw' }).where(eq(profiles.userId, org.userId))
    // An organization that works in Swahili and English: the grant is written in English.
    await server.services.db
      .update(organizations)
      .set({ sector: 'health', country: 'KE', languages: ['sw', 'en'] })
      .where(eq(organizations.id, org.id))
    await scanMatchAlertsWeekly.handler({ now: new Date().toISOString() }, inlineJobServices(server))
    const mail = (await server.services.mailer.listOutbox()).find((m) => m.to === 'muhtasari@example.org')!
    expect(mail.subject).toBe('Ruzuku 1 mpya inalingana na shirika lako')
    expect(mail.text).toContain('Rural Clinics Fund')
    expect(mail.text).toMatch(/^Habari Amani Member,/)
    expect(mail.text).toContain('Ruzuku mpya inalingana na wasifu wa shirika lako:')
  })
})
