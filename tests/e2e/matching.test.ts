import { type Browser, expect, type Page, test } from '@playwright/test'
import ICAL from 'ical.js'
import { cli, headingsOutOfOrder, hydrated, newDataDir, pageFactory, seriousViolations, startApp, type AppProcess, signUpInBrowser, signInInBrowser } from './support.ts'

/**
 * Issue 13 in Chromium, against the real server with its job runner on: a new member fills the
 * organization profile, sees match badges on Discover and the reasons on a grant page, upgrades to
 * Pro in the payment sandbox, saves a search with daily alerts, and receives its alert in the outbox
 * after an admin publishes a grant that matches (PRIORITY_ALERT_DELAY_SECONDS is 2 here, 5 minutes by
 * default). The member then subscribes to the calendar feed, which ical.js reads back.
 */
const ADMIN = { email: 'match-admin@example.org', password: 'Matching!Passw0rd' }
const MEMBER = { name: 'Achieng Otieno', email: 'achieng@example.org', password: 'Kisumu!Grants2026' }
const NEW_GRANT = 'Lake Basin Drip Irrigation Fund 2027'

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

let dataDir = ''
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  dataDir = newDataDir('60')
  await cli(dataDir, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Mara Admin'])
})
test.beforeAll(async () => {
  app = await startApp({ SEED_GRANTS: '60', JOBS: 'on', PRIORITY_ALERT_DELAY_SECONDS: '2', JOBS_SUPERVISE_SECONDS: '1' }, dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor()

/** The billing page names the plan once the sandbox's signed event has reached the webhook. */
async function onPlan(page: Page, plan: string) {
  await expect(async () => {
    expect(await (await page.request.get(`${app.url}/billing`)).text()).toContain(plan)
  }).toPass()
}

const signIn = (page: Page, who: { email: string; password: string }) => signInInBrowser(app, page, who)

test.describe('Matching, saved searches and alerts, calendar', () => {
  let member: Page
  let grantUrl: string

  test.describe('a new member fills the organization profile and sees match badges on Discover and the reasons on a grant', () => {
    test('a new member signs up and fills the organization profile', async () => {
      member = await newPage()
      await signUpInBrowser(app, member, { ...MEMBER, org: 'Kisumu Growers Network' })

      await member.goto(`${app.url}/profile?tab=organization`)
      await hydrated(member)
      await member.getByLabel('Sector').selectOption('Agriculture')
      await member.getByLabel('Country').selectOption('Kenya')
      await member.getByLabel('Mission').fill('We help smallholder farmers adopt drip irrigation and sell through cooperatives.')
      await member.getByLabel('Type of organization').selectOption('NGO')
      await member.getByLabel('Yearly budget (USD)').fill('40000')
      await member.getByLabel('English').check()
      await member.getByRole('button', { name: 'Save' }).click()
      await visible(member, 'Profile updated successfully')
    })

    test('match badges on Discover', async () => {
      await member.goto(`${app.url}/discover?sector=agriculture`)
      await hydrated(member)
      await member
        .locator('article')
        .getByText(/\d+% Match/)
        .first()
        .waitFor()
      expect(await seriousViolations(member)).toEqual([])
    })

    test('the reasons on a grant from Matches', async () => {
      await member.goto(`${app.url}/matches`)
      await hydrated(member)
      await member.getByRole('heading', { name: 'Matches for you', level: 1 }).waitFor()
      // The cards' titles (h3) sit under a heading of the list, not straight under the page's h1.
      expect(await headingsOutOfOrder(member)).toEqual([])
      await member.locator('article h3 a').first().click()
      await member.waitForURL(/\/grant\//)
      grantUrl = member.url()
      await visible(member, 'Why this matches')
      await visible(member, 'Agriculture matches your sector')
      expect(await seriousViolations(member)).toEqual([])
    })
  })

  test.describe('upgrades to Pro in the sandbox and saves a search with daily alerts', () => {
    test('upgrades to Pro in the sandbox', async () => {
      await member.goto(`${app.url}/#pricing`)
      await hydrated(member)
      await member.locator('form[action="/pricing/checkout"]:has(input[name="plan"][value="pro"]) button').click()
      await member.waitForURL(/\/payments\/sandbox\//)
      await member.getByRole('button', { name: /^Pay / }).click()
      await onPlan(member, 'Pro')
    })

    test('saves a search with daily alerts', async () => {
      await member.goto(`${app.url}/discover?q=irrigation&country=KE`)
      await hydrated(member)
      // The form opens from its button (a <details>, so it also opens without JavaScript).
      await member.locator('summary', { hasText: 'Save this search' }).click()
      await member.getByLabel('Name', { exact: true }).fill('Irrigation Kenya')
      await member.getByLabel('Email me').selectOption('daily')
      await member.getByRole('button', { name: 'Save search' }).click()
      await visible(member, 'Search saved. New grants that match it will be emailed to you.')
      await member.goto(`${app.url}/saved-searches`)
      await visible(member, 'Irrigation Kenya')
      expect(await seriousViolations(member)).toEqual([])
    })
  })

  test.describe('an admin publishes a matching grant, and the alert reaches the outbox with a one-click unsubscribe', () => {
    let admin: Page
    test('an admin publishes a matching grant', async () => {
      admin = await newPage()
      await signIn(admin, ADMIN)
      await admin.goto(`${app.url}/admin/grants/new`)
      await hydrated(admin)
      await admin.getByLabel('Title').fill(NEW_GRANT)
      await admin.getByLabel('Description').fill('Drip irrigation kits and training for smallholder farmers and their cooperatives around Kisumu.')
      await admin.getByLabel('Source/Funder').fill('Lake Basin Water Trust')
      await admin.getByLabel('Sector').selectOption('Agriculture')
      await admin.getByLabel('Funding amount').fill('$10,000 - $30,000')
      await admin.getByLabel('Deadline').fill(new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10))
      await admin.getByLabel('Country scope').fill('Kenya')
      await admin.getByRole('button', { name: 'Save grant' }).click()
      await admin.waitForURL(/\/admin/)
    })

    test('the alert reaches the outbox with a one-click unsubscribe', async () => {
      const alert = () => app.outbox().find((m) => m.to.includes(MEMBER.email) && m.text.includes(NEW_GRANT) && m.subject.includes('Irrigation Kenya'))
      // The alert job runs PRIORITY_ALERT_DELAY_SECONDS after the grant is published: wait for its email.
      await expect(async () => expect(alert()).toBeTruthy()).toPass()
      expect(alert()!.text).toMatch(/\/unsubscribe\?/)

      await admin.goto(`${app.url}/admin/outbox`)
      await visible(admin, '1 new grant for your search “Irrigation Kenya”')
    })
  })

  test('subscribes to the calendar feed: the saved grant’s deadline is in it, and the grant page offers Add to calendar', async () => {
    await member.goto(grantUrl)
    await hydrated(member)
    const title = (await member.locator('h1').textContent())!.trim()
    await member.getByRole('button', { name: `Save grant: ${title}` }).click()
    await visible(member, 'Grant saved!')
    await expect(member.getByRole('link', { name: 'Add to calendar' }).first()).toBeAttached()

    await member.goto(`${app.url}/calendar`)
    await hydrated(member)
    await member.getByRole('button', { name: 'Create my calendar link' }).click()
    await expect(member.getByTestId('feed-url')).toHaveValue(/\/calendar\/.+\.ics$/)
    const feed = await member.getByTestId('feed-url').inputValue()
    const response = await member.request.get(feed)
    expect(response.headers()['content-type']).toContain('text/calendar')
    const calendar = new ICAL.Component(ICAL.parse(await response.text()))
    const summaries = calendar.getAllSubcomponents('vevent').map((e) => String(e.getFirstPropertyValue('summary')))
    expect(summaries.some((s) => s.includes(title))).toBe(true)
  })
})
