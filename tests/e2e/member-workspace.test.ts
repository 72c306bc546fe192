import { type Browser, expect, type Page, test } from '@playwright/test'
import { approveWithTwoReviewers, cli, hydrated, newDataDir, pageFactory, seriousViolations, startApp, type AppProcess, signUpInBrowser, signInInBrowser } from './support.ts'

const ADMIN = { email: 'reviewer@example.org', password: 'Review!Passw0rd' }
// Layer 3 of a verification is recorded by a second reviewer (issue 23).
const SECOND = { email: 'second@example.org', password: 'Second!Passw0rd' }
const MEMBER = { name: 'Grace Banda', email: 'grace@example.org', password: 'Malawi!Grants2026' }
const TITLE = 'Lilongwe Beekeeping Cooperative Fund'

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser)

// The journey's steps follow each other, and the last describe signs in as its member.
test.describe.configure({ mode: 'serial' })

// The admins are created with the CLI before the server starts (the embedded database has one
// owner), a hook each, as each hook has the default limit of its own.
let dataDir = ''
test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  dataDir = newDataDir()
  await cli(dataDir, ['create-admin', '--email', ADMIN.email, '--password', ADMIN.password, '--name', 'Rita Reviewer'])
})
test.beforeAll(() => cli(dataDir, ['create-admin', '--email', SECOND.email, '--password', SECOND.password, '--name', 'Sam Second']))
test.beforeAll(async () => {
  app = await startApp({}, dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

const signIn = (page: Page, who: { email: string; password: string }) => signInInBrowser(app, page, who)

/** Saves a Profile Settings tab and waits for its own answer, not an earlier one still on screen. */
async function save(page: Page, tab: string) {
  await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes('/profile')), page.getByRole('button', { name: 'Save changes' }).click()])
  await page.waitForURL(new RegExp(`/profile\\?tab=${tab}(#tabs)?$`))
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeEnabled()
  await page.getByText('Profile updated successfully').first().waitFor()
}

