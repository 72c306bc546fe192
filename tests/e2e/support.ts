import { execFile, spawn, type ChildProcess } from 'node:child_process'
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import AxeBuilder from '@axe-core/playwright'
import { type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test'

const root = path.resolve(import.meta.dirname, '../..')

export { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../support/chromium.ts'

/** Where the global setup (tests/e2e/global-setup.ts) left its seeded data folders, one per SEED_GRANTS count. */
export const TEMPLATES_ENV = 'HARAMBEE_E2E_TEMPLATES'
/** Where the global setup left the migrated database the layout sweep's in-process servers start from (tests/support/database-template.ts). */
export const DATABASE_TEMPLATE_ENV = 'HARAMBEE_E2E_DATABASE_TEMPLATE'
/** The spawned servers and CLI runs share Node's compile cache, so each spawn compiles less. */
const NODE_COMPILE_CACHE = path.join(tmpdir(), 'harambee-e2e-compile-cache')

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number }
      probe.close(() => resolve(port))
    })
  })
}

export interface AppProcess {
  url: string
  dataDir: string
  outbox(): Array<{ to: string; subject: string; text: string }>
  stop(): Promise<void>
}

/**
 * A data folder of its own, migrated and holding `seedGrants` demo grants: a copy of the global
 * setup's folder for that count, or an empty folder (the app then migrates and seeds it on start)
 * when the run has none.
 */
export function newDataDir(seedGrants = '400') {
  const dir = mkdtempSync(path.join(tmpdir(), 'harambee-e2e-'))
  const templates = process.env[TEMPLATES_ENV]
  if (templates && existsSync(path.join(templates, seedGrants))) cpSync(path.join(templates, seedGrants), dir, { recursive: true })
  return dir
}

/** Runs the CLI (`node scripts/cli.ts …`) on a data folder, before its app starts (the embedded database has one owner). */
export async function cli(dataDir: string, args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [path.join(root, 'scripts/cli.ts'), ...args], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_COMPILE_CACHE } })
}

/**
 * Runs the real server (`node server/start.ts`, as `npm start` does) on a free port with its own data
 * folder, by default a copy of the run's seeded folder for its SEED_GRANTS (400 unless `env` says).
 */
export async function startApp(env: Record<string, string> = {}, dataDir = newDataDir(env.SEED_GRANTS ?? '400')): Promise<AppProcess> {
  return runApp(env, dataDir)
}

/** Starts the server on `dataDir` and resolves once it says it is running (or rejects when it exits first). */
export async function runApp(env: Record<string, string>, dataDir: string): Promise<AppProcess & { stop(options?: { keepData?: boolean }): Promise<void> }> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'server/start.ts')], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', APP_URL: url, DATA_DIR: dataDir, SEED_GRANTS: '400', NODE_ENV: 'production', DATABASE_URL: '', NODE_COMPILE_CACHE, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // A worker that stops mid-start (a hook over its limit) takes its server with it.
  const orphan = () => child.kill('SIGKILL')
  process.on('exit', orphan)
  child.on('exit', () => process.off('exit', orphan))
  let output = ''
  await new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk
      if (output.includes('is running on')) resolve()
    }
    child.stdout!.on('data', onData)
    child.stderr!.on('data', onData)
    child.on('exit', (code) => reject(new Error(`The app exited with ${code}:\n${output}`)))
  })
  return {
    url,
    dataDir,
    outbox() {
      const dir = path.join(dataDir, 'outbox')
      if (!existsSync(dir)) return []
      return readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .reverse()
        .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')))
    },
    async stop({ keepData = false } = {}) {
      child.kill('SIGTERM')
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.on('exit', resolve)))
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * Pages whose console errors (hydration mismatches included) are collected for the test to check;
 * with `warnings`, console warnings too. `newPage` takes the context's options (a viewport, cookies'
 * language…); each page has a context of its own.
 */
export function pageFactory(getBrowser: () => Browser, { warnings = false }: { warnings?: boolean } = {}) {
  const errors: string[] = []
  const contexts: BrowserContext[] = []
  return {
    errors,
    async newPage(options: BrowserContextOptions = {}): Promise<Page> {
      const context = await getBrowser().newContext(options)
      contexts.push(context)
      const page = await context.newPage()
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
      page.on('console', (message) => {
        const kind = message.type()
        // A refused form answers 400 on purpose; the browser logs that as a failed load.
        if ((kind === 'error' || (warnings && kind === 'warning')) && !message.text().includes('status of 400')) errors.push(`${page.url()}: ${kind}: ${message.text()}`)
      })
      return page
    },
    /** Closes every page's context (the worker's browser outlives the file). */
    async close() {
      await Promise.all(contexts.splice(0).map((c) => c.close()))
    },
  }
}

/**
 * What axe finds serious or critical on the page. A toast floats over the page for a few seconds and
 * axe would read the text beneath it as drawn on the toast's card (white on white): the toasts are
 * checked on their own, and the page with them hidden.
 */
