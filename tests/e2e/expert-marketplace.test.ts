import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { approveWithTwoReviewers, hydrated, launchBrowser, newDataDir, pageFactory, seriousViolations, startApp, type AppProcess } from './support.ts'

/**
 * Issue 11 in Chromium: an expert applies, is approved and pays the membership; a visitor browses
 * and filters; an unverified member is stopped at Contact Expert; once verified (Basic, the shortest
 * tier) the member sends a request; the expert accepts; a milestone is funded in the sandbox,
 * delivered and released; both review, and the member's review is on the expert's profile.
 */
const root = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'reviewer@example.org', password: 'Review!Passw0rd' }
// Layer 3 of a verification is recorded by a second reviewer (issue 23).
const SECOND = { email: 'second@example.org', password: 'Second!Passw0rd' }
const EXPERT = { name: 'Wanjiru Kamau', email: 'wanjiru@example.org', password: 'Nairobi!Writes2026' }
const MEMBER = { name: 'Tendai Moyo', email: 'tendai@example.org', password: 'Harare!Water2026', org: 'Turkana Solar Farmers' }
const TITLE = 'Agroforestry grant writer for drylands cooperatives'
const PROJECT = 'Solar irrigation proposal for Turkana farmers'
const MILESTONE = 'First full draft of the proposal'
const REVIEW = 'Wanjiru turned our field notes into a clear, fundable proposal, on time and within budget.'

