import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.resolve(import.meta.dirname, '..')

describe('Starting the server', () => {
  it('on a port another program holds says so and exits with 1, instead of claiming to run', async () => {
    const holder = createServer()
    await new Promise<void>((resolve) => holder.listen(0, '127.0.0.1', resolve))
    const port = (holder.address() as { port: number }).port
    const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-start-'))
    try {
      const result = spawnSync(process.execPath, [path.join(root, 'server/start.ts')], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_GRANTS: '0', DATABASE_URL: '', NODE_ENV: 'production', JOBS: 'off' },
        encoding: 'utf8',
        timeout: 120_000,
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toContain(`Port ${port} on 127.0.0.1 is already in use: stop the program using it, or start with another PORT.`)
      expect(result.stdout).not.toContain('is running on')
    } finally {
      holder.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
