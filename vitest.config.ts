import { tmpdir } from 'node:os'
import path from 'node:path'
import { defineConfig } from 'vitest/config'
import { testFiles } from './tests/support/test-stages.ts'
import { WaitingFilesFirst } from './tests/support/waiting-files-first.ts'

export default defineConfig({
  test: {
    // Every file; CI's embedded stage (TEST_STAGE=embedded) leaves most integration files to its PostgreSQL stage (ADR 085).
    include: testFiles(process.env.TEST_STAGE),
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two files at a time, one per core: each starts its own server on its own database and port.
    fileParallelism: true,
    maxWorkers: 2,
    pool: 'forks',
    // A worker runs its files one after another in one process, so the app's modules are loaded once
    // per worker rather than once per file (ADR 050). Each file still starts its own server on its
    // own database; state the app keeps between requests is keyed by that database.
    isolate: false,
    // One migrated database for the run; each file's server starts from a copy (tests/support/global-setup.ts).
    globalSetup: ['tests/support/global-setup.ts'],
    // The servers under test run React and React Router as users get them (server/node-env.ts); the
    // processes tests start (the CLI, `npm start`) keep their compiled code between runs.
    env: { NODE_ENV: 'production', NODE_COMPILE_CACHE: path.join(tmpdir(), 'harambee-compile-cache') },
    setupFiles: ['tests/support/server-language.ts'],
    // Files that mostly wait on other processes start first (tests/support/waiting-files-first.ts).
    sequence: { sequencer: WaitingFilesFirst },
  },
})