let app: AppProcess
let browser: Browser
const { errors, newPage } = pageFactory(() => browser)
beforeAll(async () => {
  // The admin is created with the CLI before the server starts (the embedded database has one owner).
  const dataDir = newDataDir()
  for (const [who, name] of [
    [ADMIN, 'Rita Reviewer'],
    [SECOND, 'Sam Second'],
  ] as const)
    execFileSync(process.execPath, [path.join(root, 'scripts/cli.ts'), 'create-admin', '--email', who.email, '--password', who.password, '--name', name], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'pipe',
    })
  ;[app, browser] = await Promise.all([startApp({ SEED_GRANTS: '20' }, dataDir), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})
afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

async function signUp(page: Page, who: { name: string; email: string; password: string; org?: string }) {
  await page.goto(`${app.url}/auth?tab=signup`)
  await hydrated(page)
  await page.getByLabel('Full Name').fill(who.name)
  if (who.org) await page.getByLabel('Organization Name (optional)').fill(who.org)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  await expect.poll(() => app.outbox().filter((m) => m.to === who.email).length).toBe(1)
  await page.goto(
    app
      .outbox()
      .find((m) => m.to === who.email)!
      .text.match(/https?:\/\/\S+/)![0],
  )
  await page.waitForURL(/\/dashboard$/)
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${app.url}/auth`)
  await hydrated(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/dashboard$/)
}

const flash = (page: Page, text: string) => expect.poll(() => page.getByText(text).first().isVisible()).toBe(true)

/** Pays the sandbox checkout the page is on; the checkout posts the signed event to the webhook itself. */
async function paySandbox(page: Page, amount: string, back: RegExp) {
  await page.waitForURL(/\/payments\/sandbox\//)
  await page.getByRole('button', { name: `Pay ${amount}` }).click()
  await page.waitForURL(back)
}

describe('The grant-expert marketplace, from application to review', () => {
  let expert: Page
  let member: Page
  let profileUrl = ''
  let requestUrl = ''
  let engagementUrl = ''

  it('an expert signs up, applies, is approved by an admin and pays the membership; the profile is listed', async () => {
    const visitor = await newPage()
    await visitor.goto(`${app.url}/grant-experts`)
    await hydrated(visitor)
    expect(await visitor.locator('main').textContent()).toContain('Verified Members Only')
    expect(await seriousViolations(visitor)).toEqual([])

    expert = await newPage()
    await signUp(expert, EXPERT)
    await expert.goto(`${app.url}/become-grant-expert`)
    await hydrated(expert)
    expect(await seriousViolations(expert)).toEqual([])
    await expert.getByLabel('Professional title').fill(TITLE)
    await expert
      .getByLabel('Bio', { exact: true })
      .fill('Nine years writing proposals for farmer cooperatives in Kenya and Uganda: drylands agroforestry, water harvesting and climate adaptation, for foundations and bilateral donors.')
    await expert.getByLabel('Years of experience').fill('9')
    await expert.getByLabel('Lowest hourly rate (USD)').fill('30')
    await expert.getByLabel('Highest hourly rate (USD)').fill('60')
    await expert.getByRole('checkbox', { name: 'English' }).check()
    await expert.getByRole('checkbox', { name: 'Kiswahili' }).check()
    await expert.getByLabel('Country you work from').selectOption('KE')
    await expert.getByLabel('Sector 1').selectOption('agriculture')
    await expert.getByLabel('Project title 1').fill('Drought-resilient seed banks in Makueni')
    await expert.getByLabel('Sector', { exact: true }).selectOption('agriculture')
    await expert.getByLabel('Description', { exact: true }).fill('Proposal and budget for twelve community seed banks.')
    await expert.getByLabel('Completion date').fill('2025-03-31')
    await expert.getByLabel('Grant amount (USD)').fill('120000')
    await expert.getByLabel('Was the grant won?').selectOption('yes')
    await expert.getByRole('radio', { name: /^Basic/ }).check()
    await expert.getByRole('button', { name: 'Submit application' }).click()
    await flash(expert, 'Application submitted! We will email you when it has been reviewed.')
    expect(await expert.getByRole('heading', { name: 'Application under review' }).isVisible()).toBe(true)

    const admin = await newPage()
    await signIn(admin, ADMIN)
    await admin.goto(`${app.url}/admin`)
    await hydrated(admin)
    await admin.getByRole('link', { name: /Grant Expert Applications/ }).click()
    await admin.waitForURL(/tab=writers/)
    await expect.poll(() => admin.getByText(TITLE).isVisible()).toBe(true)
    await admin.getByRole('button', { name: `Approve: ${EXPERT.name}` }).click()
    await flash(admin, 'Grant expert approved')
    expect(app.outbox().find((m) => m.to === EXPERT.email && m.subject === 'Your grant expert application is approved')).toBeTruthy()

    await expert.goto(`${app.url}/become-grant-expert`)
    await hydrated(expert)
    expect(await expert.getByRole('heading', { name: 'Application approved' }).isVisible()).toBe(true)
    await expert.getByRole('button', { name: 'Pay membership ($125)' }).click()
    await paySandbox(expert, '$125', /\/become-grant-expert\?payment=success$/)
    await expect
      .poll(async () => {
        await expert.reload()
        return expert.getByRole('heading', { name: 'Membership active' }).isVisible()
      })
      .toBe(true)
  })

  it('a visitor searches the directory, filters by sector and opens the profile’s tabs', async () => {
    const visitor = await newPage()
    await visitor.goto(`${app.url}/grant-experts/browse`)
    await hydrated(visitor)
    expect(await visitor.getByRole('link', { name: 'Sign Up to Hire a Grant Expert' }).isVisible()).toBe(true)
    expect(await seriousViolations(visitor)).toEqual([])
    await visitor.getByLabel('Search grant experts').fill('drylands')
    await visitor.getByLabel('Sector', { exact: true }).selectOption('agriculture')
    await visitor.getByRole('button', { name: 'Search' }).click()
    await visitor.waitForURL(/q=drylands.*sector=agriculture|sector=agriculture.*q=drylands/)
    await expect.poll(() => visitor.getByText('1 grant expert', { exact: true }).isVisible()).toBe(true)
    // The same words in another sector find nobody.
    await visitor.getByLabel('Sector', { exact: true }).selectOption('health')
    await visitor.getByRole('button', { name: 'Search' }).click()
    await expect.poll(() => visitor.getByText('No grant experts match your search').isVisible()).toBe(true)
    await visitor.getByLabel('Sector', { exact: true }).selectOption('agriculture')
    await visitor.getByRole('button', { name: 'Search' }).click()
    await visitor.getByRole('link', { name: EXPERT.name }).click()
    await visitor.waitForURL(/\/grant-experts\/[0-9a-f-]{36}$/)
    profileUrl = visitor.url()
    await expect.poll(() => visitor.getByRole('heading', { name: EXPERT.name, level: 1 }).isVisible()).toBe(true)
    const main = visitor.locator('main')
    expect(await main.textContent()).toContain('$30–$60 an hour')
    expect(await main.getByRole('link', { name: 'Expertise' }).getAttribute('aria-current')).toBe('page')
    expect(await main.textContent()).toContain('Agriculture')
    expect(await seriousViolations(visitor)).toEqual([])
    await main.getByRole('link', { name: 'Portfolio' }).click()
    await expect.poll(() => visitor.getByRole('heading', { name: 'Drought-resilient seed banks in Makueni' }).isVisible()).toBe(true)
    expect(await seriousViolations(visitor)).toEqual([])
    // Signed out, Contact Expert leads to sign in, and from there back to this expert's request form.
    expect(await main.getByRole('link', { name: 'Contact Expert' }).getAttribute('href')).toBe(`/auth?redirectTo=${encodeURIComponent(`/project-request?writer=${profileUrl.split('/').pop()}`)}`)

    // Without JavaScript the search is a plain GET form and still works.
    const plain = await newPage({ javaScriptEnabled: false })
    await plain.goto(`${app.url}/grant-experts/browse`)
    await plain.getByLabel('Search grant experts').fill('drylands')
    await plain.getByRole('button', { name: 'Search' }).click()
    await plain.waitForURL(/q=drylands/)
    expect(await plain.getByRole('link', { name: EXPERT.name }).isVisible()).toBe(true)
    // An id that is no expert's: the page says so, with the way back (a page of its own: the browser logs the 404).
    const gone = await (await browser.newContext()).newPage()
    const missing = await gone.goto(`${app.url}/grant-experts/00000000-0000-4000-8000-000000000000`)
    expect(missing?.status()).toBe(404)
    expect(await gone.getByText('Grant expert not found', { exact: true }).isVisible()).toBe(true)
    expect(await gone.locator('main').getByRole('link', { name: 'Back to Grant Experts' }).getAttribute('href')).toBe('/grant-experts/browse')
  })

  it('an unverified member who clicks Contact Expert is stopped with "Verified Members Only"', async () => {
    member = await newPage()
    await signUp(member, MEMBER)
    await member.goto(profileUrl)
    await hydrated(member)
    await member.locator('main').getByRole('link', { name: 'Contact Expert' }).click()
    await member.waitForURL(/\/project-request\?writer=/)
    await expect.poll(() => member.getByRole('heading', { name: 'Verified Members Only' }).isVisible()).toBe(true)
    expect(await member.getByLabel('Project title').count()).toBe(0)
    expect(await member.getByRole('link', { name: 'Get Verified Now' }).getAttribute('href')).toBe('/get-verified')
    expect(await seriousViolations(member)).toEqual([])
  })

  it('the member is verified at Basic (sandbox payment, admin approval) and sends a project request', async () => {
    await member.goto(`${app.url}/get-verified`)
    await hydrated(member)
    await member.getByRole('button', { name: 'Apply Now: Basic' }).click()
    await member.waitForURL(/\/verification-application\/\d+/)
    await hydrated(member)
    // The wizard starts from the organization named at sign-up.
    expect(await member.getByLabel('Organization name').inputValue()).toBe(MEMBER.org)
    await member.getByLabel('Registration number').fill('KE-CBO-2020-0117')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 2 of 4: Location').isVisible()).toBe(true)
    await member.getByLabel('Country').selectOption('KE')
    await member.getByLabel('City').fill('Lodwar')
    await member.getByLabel('Region/State').fill('Turkana County')
    await member.getByLabel('Street address').fill('Plot 4, Kanamkemer Road')
    await member.getByLabel('Physical address').fill('Plot 4, Kanamkemer Road, Lodwar, Kenya')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 3 of 4: Mission').isVisible()).toBe(true)
    await member.getByLabel('Mission statement').fill('We help pastoralist families farm with solar-powered irrigation along the Turkwel river.')
    await member.getByLabel('Program areas').fill('Solar irrigation, farmer training, market access')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 4 of 4: Pay & Submit').isVisible()).toBe(true)
    await member.getByRole('button', { name: 'Pay $150' }).click()
    await paySandbox(member, '$150', /payment=success/)
    await expect.poll(() => member.getByText('Application summary').isVisible()).toBe(true)
    await member.getByLabel(/I declare that the information/).check()
    await member.getByLabel('Signature (type your full name)').fill(MEMBER.name)
    await member.getByRole('button', { name: 'Submit Application' }).click()
    await member.waitForURL(/\/dashboard$/)

    const admin = await newPage()
    await signIn(admin, ADMIN)
    await admin.goto(`${app.url}/admin/verifications`)
    await admin.getByRole('link', { name: MEMBER.org }).click()
    await admin.waitForURL(/\/admin\/verifications\/\d+$/)
    await hydrated(admin)
    // Layer 1 runs, and a check that did not run is recorded as not applying; layer 2 by this reviewer, layer 3 and the approval by a second (issue 23).
    await admin.getByRole('button', { name: 'Run the checks again' }).click()
    await expect.poll(() => admin.getByText('The automated checks ran again.').first().isVisible()).toBe(true)
    const second = await newPage()
    await signIn(second, SECOND)
    await approveWithTwoReviewers(admin, second, {
      notApplying: 'Confirmed with the county social services office by phone.',
      layer2: 'Partner visited the Lodwar plot and met the chair and two farmers.',
      layer3: 'Registry entry confirmed with the county social services office.',
    })

    await member.goto(profileUrl)
    await hydrated(member)
    await member.locator('main').getByRole('link', { name: 'Contact Expert' }).click()
    await member.waitForURL(/\/project-request\?writer=/)
    await hydrated(member)
    await expect.poll(() => member.getByText('Your request goes to').isVisible()).toBe(true)
    expect(await member.getByTestId('allowance').textContent()).toContain('You can contact 5 more experts today')
    await member.getByLabel('Project title').fill(PROJECT)
    const description = 'We need a full proposal for solar-powered drip irrigation for 300 farmers along the Turkwel river, with a budget and a logframe.'
    await member.getByLabel('Project description').fill(description)
    await expect.poll(() => member.getByTestId('description-counter').textContent()).toBe(`${description.length}/2000`)
    await member.getByLabel('Minimum (USD, optional)').fill('1000')
    await member.getByLabel('Maximum (USD, optional)').fill('2500')
    expect(await seriousViolations(member)).toEqual([])
    await member.getByRole('button', { name: 'Submit Request' }).click()
    await member.waitForURL(/\/dashboard$/)
    await flash(member, 'Project request submitted successfully!')
    await member.goto(`${app.url}/requests`)
    await member.getByRole('link', { name: PROJECT }).click()
    await member.waitForURL(/\/requests\/[0-9a-f-]{36}$/)
    requestUrl = member.url()
    // Before acceptance neither side sees the other's email address.
    expect(await member.locator('main').textContent()).not.toContain(EXPERT.email)
  })

  it('the expert accepts the request and an engagement starts', async () => {
    await expert.goto(requestUrl)
    await hydrated(expert)
    await expect.poll(() => expert.getByRole('heading', { name: PROJECT }).isVisible()).toBe(true)
    expect(await expert.locator('main').textContent()).not.toContain(MEMBER.email)
    expect(await seriousViolations(expert)).toEqual([])
    await expert.getByRole('button', { name: 'Accept' }).click()
    await expert.waitForURL(/\/engagements\/[0-9a-f-]{36}/)
    engagementUrl = expert.url().replace(/\?.*$/, '')
    await flash(expert, 'Request accepted: your engagement has started')
    // Once accepted, the contact details are shown.
    await expert.goto(requestUrl)
    await expect.poll(() => expert.locator('main').textContent()).toContain(MEMBER.email)
  })

  it('a milestone is added, funded in the sandbox, delivered and released; the engagement completes', async () => {
    await member.goto(engagementUrl)
    await hydrated(member)
    await member.getByLabel('Milestone title').fill(MILESTONE)
    await member.getByLabel('Amount (USD)').fill('800')
    await member.getByRole('button', { name: 'Add a milestone' }).click()
    await flash(member, 'Milestone added. Fund it to start the work.')
    expect(await seriousViolations(member)).toEqual([])
    await member.getByRole('button', { name: `Fund $800: ${MILESTONE}` }).click()
    await paySandbox(member, '$800', /\/engagements\/[0-9a-f-]{36}\?payment=success$/)
    // The sandbox delivered the signed event to the webhook; the milestone is funded once it is applied.
    await expect
      .poll(async () => {
        await member.reload()
        return member.getByTestId('milestone').textContent()
      })
      .toContain('Funded in escrow')

    await expert.goto(engagementUrl)
    await hydrated(expert)
    await expert.getByRole('button', { name: `Mark as delivered: ${MILESTONE}` }).click()
    await flash(expert, 'Marked as delivered. The member has been told.')

    await member.goto(engagementUrl)
    await hydrated(member)
    await member.getByRole('button', { name: `Release payment: ${MILESTONE}` }).click()
    await flash(member, 'Payment released to the expert.')
    await expect.poll(() => member.getByTestId('milestone').textContent()).toContain('Released')
    expect(await member.locator('main h1 + p').textContent()).toBe('Completed')
  })

  it('both leave a review; the member’s review is on the expert’s profile', async () => {
    await member.getByLabel('Rating').selectOption('5')
    await member.getByLabel('Your review').fill(REVIEW)
    await member.getByRole('button', { name: 'Submit review' }).click()
    await flash(member, 'Thank you: your review is saved.')
    expect(await seriousViolations(member)).toEqual([])

    await expert.goto(engagementUrl)
    await hydrated(expert)
    await expert.getByLabel('Rating').selectOption('5')
    await expert.getByLabel('Your review').fill('A clear brief, quick answers and prompt payment. Glad to work with Tendai again.')
    await expert.getByRole('button', { name: 'Submit review' }).click()
    await flash(expert, 'Thank you: your review is saved.')
    expect(await expert.getByText("Member's review").isVisible()).toBe(true)
    expect(await expert.getByText("Expert's review").isVisible()).toBe(true)
    expect(await seriousViolations(expert)).toEqual([])

    const visitor = await newPage()
    await visitor.goto(profileUrl)
    await expect.poll(() => visitor.getByText(REVIEW).isVisible()).toBe(true)
    // Only the reviewer's first name is public.
    expect(await visitor.locator('main').textContent()).toMatch(/Tendai, /)
    expect(await visitor.locator('main').textContent()).not.toContain('Moyo')
  })
})