test.describe('A member’s grant submission, from profile to publication', () => {
  let member: Page
  let reviewer: Page
  let publicProfile = ''

  test.describe('a member signs up, fills the profile and submits a grant', () => {
    test('a member signs up', async () => {
      member = await newPage()
      await signUpInBrowser(app, member, MEMBER)
      expect(app.outbox().filter((m) => m.to === MEMBER.email)).toHaveLength(1)
    })

    test('fills the profile', async () => {
      await member.goto(`${app.url}/profile`)
      await hydrated(member)
      await member.getByLabel('Country').selectOption('Malawi')
      // The profile's Language, not the language switchers in the footer and the phone menu.
      await member.locator('main').getByLabel('Language').selectOption('en')
      await save(member, 'profile')
    })

    test('fills the organization', async () => {
      await member.getByRole('link', { name: 'Organization' }).click()
      await member.getByLabel('Organization name').fill('Lilongwe Honey Growers')
      await member.getByLabel('Sector', { exact: true }).selectOption('Agriculture')
      await member.getByLabel('Country of registration').selectOption('Malawi')
      await member.getByLabel('Mission').fill('We help rural families earn a living from beekeeping.')
      await member.getByLabel('Website').fill('https://honey.example.org')
      await save(member, 'organization')
      expect(await seriousViolations(member)).toEqual([])
    })

    test('submits a grant', async () => {
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
      await member.getByText('Grant submitted successfully! It will be reviewed by our team.').first().waitFor()
      await expect(member.locator('main')).toContainText('In review')
      expect(await seriousViolations(member)).toEqual([])
    })
  })
  test.describe('an admin created with the CLI publishes it, and it appears in /discover', () => {
    test('an admin created with the CLI publishes it', async () => {
      const admin = await newPage()
      await signIn(admin, ADMIN)
      await admin.goto(`${app.url}/admin?tab=submissions`)
      await hydrated(admin)
      expect(await seriousViolations(admin)).toEqual([])
      await admin.getByRole('button', { name: `Publish as grant: ${TITLE}` }).click()
      await admin.getByText('Submission published as a grant').first().waitFor()
      await admin.goto(`${app.url}/admin?tab=audit`)
      await expect(admin.getByTestId('audit-log')).toContainText(`Rita Reviewer published the submitted grant “${TITLE}”`)
    })

    test('it appears in /discover', async () => {
      const visitor = await newPage()
      await visitor.goto(`${app.url}/discover?q=beekeeping%20cooperative`)
      expect(await visitor.locator('article h3').allTextContents()).toContain(TITLE)
    })
  })

  test('the member sees it published, with a notification and the email in the outbox', async () => {
    await member.goto(`${app.url}/dashboard`)
    await expect(member.locator('main')).toContainText('Published')
    // "We received your grant submission" and "was published".
    await member.getByRole('link', { name: 'Notifications (2 unread)' }).first().waitFor()
    await member.getByRole('link', { name: 'View published grant' }).click()
    // The grant's page, however long the navigation takes on a busy machine, then its title.
    await member.waitForURL(/\/grant\/[0-9a-f-]{36}$/)
    await expect(member.locator('h1')).toHaveText(TITLE)
    const email = app.outbox().find((m) => m.to === MEMBER.email && m.subject === 'Your grant submission was published')
    expect(email?.text).toContain(TITLE)
  })

  test.describe('the member applies for Standard verification, fills every step, uploads documents, pays in the sandbox and submits', () => {
    test('opens the application; a wrong field shows its message beside it and in the summary', async () => {
      await member.goto(`${app.url}/get-verified`)
      await hydrated(member)
      await member.getByRole('button', { name: 'Apply Now: Standard' }).click()
      await member.waitForURL(/\/verification-application\/\d+/)
      await hydrated(member)
      // A wrong field shows its message beside it and in the summary (no toast); editing the field clears it.
      await member.getByLabel('Registration number').fill('')
      await member.getByRole('button', { name: 'Next' }).click()
      await expect(member.getByText('Registration number is required')).toHaveCount(2)
      await member.getByRole('alert').filter({ hasText: 'There is a problem' }).waitFor()
      // The summary takes the focus and links to the field.
      await expect(member.getByTestId('error-summary')).toBeFocused()
      await member.getByRole('link', { name: 'Registration number is required' }).click()
      await member.getByLabel('Registration number').fill('MW-NGO-2019-0042')
      await expect(member.getByText('Registration number is required')).toHaveCount(0)
      expect(await seriousViolations(member)).toEqual([])
    })

    test('fills the location, mission and leadership steps', async () => {
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 2 of 6: Location').waitFor()
      await member.getByLabel('Country').selectOption('Malawi')
      await member.getByLabel('City').fill('Lilongwe')
      await member.getByLabel('Region/State').fill('Central Region')
      await member.getByLabel('Street address').fill('Plot 12, Area 47')
      await member.getByLabel('Physical address').fill('Plot 12, Area 47, Lilongwe, Malawi')
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 3 of 6: Mission').waitFor()
      await member.getByLabel('Mission statement').fill('We help rural families earn a steady living from beekeeping and honey.')
      await member.getByLabel('Program areas').fill('Beekeeping training, honey processing, market access')
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 4 of 6: Leadership').waitFor()
      const person = member.getByRole('group', { name: 'Person 1' })
      await person.getByLabel('Full name').fill('Grace Banda')
      await person.getByLabel('Role', { exact: true }).fill('Chair')
      await person.getByLabel('Nationality (optional)').selectOption('Malawi')
      await member.getByLabel('Board members').fill('Grace Banda (chair), Peter Phiri (treasurer), Ruth Mwale (secretary)')
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 5 of 6: Documents').waitFor()
      expect(await seriousViolations(member)).toEqual([])
    })

    test('a scan over 10 MB is refused in the browser; the documents are chosen and uploaded with Next', async () => {
      const pdf = (label: string) => Buffer.from(`%PDF-1.7\n% ${label}\n`)
      const group = (name: string) => member.getByRole('group', { name })
      // A scan over 10 MB is refused in the browser, before any of it is sent over costly mobile data.
      await group('Financial statements')
        .getByLabel('Files (PDF, several allowed)')
        .setInputFiles({ name: 'huge-scan.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25) })
      const posts: string[] = []
      member.on('request', (r) => (r.method() === 'POST' ? posts.push(r.url()) : undefined))
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByRole('alert').filter({ hasText: 'huge-scan.pdf is too large: each file may be at most 10 MB.' }).first().waitFor()
      expect(posts).toEqual([])
      await member.getByText('Step 5 of 6: Documents').waitFor()
      await group('Certificate of incorporation')
        .getByLabel('File (PDF, JPG or PNG)')
        .setInputFiles({ name: 'certificate.pdf', mimeType: 'application/pdf', buffer: pdf('certificate') })
      await group('Certificate of incorporation').getByLabel('Description').fill('Certificate of registration, 2019')
      await group('Proof of address')
        .getByLabel('File (PDF, JPG or PNG)')
        .setInputFiles({ name: 'utility-bill.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]) })
      await group('Proof of address').getByLabel('Description').fill('ESCOM electricity bill, October')
      await group('Bank statements (3 consecutive months)')
        .getByLabel('Files (PDF, several allowed)')
        .setInputFiles(['aug', 'sep', 'oct'].map((m) => ({ name: `${m}.pdf`, mimeType: 'application/pdf', buffer: pdf(m) })))
      await group('Bank statements (3 consecutive months)').getByLabel('Description').fill('NBS Bank statements, August to October')
      await group('Financial statements')
        .getByLabel('Files (PDF, several allowed)')
        .setInputFiles({ name: 'accounts-2025.pdf', mimeType: 'application/pdf', buffer: pdf('accounts') })
      await group('Financial statements').getByLabel('Description').fill('Audited accounts 2025')
      // The chosen files are listed with their sizes before anything is sent.
      await expect(member.getByTestId('files_bank_statements-chosen')).toHaveText(/aug\.pdf.*1 kB.*sep\.pdf.*oct\.pdf/)
      await member.screenshot({ path: test.info().outputPath('verify-documents-chosen.png'), fullPage: true })
      // One action keeps the files: Next uploads them, then opens the next step.
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 6 of 6: Pay & Submit').waitFor()
      // Back on the Documents step, every file chosen is listed as uploaded.
      await member.getByRole('button', { name: 'Back' }).click()
      await member.getByText('Step 5 of 6: Documents').waitFor()
      for (const name of ['certificate.pdf', 'utility-bill.png', 'aug.pdf', 'sep.pdf', 'oct.pdf', 'accounts-2025.pdf']) await member.getByRole('link', { name }).waitFor()
      await member.getByRole('button', { name: 'Next' }).click()
      await member.getByText('Step 6 of 6: Pay & Submit').waitFor()
    })

    test('pays in the sandbox and submits', async () => {
      await expect(member.getByRole('button', { name: 'Submit Application' })).toBeDisabled()
      await member.getByRole('button', { name: 'Pay $299' }).click()
      await member.waitForURL(/\/payments\/sandbox\//)
      await member.getByRole('button', { name: 'Pay $299' }).click()
      await member.waitForURL(/payment=success/)
      await member.getByText('Application summary').waitFor()
      expect(await seriousViolations(member)).toEqual([])
      await member.getByLabel(/I declare that the information/).check()
      await member.getByLabel('Signature (type your full name)').fill(MEMBER.name)
      await member.getByRole('button', { name: 'Submit Application' }).click()
      await member.waitForURL(/\/dashboard$/)
      await member.getByText('Application submitted.').first().waitFor()
      await expect(member.locator('main')).toContainText('Your Standard verification is in review')
    })

    test('opening it again shows a read-only summary with where it stands, not the wizard', async () => {
      await member.getByRole('link', { name: 'View application' }).first().click()
      await member.waitForURL(/\/verification-application\/\d+$/)
      await member.getByRole('heading', { name: 'Where your application stands' }).waitFor()
      // The current step is marked for assistive technology, and a decision date is expected.
      await expect(member.locator('li[aria-current="step"]')).toContainText('In review')
      await expect(member.getByTestId('expected-decision')).toContainText('Expected decision by')
      await expect(member.getByTestId('sent-basic')).toContainText('MW-NGO-2019-0042')
      await expect(member.getByTestId('sent-location')).toContainText('Malawi')
      await member.getByRole('link', { name: 'oct.pdf' }).waitFor()
      await expect(member.getByRole('button', { name: 'Submit Application' })).toHaveCount(0)
      await expect(member.getByRole('button', { name: 'Next' })).toHaveCount(0)
      expect(await seriousViolations(member)).toEqual([])
    })
  })
  test.describe('an admin reviews it with its documents and checks, and approves it', () => {
    test('an admin opens it from the queue, with its documents, and runs the checks', async () => {
      reviewer = await newPage()
      const admin = reviewer
      await signIn(admin, ADMIN)
      await admin.goto(`${app.url}/admin`)
      await admin.getByRole('link', { name: 'Verification queue (1)' }).click()
      await admin.waitForURL(/\/admin\/verifications$/)
      await admin.getByRole('link', { name: 'Lilongwe Honey Growers' }).click()
      await admin.waitForURL(/\/admin\/verifications\/\d+$/)
      await admin.getByRole('heading', { name: 'Lilongwe Honey Growers', level: 1 }).waitFor()
      for (const s of ['Standard tier', 'MW-NGO-2019-0042', 'Grace Banda (chair)', 'certificate.pdf', 'oct.pdf', 'Layer 1: automated digital checks'])
        await expect(admin.locator('main')).toContainText(s)
      // The checks run in the background job; "Run the checks again" runs them now.
      await admin.getByRole('button', { name: 'Run the checks again' }).click()
      await admin.getByText('The registration number is not used by any other organization.').waitFor()
      expect(await seriousViolations(admin)).toEqual([])
    })

    test('two reviewers approve it, and the member is emailed', async () => {
      const admin = reviewer
      // A check that did not run (no website, so no email domain to compare) blocks approval until a reviewer records why it does not apply.
      // Layer 2 is recorded by this reviewer; layer 3 and the approval by a second one.
      const second = await newPage()
      await signIn(second, SECOND)
      await approveWithTwoReviewers(admin, second, {
        notApplying: 'No website: the email domain was confirmed by phone with the chair.',
        layer2: 'Partner visited Plot 12, Area 47 on 20 November and met the chair and treasurer.',
        layer3: 'Second reviewer confirmed the NGO Board registry entry and two references.',
      })
      await second.getByText('Verification approved. The member has been emailed.').first().waitFor()
      expect(app.outbox().find((m) => m.to === MEMBER.email && m.subject === 'Your organization is verified (Silver)')).toBeTruthy()
    })
  })
  test('the member’s dashboard and profile show the Silver badge with the verified date', async () => {
    const today = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }).format(new Date())
    await member.goto(`${app.url}/dashboard`)
    await member.locator('main').getByText(`Silver verified · ${today}`).waitFor()
    expect(await seriousViolations(member)).toEqual([])
    await member.goto(`${app.url}/profile`)
    await member.locator('main').getByText(`Silver verified · ${today}`).waitFor()
    expect(await seriousViolations(member)).toEqual([])
  })

  test.describe('the member publishes the public profile, and a funder without an account opens it and the badge check from its QR link', () => {
    test('the member publishes the public profile', async () => {
      await member.goto(`${app.url}/profile/public`)
      await hydrated(member)
      await member.getByLabel('Publish our public profile').check()
      await member.getByLabel('Mission').check()
      await member.getByLabel('Country', { exact: true }).check()
      await member.getByRole('button', { name: 'Save profile settings' }).click()
      await member.getByText('Your public profile is published.').first().waitFor()
      publicProfile = (await member
        .getByRole('link', { name: /\/org\// })
        .first()
        .getAttribute('href'))!
      expect(publicProfile).toMatch(/\/org\/lilongwe-honey-growers$/)
    })

    test('a funder without an account opens it and the badge check from its QR link', async () => {
      const profileUrl = publicProfile
      const funder = await newPage()
      await funder.goto(new URL(profileUrl!, app.url).href)
      await funder.getByRole('heading', { name: 'Lilongwe Honey Growers', level: 1 }).waitFor()
      const body = (await funder.locator('main').textContent()) ?? ''
      expect(body).toContain('We help rural families earn a living from beekeeping.')
      // Nothing private: not the registration number, the documents, the board or the reviewers' notes.
      for (const secret of ['MW-NGO-2019-0042', 'certificate.pdf', 'Grace Banda', 'Partner visited', MEMBER.email]) expect(body).not.toContain(secret)
      expect(await funder.locator('main svg').count()).toBeGreaterThan(0)
      expect(await seriousViolations(funder)).toEqual([])
      await funder.getByRole('link', { name: 'Check this badge' }).click()
      await funder.waitForURL(/\/verify\/[0-9A-Z-]+$/)
      await funder.getByText('Valid: this badge is in force and does not expire.').waitFor()
      await expect(funder.locator('main')).toContainText('Lilongwe Honey Growers')
      expect(await seriousViolations(funder)).toEqual([])
      await funder.setViewportSize({ width: 360, height: 780 })
      await funder.screenshot({ path: test.info().outputPath('badge-check-360.png'), fullPage: true })
    })
  })
})

test.describe('Subscribing to Pro', () => {
  test.describe('another member chooses Pro on the pricing cards, pays in the sandbox and sees Pro on the dashboard', () => {
    let other: Page
    test('another member signs up on the Free plan', async () => {
      other = await newPage()
      const email = 'amina@example.org'
      await signUpInBrowser(app, other, { name: 'Amina Yusuf', email, password: 'Kano!Schools2026' })
      expect(app.outbox().filter((m) => m.to === email)).toHaveLength(1)
      await expect(other.getByTestId('plan')).toHaveText('Free Plan')
    })

    test('chooses Pro on the pricing cards, pays in the sandbox and sees Pro on the dashboard', async () => {
      await other.goto(`${app.url}/#pricing`)
      await hydrated(other)
      // Free is the plan in force: it says so, with no checkout button.
      await expect(other.getByTestId('current-plan')).toHaveText('Your current planManage plan')
      await other.getByRole('button', { name: 'Upgrade to Pro' }).click()
      await other.waitForURL(/\/payments\/sandbox\//)
      await other.getByText('Pro Yearly: $348').waitFor()
      await other.getByRole('button', { name: 'Pay $348' }).click()
      await other.waitForURL(/\/dashboard\?subscription=success$/)
      await expect(other.getByTestId('plan')).toHaveText('Pro Plan')
      await other.getByText('Payment Successful: your organization is now on the Pro plan.').first().waitFor()
      await expect(other.locator('main')).toContainText('Success rate')
      expect(await seriousViolations(other)).toEqual([])
    })

    test('finds the receipt under Billing and cancels the renewal', async () => {
      // The receipt is under Billing; cancelling renewal makes every page say the plan ends.
      await other.getByRole('link', { name: 'Manage plan' }).click()
      await other.waitForURL(/\/billing$/)
      await hydrated(other)
      await other.getByRole('link', { name: /^View receipt HB-\d{6}$/ }).waitFor()
      expect(await seriousViolations(other)).toEqual([])
      await other.getByRole('button', { name: 'Cancel renewal' }).click()
      await expect(other.getByTestId('billing-state')).toHaveText(/^Ends on .*, then Free$/)
      await other.goto(`${app.url}/dashboard`)
      await expect(other.getByTestId('plan-state')).toHaveText(/^\(ends on .*\)$/)
    })
  })
})

test.describe('Toasts belong to the page they were shown on (issue 9)', () => {
  test('a toast shown on /discover is gone once the member moves to another page', async () => {
    const page = await newPage()
    await signIn(page, MEMBER)
    await page.goto(`${app.url}/discover`)
    await hydrated(page)
    await page
      .getByRole('button', { name: /Save grant/ })
      .first()
      .click()
    await page.getByRole('status').filter({ hasText: 'Grant saved!' }).first().waitFor()
    await page.locator('a[href="/get-verified"]:visible').first().click()
    await page.waitForURL(/\/get-verified$/)
    await expect(page.getByText('Grant saved!')).toHaveCount(0)
  })
})
