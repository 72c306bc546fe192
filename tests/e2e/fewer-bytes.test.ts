import { type Browser, expect, test } from '@playwright/test'
import { hydrated, pageFactory, startApp, type AppProcess } from './support.ts'

/**
 * Issue 27 in Chromium (ADR 066): the stylesheet comes inside the first page and is linked from the
 * browser's cache on the next, with the page hydrating without a warning either way; the Arabic
 * typeface is downloaded by Arabic pages only; a page hydrates in parts, each in place (ADR 089); its
 * scripts are asked for only once it has painted (ADR 093).
 */

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser, { warnings: true })
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  app = await startApp({ SEED_GRANTS: '60' })
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

test('a visitor’s second page links the stylesheet the browser fetched after the first, and looks the same', async () => {
  const page = await newPage()
  const stylesheetFetched = page.waitForResponse((response) => /\/assets\/app-[^/]+\.css$/.test(response.url()))
  await page.goto(`${app.url}/discover`)
  await hydrated(page)
  await expect(page.locator('style[data-href="app-stylesheet"]')).toHaveCount(1)
  const firstLook = await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)
  const stylesheet = (await stylesheetFetched).url()

  await page.goto(`${app.url}/`)
  await hydrated(page)
  await expect(page.locator('style[data-href="app-stylesheet"]')).toHaveCount(0)
  await expect(page.locator(`link[rel="stylesheet"][href="${new URL(stylesheet).pathname}"]`)).toHaveCount(1)
  expect(await page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)).toBe(firstLook)
  // A navigation within the app keeps the one linked stylesheet.
  await page.locator('header nav').getByRole('link', { name: 'Discover Grants' }).click()
  await page.waitForURL('**/discover')
  await expect(page.locator('link[rel="stylesheet"]')).toHaveCount(1)
})

test('an Arabic page draws its letters with the Arabic typeface, and an English page never downloads it', async () => {
  for (const language of ['ar', 'en']) {
    const page = await newPage()
    await page.context().addCookies([{ name: 'lang', value: language, url: app.url }])
    const fonts: string[] = []
    page.on('request', (request) => request.url().includes('/fonts/') && fonts.push(new URL(request.url()).pathname))
    await page.goto(`${app.url}/discover`)
    await hydrated(page)
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((font) => font.status === 'loaded').map((font) => font.family.replace(/"/g, ''))
    })
    expect(loaded.includes('Noto Sans Arabic'), language).toBe(language === 'ar')
    expect(
      fonts.some((f) => f.startsWith('/fonts/noto-sans-arabic-')),
      language,
    ).toBe(language === 'ar')
  }
})

test('data saver, chosen in the footer, sends pages that download no font file, in English and Arabic', async () => {
  const page = await newPage()
  await page.goto(`${app.url}/discover`)
  await hydrated(page)
  const look = () => page.locator('header').evaluate((header) => getComputedStyle(header).backgroundColor)
  const styled = await look()
  // The footer's choice applies as soon as it changes (JavaScript on); the page comes back lean.
  await page.getByLabel('Data saver').selectOption({ label: 'On' })
  await expect(page.locator('html[data-saver="on"]')).toHaveCount(1)
  // The head lost its font preload and kept the stylesheet it was hydrated with (ADR 066, Preact).
  await expect(page.locator('link[rel="preload"][as="font"]')).toHaveCount(0)
  await expect(page.locator('style[data-href="app-stylesheet"]')).toHaveCount(1)
  expect(await look()).toBe(styled)
  for (const language of ['en', 'ar']) {
    await page.context().addCookies([{ name: 'lang', value: language, url: app.url }])
    const fonts: string[] = []
    page.on('request', (request) => request.url().includes('/fonts/') && fonts.push(new URL(request.url()).pathname))
    await page.goto(`${app.url}/discover`)
    await hydrated(page)
    await expect(page.locator('html[data-saver="on"]')).toHaveCount(1)
    const loaded = await page.evaluate(async () => {
      await document.fonts.ready
      return [...document.fonts].filter((font) => font.status === 'loaded').length
    })
    expect({ language, loaded, fonts }).toEqual({ language, loaded: 0, fonts: [] })
  }
})

