import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.ts'
import { cli, hydrated, newDataDir, pageFactory, seriousViolations, startApp, type AppProcess, signUpInBrowser, signInInBrowser } from './support.ts'

/**
 * Issue 12 in Chromium, against the real server with its job runner on: an admin adds the Acacia
 * fixture funder site (served on loopback and allowed by CRAWL_ALLOW_HOSTS) as a source, crawls it,
 * follows the task on the Tasks tab until it completes, reviews the French grant it found, edits
 * and publishes it, and finds it on /discover. A member is kept out of the console.
 * The fixture's robots.txt asks for a one-second Crawl-delay, so the crawl takes ten seconds or so.
 */
const ADMIN = { email: 'discovery-admin@example.org', password: 'Discover!Passw0rd' }
const MEMBER = { name: 'Amina Diallo', email: 'amina@example.org', password: 'Dakar!Grants2026' }
const SOURCE_NAME = 'Acacia Foundation'
const FRENCH_PAGE = 'fonds-entrepreneuriat-feminin'
const NEW_TITLE = 'Fonds Acacia pour les entrepreneures du Sahel 2027'

let app: AppProcess
let browser: Browser
let acacia: FixtureSite
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

let dataDir = ''
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  acacia = await startFixtureSite('acacia')
  // The admin is created with the CLI before the server starts (the embedded database has one owner).
  dataDir = newDataDir('20')
  await cli(dataDir, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Dara Discovery'])
})
test.beforeAll(async () => {
  app = await startApp({ SEED_GRANTS: '20', JOBS: 'on', CRAWL_ALLOW_HOSTS: acacia.hostPort, CRAWL_MIN_DELAY_MS: '50' }, dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
  await acacia?.close()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

const signIn = (page: Page, who: { email: string; password: string }) => signInInBrowser(app, page, who)

/** A message appears (a flash after a redirect, or a field's error). */
const visible = (page: Page, text: string) => page.getByText(text).first().waitFor()

test.describe('Grant discovery, from a funder site to a published grant', () => {
  test.describe('an admin adds a funder site, crawls it, reviews and publishes a French grant, and members find it on Discover', () => {
    let admin: Page
    test('the empty form says what each field needs', async () => {
      admin = await newPage()
      await signIn(admin, ADMIN)
      await admin.goto(`${app.url}/taf-admin`)
      await hydrated(admin)
      await admin.getByRole('heading', { name: 'Grant Discovery Admin', level: 1 }).waitFor()

      // The empty form first: every required field says what it needs, and nothing is added.
      const addButton = admin.locator('form').getByRole('button', { name: 'Add source', exact: true })
      await addButton.click()
      for (const message of [
        'Name is required (at least 2 characters)',
        'Enter a web address starting with http:// or https://',
        'Choose a source type',
        'Choose a crawl frequency',
        'Choose a priority',
      ])
        await visible(admin, message)
      expect(await admin.getByLabel('Name', { exact: true }).getAttribute('aria-invalid')).toBe('true')
    })

    // Its own test: signing in, the refused form and its accessibility check outgrew one test's time on a busy machine.
    test('the filled form adds the source', async () => {
      const addButton = admin.locator('form').getByRole('button', { name: 'Add source', exact: true })
      await admin.getByLabel('Name', { exact: true }).fill(SOURCE_NAME)
      await admin.getByLabel('URL', { exact: true }).fill(`${acacia.origin}/grants/`)
      await admin.getByLabel('Source type').selectOption({ label: 'Funder website' })
      await admin.getByLabel('Crawl frequency').selectOption({ label: 'Weekly' })
      await admin.getByLabel('Priority').selectOption({ label: 'High' })
      await addButton.click()
      await visible(admin, 'Source added')
      await admin.getByRole('link', { name: `${acacia.origin}/grants/` }).waitFor()
      expect(await seriousViolations(admin)).toEqual([])
    })

    test('the crawl starts from the source’s Crawl button', async () => {
      await admin.getByRole('button', { name: `Crawl: ${SOURCE_NAME}` }).click()
      // A new source is due at once: the every-minute scheduler may have started its crawl first, and
      // then the button says so instead. Either way one crawl runs, and the Tasks tab follows it.
      await admin
        .getByText(/^(Crawl started|A crawl of this source is already running)$/)
        .first()
        .waitFor()
    })

    test('the Tasks tab follows the crawl until it completes', async () => {
      // The Tasks tab follows the crawl by itself (it polls while a task is live) until it completes.
      await admin.getByRole('link', { name: 'Tasks', exact: true }).click()
      await admin.waitForURL(/tab=tasks/)
      const task = admin.locator('tr[data-task]').first()
      // The row as it was before the crawl ended (queued or running), then the row once it has.
      const before = (await task.textContent()) ?? ''
      expect(before).toMatch(/Queued|Running|Completed|Failed/)
      // The newest task (the scheduler may have crawled the new source once before it) until it ends.
      await task.filter({ hasText: /Completed|Failed/ }).waitFor()
      expect(await task.textContent()).toMatch(/Completed/)
      expect(/Running|Queued/.test(before)).toBe(true)
      const finished = (await task.textContent()) ?? ''
      expect(finished).toContain(SOURCE_NAME)
      // Pages counted against the limit of 10: a page unchanged since the scheduler's crawl is shown apart, not counted.
      expect(await task.locator('td[data-label="Pages"] > span').first().textContent()).toMatch(/^([1-9]|10)\/10$/)
    })

    test('the crawl’s grants are listed with their source, and the French one is reviewed, edited and published', async () => {
      // Discovered Grants: what the crawl found, each with the page it came from.
      const discoveredTab = admin.getByRole('link', { name: /^Discovered Grants \(\d+\)$/ })
      const count = Number((await discoveredTab.textContent())!.match(/\((\d+)\)/)![1])
      expect(count).toBeGreaterThan(0)
      await discoveredTab.click()
      await admin.waitForURL(/tab=discovered/)
      await hydrated(admin)
      const viewSource = admin.getByRole('link', { name: 'View Source' })
      expect(await viewSource.count()).toBeGreaterThan(0)
      expect(await viewSource.first().getAttribute('href')).toMatch(new RegExp(`^${acacia.origin}/`))
      expect(await seriousViolations(admin)).toEqual([])

      const french = admin.locator('li[data-discovered]', { has: admin.locator(`a[href*="${FRENCH_PAGE}"]`) })
      await expect(french).toHaveCount(1)
      const titleLink = french.locator('a[href^="/taf-admin/discovered/"]')
      await expect(titleLink).toHaveAttribute('lang', 'fr')
      await titleLink.click()
      await admin.waitForURL(/\/taf-admin\/discovered\/[0-9a-f-]{36}$/)
      await hydrated(admin)
      await admin.getByRole('heading', { name: 'Review discovered grant' }).waitFor()
      expect(await admin.getByLabel('Title', { exact: true }).inputValue()).toContain('entrepreneuriat féminin')
      expect(await admin.getByLabel('Deadline', { exact: true }).inputValue()).toBe('2027-03-15')
      expect(await seriousViolations(admin)).toEqual([])

      await admin.getByLabel('Title', { exact: true }).fill(NEW_TITLE)
      await admin.getByLabel('Deadline', { exact: true }).fill('2027-04-30')
      const review = admin.url()
      await admin.getByRole('button', { name: 'Publish', exact: true }).click()
      // Published, the reviewer goes on to the next grant waiting (issue 25 §2); the grant's own page says what became of it.
      await visible(admin, 'Grant published')
      await admin.goto(review)
      await expect(admin.getByTestId('discovered-status')).toHaveText('Published')
      await expect(admin.getByTestId('published-grant')).toHaveText(NEW_TITLE)
    })

    test('members find it on Discover, in French, with the deadline the reviewer set', async () => {
      // Members find it on Discover, in French, with the deadline the reviewer set.
      const reader = await newPage()
      await reader.goto(`${app.url}/discover`)
      await hydrated(reader)
      await reader.getByLabel('Search grants').fill('entrepreneures Sahel')
      await reader.getByRole('button', { name: 'Search' }).click()
      await reader.waitForURL(/\/discover\?.*q=entrepreneures/)
      const found = reader.getByRole('link', { name: NEW_TITLE })
      await found.first().waitFor()
      // The title is marked as French on the English page (the card's heading carries the grant's language).
      expect(await found.first().evaluate((el) => el.closest('[lang]')?.getAttribute('lang'))).toBe('fr')
      await found.first().click()
      await reader.waitForURL(/\/grant\/[0-9a-f-]{36}$/)
      await expect(reader.locator('main')).toContainText(/Apr(il)? 30, 2027/)
    })
  })

  test('a member who opens the console lands on Discover and is told it is for admins', async () => {
    const member = await newPage()
    await signUpInBrowser(app, member, MEMBER)
    expect(app.outbox().filter((m) => m.to === MEMBER.email)).toHaveLength(1)
    await member.goto(`${app.url}/taf-admin`)
    await member.waitForURL(/\/discover$/)
    await visible(member, 'Access Denied: Admin privileges required')
    await member.goto(`${app.url}/taf-admin/discovered/00000000-0000-4000-8000-000000000000`)
    await member.waitForURL(/\/discover$/)
  })
})
