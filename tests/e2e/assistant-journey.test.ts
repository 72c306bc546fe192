import { type Browser, expect, type Page, test } from '@playwright/test'
import { ASSISTANT_MONTHLY_REQUESTS } from '../../app/catalog/assistant.ts'
import { LANGUAGE_NAMES } from '../../app/catalog/languages.ts'
import { EXPERT_ASSISTANT_FEATURES, EXPERT_TIERS, expertFeatureId } from '../../app/catalog/expert-membership.ts'
import { featureText, needsAssistant, PLANS } from '../../app/catalog/plans.ts'
import { type LocalModel, startLocalModel } from '../../app/domain/assistant/local-model/local-model.server.ts'
import { pseudoTranslate } from '../../app/domain/assistant/local-model/answers/translation.ts'
import { expertFeatureName } from '../../app/domain/experts/expert-tier-name.ts'
import { type MessageId, t } from '../../app/i18n/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import { FRENCH_GRANT, MISSION, writeAssistantData } from './assistant-support.ts'
import { hydrated, newDataDir, pageFactory, runApp, seen, seriousViolations, signInInBrowser } from './support.ts'

/**
 * Issue 28's "Done means" in Chromium: with the local model, a member who reads the site in Swahili
 * opts her organization in on /assistant, reads a French grant in Swahili (marked as a machine
 * translation, the original a tap away), asks "Am I eligible?" and reads a verdict with reasons
 * quoting the grant's own sentences, starts an application, has its need statement drafted, edits
 * and saves it. Then the same app, same data, without a model: the same pages offer no assistant,
 * /assistant is not there, and pricing and the expert memberships sell nothing that needs it.
 */
const MEMBER = { name: 'Neema Mwakilema', email: 'neema@maji-safi.example.org', password: 'MajiSafi!2026', org: 'Maji Safi Sahel' }

/** A message in Swahili, as the app writes it. */
const sw = (id: MessageId, params?: Record<string, string | number>) => withLanguage('sw', () => t(id, params))
const NOT_OFFERED = sw('billing.needsAssistant')

let model: LocalModel
let app: Awaited<ReturnType<typeof runApp>>
let browser: Browser
let grantId = ''
const dataDir = newDataDir()
const { errors, newPage, close } = pageFactory(() => browser)

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ browser: shared }) => {
  browser = shared
  model = await startLocalModel()
  // The member, her organization's profile and a French demo grant are written before the app starts;
  // everything the assistant does is clicked through.
  ;({ grantId } = await writeAssistantData(dataDir, MEMBER))
  app = await runApp({ LLM_URL: model.url, LLM_MODEL: 'local' }, dataDir)
})
test.afterAll(async () => {
  await close()
  await app?.stop()
  await model?.close()
})
test.afterEach(() => {
  expect(errors.splice(0)).toEqual([])
})

/** Opens the account menu in the header (a <details>), so its links show. */
async function openAccountMenu(page: Page) {
  await page.getByLabel(sw('nav.userMenu')).click()
  await expect(page.locator('header').getByRole('link', { name: sw('nav.team') })).toBeVisible()
}

