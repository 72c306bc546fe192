import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.ts'
import { cli, hydrated, newDataDir, pageFactory, seriousViolations, signUpInBrowser, startApp, type AppProcess, signInInBrowser } from './support.ts'

/**
 * Issue 25's journey in Chromium, against the real server with its job runner on: an admin adds
 * three sources from the registry, adds the Acacia fixture funder site and crawls it to the end,
 * publishes its French grant from the review; a member saves it; the funder then moves the deadline
 * on its page, the next crawl finds it, a reviewer confirms it, and the member is told, in the app
 * and by email.
 */
const ADMIN = { email: 'current-admin@example.org', password: 'Current!Passw0rd' }
const MEMBER = { name: 'Wanjiru Kamau', email: 'wanjiru@example.org', password: 'Nakuru!Grants2026', org: 'Nakuru Women Traders' }
const SOURCE_NAME = 'Acacia Foundation'
const PAGE = '/grants/fonds-entrepreneuriat-feminin.html'

let app: AppProcess
let browser: Browser
let acacia: FixtureSite
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

let dataDir = ''
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  acacia = await startFixtureSite('acacia')
  // Its robots.txt asks for a one-second Crawl-delay (the politeness tests use it); this journey is
  // about what the crawls find, so the site drops it and the app's 50 ms between requests applies.
  acacia.rewrite('/robots.txt', (text) => text.replace(/^Crawl-delay:.*\n/im, ''))
  dataDir = newDataDir('20')
  await cli(dataDir, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Chidi Current'])
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

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor()

/** The console's sources tab once no crawl is queued or running (it follows live crawls by itself). */
async function noCrawlLive(page: Page) {
  await page.goto(`${app.url}/taf-admin?tab=sources`)
  await hydrated(page)
  await page.getByText('A crawl is queued or running').waitFor({ state: 'hidden' })
}

test.describe('Real sources, kept current', () => {
  let admin: Page
  let member: Page
  let grantUrl = ''

  test('an admin adds three sources from the registry', async () => {
    admin = await newPage()
    await signIn(admin, ADMIN)
    await admin.goto(`${app.url}/taf-admin`)
    await admin.getByRole('link', { name: 'Add from the registry' }).click()
    await admin.waitForURL(/\/taf-admin\/registry$/)
    await hydrated(admin)
    await admin.getByLabel('Search the registry').fill('foundation')
    await admin.getByRole('button', { name: 'Search', exact: true }).click()
    await admin.waitForURL(/q=foundation/)
    const boxes = admin.locator('input[type="checkbox"][name="id"]')
    for (const i of [0, 1, 2]) await boxes.nth(i).check()
    expect(await seriousViolations(admin)).toEqual([])
    await admin.getByRole('button', { name: 'Add selected' }).click()
    await visible(admin, '3 sources added from the registry; 0 were already sources. The scheduler crawls them.')
    await expect(admin.getByText('Added', { exact: true })).toHaveCount(3)
  })

  test('adds the funder’s site as a source', async () => {
    await admin.goto(`${app.url}/taf-admin?tab=sources`)
    await hydrated(admin)
    // The form opens by itself for a first source only: here the registry's are there.
    await admin.locator('summary', { has: admin.getByRole('heading', { name: 'Add source' }) }).click()
    await admin.getByLabel('Name', { exact: true }).fill(SOURCE_NAME)
    await admin.getByLabel('URL', { exact: true }).fill(`${acacia.origin}/grants/`)
    await admin.getByLabel('Source type').selectOption({ label: 'Funder website' })
    await admin.getByLabel('Crawl frequency').selectOption({ label: 'Weekly' })
    await admin.getByLabel('Priority').selectOption({ label: 'High' })
    await admin.locator('form').getByRole('button', { name: 'Add source', exact: true }).click()
    await visible(admin, 'Source added')
  })

  test('crawls it to the end', async () => {
    // The scheduler crawls new sources at once (the registry's fail here, offline): the console waits for them.
    await noCrawlLive(admin)
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('button', { name: `Crawl: ${SOURCE_NAME}` }) })
    await row.locator('summary', { hasText: 'Crawl to the end' }).click()
    await row.getByRole('button', { name: `Crawl to the end: ${SOURCE_NAME}` }).click()
    await visible(admin, /^(Crawl to the end started: follow it in the Tasks tab|A crawl of this source is already running)$/)
  })

  test('the crawl reaches every page of the site', async () => {
    await noCrawlLive(admin)
    // Every page it knows was visited: none left.
    const row = admin.getByRole('listitem').filter({ has: admin.getByRole('button', { name: `Crawl: ${SOURCE_NAME}` }) })
    const pages = (await row.getByText(/^Pages: /).textContent()) ?? ''
    const [, known, visited] = /Pages: (\d+) known · (\d+) visited · 0 left/.exec(pages) ?? []
    expect(Number(known)).toBeGreaterThan(10)
    expect(visited).toBe(known)
  })

  test('publishes the French grant from the review', async () => {
    await admin.goto(`${app.url}/taf-admin?tab=discovered`)
    await hydrated(admin)
    const french = admin.locator('li[data-discovered]', { has: admin.locator(`a[href$="${PAGE}"]`) })
    await french.locator('a[href^="/taf-admin/discovered/"]').click()
    await admin.waitForURL(/\/taf-admin\/discovered\/[0-9a-f-]{36}$/)
    await hydrated(admin)
    expect(await admin.getByLabel('Deadline', { exact: true }).inputValue()).toBe('2027-03-15')
    // Each field shows the text it was read from: the reviewer checks and publishes with one key.
    await expect(admin.locator('main')).toContainText('15 mars 2027')
    const review = admin.url()
    const started = Date.now()
    await admin.keyboard.press('p')
    await visible(admin, 'Grant published')
    console.log(`Published from the side-by-side review in ${Date.now() - started} ms after the page was ready`)
    await admin.goto(review)
    await admin.getByTestId('published-grant').click()
    await admin.waitForURL(/\/grant\/[0-9a-f-]{36}$/)
    grantUrl = admin.url()
  })

  test('a member saves it', async () => {
    member = await newPage()
    await signUpInBrowser(app, member, MEMBER)
    await member.goto(grantUrl)
    await hydrated(member)
    await member.getByRole('button', { name: /^Save grant: / }).click()
    await visible(member, 'Grant saved!')
  })

  test('the funder moves the deadline; the next crawl finds it and waits for a reviewer', async () => {
    acacia.rewrite(PAGE, (html) => html.replace('datetime="2027-03-15">15 mars 2027', 'datetime="2027-04-30">30 avril 2027'))
    await noCrawlLive(admin)
    await admin.getByRole('button', { name: `Crawl: ${SOURCE_NAME}` }).click()
    await visible(admin, /^(Crawl started|A crawl of this source is already running)$/)
    await noCrawlLive(admin)
    await admin.getByRole('link', { name: 'Changes at the source (1)' }).click()
    await admin.waitForURL(/\/taf-admin\/changes$/)
    await visible(admin, 'Deadline: Mar 15, 2027 → Apr 30, 2027')
    expect(await seriousViolations(admin)).toEqual([])
  })

  test('a reviewer confirms it and the grant shows the new deadline with its history', async () => {
    await hydrated(admin)
    await admin.getByRole('button', { name: 'Confirm and update the grant' }).click()
    await visible(admin, 'Change confirmed: the grant is updated and its members are told.')
    await admin.goto(grantUrl)
    await expect(admin.locator('main')).toContainText('Apr 30, 2027')
    await expect(admin.locator('main')).toContainText('Changes at its source')
  })

  test('the member who saved it is told, in the app and by email', async () => {
    await member.goto(`${app.url}/notifications`)
    await visible(member, /changed at its source: deadline\./)
    const email = app.outbox().find((m) => m.to === MEMBER.email && m.subject.startsWith('Changed at its source'))
    expect(email?.text).toContain('Deadline: Mar 15, 2027 → Apr 30, 2027')
  })
})
