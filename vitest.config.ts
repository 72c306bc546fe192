import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/support/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, one per core: each starts its own server on its own database and port.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // One migrated database for the run; each file's server starts from a copy (tests/support/global-setup.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    setupFiles: ['tests/support/server-language.ts'],
  },
})
