import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { type Browser, expect, type Page, test } from '@playwright/test'
import { hydrated, pageFactory, seriousViolations, startApp, type AppProcess, signUpInBrowser } from './support.ts'

/**
 * Issue 14 in Chromium, against the real server with its job runner on: an owner buys Premium in
 * the payment sandbox, invites a colleague, who signs up with the invited address and accepts; the
 * owner assigns her an application and she is notified; then the owner creates an API key on
 * /team/api and `curl` lists opportunities with it, and the call shows in the key's log.
 */
const OWNER = { name: 'Wanjiru Kamau', email: 'wanjiru@example.org', password: 'Nakuru!Grants2026', org: 'Nakuru Water Collective' }
const COLLEAGUE = { name: 'Amina Odhiambo', email: 'amina@example.org', password: 'Kisumu!Team2026x' }

let app: AppProcess
let browser: Browser
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  app = await startApp({ SEED_GRANTS: '40', JOBS: 'on' })
})
test.afterAll(async () => {
  await close()
  await app?.stop()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

const visible = (page: Page, text: string | RegExp) => page.getByText(text).first().waitFor()

/** The billing page names the plan once the sandbox's signed event has reached the webhook. */
async function onPlan(page: Page, plan: string) {
  await expect(async () => {
    expect(await (await page.request.get(`${app.url}/billing`)).text()).toContain(plan)
  }).toPass()
}

test.describe('A team and its API', () => {
  let owner: Page
  let colleague: Page
  let link = ''
  let applicationUrl = ''

  test.describe('an owner on Premium invites a colleague, who signs up with the invited address and joins the team', () => {
    test('the owner signs up and buys Premium in the sandbox', async () => {
      owner = await newPage()
      await signUpInBrowser(app, owner, OWNER)
      await owner.goto(`${app.url}/#pricing`)
      await hydrated(owner)
      await owner.locator('form[action="/pricing/checkout"]:has(input[name="plan"][value="premium"]) button').click()
      await owner.waitForURL(/\/payments\/sandbox\//)
      await owner.getByRole('button', { name: /^Pay / }).click()
      await onPlan(owner, 'Premium')
    })

    test('the owner invites a colleague, and the invitation is emailed', async () => {
      await owner.goto(`${app.url}/team`)
      await hydrated(owner)
      await owner.getByLabel('Email address').fill(COLLEAGUE.email)
      await owner.getByLabel('Role', { exact: true }).selectOption('editor')
      await owner.getByRole('button', { name: 'Send invitation' }).click()
      await visible(owner, 'Invitation sent.')
      expect(await seriousViolations(owner)).toEqual([])

      const invitation = () => app.outbox().find((m) => m.to.includes(COLLEAGUE.email) && m.subject.includes(OWNER.org))
      // The invitation is emailed by a background job.
      await expect(async () => expect(invitation()).toBeTruthy()).toPass()
      link = invitation()!.text.match(/https?:\/\/\S+\/team\/invite\/\S+/)![0]
    })

    test('the colleague signs up with the invited address', async () => {
      colleague = await newPage()
      await signUpInBrowser(app, colleague, COLLEAGUE)
    })

    test('the colleague opens the invitation and joins the team', async () => {
      await colleague.goto(link)
      await hydrated(colleague)
      expect(await seriousViolations(colleague)).toEqual([])
      await colleague.getByRole('button', { name: `Join ${OWNER.org}` }).click()
      await colleague.waitForURL(/\/(dashboard|team)/)
      await colleague.goto(`${app.url}/team`)
      await visible(colleague, OWNER.name)
      await visible(colleague, COLLEAGUE.name)
    })
  })

  test.describe('the owner applies for a grant and assigns it to the colleague, who is notified and comments', () => {
    test('the owner applies for a grant', async () => {
      await owner.goto(`${app.url}/discover`)
      await hydrated(owner)
      // The first grant listed, opened by its address (the discovery journeys test the click itself).
      const grantPath = await owner.locator('article h3 a').first().getAttribute('href')
      expect(grantPath).toMatch(/^\/grant\//)
      await owner.goto(`${app.url}${grantPath}`)
      await hydrated(owner)
      // The application is made once the server has answered the button's form.
      await Promise.all([
        owner.waitForResponse((r) => r.request().method() === 'POST' && r.url().includes(grantPath!)),
        owner
          .getByRole('button', { name: /Apply|Track/ })
          .first()
          .click(),
      ])
    })

    test('assigns it to the colleague', async () => {
      await owner.goto(`${app.url}/dashboard?tab=applications`)
      await owner.locator('a[href^="/dashboard/applications/"]').first().click()
      await owner.waitForURL(/\/dashboard\/applications\//)
      await hydrated(owner)
      await owner.getByRole('combobox', { name: 'Assigned to' }).selectOption({ label: COLLEAGUE.name })
      await owner.getByRole('button', { name: 'Save assignee' }).click()
      await visible(owner, 'Application assigned.')
      expect(await seriousViolations(owner)).toEqual([])
      applicationUrl = owner.url()
    })

    test('the colleague is notified and comments, mentioning the owner', async () => {
      await colleague.goto(`${app.url}/notifications`)
      await visible(colleague, new RegExp(`${OWNER.name} assigned you the application`))
      await colleague.goto(applicationUrl)
      await hydrated(colleague)
      await colleague.getByLabel('Add a comment').fill(`@${OWNER.name} I will draft the budget this week.`)
      await colleague.getByRole('button', { name: 'Add comment' }).click()
      await visible(colleague, 'Comment added. The team members you mentioned were notified.')
      await colleague.setViewportSize({ width: 360, height: 780 })
      await colleague.screenshot({ path: test.info().outputPath('application-team-360.png'), fullPage: true })
      expect(await seriousViolations(colleague)).toEqual([])
    })

    test('the colleague deletes a comment posted by mistake and edits her first one', async () => {
      // She takes back a second comment posted by mistake: her own comments have a Delete button.
      await colleague.getByLabel('Add a comment').fill('Posted on the wrong application, sorry.')
      await colleague.getByRole('button', { name: 'Add comment' }).click()
      await visible(colleague, 'Posted on the wrong application, sorry.')
      await colleague
        .getByRole('button', { name: /^Delete the comment by Amina Odhiambo/ })
        .last()
        .click()
      await visible(colleague, 'Comment deleted.')
      await expect(colleague.getByText('Posted on the wrong application, sorry.')).toHaveCount(0)
      await visible(colleague, 'I will draft the budget this week.')

      // And corrects her first one: Edit opens the text in place.
      await colleague.locator('summary').filter({ hasText: /^Edit/ }).first().click()
      await colleague.getByLabel('Your comment').fill(`@${OWNER.name} I will draft the budget by Thursday.`)
      await colleague.getByRole('button', { name: 'Save comment' }).click()
      await visible(colleague, 'Comment updated.')
      await visible(colleague, 'I will draft the budget by Thursday.')
      expect(await seriousViolations(colleague)).toEqual([])
    })
  })

  test('the owner creates an API key, and curl lists opportunities with it; the call is logged', async () => {
    await owner.goto(`${app.url}/team/api`)
    await hydrated(owner)
    await owner.getByLabel('Name').fill('Reporting server')
    await owner.getByRole('button', { name: 'Create key' }).click()
    await visible(owner, 'API key created. Copy it now: it will not be shown again.')
    const key = (await owner.getByLabel('API key').inputValue()).trim()
    expect(key).toMatch(/^hrb_/)
    expect(await seriousViolations(owner)).toEqual([])

    const { stdout } = await promisify(execFile)('curl', ['-s', '-H', `Authorization: Bearer ${key}`, `${app.url}/common-grants/opportunities?pageSize=3`])
    const body = JSON.parse(stdout)
    expect(body.items).toHaveLength(3)
    expect(body.paginationInfo.pageSize).toBe(3)
    for (const item of body.items) expect(item).toMatchObject({ id: expect.any(String), title: expect.any(String), status: { value: expect.stringMatching(/open|closed/) } })

    await owner.reload()
    await visible(owner, '/common-grants/opportunities')
  })
})