test.describe('with the local model', () => {
  let page: Page
  test.beforeAll(async () => {
    page = await newPage()
    await signInInBrowser(app, page, MEMBER)
  })

  test('she reads the site in Swahili: the switcher keeps it on her profile', async () => {
    await hydrated(page)
    await page.locator('footer').getByLabel('Language').selectOption('sw')
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    // Kept on her profile, not only in this browser: a new browser context signed in reads Swahili too.
    const other = await newPage()
    await signInInBrowser(app, other, MEMBER)
    await expect(other.locator('html')).toHaveAttribute('lang', 'sw')
    await other.context().close()
  })

  test('she opts her organization in on /assistant, through the menu', async () => {
    await page.goto(`${app.url}/dashboard`)
    await hydrated(page)
    await openAccountMenu(page)
    await page
      .locator('header')
      .getByRole('link', { name: sw('nav.assistant') })
      .click()
    await page.waitForURL(/\/assistant$/)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: sw('assistant.title') })).toBeVisible()
    await expect(page.getByText(sw('assistant.consentOff', { organization: MEMBER.org }))).toBeVisible()
    await page.getByRole('button', { name: sw('assistant.optIn', { organization: MEMBER.org }) }).click()
    await expect(page.getByText(sw('assistant.optedIn')).first()).toBeVisible()
    await expect(page.getByRole('button', { name: sw('assistant.optOut') })).toBeVisible()
    expect(await seriousViolations(page)).toEqual([])
  })

  test('she translates the French grant into Swahili: a machine translation, the original one tap away', async () => {
    await page.goto(`${app.url}/grant/${grantId}`)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_GRANT.title)
    await page.getByRole('button', { name: sw('grantTranslation.translate', { language: LANGUAGE_NAMES.sw }) }).click()
    await page.waitForURL(/\?translated=1$/)
    const note = page.getByTestId('translation-note')
    await expect(note).toContainText(sw('grantTranslation.machineNote', { from: LANGUAGE_NAMES.fr, into: LANGUAGE_NAMES.sw }))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(pseudoTranslate(FRENCH_GRANT.title, 'sw'))
    await expect(page.getByText(pseudoTranslate(FRENCH_GRANT.description, 'sw'))).toBeVisible()
    expect(model.requests.filter((r) => r.task === 'translation')).toHaveLength(1)
    expect(await seriousViolations(page)).toEqual([])
    // The original, one tap away.
    await note.getByRole('link', { name: sw('grantTranslation.showOriginal', { from: LANGUAGE_NAMES.fr }) }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_GRANT.title)
    await expect(page.getByText(FRENCH_GRANT.description)).toBeVisible()
    await expect(note).toHaveCount(0)
  })

  test('she asks "Am I eligible?" and reads a verdict with reasons quoting the grant', async () => {
    const panel = page.locator('#eligibility')
    await panel.getByRole('button', { name: sw('assistantApply.eligibility.ask') }).click()
    await expect(panel.getByText(sw('assistantApply.verdict.yes'))).toBeVisible()
    await expect(panel.getByText(sw('assistantApply.eligibility.quote')).first()).toBeVisible()
    const quotes = (await panel.locator('blockquote').allTextContents()).map((q) => seen(q).trim())
    expect(quotes).toContain(FRENCH_GRANT.quote)
    // Every quote shown is the grant's own words.
    const grantText = `${FRENCH_GRANT.title} ${FRENCH_GRANT.description} ${FRENCH_GRANT.eligibility}`
    for (const quote of quotes) expect(grantText).toContain(quote)
    await expect(panel.getByText(sw('assistantApply.eligibility.quoteNotFound'))).toHaveCount(0)
    await expect(panel.getByRole('button', { name: sw('assistantApply.eligibility.askAgain') })).toBeVisible()
    expect(model.requests.filter((r) => r.task === 'eligibility')).toHaveLength(1)
  })

  test('she starts an application, drafts its need statement, edits it, saves it and finds her edit after a reload', async () => {
    await page.getByRole('button', { name: sw('grant.applyNow') }).click()
    await page.getByRole('link', { name: sw('grant.viewApplication') }).click()
    await page.waitForURL(/\/dashboard$/)
    await hydrated(page)
    await page.getByRole('link', { name: FRENCH_GRANT.title }).click()
    await page.waitForURL(/\/dashboard\/applications\/[0-9a-f-]+$/)
    await hydrated(page)
    await page.getByRole('link', { name: sw('assistantApply.drafts.openLink') }).click()
    await page.waitForURL(/\/drafts$/)
    await hydrated(page)
    await expect(page.getByRole('heading', { level: 1, name: sw('assistantApply.drafts.title') })).toBeVisible()
    await page.getByLabel(sw('assistantApply.drafts.section')).selectOption('need')
    await page.getByRole('button', { name: sw('assistantApply.drafts.draft') }).click()
    const need = sw('assistantApply.section.need')
    const section = page.locator('#draft-need')
    await expect(section.getByRole('heading', { name: need })).toBeVisible()
    const box = section.getByLabel(sw('assistantApply.drafts.body', { section: need }))
    await expect(box).toHaveValue(new RegExp(MISSION.replace(/[.]/g, '\\.')))
    expect(model.requests.filter((r) => r.task === 'drafting')).toHaveLength(1)
    const edited = 'Zahanati za vijijini za Thiès hazina maji safi. Tumefanya kazi huko tangu 2009 [from: mission].'
    await box.fill(edited)
    await section.getByRole('button', { name: sw('assistantApply.drafts.save') }).click()
    await expect(page.getByText(sw('assistantApply.drafts.saved')).first()).toBeVisible()
    await page.reload()
    await hydrated(page)
    await expect(page.locator('#draft-need').getByLabel(sw('assistantApply.drafts.body', { section: need }))).toHaveValue(edited)
    expect(model.requests.filter((r) => r.task === 'drafting')).toHaveLength(1)
    expect(await seriousViolations(page)).toEqual([])
  })
})

