import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.test.ts'],
    testTimeout: 240_000,
    hookTimeout: 180_000,
    fileParallelism: false,
    // A page's answer to a click can take seconds on a loaded 2-core machine: expect.poll waits up to
    // 15 s (its default of 1 s failed a toast check in CI). A limit, not a measure: passing polls return at once.
    expect: { poll: { timeout: 15_000 } },
  },
})
