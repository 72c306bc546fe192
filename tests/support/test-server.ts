import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { keepAlive } from '../../server/keep-alive.ts'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { insertGrants, type NewGrant } from '../../app/domain/grants/write-grant.server.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'
import { createHttpApp } from '../../server/app.ts'
import { loadEnv } from '../../server/env.ts'
import { createServices, type Services } from '../../server/services.ts'
import { adminQuery, createDatabase, type DatabaseTemplate, runTemplate } from './database-template.ts'
import { TestClient } from './test-client.ts'

const buildFile = path.resolve(import.meta.dirname, '../../build/server/index.js')

/**
 * A fresh database on the configured PostgreSQL server (TEST_DATABASE_URL), copied from the run's
 * template when there is one and dropped afterwards; without a server, the embedded database in
 * memory, loaded from the template's dump when there is one. Either way the migrations still run
 * (and find nothing to apply on a copy), as on any start of the app.
 */
async function freshDatabase(template: DatabaseTemplate): Promise<{ url?: string; loadDataDir?: Blob; drop: () => Promise<void> }> {
  const admin = process.env.TEST_DATABASE_URL
  if (!admin) {
    if (!template.embeddedDump) return { drop: async () => {} }
    return { loadDataDir: new Blob([readFileSync(template.embeddedDump)]), drop: async () => {} }
  }
  const name = `harambee_test_${randomBytes(6).toString('hex')}`
  await createDatabase(admin, name, template.postgresName)
  const url = new URL(admin)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => adminQuery(admin, `drop database if exists ${name} with (force)`) }
}

export interface TestServer {
  url: string
  services: Services
  dataDir: string
  client(): TestClient
  close(): Promise<void>
}

/**
 * `template`: the database to start from, by default the run's (Vitest's global setup); a runner
 * without Vitest (the browser tests' Playwright) passes its own, or none to migrate from nothing.
 */
export async function startTestServer(options: { grants?: NewGrant[]; env?: Record<string, string>; template?: DatabaseTemplate } = {}): Promise<TestServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'harambee-test-'))
  const database = await freshDatabase(options.template ?? runTemplate())
  // As the real server: an idle connection stays open longer than a client keeps one, so a request
  // sent just as the server's timer runs out is never reset (a slow, shared machine hits that race).
  const server: Server = createServer()
  keepAlive(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    APP_URL: url,
    AUTH_SECRET: randomBytes(32).toString('hex'),
    SEED_GRANTS: '0',
    ...(database.url ? { DATABASE_URL: database.url } : {}),
    ...options.env,
  })
  const services = await createServices(env, { dataDir: database.url ? dataDir : 'memory://', loadDataDir: database.loadDataDir })
  await seedCountries(services.db)
  if (options.grants?.length) await insertGrants(services.db, options.grants)
  const build = (await import(buildFile)) as ServerBuild
  server.on('request', createHttpApp(services, build))
  let clients = 0
  return {
    url,
    services,
    dataDir,
    // Each client gets its own address, so rate limits of one test do not spill into another.
    client: () => new TestClient(url, `10.0.${Math.floor(++clients / 250)}.${clients % 250}`),
    close: async () => {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
      await services.database.close()
      await database.drop()
      rmSync(dataDir, { recursive: true, force: true })
    },
  }
}
