import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, launchBrowser, pageFactory, seen, seriousViolations, startApp, type AppProcess } from './support.ts'

let app: AppProcess
let browser: Browser
beforeAll(async () => {
  ;[app, browser] = await Promise.all([startApp(), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})

const { errors, newPage } = pageFactory(() => browser)
afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

describe('A visitor becomes a member and keeps track of a grant', () => {
  it('searches, filters, opens a grant, signs up, verifies, signs in, saves and applies, and still sees both after a reload', async () => {
    const page = await newPage()
    await page.goto(`${app.url}/discover`)
    await hydrated(page)

    // Search: with JavaScript the results update without a full page load.
    await page.getByLabel('Search grants').fill('health')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/q=health/)
    await expect.poll(() => page.getByText(/Grants? Found/).textContent()).toMatch(/for “health”/)

    // Filter by sector.
    await page.getByLabel('Sector').selectOption('Health')
    await page.waitForURL(/sector=health/)
    await expect.poll(async () => seen(await page.getByText(/Grants? Found/).textContent())).toMatch(/in Health/)
    const firstTitle = (await page.locator('article h3 a').first().textContent())!.trim()

    // Open the grant.
    await page.locator('article h3 a').first().click()
    await page.waitForURL(/\/grant\//)
    await expect.poll(() => page.locator('h1').textContent()).toBe(firstTitle)
    const grantUrl = page.url()

    // Saving while signed out asks the visitor to sign in.
    await page.getByRole('button', { name: `Save grant: ${firstTitle}` }).click()
    await page.waitForURL(/\/auth\?redirectTo=/)
    await expect.poll(() => page.getByText('Please sign in to save grants').first().isVisible()).toBe(true)

    // Sign up.
    await page.getByRole('tab', { name: 'Sign Up' }).click()
    await page.getByLabel('Full Name').fill('Wanjiru Kamau')
    await page.getByLabel('Organization Name (optional)').fill('Nairobi Health Collective')
    await page.getByLabel('Email').fill('wanjiru@example.org')
    await page.getByLabel('Password').fill('Harambee!2026x')
    await page.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'Account created!' }).count()).toBeGreaterThan(0)

    // Verify through the outbox: the link signs the member in to the dashboard.
    await expect.poll(() => app.outbox().length).toBeGreaterThan(0)
    const link = app.outbox()[0].text.match(/https?:\/\/\S+/)![0]
    await page.goto(link)
    await page.waitForURL(/\/dashboard$/)
    await expect.poll(() => page.locator('h1').textContent()).toBe('Welcome, Wanjiru Kamau')

    // Sign out, then sign in again with the password.
    await page.getByRole('button', { name: 'Account menu' }).or(page.getByLabel('Account menu')).first().click()
    await page.getByRole('button', { name: 'Sign Out' }).first().click()
    await page.waitForURL(`${app.url}/`)
    await page.goto(`${app.url}/auth`)
    await page.getByLabel('Email').fill('wanjiru@example.org')
    await page.getByLabel('Password').fill('Harambee!2026x')
    await page.getByRole('button', { name: 'Sign In' }).click()
    await page.waitForURL(/\/dashboard$/)

    // Save and apply on the grant page.
    await page.goto(grantUrl)
    await hydrated(page)
    await page.getByRole('button', { name: `Save grant: ${firstTitle}` }).click()
    await expect.poll(() => page.getByText('Grant saved!').first().isVisible()).toBe(true)
    await page.getByRole('button', { name: 'Apply Now' }).click()
    await expect.poll(() => page.getByText('Application created! Check your dashboard.').first().isVisible()).toBe(true)
    await expect.poll(() => page.getByRole('link', { name: 'View Application' }).isVisible()).toBe(true)

    // Reload: both are still there.
    await page.reload()
    await expect.poll(() => page.getByRole('button', { name: `Remove from saved: ${firstTitle}` }).getAttribute('aria-pressed')).toBe('true')
    await expect.poll(() => page.getByRole('link', { name: 'View Application' }).isVisible()).toBe(true)
    await page.goto(`${app.url}/dashboard`)
    const dashboard = await page.locator('main').textContent()
    expect(dashboard).toMatch(/Saved Grants\s*1/)
    expect(dashboard).toMatch(/Applications\s*1/)
    expect(dashboard).toContain(firstTitle)
    await page.getByRole('link', { name: 'Applications', exact: true }).click()
    await expect.poll(() => page.locator('main').textContent()).toContain('Not Started')
  })

  it('works without JavaScript: the search form is a plain GET form and filters apply', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto(`${app.url}/discover`)
    await page.getByLabel('Search grants').fill('education')
    // The filters are folded into a Filters disclosure, which opens without JavaScript.
    expect(await page.getByLabel('Sort by').isVisible()).toBe(false)
    await page.getByText('Filters', { exact: true }).click()
    await page.getByLabel('Sort by').selectOption('deadline')
    await page.getByRole('button', { name: 'Search' }).click()
    await page.waitForURL(/q=education.*sort=deadline/)
    expect(await page.getByText(/Grants? Found/).textContent()).toMatch(/for “education”/)
    // The search shows as a chip; removing it is a plain link that keeps the sort.
    await page.getByRole('link', { name: 'Remove filter “education”' }).click()
    await page.waitForURL(/\/discover\?sort=deadline$/)
    await context.close()
  })
})

