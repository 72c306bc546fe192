import { defineConfig } from '@playwright/test'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './tests/e2e/support.ts'

// The servers the workers start in-process (the layout sweep's) render with React's production
// build, as users get it (ADR 050); the workers inherit this.
process.env.NODE_ENV ??= 'production'

/**
 * The browser tests (tests/e2e): Debian's Chromium, never a downloaded browser; each file runs its
 * own app, files run side by side, and a journey's tests run in order within their file. Every limit
 * is Playwright's default: tests wait on what the page shows, never on the clock (ADR 049).
 */
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  outputDir: 'test-results/e2e',
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: true,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS },
    trace: 'retain-on-failure',
  },
})
