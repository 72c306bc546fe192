import { type Browser, expect, type Page, test } from '@playwright/test'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { FRENCH_GRANT, writeAssistantData } from './assistant-support.ts'
import { hydrated, newDataDir, pageFactory, runApp, seriousViolations, signInInBrowser } from './support.ts'

/**
 * The assistant's help with applying (issue 28 §1, ADR 080) in Chromium, with the local model: a
 * member whose organization opted in asks "Am I eligible?" on a French grant and reads reasons
 * quoting the grant's sentences, then has the need statement of its application drafted (streamed),
 * edits it and saves it; without JavaScript the same draft comes back whole.
 */
const MEMBER = { name: 'Awa Diop', email: 'awa@dakar-eau.example.org', password: 'Dakar!Eau2026', org: 'Dakar Eau Vive' }
const QUOTE = FRENCH_GRANT.quote

let model: LocalModel
let app: Awaited<ReturnType<typeof runApp>>
let browser: Browser
let env: Record<string, string>
let grantId = ''
let applicationId = ''
const dataDir = newDataDir()
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  model = await startLocalModel()
  env = { LLM_URL: model.url, LLM_MODEL: 'local' }
  // The consent page (/assistant) is the assistant's own (ADR 072; clicked through in
  // assistant-journey.test.ts): here the member, her organization's consent, its profile, a French
  // grant and its application are written before the app starts.
  ;({ grantId, applicationId } = await writeAssistantData(dataDir, MEMBER, { consent: true, application: true }))
  app = await runApp(env, dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
  await model?.close()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

test.describe('with JavaScript', () => {
  let page: Page
  test.beforeAll(async () => {
    page = await newPage()
    await signInInBrowser(app, page, MEMBER)
  })

  test('asks "Am I eligible?" on a French grant and reads reasons quoting its sentences', async () => {
    await page.goto(`${app.url}/grant/${grantId}`)
    await hydrated(page)
    const panel = page.locator('#eligibility')
    await expect(panel.getByText('It sends the grant’s text and these fields of your profile:')).toBeVisible()
    await panel.getByRole('button', { name: 'Am I eligible?' }).click()
    await expect(panel.getByText('Likely eligible')).toBeVisible()
    await expect(panel.locator('blockquote').first()).toHaveText(QUOTE)
    await expect(panel.getByText('The grant says:').first()).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Check again' })).toBeVisible()
    expect(model.requests.filter((r) => r.task === 'eligibility')).toHaveLength(1)
    expect(await seriousViolations(page)).toEqual([])
  })

  test('drafts the need statement as it is written, edits it and saves it', async () => {
    await page.goto(`${app.url}/dashboard/applications/${applicationId}`)
    await hydrated(page)
    await page.getByRole('link', { name: 'Open drafting help' }).click()
    await page.waitForURL(/\/drafts$/)
    await hydrated(page)
    await page.getByLabel('Section').selectOption('need')
    await page.getByRole('button', { name: 'Draft this section' }).click()
    const section = page.locator('#draft-need')
    await expect(section.getByRole('heading', { name: 'Need statement' })).toBeVisible()
    expect(model.requests.filter((r) => r.task === 'drafting').at(-1)?.stream).toBe(true)
    await expect(section.getByText('from: mission', { exact: true })).toBeVisible()
    await expect(section.getByText('from: country', { exact: true })).toBeVisible()
    const box = section.getByLabel('Need statement: your text')
    await expect(box).toHaveValue(/Its mission: Bring clean water to rural clinics in Thiès\. \[from: mission\]/)
    await box.fill('Thiès needs clean water in its clinics. We have worked there since 2009 [from: mission].')
    await section.getByRole('button', { name: 'Save' }).click()
    await expect(page.getByText('Your text is saved.').first()).toBeVisible()
    await expect(section.getByText('Thiès needs clean water in its clinics. We have worked there since 2009', { exact: true })).toBeVisible()
    await expect(box).toHaveValue('Thiès needs clean water in its clinics. We have worked there since 2009 [from: mission].')
    expect(await seriousViolations(page)).toEqual([])
  })
})

test('without JavaScript, a draft comes back whole with the page', async () => {
  const page = await newPage({ javaScriptEnabled: false })
  await page.goto(`${app.url}/auth`)
  await page.getByLabel('Email').fill(MEMBER.email)
  await page.getByLabel('Password').fill(MEMBER.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  await page.waitForURL(/\/dashboard/)
  await page.goto(`${app.url}/dashboard/applications/${applicationId}/drafts`)
  await page.getByLabel('Section').selectOption('objectives')
  await page.getByRole('button', { name: 'Draft this section' }).click()
  await page.waitForURL(/\/drafts(#draft-objectives)?$/)
  await expect(page.locator('#draft-objectives').getByRole('heading', { name: 'Objectives' })).toBeVisible()
  await expect(page.locator('#draft-objectives').getByText('from: mission', { exact: true })).toBeVisible()
  expect(model.requests.filter((r) => r.task === 'drafting').at(-1)?.stream).toBe(false)
})
