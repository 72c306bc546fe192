import { execFileSync } from 'node:child_process'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { hydrated, launchBrowser, newDataDir, pageFactory, seriousViolations, startApp, type AppProcess } from './support.ts'

const root = path.resolve(import.meta.dirname, '../..')
const ADMIN = { email: 'reviewer@example.org', password: 'Review!Passw0rd' }
const MEMBER = { name: 'Grace Banda', email: 'grace@example.org', password: 'Malawi!Grants2026' }
const TITLE = 'Lilongwe Beekeeping Cooperative Fund'

let app: AppProcess
let browser: Browser
const { errors, newPage } = pageFactory(() => browser)
beforeAll(async () => {
  // The admin is created with the CLI before the server starts (the embedded database has one owner).
  const dataDir = newDataDir()
  execFileSync(process.execPath, [path.join(root, 'scripts/cli.ts'), 'create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Rita Reviewer'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'pipe',
  })
  ;[app, browser] = await Promise.all([startApp({}, dataDir), launchBrowser()])
})
afterAll(async () => {
  await browser?.close()
  await app?.stop()
})
afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto(`${app.url}/auth`)
  await hydrated(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/dashboard$/)
}

/** Saves a Profile Settings tab and waits for its own answer, not an earlier one still on screen. */
async function save(page: Page, tab: string) {
  await Promise.all([
    page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/profile')),
    page.getByRole('button', { name: 'Save changes' }).click(),
  ])
  await page.waitForURL(new RegExp(`/profile\\?tab=${tab}$`))
  await expect.poll(() => page.getByRole('button', { name: 'Save changes' }).isEnabled()).toBe(true)
  await expect.poll(() => page.getByText('Profile updated successfully').first().isVisible()).toBe(true)
}

