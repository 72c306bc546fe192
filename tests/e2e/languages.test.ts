import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { t, type MessageId } from '../../app/i18n/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import { directionOf, LANGUAGES, type Language } from '../../app/i18n/languages.ts'
import { hydrated, pageFactory, seriousViolations, startApp, type AppProcess } from './support.ts'

/**
 * Issue 10 in Chromium: the grant journey in French and in Arabic on a 360 px phone (choose the
 * language, discover, open a grant, sign up, save it, see it on the dashboard), each step's
 * screenshot kept in screenshots/languages/ (git ignores it); axe finds nothing serious in Arabic;
 * and no page logs an error or a warning (React reports hydration mismatches there) in any language.
 */

const root = path.resolve(import.meta.dirname, '../..')
const SHOTS = path.join(root, 'screenshots', 'languages')
const PHONE = { width: 360, height: 740 }
const APP_NAME = 'Harambee'
const PASSWORD = 'Harambee!2026x'

/** A message in a language, as the app writes it (Arabic isolates the texts placed into it). */
const say = (language: Language, id: MessageId, params?: Record<string, string | number>) => withLanguage(language, () => t(id, params))

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser, { warnings: true })
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  app = await startApp({ SEED_GRANTS: '60' })
  mkdirSync(SHOTS, { recursive: true })
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

/** The page has hydrated and run its effects: the language switcher's Apply button (for pages without JavaScript) is gone. */
async function settled(page: Page) {
  await hydrated(page)
  await page.locator('footer form[action="/language"] button[type="submit"]').waitFor({ state: 'detached' })
}

async function shot(page: Page, language: Language, step: string) {
  await page.screenshot({ path: path.join(SHOTS, `${language}-${step}-360.png`), fullPage: true })
}

async function expectLanguage(page: Page, language: Language) {
  await expect(page.locator('html')).toHaveAttribute('lang', language)
  await expect(page.locator('html')).toHaveAttribute('dir', directionOf(language))
}

