import { existsSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { WAITING_FILES } from './waiting-files-first.ts'

describe('The files that start first', () => {
  it('are test files that exist, so a rename does not quietly send one back to the end of the run', () => {
    const missing = WAITING_FILES.filter((name) => !existsSync(path.resolve(import.meta.dirname, '../integration', `${name}.test.ts`)))
    expect(missing).toEqual([])
  })
})
