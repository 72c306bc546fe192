import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { grants, phoneMessages, phoneNumbers, profiles, userSavedGrants } from '../../app/db/schema/index.ts'
import { deliverPhoneMessage } from '../../app/domain/messaging/deliver-phone-message.server.ts'
import { claimPhoneReminders } from '../../app/domain/reminders/claim-phone-reminders.server.ts'
import { FLASH_COOKIE } from '../../app/flash.server.ts'
import { newMember, organizationOf, signedInAdmin } from '../support/accounts.ts'
import type { DatabaseTemplate } from '../support/database-template.ts'
import { daysFromNow, grant } from '../support/grants.ts'
import { inlineJobServices } from '../support/jobs.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { DATABASE_TEMPLATE_ENV, hydrated, seriousViolations } from './support.ts'

/**
 * Issue 27's phone journey in Chromium, at 360 px: a member writing in French proves her number
 * with the code the local outbox received, chooses WhatsApp for deadline reminders, and the
 * reminder is in the outbox in French; her STOP reply (typed by staff on the outbox's phone form,
 * signed to the same webhook as a provider's) turns WhatsApp off, and her page says so.
 */
let server: TestServer
let browser: Browser
let member: TestClient
let admin: TestClient
let memberId: string
const contexts: BrowserContext[] = []
const NUMBER = '+221771234567'

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  const template = process.env[DATABASE_TEMPLATE_ENV]
  server = await startTestServer({ ...(template ? { template: JSON.parse(template) as DatabaseTemplate } : {}), grants: [grant({ title: 'Fonds Eau Potable', deadline: daysFromNow(7) })] })
  member = await newMember(server, { name: 'Awa Diop', email: 'awa@eau.example.org', orgName: 'Eau pour Thiès' })
  const org = await organizationOf(server, 'awa@eau.example.org')
  memberId = org.userId
  await server.services.db.update(profiles).set({ language: 'fr', country: 'SN' }).where(eq(profiles.userId, memberId))
  const [g] = await server.services.db.select({ id: grants.id }).from(grants).where(eq(grants.title, 'Fonds Eau Potable'))
  await server.services.db.insert(userSavedGrants).values({ organizationId: org.id, savedBy: memberId, grantId: g.id })
  admin = await signedInAdmin(server)
})
test.afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.close()
})

async function pageAs(client: TestClient, javaScript = true): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 360, height: 800 }, javaScriptEnabled: javaScript })
  contexts.push(context)
  const jar = (client as unknown as { cookies: Map<string, string> }).cookies
  await context.addCookies([...jar].filter(([name]) => name !== FLASH_COOKIE).map(([name, value]) => ({ name, value, url: server.url })))
  return context.newPage()
}

test('a member proves her number with the code sent to WhatsApp, without JavaScript', async () => {
  const page = await pageAs(member, false)
  await page.goto(`${server.url}/profile/messaging`)
  await page.getByRole('textbox', { name: 'Numéro de mobile' }).fill('77 123 45 67')
  await page.getByRole('button', { name: 'Envoyer le code' }).click()
  await expect(page.getByText('Nous avons envoyé un code à votre numéro.').first()).toBeVisible()
  const [code] = await server.services.db.select().from(phoneMessages).where(eq(phoneMessages.template, 'code'))
  expect(code.body).toContain('Votre code Harambee est')
  await page.getByLabel('Code', { exact: true }).fill('000000' === code.params.code ? '111111' : '000000')
  await page.getByRole('button', { name: 'Confirmer le numéro' }).click()
  await expect(page.getByText('Ce code n’est pas le bon').first()).toBeVisible()
  await page.getByLabel('Code', { exact: true }).fill(String(code.params.code))
  await page.getByRole('button', { name: 'Confirmer le numéro' }).click()
  await expect(page.getByTestId('phone-state')).toHaveText(`Le ${NUMBER} est confirmé.`)
})

test('she chooses WhatsApp for deadline reminders, and the reminder reaches the outbox in French', async () => {
  const page = await pageAs(member)
  await page.goto(`${server.url}/profile/messaging`)
  await hydrated(page)
  await page.getByRole('checkbox', { name: 'Rappels d’échéance par WhatsApp' }).check()
  await page.getByRole('button', { name: 'Enregistrer les choix' }).click()
  await expect(page.getByText('Vos choix sont enregistrés.').first()).toBeVisible()
  await expect(page.getByRole('checkbox', { name: 'Rappels d’échéance par WhatsApp' })).toBeChecked()
  expect(await seriousViolations(page)).toEqual([])

  // The daily scan, at noon in Dakar, and the queue's delivery.
  const noon = new Date()
  noon.setUTCHours(12, 0, 0, 0)
  const queued: string[] = []
  const services = { ...inlineJobServices(server), enqueue: async (_job: string, payload: object) => void queued.push((payload as { id: string }).id) }
  await claimPhoneReminders(services, noon.toISOString().slice(0, 10), noon)
  for (const id of queued) await deliverPhoneMessage(services, id, noon)

  const staff = await pageAs(admin)
  await staff.goto(`${server.url}/admin/messaging`)
  await expect(staff.getByTestId('phone-messages')).toContainText('« Fonds Eau Potable » se clôt dans 7 jours')
})

test('her STOP reply turns WhatsApp off, and her page says so', async () => {
  const staff = await pageAs(admin)
  await staff.goto(`${server.url}/admin/messaging`)
  await hydrated(staff)
  await staff.getByLabel('Phone number').fill(NUMBER)
  await staff.getByLabel('Channel').selectOption('whatsapp')
  await staff.getByLabel('Reply', { exact: true }).fill('STOP')
  await staff.getByRole('button', { name: 'Send the reply' }).click()
  await expect(staff.getByText('The reply was received.').first()).toBeVisible()
  await expect(staff.getByTestId('phone-replies')).toContainText('stopped the channel')
  const [phone] = await server.services.db.select().from(phoneNumbers).where(eq(phoneNumbers.userId, memberId))
  expect(phone.whatsappStoppedAt).not.toBeNull()

  const page = await pageAs(member)
  await page.goto(`${server.url}/profile/messaging`)
  await expect(page.getByText('Vous avez répondu STOP sur WhatsApp').first()).toBeVisible()
})