test.describe('without a model: the same app and data', () => {
  let page: Page
  test.beforeAll(async () => {
    await app.stop({ keepData: true })
    app = await runApp({}, dataDir)
    page = await newPage()
    await signInInBrowser(app, page, MEMBER)
  })

  test('the grant page offers no translation and no "Am I eligible?", and the menu no assistant', async () => {
    await page.goto(`${app.url}/grant/${grantId}`)
    await hydrated(page)
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_GRANT.title)
    await expect(page.getByRole('button', { name: sw('grant.applyNow') }).or(page.getByRole('link', { name: sw('grant.viewApplication') }))).toBeVisible()
    await expect(page.getByText(sw('grantTranslation.translate', { language: LANGUAGE_NAMES.sw }))).toHaveCount(0)
    await expect(page.locator(`form[action="/grant/${grantId}/translate"]`)).toHaveCount(0)
    await expect(page.locator('#eligibility')).toHaveCount(0)
    await expect(page.getByText(sw('assistantApply.eligibility.ask'))).toHaveCount(0)
    await openAccountMenu(page)
    await expect(page.locator('a[href="/assistant"]')).toHaveCount(0)
    // Asking for the translation shows no saved one either: the funder's words, no note.
    await page.goto(`${app.url}/grant/${grantId}?translated=1`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(FRENCH_GRANT.title)
    await expect(page.getByTestId('translation-note')).toHaveCount(0)
  })

  test('/assistant is not there', async () => {
    // Asked with her session's cookies (a page visit would log the 404 as a console error).
    const response = await page.request.get(`${app.url}/assistant`, { maxRedirects: 0 })
    expect(response.status()).toBe(404)
  })

  test('pricing marks the assistant "not offered here" on every plan, never included', async () => {
    await page.goto(`${app.url}/#pricing`)
    await hydrated(page)
    const pricing = page.locator('#pricing')
    for (const plan of PLANS)
      for (const feature of plan.features.filter(needsAssistant)) {
        const text = withLanguage('sw', () => featureText(feature, { count: ASSISTANT_MONTHLY_REQUESTS[plan.id] }))
        const items = pricing.locator('li', { hasText: text })
        await expect(items.first()).toBeVisible()
        for (const item of await items.all()) await expect(item).toContainText(NOT_OFFERED)
      }
    const assistantFeatures = PLANS.reduce((n, plan) => n + plan.features.filter(needsAssistant).length, 0)
    await expect(pricing.locator('li[data-not-offered]')).toHaveCount(assistantFeatures)
  })

  test('the expert memberships mark their assistant features "not offered here"', async () => {
    await page.goto(`${app.url}/grant-experts`)
    await hydrated(page)
    let count = 0
    for (const tier of EXPERT_TIERS)
      for (const feature of tier.features.filter((f) => EXPERT_ASSISTANT_FEATURES.has(expertFeatureId(f)))) {
        count++
        const item = page.locator('li', { hasText: withLanguage('sw', () => expertFeatureName(expertFeatureId(feature))) })
        await expect(item.first()).toBeVisible()
        for (const one of await item.all()) await expect(one).toContainText(NOT_OFFERED)
      }
    expect(count).toBeGreaterThan(0)
    await expect(page.locator('li[data-not-offered]')).toHaveCount(count)
  })
})