describe('On a 360 px phone', () => {
  for (const javaScriptEnabled of [true, false]) {
    it(`the menu opens to the full height with every link reachable, and Sign In is in the top bar (JavaScript ${javaScriptEnabled ? 'on' : 'off'})`, async () => {
      const context = await browser.newContext({ viewport: { width: 360, height: 740 }, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto(`${app.url}/discover`)
      if (javaScriptEnabled) await hydrated(page)
      const banner = page.getByRole('banner')
      expect(await banner.getByRole('link', { name: 'Sign In' }).isVisible()).toBe(true)
      await banner.getByLabel('Menu').click()
      const menu = page.getByRole('navigation', { name: 'Mobile' })
      await expect.poll(() => menu.isVisible()).toBe(true)
      const box = (await menu.boundingBox())!
      expect(box.height).toBeGreaterThanOrEqual(740 - 64 - 1)
      expect(box.x + box.width).toBeLessThanOrEqual(360)
      for (const name of ['Home', 'Discover Grants', 'Trust Center', 'Get Verified', 'Pricing', 'Sign In', 'Get Started']) {
        const link = menu.getByRole('link', { name, exact: true })
        await link.scrollIntoViewIfNeeded()
        expect(await link.isVisible(), name).toBe(true)
      }
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
      await context.close()
    })
  }

  it('the menu is closed on the page a menu link leads to (JavaScript on)', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } })
    const page = await context.newPage()
    await page.goto(`${app.url}/discover`)
    await hydrated(page)
    await page.getByRole('banner').getByLabel('Menu').click()
    const menu = page.getByRole('navigation', { name: 'Mobile' })
    await expect.poll(() => menu.isVisible()).toBe(true)
    await menu.getByRole('link', { name: 'Trust Center', exact: true }).click()
    await page.waitForURL(/\/trust-center$/)
    await expect.poll(() => menu.isVisible()).toBe(false)
    expect(await page.locator('header details[open]').count()).toBe(0)
    await context.close()
  })
})

describe('Accessibility', () => {
  it.each(['/', '/discover', '/discover?q=zzzzqq', '/auth', '/auth?tab=signup', '/trust-center', '/how-it-works', '/get-verified'])('%s has no serious or critical axe violations', async (path) => {
    const page = await newPage()
    await page.goto(`${app.url}${path}`)
    expect(await seriousViolations(page)).toEqual([])
  })

  it('a grant page has no serious or critical axe violations, in light and dark themes', async () => {
    const page = await newPage()
    await page.goto(`${app.url}/discover`)
    const href = await page.locator('article h3 a').first().getAttribute('href')
    await page.goto(`${app.url}${href}`)
    expect(await seriousViolations(page)).toEqual([])
    await page.context().addCookies([{ name: 'theme', value: 'dark', url: app.url }])
    await page.reload()
    expect(await page.locator('html').getAttribute('data-theme')).toBe('dark')
    expect(await seriousViolations(page)).toEqual([])
  })
})
