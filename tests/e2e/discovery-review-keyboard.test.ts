import { type Browser, expect, type Page, test } from '@playwright/test'
import { type FixtureSite, startFixtureSite } from '../support/fixture-site.ts'
import { type AppProcess, cli, hydrated, newDataDir, pageFactory, seriousViolations, signInInBrowser, startApp } from './support.ts'

/**
 * Issue 25 §2 in Chromium, against the real server with its job runner on: an admin crawls the Acacia
 * fixture funder site, then reviews three of the grants it queued with the keyboard alone: P publishes
 * the French call, N skips the next grant, R, a reason and Enter reject the one after. Each grant's
 * page shows its fields beside the text they were read from, with a confidence. The test prints the
 * review time per grant: from a grant's page being ready to the next one showing the outcome (what
 * the page costs a reviewer who has already decided). It is printed, never asserted: the tests wait
 * on what the page shows, not on the clock.
 */
const ADMIN = { email: 'keyboard-reviewer@example.org', password: 'Review!Passw0rd' }
const SOURCE_NAME = 'Acacia Foundation'
const FRENCH_PAGE = 'fonds-entrepreneuriat-feminin'
const REASON = 'A loan scheme, not a grant.'

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
  await cli(dataDir, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Kofi Keyboard'])
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

/** A grant's review page, ready for the keyboard: hydrated, with the shortcuts' legend shown. */
async function ready(page: Page) {
  await page.waitForURL(/\/taf-admin\/discovered\/[0-9a-f-]{36}$/)
  await hydrated(page)
  await page.getByTestId('shortcut-legend').waitFor()
  return page.url()
}

test.describe('Reviewing discovered grants with the keyboard', () => {
  let admin: Page
  /** Each grant's review time, in milliseconds, with what was decided. */
  const times: Array<{ decision: string; ms: number }> = []
  const reviewed: Record<'published' | 'skipped' | 'rejected', string> = { published: '', skipped: '', rejected: '' }

  test('an admin adds the fixture funder site and crawls it', async () => {
    admin = await newPage()
    await signInInBrowser(app, admin, ADMIN)
    await admin.goto(`${app.url}/taf-admin`)
    await hydrated(admin)
    await admin.getByLabel('Name', { exact: true }).fill(SOURCE_NAME)
    await admin.getByLabel('URL', { exact: true }).fill(`${acacia.origin}/grants/`)
    await admin.getByLabel('Source type').selectOption({ label: 'Funder website' })
    await admin.getByLabel('Crawl frequency').selectOption({ label: 'Weekly' })
    await admin.getByLabel('Priority').selectOption({ label: 'High' })
    await admin.locator('form').getByRole('button', { name: 'Add source', exact: true }).click()
    await admin.getByText('Source added').first().waitFor()
    await admin.getByRole('button', { name: `Crawl: ${SOURCE_NAME}` }).click()
    // A new source is due at once: the scheduler may have started its crawl first.
    await admin
      .getByText(/^(Crawl started|A crawl of this source is already running)$/)
      .first()
      .waitFor()
  })

  test('the crawl completes and its grants wait for review', async () => {
    await admin.getByRole('link', { name: 'Tasks', exact: true }).click()
    await admin.waitForURL(/tab=tasks/)
    // The newest task itself until it ends (the scheduler may crawl a new source once before the admin's crawl).
    const task = admin.locator('tr[data-task]').first()
    await task.filter({ hasText: /Completed|Failed/ }).waitFor()
    await expect(task).toContainText('Completed')
    await admin.getByRole('link', { name: /^Discovered Grants \(\d+\)$/ }).click()
    await admin.waitForURL(/tab=discovered/)
    await expect(admin.locator('li[data-discovered]', { hasText: 'Pending review' }).first()).toBeVisible()
  })

  test('each field shows the text it was read from and a confidence in words', async () => {
    await admin
      .locator('li[data-discovered]', { has: admin.locator(`a[href*="${FRENCH_PAGE}"]`) })
      .locator('a[href^="/taf-admin/discovered/"]')
      .click()
    reviewed.published = await ready(admin)
    // The French call's structured data: its title and deadline quoted by property.
    const title = admin.locator('[data-evidence="title"]')
    await expect(title.locator('[data-snippet]')).toHaveText(/^name: Fonds pour l'entrepreneuriat féminin 2027$/)
    await expect(title.locator('[data-confidence]')).toHaveText('High confidence')
    await expect(admin.locator('[data-evidence="deadline"] [data-snippet]')).toHaveText('validThrough: 2027-03-15')
    await expect(admin.getByRole('link', { name: 'Next grant' })).toBeVisible()
    expect(await seriousViolations(admin)).toEqual([])
  })

  test('P publishes the grant and opens the next one waiting', async () => {
    await ready(admin)
    const started = performance.now()
    await admin.keyboard.press('p')
    await admin.getByText('Grant published').first().waitFor()
    await admin.waitForURL((url) => url.href !== reviewed.published && /\/taf-admin\/discovered\//.test(url.pathname))
    reviewed.skipped = await ready(admin)
    times.push({ decision: 'published (P)', ms: performance.now() - started })
  })

  test('N skips a grant, leaving it waiting', async () => {
    const started = performance.now()
    await admin.keyboard.press('n')
    await admin.waitForURL((url) => url.href !== reviewed.skipped)
    reviewed.rejected = await ready(admin)
    times.push({ decision: 'skipped (N)', ms: performance.now() - started })
  })

  test('R, a reason and Enter reject a grant, and the review time per grant is printed', async () => {
    const started = performance.now()
    await admin.keyboard.press('r')
    await expect(admin.getByLabel('Reason for rejecting')).toBeFocused()
    // Typed as a reviewer types: the shortcuts' letters in the reason are only text.
    await admin.keyboard.type(REASON)
    await admin.keyboard.press('Enter')
    await admin.getByText('Discovered grant rejected').first().waitFor()
    await admin.waitForURL((url) => url.href !== reviewed.rejected)
    times.push({ decision: 'rejected (R, reason, Enter)', ms: performance.now() - started })

    const average = times.reduce((sum, t) => sum + t.ms, 0) / times.length
    console.log(
      `Review time per grant (keyboard, from a grant's page ready to the next showing the outcome): ${times.map((t) => `${t.decision} ${Math.round(t.ms)} ms`).join(', ')}; average ${Math.round(average)} ms over ${times.length} grants`,
    )
  })

  test('each decision stands: published, skipped and still waiting, rejected with its reason', async () => {
    const status = async (url: string) => {
      await admin.goto(url)
      return admin.getByTestId('discovered-status').textContent()
    }
    expect(await status(reviewed.published)).toBe('Published')
    expect(await status(reviewed.skipped)).toBe('Pending review')
    expect(await status(reviewed.rejected)).toBe('Rejected')
    await expect(admin.locator('main')).toContainText(REASON)
  })
})
