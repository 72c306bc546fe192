import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { profiles } from '../../app/db/schema/index.ts'
import { FLASH_COOKIE } from '../../app/flash.server.ts'
import { directionOf, LANGUAGES, type Language } from '../../app/i18n/languages.ts'
import { newMember, organizationOf } from '../support/accounts.ts'
import type { DatabaseTemplate } from '../support/database-template.ts'
import type { TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { DATABASE_TEMPLATE_ENV, hydrated } from './support.ts'

/**
 * Issue 27 §5: on a 360 px phone, in each of the five languages, every tab of the dashboard and of
 * the profile shows its whole label, without the tab bar scrolling sideways, and each tab is a
 * 44 px target; a tab opens at its tab bar, so its content is in view; and /discover's filters show
 * their chosen text whole, its sort select the whole text of each of its options. Without
 * JavaScript in every language, and with it too in English and Arabic.
 * LAYOUT_SHOTS=<label> also writes screenshots of the dashboard, the profile and /discover's filters
 * at 360 and 1280 px, in English, French and Arabic, with JavaScript on and off, to
 * screenshots/<label>/ (git ignores it).
 */

const root = path.resolve(import.meta.dirname, '../..')
const PHONE = { width: 360, height: 740 }
const DESKTOP = { width: 1280, height: 800 }
const MIN_TARGET = 44
const SHOTS = process.env.LAYOUT_SHOTS ? path.join(root, 'screenshots', process.env.LAYOUT_SHOTS) : null
const TAB_PAGES = ['/dashboard', '/dashboard?tab=deadlines', '/profile', '/profile?tab=password', '/profile/public', '/profile/messaging']
const FILTERS = ['sector', 'region', 'country', 'language', 'status', 'funder', 'sort']
/** The advanced filters' selects (shown to every visitor; locked below Pro). */
const ADVANCED_FILTERS = ['type', 'audience', 'applicant', 'closing']

let server: TestServer
let browser: Browser
const members = new Map<Language, TestClient>()
const contexts: BrowserContext[] = []

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  const template = process.env[DATABASE_TEMPLATE_ENV]
  server = await startTestServer(template ? { template: JSON.parse(template) as DatabaseTemplate } : {})
  // A member reading each language: the pages speak the language of the member's profile.
  for (const language of LANGUAGES) {
    const email = `reader-${language}@example.org`
    members.set(language, await newMember(server, { name: 'Amina Odhiambo', email, orgName: 'Kisumu Water Trust' }))
    const { userId } = await organizationOf(server, email)
    await server.services.db.update(profiles).set({ language }).where(eq(profiles.userId, userId))
  }
  if (SHOTS) mkdirSync(SHOTS, { recursive: true })
})
test.afterAll(async () => {
  for (const context of contexts) await context.close()
  await server?.close()
})

async function pageAs(language: Language, javaScriptEnabled: boolean, viewport = PHONE): Promise<Page> {
  const context = await browser.newContext({ viewport, javaScriptEnabled })
  contexts.push(context)
  const jar = (members.get(language) as unknown as { cookies: Map<string, string> }).cookies
  await context.addCookies([...jar].filter(([name]) => name !== FLASH_COOKIE).map(([name, value]) => ({ name, value, url: server.url })))
  return context.newPage()
}

/** Opens a page and waits until it is the member's, in their language (and hydrated, with JavaScript). */
async function open(page: Page, language: Language, javaScript: boolean, to: string) {
  const response = await page.goto(`${server.url}${to}`)
  expect(response?.status(), to).toBe(200)
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language))
  if (javaScript) await hydrated(page)
}

/** The filters fold away on a phone (a desktop opens them with JavaScript); the disclosure opens with or without JavaScript. */
async function openFilters(page: Page) {
  const filters = page.locator('main details:has(#sort)').first()
  if ((await filters.getAttribute('open')) === null) await filters.locator('> summary').click()
  await expect(page.locator('#sort')).toBeVisible()
}

async function openAdvancedFilters(page: Page) {
  const advanced = page.locator('main details:has(#closing)').last()
  if ((await advanced.getAttribute('open')) === null) await advanced.locator('> summary').click()
  await expect(page.locator('#closing')).toBeVisible()
}

/** Runs in the page: whether the tab bar or the page scrolls sideways, and every tab whose label is cut, that lies outside the screen, or that is too small to tap. */
function cutTabs(minTarget: number) {
  const vw = document.documentElement.clientWidth
  const problems: string[] = []
  const bar = document.querySelector<HTMLElement>('[data-tab-bar]')
  if (!bar) return ['no tab bar']
  if (bar.scrollWidth > bar.clientWidth + 1) problems.push(`the tab bar scrolls sideways (${bar.scrollWidth}px in ${bar.clientWidth}px)`)
  if (document.documentElement.scrollWidth > vw) problems.push(`the page scrolls sideways (${document.documentElement.scrollWidth}px in ${vw}px)`)
  for (const tab of bar.querySelectorAll<HTMLElement>('a')) {
    const name = `"${tab.textContent?.trim()}"`
    const box = tab.getBoundingClientRect()
    if (tab.scrollWidth > tab.clientWidth + 1 || tab.scrollHeight > tab.clientHeight + 1)
      problems.push(`${name}: its text takes ${tab.scrollWidth}×${tab.scrollHeight}px in ${tab.clientWidth}×${tab.clientHeight}px`)
    if (box.left < -0.5 || box.right > vw + 0.5) problems.push(`${name}: from ${Math.round(box.left)} to ${Math.round(box.right)}px, outside the ${vw}px screen`)
    // The words themselves, drawn inside the tab (a line of text can spill past a box that does not clip it).
    const range = document.createRange()
    range.selectNodeContents(tab)
    for (const line of range.getClientRects()) {
      if (line.left < box.left - 0.5 || line.right > box.right + 0.5)
        problems.push(`${name}: a line of its text runs from ${Math.round(line.left)} to ${Math.round(line.right)}px, past its tab (${Math.round(box.left)}–${Math.round(box.right)}px)`)
    }
    if (box.width < minTarget - 0.5 || box.height < minTarget - 0.5) problems.push(`${name}: ${Math.round(box.width)}×${Math.round(box.height)}px, under ${minTarget}px`)
  }
  return problems
}