describe('A member’s grant submission, from profile to publication', () => {
  let member: Page

  it('a member signs up, fills the profile and submits a grant', async () => {
    member = await newPage()
    await member.goto(`${app.url}/auth?tab=signup`)
    await hydrated(member)
    await member.getByLabel('Full Name').fill(MEMBER.name)
    await member.getByLabel('Email').fill(MEMBER.email)
    await member.getByLabel('Password').fill(MEMBER.password)
    await member.getByRole('button', { name: 'Create Account' }).click()
    await expect.poll(() => app.outbox().filter((m) => m.to === MEMBER.email).length).toBe(1)
    await member.goto(app.outbox().find((m) => m.to === MEMBER.email)!.text.match(/https?:\/\/\S+/)![0])
    await member.waitForURL(/\/dashboard$/)

    await member.goto(`${app.url}/profile`)
    await hydrated(member)
    await member.getByLabel('Country').selectOption('Malawi')
    await member.getByLabel('Language').selectOption('en')
    await save(member, 'profile')
    await member.getByRole('link', { name: 'Organization' }).click()
    await member.getByLabel('Organization name').fill('Lilongwe Honey Growers')
    await member.getByLabel('Sector', { exact: true }).selectOption('Agriculture')
    await member.getByLabel('Country of registration').selectOption('Malawi')
    await member.getByLabel('Mission').fill('We help rural families earn a living from beekeeping.')
    await member.getByLabel('Website').fill('https://honey.example.org')
    await save(member, 'organization')
    expect(await seriousViolations(member)).toEqual([])

    await member.goto(`${app.url}/submit-grant`)
    await hydrated(member)
    await member.getByLabel('Grant title').fill(TITLE)
    await member.getByLabel('Description').fill('Grants of up to $15,000 for beekeeping cooperatives that train young people around Lilongwe.')
    await member.getByLabel('Funder name').fill('Zambezi Rural Development Foundation')
    await member.getByLabel('Application URL').fill('https://zambezi.example.org/beekeeping')
    await member.getByLabel('Maximum amount (USD, optional)').fill('15000')
    await member.getByLabel('Agriculture').check()
    await member.getByLabel('Southern Africa').check()
    expect(await seriousViolations(member)).toEqual([])
    await member.getByRole('button', { name: 'Submit Grant' }).click()
    await member.waitForURL(/\/dashboard$/)
    await expect.poll(() => member.getByText('Grant submitted successfully! It will be reviewed by our team.').first().isVisible()).toBe(true)
    expect(await member.locator('main').textContent()).toContain('In review')
    expect(await seriousViolations(member)).toEqual([])
  })

  it('an admin created with the CLI publishes it, and it appears in /discover', async () => {
    const admin = await newPage()
    await signIn(admin, ADMIN)
    await admin.goto(`${app.url}/admin?tab=submissions`)
    await hydrated(admin)
    expect(await seriousViolations(admin)).toEqual([])
    await admin.getByRole('button', { name: `Publish as grant: ${TITLE}` }).click()
    await expect.poll(() => admin.getByText('Submission published as a grant').first().isVisible()).toBe(true)
    await admin.goto(`${app.url}/admin?tab=audit`)
    expect(await admin.locator('main').textContent()).toContain('submission.publish')

    const visitor = await newPage()
    await visitor.goto(`${app.url}/discover?q=beekeeping%20cooperative`)
    expect(await visitor.locator('article h3').allTextContents()).toContain(TITLE)
  })

  it('the member sees it published, with a notification and the email in the outbox', async () => {
    await member.goto(`${app.url}/dashboard`)
    const dashboard = await member.locator('main').textContent()
    expect(dashboard).toContain('Published')
    await expect.poll(() => member.getByRole('link', { name: 'Notifications (1 unread)' }).first().isVisible()).toBe(true)
    await member.getByRole('link', { name: 'View published grant' }).click()
    await expect.poll(() => member.locator('h1').textContent()).toBe(TITLE)
    const email = app.outbox().find((m) => m.to === MEMBER.email && m.subject === 'Your grant submission was published')
    expect(email?.text).toContain(TITLE)
  })

  it('the member applies for Basic verification, fills every step, pays in the sandbox and submits', async () => {
    await member.goto(`${app.url}/get-verified`)
    await hydrated(member)
    await member.getByRole('button', { name: 'Apply Now: Basic' }).click()
    await member.waitForURL(/\/verification-application\/\d+/)
    await hydrated(member)
    // A wrong field shows its message and the Validation Error; editing the field clears it.
    await member.getByLabel('Registration number').fill('')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Registration number is required').isVisible()).toBe(true)
    await member.getByLabel('Registration number').fill('MW-NGO-2019-0042')
    await expect.poll(() => member.getByText('Registration number is required').isVisible()).toBe(false)
    expect(await seriousViolations(member)).toEqual([])
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 2 of 4: Location').isVisible()).toBe(true)
    await member.getByLabel('Country').selectOption('Malawi')
    await member.getByLabel('City').fill('Lilongwe')
    await member.getByLabel('Region/State').fill('Central Region')
    await member.getByLabel('Street address').fill('Plot 12, Area 47')
    await member.getByLabel('Physical address').fill('Plot 12, Area 47, Lilongwe, Malawi')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 3 of 4: Mission').isVisible()).toBe(true)
    await member.getByLabel('Mission statement').fill('We help rural families earn a steady living from beekeeping and honey.')
    await member.getByLabel('Program areas').fill('Beekeeping training, honey processing, market access')
    await member.getByRole('button', { name: 'Next' }).click()
    await expect.poll(() => member.getByText('Step 4 of 4: Pay & Submit').isVisible()).toBe(true)
    expect(await member.getByRole('button', { name: 'Submit Application' }).isDisabled()).toBe(true)
    await member.getByRole('button', { name: 'Pay $150' }).click()
    await member.waitForURL(/\/payments\/sandbox\//)
    await member.getByRole('button', { name: 'Pay $150' }).click()
    await member.waitForURL(/payment=success/)
    await expect.poll(() => member.getByText('Application summary').isVisible()).toBe(true)
    expect(await seriousViolations(member)).toEqual([])
    await member.getByLabel(/I declare that the information/).check()
    await member.getByLabel('Signature (type your full name)').fill(MEMBER.name)
    await member.getByRole('button', { name: 'Submit Application' }).click()
    await member.waitForURL(/\/dashboard$/)
    await expect.poll(() => member.getByText('Application submitted.').first().isVisible()).toBe(true)
  })
})
