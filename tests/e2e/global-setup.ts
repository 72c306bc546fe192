import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { createDatabaseTemplate } from '../support/database-template.ts'
import { CHROMIUM_PATH, DATABASE_TEMPLATE_ENV, runApp, TEMPLATES_ENV } from './support.ts'

/** The demo grant counts the browser tests' apps start with (SEED_GRANTS); 400 is `startApp`'s default. */
const SEED_COUNTS = ['400', '60', '40', '20']

/**
 * Playwright's global setup: migrates one data folder once per run (the real server started on it,
 * as `npm start` does, and stopped), then copies it and seeds each count of demo grants the test
 * files use into its own folder. Each file's app starts from a copy of one of them (`startApp`), so
 * no file pays for migrations or seeding. The layout sweep's in-process servers start from a
 * migrated database made the way Vitest's global setup makes one (ADR 048). Returns the teardown
 * that removes them.
 */
export default async function globalSetup() {
  if (!existsSync(CHROMIUM_PATH)) throw new Error(`Chromium not found at ${CHROMIUM_PATH}: install it with "apt-get install -y chromium" or set CHROMIUM_PATH.`)
  const started = Date.now()
  const database = createDatabaseTemplate(undefined)
  const folder = mkdtempSync(path.join(tmpdir(), 'harambee-e2e-templates-'))
  const migrated = path.join(folder, 'migrated')
  await (await runApp({ SEED_GRANTS: '0' }, migrated)).stop({ keepData: true })
  await Promise.all(
    SEED_COUNTS.map(async (count) => {
      const dir = path.join(folder, count)
      cpSync(migrated, dir, { recursive: true })
      await (await runApp({ SEED_GRANTS: count }, dir)).stop({ keepData: true })
    }),
  )
  const { template, remove } = await database
  process.env[TEMPLATES_ENV] = folder
  process.env[DATABASE_TEMPLATE_ENV] = JSON.stringify(template)
  console.log(`Migrated and seeded the apps' data folders in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  return async () => {
    rmSync(folder, { recursive: true, force: true })
    await remove()
  }
}