/**
 * Runs in the page: null when the select lies inside the screen and is as wide as it needs to be to
 * show its chosen option whole (with `every`, each of its options), else what is cut. The width
 * needed is that of the same select sized to that text (a select as wide as its widest option).
 */
function cutSelect({ id, every }: { id: string; every: boolean }) {
  const select = document.getElementById(id) as HTMLSelectElement
  const sized = select.cloneNode(true) as HTMLSelectElement
  sized.removeAttribute('id')
  sized.removeAttribute('name')
  if (!every) for (const option of [...sized.options]) if (option.index !== select.selectedIndex) option.remove()
  sized.style.cssText = 'position: absolute; visibility: hidden; width: auto; min-width: 0; max-width: none'
  select.parentElement?.append(sized)
  const needed = sized.getBoundingClientRect().width
  sized.remove()
  const box = select.getBoundingClientRect()
  const vw = document.documentElement.clientWidth
  const texts = every ? [...select.options].map((o) => o.text) : [select.options[select.selectedIndex].text]
  if (box.width >= needed - 0.5 && box.left >= -0.5 && box.right <= vw + 0.5) return null
  return `#${id} is ${Math.round(box.width)}px wide (${Math.round(box.left)}–${Math.round(box.right)}px); "${texts.join('", "')}" need ${Math.round(needed)}px`
}

// Without JavaScript in every language (the layout is the server's); with it too in English and in
// Arabic (right to left), where hydration would show any difference it makes.
for (const language of LANGUAGES) {
  for (const javaScript of language === 'en' || language === 'ar' ? [true, false] : [false]) {
    const how = `in ${language}, JavaScript ${javaScript ? 'on' : 'off'}`

    test(`at 360 px every dashboard and profile tab shows its whole label without scrolling, ${how}`, async () => {
      const page = await pageAs(language, javaScript)
      const problems: string[] = []
      for (const to of TAB_PAGES) {
        await open(page, language, javaScript, to)
        for (const problem of await page.evaluate(cutTabs, MIN_TARGET)) problems.push(`${to}: ${problem}`)
      }
      expect(problems).toEqual([])
    })

    test(`at 360 px /discover's filters and advanced filters show their chosen text whole, and the sort select each of its options, ${how}`, async () => {
      const page = await pageAs(language, javaScript)
      // Words to match, so the sort offers its three orders (most relevant, newest, closing soonest).
      await open(page, language, javaScript, '/discover?q=water&sort=deadline')
      await openFilters(page)
      await openAdvancedFilters(page)
      await expect(page.locator('#sort option')).toHaveCount(3)
      const problems: string[] = []
      for (const id of [...FILTERS, ...ADVANCED_FILTERS]) {
        const problem = await page.evaluate(cutSelect, { id, every: id === 'sort' })
        if (problem) problems.push(problem)
      }
      expect(problems).toEqual([])
    })
  }
}

for (const javaScript of [true, false]) {
  test(`at 360 px a dashboard tab opens at its tab bar, with its content in view (JavaScript ${javaScript ? 'on' : 'off'})`, async () => {
    const page = await pageAs('en', javaScript)
    await open(page, 'en', javaScript, '/dashboard')
    const tabs = page.getByRole('navigation', { name: 'Dashboard' })
    await tabs.getByRole('link', { name: 'Upcoming Deadlines' }).click()
    await page.waitForURL(/\/dashboard\?tab=deadlines#tabs$/)
    await expect(tabs.getByRole('link', { name: 'Upcoming Deadlines' })).toHaveAttribute('aria-current', 'page')
    await expect(tabs).toBeInViewport()
    // The page has scrolled to the bar: it sits in the screen's upper half, the tab's content below it.
    const bar = await page.locator('#tabs').boundingBox()
    expect(bar?.y).toBeGreaterThanOrEqual(0)
    expect(bar?.y).toBeLessThan(PHONE.height / 2)
  })
}

// Screenshots only when asked for (LAYOUT_SHOTS): a tool for looking at the pages, not a test.
for (const language of SHOTS ? (['en', 'fr', 'ar'] as const) : []) {
  test(`screenshots of the dashboard, the profile and /discover's filters at 360 and 1280 px, in ${language}, with JavaScript on and off`, async () => {
    const folder = SHOTS ?? ''
    for (const javaScript of [true, false]) {
      for (const viewport of [PHONE, DESKTOP]) {
        const page = await pageAs(language, javaScript, viewport)
        const suffix = `${viewport.width}${javaScript ? '' : '-nojs'}.png`
        for (const to of ['/dashboard?tab=deadlines#tabs', '/profile?tab=password#tabs']) {
          await open(page, language, javaScript, to)
          const name = to
            .replace(/^\//, '')
            .replace(/#.*/, '')
            .replace(/[^a-z0-9]+/gi, '-')
          await page.screenshot({ path: path.join(folder, `${language}-${name}-${suffix}`) })
        }
        await open(page, language, javaScript, '/discover?q=water&sort=deadline')
        await openFilters(page)
        await page.locator('#sort').scrollIntoViewIfNeeded()
        await page.screenshot({ path: path.join(folder, `${language}-discover-filters-${suffix}`) })
      }
    }
  })
}
