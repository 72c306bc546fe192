import { type Browser, type BrowserContext, expect, type Page, test } from '@playwright/test'
import { hydrated, pageFactory, seen, signInInBrowser, signUpInBrowser, startApp, type AppProcess } from './support.ts'

const MEMBER = { name: 'Amina Odhiambo', email: 'amina@example.org', password: 'Kisumu!Grants2026' }

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  app = await startApp()
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  // Offline, the browser logs each request it could not send (the router's own look-ups included).
  expect(errors.splice(0).filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::ERR_FAILED/.test(e))).toEqual([])
})

/** The page's service worker has taken charge of it, so what it opens from now on passes through it. */
async function workerInCharge(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null)
}

/** The names of the caches the service worker keeps, and the pages kept in them. */
const keptPages = (page: Page) =>
  page.evaluate(async () => {
    const kept: string[] = []
    for (const name of await caches.keys()) if (name !== 'shell-v1') for (const request of await (await caches.open(name)).keys()) kept.push(`${name} ${new URL(request.url).pathname}`)
    return kept
  })

test.describe('A member reads and saves grants with no connection', () => {
  let page: Page
  let context: BrowserContext
  const grants: Array<{ url: string; title: string }> = []
  let applicationUrl = ''

  test('signs up, and the app installs its service worker', async () => {
    page = await newPage()
    context = page.context()
    await signUpInBrowser(app, page, MEMBER)
    await hydrated(page)
    await workerInCharge(page)
    const manifest = await page.locator('link[rel="manifest"]').getAttribute('href')
    expect(await (await page.request.get(`${app.url}${manifest}`)).json()).toMatchObject({ start_url: '/dashboard', display: 'standalone' })
    const worker = await page.request.get(`${app.url}/sw.js`)
    expect(worker.headers()['cache-control']).toBe('no-cache')
  })

  test('opens a grant and saves it, and opens another', async () => {
    await page.goto(`${app.url}/discover`)
    const links = page.locator('main a[href^="/grant/"]')
    await links.first().waitFor()
    for (const href of [...new Set(await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!)))].slice(0, 2)) grants.push({ url: `${app.url}${href}`, title: '' })
    for (const grant of grants) {
      await page.goto(grant.url)
      grant.title = (await page.locator('h1').textContent())!.trim()
    }
    await page.goto(grants[0].url)
    await hydrated(page)
    await page.getByRole('button', { name: `Save grant: ${grants[0].title}` }).click()
    await page.getByText('Grant saved!').first().waitFor()
    await page.getByRole('button', { name: 'Apply Now' }).click()
    await page.getByRole('link', { name: 'View Application' }).waitFor()
    // The application's page, opened once online.
    await page.goto(`${app.url}/dashboard?tab=applications`)
    applicationUrl = `${app.url}${await page.locator('main a[href^="/dashboard/applications/"]').first().getAttribute('href')}`
    await page.goto(applicationUrl)
    await page.locator('main').getByLabel('Notes').waitFor()
    // Opened again once saved, so the copy kept shows it saved.
    await page.goto(grants[0].url)
    await page.getByRole('button', { name: `Remove from saved: ${grants[0].title}` }).waitFor()
  })

  test('goes offline and still reads the saved grant, told the copy is from earlier', async () => {
    await context.setOffline(true)
    await page.goto(grants[0].url)
    await expect(page.locator('h1')).toHaveText(grants[0].title)
    await expect(page.getByRole('status').filter({ hasText: /^Saved copy from \d{1,2}:\d{2}(\s?[AP]M)?, you are offline$/ })).toBeVisible()
  })

  test('the connection drops with a page open: the next page the app opens is its saved copy', async () => {
    await hydrated(page)
    // The router's own navigation, as a link followed in the app (a click offline opens the page whole).
    await page.evaluate((path) => (window as unknown as { __reactRouterDataRouter: { navigate(to: string): Promise<void> } }).__reactRouterDataRouter.navigate(path), new URL(grants[1].url).pathname)
    await expect(page.locator('h1')).toHaveText(grants[1].title)
    await expect(page.getByRole('status').filter({ hasText: /you are offline$/ })).toBeVisible()
  })

  test('saves another grant while offline: the change waits on the phone, and the member is told', async () => {
    await page.goto(grants[1].url)
    await hydrated(page)
    await page.getByRole('button', { name: `Save grant: ${grants[1].title}` }).click()
    await page.getByText('You are offline: this change is kept on this phone and will be sent when you are back online.').waitFor()
  })

  test('moves the application on and writes a note while offline: the change waits too', async () => {
    await page.goto(applicationUrl)
    await hydrated(page)
    const form = page.locator('main')
    await form.getByLabel('Status', { exact: true }).selectOption({ label: 'Submitted' })
    await form.getByLabel('Notes').fill('Budget posted to the funder by courier.')
    await form.getByRole('button', { name: 'Save changes' }).click()
    await page.getByText('You are offline: this change is kept on this phone and will be sent when you are back online.').waitFor()
  })

  test('comes back online: each waiting change is sent and the member told; the grant is on the dashboard, the application moved on', async () => {
    await context.setOffline(false)
    await page.getByText(`Sent after you came back online: “${grants[1].title}” is saved.`).waitFor()
    await page.getByText(`Sent after you came back online: your application for “${grants[0].title}” is updated.`).waitFor()
    await expect(page.locator('main').getByLabel('Status', { exact: true })).toHaveValue('submitted')
    await expect(page.locator('main').getByLabel('Notes')).toHaveValue('Budget posted to the funder by courier.')
    await page.goto(`${app.url}/dashboard`)
    const saved = page.getByRole('region', { name: 'Saved Grants' }).or(page.locator('main'))
    await expect(saved.getByRole('link', { name: grants[1].title }).first()).toBeVisible()
    await expect(saved.getByRole('link', { name: grants[0].title }).first()).toBeVisible()
  })

  test('opened online, a page is always the latest: never the copy kept', async () => {
    await page.goto(grants[0].url)
    await expect(page.locator('[data-offline-banner]')).toHaveCount(0)
    expect(await keptPages(page)).toContainEqual(expect.stringMatching(/^pages-[\w-]+ \/grant\//))
  })

  test('signs out: nothing the member read stays on the phone', async () => {
    // From a page that has finished loading: the sign-out's Clear-Site-Data ("storage") removes the
    // service worker, and a module the page was still fetching through it then fails to load (the
    // page logs net::ERR_FAILED as it leaves), since its modules are fetched after the first paint (ADR 093).
    await hydrated(page)
    await page.getByRole('button', { name: 'Account menu' }).or(page.getByLabel('Account menu')).first().click()
    await page.getByRole('button', { name: 'Sign Out' }).first().click()
    await page.waitForURL(`${app.url}/`)
    await hydrated(page)
    await expect.poll(() => keptPages(page)).toEqual([])
    await expect.poll(() => page.evaluate(() => indexedDB.databases().then((all) => all.map((d) => d.name)))).toEqual([])
  })

  test('reads in Arabic: the saved copy says so in Arabic, with the time as the app writes times', async () => {
    await signInInBrowser(app, page, MEMBER)
    await page.request.post(`${app.url}/language`, { form: { language: 'ar', redirectTo: '/dashboard' } })
    await page.goto(grants[0].url)
    await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
    await context.setOffline(true)
    await page.goto(grants[0].url)
    const banner = page.locator('[data-offline-banner]')
    await expect(banner).toBeVisible()
    expect(seen(await banner.textContent())).toMatch(/^نسخة محفوظة من الساعة \d{1,2}:\d{2}\s?(ص|م)?، أنت غير متصل بالإنترنت$/)
    await context.setOffline(false)
  })
})