test.describe('The grant journey in another language, on a 360 px phone', () => {
  for (const [language, email, name] of [
    ['fr', 'camille.diallo@example.org', 'Camille Diallo'],
    ['ar', 'amina.haddad@example.org', 'أمينة حداد'],
  ] as const)
    test.describe(`in ${language}: chooses the language, discovers, opens a grant, signs up, saves it and sees it on the dashboard`, () => {
      // One visitor's journey, a step a test.
      test.describe.configure({ mode: 'serial' })
      let page: Page
      let firstTitle = ''
      let grantUrl = ''
      const save = say(language, 'grant.save')
      const axe = async () => {
        if (language === 'ar') expect(await seriousViolations(page), page.url()).toEqual([])
      }

      test('chooses the language in the footer', async () => {
        page = await newPage({ viewport: PHONE })
        // The switcher in the footer: the page reloads in the language, mirrored in Arabic.
        await page.goto(`${app.url}/`)
        await settled(page)
        await page.locator('footer').getByLabel(say('en', 'language.label')).selectOption(language)
        await expect(page.locator('html')).toHaveAttribute('lang', language)
        await settled(page)
        await expectLanguage(page, language)
        await shot(page, language, 'home')
        await axe()
      })

      test('discovers grants in the language', async () => {
        // Discover, in the language's words.
        await page
          .getByRole('link', { name: say(language, 'home.browseGrants') })
          .first()
          .click()
        await page.waitForURL(/\/discover$/)
        await settled(page)
        await page.getByLabel(say(language, 'discover.searchLabel')).waitFor({ state: 'visible' })
        await shot(page, language, 'discover')
        await axe()
      })

      test('opens a grant; saving while signed out asks to sign in', async () => {
        // Open the first grant.
        firstTitle = (await page.locator('article h3 a').first().textContent())!.trim()
        await page.locator('article h3 a').first().click()
        await page.waitForURL(/\/grant\//)
        await settled(page)
        await expect(page.locator('h1')).toHaveText(firstTitle)
        grantUrl = page.url()
        await shot(page, language, 'grant')
        await axe()

        // Saving while signed out asks to sign in, in the language.
        await page.getByRole('button', { name: `${save}: ${firstTitle}` }).click()
        await page.waitForURL(/\/auth\?redirectTo=/)
        await page.getByText(say(language, 'grant.signInToSave')).first().waitFor()
      })

      test('signs up, and the emailed link signs in to the dashboard', async () => {
        // Sign up in the language.
        await page.getByRole('tab', { name: say(language, 'auth.signUpTab') }).click()
        await page.waitForURL(/tab=signup/)
        await page.getByLabel(say(language, 'auth.fullName')).fill(name)
        await page.getByLabel(say(language, 'auth.email')).fill(email)
        await page.getByLabel(say(language, 'auth.password'), { exact: true }).fill(PASSWORD)
        await shot(page, language, 'signup')
        await axe()
        await page.getByRole('button', { name: say(language, 'auth.createAccount') }).click()
        await page
          .getByRole('status')
          .filter({ hasText: say(language, 'auth.accountCreated') })
          .first()
          .waitFor()

        // The email comes in the language; its link signs the member in to the dashboard.
        await expect(async () => expect(app.outbox().find((m) => m.to === email)?.subject).toBe(say(language, 'email.verify.subject', { appName: APP_NAME }))).toPass()
        const link = app
          .outbox()
          .find((m) => m.to === email)!
          .text.match(/https?:\/\/\S+/)![0]
        await page.goto(link)
        await page.waitForURL(/\/dashboard$/)
        await settled(page)
        await expect.poll(() => page.locator('h1').textContent()).toBe(say(language, 'dashboard.welcome', { name }))
      })

      test('saves the grant in the language the profile kept, and sees it on the dashboard', async () => {
        // The profile kept the language chosen before signing up: it holds without the switcher's cookie.
        await page.context().clearCookies({ name: 'lang' })
        await page.goto(grantUrl)
        await settled(page)
        await expectLanguage(page, language)
        await page.getByRole('button', { name: `${save}: ${firstTitle}` }).click()
        await page.getByText(say(language, 'grant.saved')).first().waitFor()
        await expect(page.getByRole('button', { name: `${say(language, 'grant.unsave')}: ${firstTitle}` })).toHaveAttribute('aria-pressed', 'true')
        await shot(page, language, 'grant-saved')

        // The dashboard lists it.
        await page.goto(`${app.url}/dashboard`)
        await settled(page)
        const dashboard = (await page.locator('main').textContent())!
        expect(dashboard).toContain(say(language, 'dashboard.savedGrants'))
        expect(dashboard).toContain(firstTitle)
        await expect(page.locator('article h3').filter({ hasText: firstTitle })).toHaveCount(1)
        await shot(page, language, 'dashboard')
        await axe()
        await page.context().close()
      })
    })
})

test.describe('Every language', () => {
  const PAGES = ['/', '/discover', '/discover?q=water&sort=deadline', '/auth?tab=signup', '/get-verified', '/trust-center', '/how-it-works', '/no-such-page']

  // The pages a few at a time, so a test stays short (Arabic runs axe on each).
  const GROUPS = [PAGES.slice(0, 2), PAGES.slice(2, 4), PAGES.slice(4, 6), [...PAGES.slice(6), 'a grant page']]
  for (const language of LANGUAGES)
    for (const group of GROUPS)
      test(`${language}: public pages hydrate without an error or a warning in the console (Arabic: and axe finds nothing serious): ${group.join(', ')}`, async () => {
        const page = await newPage({ viewport: PHONE })
        await page.context().addCookies([{ name: 'lang', value: language, url: app.url }])
        const paths = group.includes('a grant page') ? [...group.filter((p) => p !== 'a grant page')] : group
        if (group.includes('a grant page')) {
          await page.goto(`${app.url}/discover`)
          paths.push((await page.locator('article h3 a').first().getAttribute('href'))!)
        }
        for (const path of paths) {
          const response = await page.goto(`${app.url}${path}`)
          await settled(page)
          await expectLanguage(page, language)
          if (language === 'ar') expect(await seriousViolations(page), path).toEqual([])
          // The one error the 404 page may log is the browser's note of its status.
          if (response?.status() === 404) errors.splice(0, errors.length, ...errors.filter((e) => !e.endsWith('the server responded with a status of 404 (Not Found)')))
        }
        await page.context().close()
      })
})
