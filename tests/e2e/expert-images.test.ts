import { type Browser, expect, type Page, test } from '@playwright/test'
import { eq } from 'drizzle-orm'
import { openDatabase } from '../../app/db/client.server.ts'
import { expertAiConsents, experts, user } from '../../app/db/schema/index.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { hydrated, newDataDir, pageFactory, runApp, seriousViolations, signInInBrowser, signUpInBrowser } from './support.ts'

/**
 * Image generation (ADR 082) in Chromium on the local model: an Elite expert who opted in
 * describes a proposal cover, generates it and sees the image, marked AI-generated, and downloads
 * it; the same form works without JavaScript.
 */
const EXPERT = { name: 'Amani Wekesa', email: 'amani@example.org', password: 'Kisumu!Covers2026' }
const ENV = (model: LocalModel) => ({ LLM_URL: model.url, LLM_MODEL: 'local', LLM_IMAGE_MODEL: 'local', SEED_GRANTS: '20' })

let model: LocalModel
let app: Awaited<ReturnType<typeof runApp>>
let browser: Browser
const dataDir = newDataDir('20')
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  model = await startLocalModel()
  app = await runApp(ENV(model), dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
  await model?.close()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

// The expert's Elite membership and opt-in are written while the app is stopped (the embedded
// database has one owner); the image is generated through the page.
test('an expert signs up and is an Elite member who opted in', async () => {
  const page = await newPage()
  await signUpInBrowser(app, page, EXPERT)
  await page.context().close()
  await app.stop({ keepData: true })
  const database = await openDatabase({ dataDir })
  try {
    const [row] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, EXPERT.email))
    const [expert] = await database.db
      .insert(experts)
      .values({
        userId: row.id,
        professionalTitle: 'Grant writer for water and health',
        bio: 'Proposals for community water projects around Lake Victoria.',
        applicationStatus: 'approved',
        membershipStatus: 'active',
        membershipTier: 'elite',
        membershipExpiresAt: new Date(Date.now() + 300 * 86_400_000),
      })
      .returning({ id: experts.id })
    await database.db.insert(expertAiConsents).values({ expertId: expert.id, consentedBy: row.id })
  } finally {
    await database.close()
  }
  app = await runApp(ENV(model), dataDir)
})

async function generate(page: Page, description: string) {
  await page.getByLabel('What the image is for').selectOption('proposal_cover')
  await page.getByLabel('Size').selectOption('1536x1024')
  await page.getByLabel('Describe the image').fill(description)
  await page.getByRole('button', { name: 'Generate the image' }).click()
  const image = page.getByRole('img', { name: `AI-generated image: ${description}` })
  await expect(image).toBeVisible()
  // The browser decoded the PNG at the size asked for.
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => `${img.naturalWidth}x${img.naturalHeight}`)).toBe('1536x1024')
  return page.locator('li', { has: image })
}

test('with JavaScript: the expert generates a proposal cover, sees it marked AI-generated, and downloads it', async () => {
  const page = await newPage()
  await signInInBrowser(app, page, EXPERT)
  await page.goto(`${app.url}/expert`)
  await page.getByRole('link', { name: 'Image generation' }).click()
  await page.waitForURL(/\/expert\/images$/)
  await hydrated(page)
  await expect(page.getByRole('heading', { name: 'What is sent to the model' })).toBeVisible()
  const item = await generate(page, 'Fishers mending nets at dawn on Lake Victoria')
  await expect(item.getByText('AI-generated', { exact: true })).toBeVisible()
  await expect(page.getByText('1 of 100 images used this month')).toBeVisible()
  expect(await seriousViolations(page)).toEqual([])
  const [download] = await Promise.all([page.waitForEvent('download'), item.getByRole('link', { name: 'Download' }).click()])
  expect(download.suggestedFilename()).toMatch(/^ai-generated-proposal-cover-\d{4}-\d{2}-\d{2}\.png$/)
})

test('without JavaScript: the same form posts, and the image is listed after the redirect', async () => {
  // Signed in with JavaScript; the session then browses without it.
  const signedIn = await newPage()
  await signInInBrowser(app, signedIn, EXPERT)
  const page = await newPage({ javaScriptEnabled: false, storageState: await signedIn.context().storageState() })
  await page.goto(`${app.url}/expert/images`)
  await generate(page, 'A clinic courtyard with a new water tank')
  await expect(page.getByText('2 of 100 images used this month')).toBeVisible()
})
