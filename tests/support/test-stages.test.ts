import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { EMBEDDED_INTEGRATION_FILES, testFiles } from './test-stages.ts'

describe('The embedded stage’s integration files', () => {
  it('are test files that exist, so a rename does not quietly drop one from the embedded database', () => {
    const missing = EMBEDDED_INTEGRATION_FILES.filter((name) => !existsSync(path.resolve(import.meta.dirname, '../integration', `${name}.test.ts`)))
    expect(missing).toEqual([])
  })

  it('are the only integration files that stage includes; without a stage every file runs', () => {
    expect(testFiles('embedded').filter((glob) => glob.startsWith('tests/integration/'))).toEqual(EMBEDDED_INTEGRATION_FILES.map((name) => `tests/integration/${name}.test.ts`))
    expect(testFiles(undefined)).toContain('tests/integration/**/*.test.ts')
    expect(() => testFiles('postgres')).toThrow('TEST_STAGE=postgres is not a stage')
  })
})
