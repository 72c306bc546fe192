import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['app/**/*.test.ts', 'tests/integration/**/*.test.ts', 'tests/support/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    pool: 'forks',
    setupFiles: ['tests/support/server-language.ts'],
  },
})