test('a first visit hydrates in parts, each once and in place, without laying the page out to find those on screen: the header, its menus, the page, and the grant cards inside the page after it', async () => {
  const page = await newPage({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })
  await page.addInitScript(() => {
    const seen = { createdByScript: [] as string[], cardsWaitingWhenThePageHydrated: -1, boxesAskedFor: 0 }
    ;(window as unknown as { __parts: typeof seen }).__parts = seen
    // Asking a box for its place lays the page out there and then, in the middle of a part's task.
    const getBoundingClientRect = Element.prototype.getBoundingClientRect
    Element.prototype.getBoundingClientRect = function () {
      seen.boxesAskedFor++
      return getBoundingClientRect.call(this)
    }
    // Preact hydrating a part keeps the element the server sent; one it creates gets the attribute set by script.
    const setAttribute = Element.prototype.setAttribute
    Element.prototype.setAttribute = function (name: string, value: string) {
      if (name === 'data-hydrate-later') seen.createdByScript.push(value)
      return setAttribute.call(this, name, value)
    }
    new MutationObserver((records) => {
      for (const record of records)
        if ((record.target as Element).getAttribute('data-hydrate-later') === 'page' && seen.cardsWaitingWhenThePageHydrated < 0)
          seen.cardsWaitingWhenThePageHydrated = document.querySelectorAll('[data-hydrate-later^="grant-card-"]:not([data-hydrated])').length
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] })
  })
  await page.goto(`${app.url}/discover`)
  await hydrated(page)
  const parts = await page.evaluate(() => ({
    ...(window as unknown as { __parts: { createdByScript: string[]; cardsWaitingWhenThePageHydrated: number; boxesAskedFor: number } }).__parts,
    names: [...document.querySelectorAll('[data-hydrate-later]')].map((part) => part.getAttribute('data-hydrate-later') ?? ''),
    cards: document.querySelectorAll('[data-hydrate-later^="grant-card-"]').length,
  }))
  expect(parts.names).toEqual(expect.arrayContaining(['header', 'header-nav', 'header-account', 'header-menu', 'page', 'discover-filters', 'footer']))
  expect(new Set(parts.names).size, 'no part is in the page twice').toBe(parts.names.length)
  expect(parts.createdByScript, 'every part was hydrated where the server sent it').toEqual([])
  expect(parts.cards).toBeGreaterThan(0)
  expect(parts.cardsWaitingWhenThePageHydrated, 'the cards hydrate after the page, in tasks of their own').toBe(parts.cards)
  expect(parts.boxesAskedFor, 'the parts on screen are known from an IntersectionObserver: no part’s task lays the page out to find them').toBe(0)
  // The phone menu, hydrated in its turn, still takes the visitor to a page inside the app (no new document).
  await page.evaluate(() => {
    ;(window as unknown as { __samePage: boolean }).__samePage = true
  })
  await page.locator('summary[aria-label="Menu"]').click()
  await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Trust Center' }).click()
  await page.waitForURL('**/trust-center')
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true)
})

test('the browser readies only the formatting a page uses: none on the Terms of Service, numbers and no dates on the home page', async () => {
  const formattersMade = async (path: string) => {
    const page = await newPage()
    // Counts the number and date formatters the page makes, from its first script on.
    await page.addInitScript(() => {
      const made = { number: 0, date: 0 }
      ;(window as unknown as { __formattersMade: typeof made }).__formattersMade = made
      for (const [kind, name] of [
        ['number', 'NumberFormat'],
        ['date', 'DateTimeFormat'],
      ] as const) {
        const formatters = Intl as unknown as Record<typeof name, new (...args: unknown[]) => object>
        formatters[name] = new Proxy(formatters[name], {
          construct(target, args) {
            made[kind]++
            return Reflect.construct(target, args)
          },
        })
      }
    })
    await page.goto(`${app.url}${path}`)
    await hydrated(page)
    await expect(page.locator('[data-hydrate-later]:not([data-hydrated])')).toHaveCount(0)
    return page.evaluate(() => (window as unknown as { __formattersMade: { number: number; date: number } }).__formattersMade)
  }
  expect(await formattersMade('/terms')).toEqual({ number: 0, date: 0 })
  const home = await formattersMade('/')
  expect(home.number).toBeGreaterThan(0)
  expect(home.date).toBe(0)
})

test('a first visit shows the page before it asks for any of its scripts, then hydrates it whole (ADR 093)', async () => {
  for (const path of ['/', '/discover', '/terms']) {
    const page = await newPage()
    await page.goto(`${app.url}${path}`)
    await hydrated(page)
    await expect(page.locator('[data-hydrate-later]:not([data-hydrated])')).toHaveCount(0)
    const { firstPaint, scripts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.js'))
        .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
    }))
    expect(firstPaint, `${path} painted`).toBeGreaterThan(0)
    expect(scripts.length, `${path} loaded its modules`).toBeGreaterThan(3)
    for (const script of scripts) expect(script.start, `${path}: ${script.name} asked for after the first paint`).toBeGreaterThanOrEqual(firstPaint!)
  }
})