export async function seriousViolations(page: Page) {
  const toasts = page.locator('[data-toasts]')
  const violations = (await toasts.getByRole('status').or(toasts.getByRole('alert')).count()) ? (await new AxeBuilder({ page }).include('[data-toasts]').analyze()).violations : []
  await toasts.evaluateAll((all) => {
    for (const el of all) el.setAttribute('style', 'visibility: hidden')
  })
  try {
    violations.push(...(await new AxeBuilder({ page }).exclude('[data-toasts]').analyze()).violations)
  } finally {
    await toasts.evaluateAll((all) => {
      for (const el of all) el.removeAttribute('style')
    })
  }
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    )
}

/**
 * Headings that skip a level (an h3 straight under the h1): axe rates it moderate, so
 * seriousViolations leaves it out, but Lighthouse's accessibility score counts it (issue 27 §4).
 */
export async function headingsOutOfOrder(page: Page) {
  const { violations } = await new AxeBuilder({ page }).withRules(['heading-order']).analyze()
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')}`))
}

/**
 * Signs `who` up through the form, as a person does, and opens the verification link from the
 * outbox (the job runner may send it a moment after the page answers); ends on the dashboard.
 */
/** Signs a user in through the sign-in form, as a person would, and waits for the dashboard. */
export async function signInInBrowser(app: AppProcess, page: Page, who: { email: string; password: string }) {
  await page.goto(`${app.url}/auth`)
  await hydrated(page)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Sign In' }).click()
  // Members land on their dashboard, staff on the admin panel.
  await page.waitForURL(/\/(dashboard|admin)$/)
}

export async function signUpInBrowser(app: AppProcess, page: Page, who: { name: string; email: string; password: string; org?: string }) {
  await page.goto(`${app.url}/auth?tab=signup`)
  await hydrated(page)
  await page.getByLabel('Full Name').fill(who.name)
  if (who.org) await page.getByLabel('Organization Name (optional)').fill(who.org)
  await page.getByLabel('Email').fill(who.email)
  await page.getByLabel('Password').fill(who.password)
  await page.getByRole('button', { name: 'Create Account' }).click()
  const link = () =>
    app
      .outbox()
      .map((m) => (m.to.includes(who.email) ? m.text.match(/https?:\/\/\S+\/verify-email\S+/)?.[0] : undefined))
      .find(Boolean)
  await expect(async () => expect(link()).toBeTruthy()).toPass()
  await page.goto(link()!)
  await page.waitForURL(/\/dashboard$/)
}

/**
 * Waits until the page has hydrated, so clicks are handled by the app rather than the browser: its
 * route modules loaded, and every part hydrated after the page (<HydrateLater>) hydrated too.
 */
export async function hydrated(page: Page) {
  await page.waitForFunction(() => (window as unknown as { __reactRouterRouteModules?: unknown }).__reactRouterRouteModules && !document.querySelector('[data-hydrate-later]:not([data-hydrated])'))
}

/** Text as a reader sees it: the invisible bidi isolates (U+2066-U+2069) around names and filters dropped. */
export const seen = (text: string | null) => (text ?? '').replace(/[\u2066-\u2069]/g, '')

/**
 * On a review page: records why each check that did not run does not apply, one form at a time,
 * waiting after each for its form to leave the page (the confirmation text may still be showing
 * from the previous one, so it is no sign the list was read again).
 */
export async function recordChecksNotApplying(page: Page, note: string) {
  const notApplying = page.getByLabel(/why this check does not apply/)
  for (let left = await notApplying.count(); left > 0; left--) {
    await notApplying.first().fill(note)
    await page.getByRole('button', { name: 'Record that it does not apply' }).first().click()
    await notApplying.nth(left - 1).waitFor({ state: 'detached' })
    await page.getByText('Recorded: this check does not apply.').first().waitFor()
  }
}

/**
 * A verification approved as ADR 039 asks, on its review page (open in `first`): the first reviewer
 * records why each check that did not run does not apply, then layer 2; a second reviewer, signed in
 * on `second`, records layer 3 and approves.
 */
export async function approveWithTwoReviewers(first: Page, second: Page, notes: { notApplying: string; layer2: string; layer3: string }) {
  await recordChecksNotApplying(first, notes.notApplying)
  await first.getByLabel('Layer 2: on-the-ground check').fill(notes.layer2)
  await first.getByRole('button', { name: 'Record layer 2' }).click()
  await first.getByText('Layer 2 is recorded. A different reviewer records layer 3 and approves.').first().waitFor()
  await first.getByText('Layer 3 and the approval must come from a different reviewer.').first().waitFor()
  await second.goto(first.url())
  await hydrated(second)
  await second.getByLabel('Layer 3: independent cross-validation').fill(notes.layer3)
  await second.getByRole('button', { name: 'Approve' }).click()
  await second.waitForURL(/\/admin\/verifications$/)
}
