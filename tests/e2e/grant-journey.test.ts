import { type Browser, expect, type Page, test } from '@playwright/test'
import { hydrated, pageFactory, seen, seriousViolations, startApp, type AppProcess } from './support.ts'

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser)
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  app = await startApp()
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

test.describe('A visitor becomes a member and keeps track of a grant', () => {
  test.describe('searches, filters, opens a grant, signs up, verifies, signs in, saves and applies, and still sees both after a reload', () => {
    // One visitor's journey, a step a test.
    test.describe.configure({ mode: 'serial' })
    let page: Page
    let firstTitle = ''
    let grantUrl = ''
    test('searches and filters by sector', async () => {
      page = await newPage()
      await page.goto(`${app.url}/discover`)
      await hydrated(page)

      // Search: with JavaScript the results update without a full page load.
      await page.getByLabel('Search grants').fill('health')
      await page.getByRole('button', { name: 'Search' }).click()
      await page.waitForURL(/q=health/)
      await expect(page.getByText(/Grants? Found/)).toHaveText(/for “health”/)

      // Filter by sector.
      await page.getByLabel('Sector').selectOption('Health')
      await page.waitForURL(/sector=health/)
      await expect.poll(async () => seen(await page.getByText(/Grants? Found/).textContent())).toMatch(/in Health/)
      firstTitle = (await page.locator('article h3 a').first().textContent())!.trim()
    })

    test('opens a grant; saving while signed out asks to sign in', async () => {
      // Open the grant.
      await page.locator('article h3 a').first().click()
      await page.waitForURL(/\/grant\//)
      await expect(page.locator('h1')).toHaveText(firstTitle)
      grantUrl = page.url()

      // Saving while signed out asks the visitor to sign in.
      await page.getByRole('button', { name: `Save grant: ${firstTitle}` }).click()
      await page.waitForURL(/\/auth\?redirectTo=/)
      await page.getByText('Please sign in to save grants').first().waitFor()
    })

    test('signs up and verifies through the emailed link', async () => {
      // Sign up.
      await page.getByRole('tab', { name: 'Sign Up' }).click()
      await page.getByLabel('Full Name').fill('Wanjiru Kamau')
      await page.getByLabel('Organization Name (optional)').fill('Nairobi Health Collective')
      await page.getByLabel('Email').fill('wanjiru@example.org')
      await page.getByLabel('Password').fill('Harambee!2026x')
      await page.getByRole('button', { name: 'Create Account' }).click()
      await page.getByRole('status').filter({ hasText: 'Account created!' }).first().waitFor()

      // Verify through the outbox: the link signs the member in to the dashboard.
      await expect(async () => expect(app.outbox().length).toBeGreaterThan(0)).toPass()
      const link = app.outbox()[0].text.match(/https?:\/\/\S+/)![0]
      await page.goto(link)
      await page.waitForURL(/\/dashboard$/)
      await expect(page.locator('h1')).toHaveText('Welcome, Wanjiru Kamau')
    })

    test('signs out, then in again with the password', async () => {
      // Sign out, then sign in again with the password.
      // From a page that has finished loading: the sign-out's Clear-Site-Data ("storage") removes the
      // service worker, and a module the page was still fetching through it then fails to load (the
      // page logs net::ERR_FAILED as it leaves), since its modules are fetched after the first paint (ADR 093).
      await hydrated(page)
      await page.getByRole('button', { name: 'Account menu' }).or(page.getByLabel('Account menu')).first().click()
      await page.getByRole('button', { name: 'Sign Out' }).first().click()
      await page.waitForURL(`${app.url}/`)
      await page.goto(`${app.url}/auth`)
      await page.getByLabel('Email').fill('wanjiru@example.org')
      await page.getByLabel('Password').fill('Harambee!2026x')
      await page.getByRole('button', { name: 'Sign In' }).click()
      await page.waitForURL(/\/dashboard$/)
    })

    test('saves and applies, and still sees both after a reload', async () => {
      // Save and apply on the grant page.
      await page.goto(grantUrl)
      await hydrated(page)
      await page.getByRole('button', { name: `Save grant: ${firstTitle}` }).click()
      await page.getByText('Grant saved!').first().waitFor()
      await page.getByRole('button', { name: 'Apply Now' }).click()
      await page.getByText('Application created! Check your dashboard.').first().waitFor()
      await page.getByRole('link', { name: 'View Application' }).waitFor()

      // Reload: both are still there.
      await page.reload()
      await expect(page.getByRole('button', { name: `Remove from saved: ${firstTitle}` })).toHaveAttribute('aria-pressed', 'true')
      await page.getByRole('link', { name: 'View Application' }).waitFor()
      await page.goto(`${app.url}/dashboard`)
      const dashboard = await page.locator('main').textContent()
      expect(dashboard).toMatch(/Saved Grants\s*1/)
      expect(dashboard).toMatch(/Applications\s*1/)
      expect(dashboard).toContain(firstTitle)
      await page.getByRole('link', { name: 'Applications', exact: true }).click()
      await expect(page.locator('main')).toContainText('Not Started')
    })
  })
  test('works without JavaScript: the search form is a plain GET form and filters apply', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/discover`)
    await page.getByLabel('Search grants').fill('education')
    // The filters are folded into a Filters disclosure, which opens without JavaScript.
    await expect(page.getByLabel('Sort by')).toBeHidden()
    await page.getByText('Filters', { exact: true }).click()
    await page.getByLabel('Sort by').selectOption('deadline')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/q=education.*sort=deadline/)
    await expect(page.getByText(/Grants? Found/)).toHaveText(/for “education”/)
    // The search shows as a chip; removing it is a plain link that keeps the sort.
    await page.getByRole('link', { name: 'Remove filter “education”' }).click()
    await page.waitForURL(/\/discover\?sort=deadline$/)
    await context.close()
  })
})

test.describe('On a 360 px phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    test(`the menu opens to the full height with every link reachable, and Sign In is in the top bar (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(`${app.url}/discover`)
      if (javaScriptEnabled) await hydrated(page)
      const banner = page.getByRole('banner')
      await banner.getByRole('link', { name: 'Sign In' }).waitFor()
      await banner.getByLabel('Menu').click()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await menu.waitFor()
      const box = (await menu.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(740 - 64 - 1)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
      for (const name of ['Home', 'Discover Grants', 'Trust Center', 'Get Verified', 'Pricing', 'Sign In', 'Get Started']) {
        const link = menu.getByRole('link', { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        await expect(link, name).toBeVisible()
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await context.close()
    })
  }

  test('the menu is closed on the page a menu link leads to (JavaScript on)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto(`${app.url}/discover`)
    await hydrated(page)
    await page.getByRole('banner').getByLabel('Menu').click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await menu.waitFor()
    await menu.getByRole('link', { name: 'Trust Center', exact: true }).click()
    await page.waitForURL(/\/trust-center$/)
    await expect(menu).toBeHidden()
    expect(await page.locator('header details[open]').count()).toBe(0)
    await context.close()
  })
})

test.describe('Accessibility', () => {
  for (const path of ['/', '/discover', '/discover?q=zzzzqq', '/auth', '/auth?tab=signup', '/trust-center', '/how-it-works', '/get-verified'])
    test(`${path} has no serious or critical axe violations`, async () => {
      const page = await newPage()
      await page.goto(`${app.url}${path}`)
      expect(await seriousViolations(page)).toEqual([])
    })

  test('a grant page has no serious or critical axe violations, in light and dark themes', async () => {
    const page = await newPage()
    await page.goto(`${app.url}/discover`)
    const href = await page.locator('article h3 a').first().getAttribute('href')
    await page.goto(`${app.url}${href}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: app.url }])
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark')
    expect(await seriousViolations(page)).toEqual([])
  })
})
