import './node-env.ts'
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, statSync } from 'node:fs'
import type { Server } from 'node:http'
import path from 'node:path'
import type { ServerBuild } from 'react-router'
import { DatabaseInUseError } from '../app/db/client.server.ts'
import { keepAlive } from './keep-alive.ts'
import { isThisMachine } from '../app/net/ip-address.ts'
import { progressPrinter, seedIfEmpty } from '../scripts/seed/seed-database.ts'
import { createHttpApp } from './app.ts'
import { EnvError, loadEnv } from './env.ts'
import { startJobs } from './jobs.ts'
import { createServices } from './services.ts'
import { onShutdown } from './shutdown.ts'

const root = path.resolve(import.meta.dirname, '..')
const serverBuildFile = path.join(root, 'build/server/index.js')

function newestMtime(dir: string): number {
  let newest = 0
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) newest = Math.max(newest, statSync(path.join(entry.parentPath, entry.name)).mtimeMs)
  }
  return newest
}

/** Builds the app when there is no build, or when app/ changed after the last one. */
function buildIfNeeded() {
  if (existsSync(serverBuildFile) && statSync(serverBuildFile).mtimeMs >= newestMtime(path.join(root, 'app'))) return
  console.log('Building the app (first start or changed sources)...')
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules/@react-router/dev/bin.cjs'), 'build'], { cwd: root, stdio: 'inherit' })
  if (result.status !== 0) throw new Error('The build failed; see the output above.')
}

async function main() {
  const env = loadEnv()
  const dev = env.NODE_ENV === 'development'
  if (!dev) buildIfNeeded()
  const services = await createServices(env)
  const added = await seedIfEmpty(services.db, env.SEED_GRANTS, progressPrinter('Seeding demo grants'))
  if (added) console.log(`Seeded ${added.toLocaleString('en-US')} demo grants.`)
  if (env.DISCOVERY_REGISTRY === 'on') {
    const { seedRegistryAtStart } = await import('../app/domain/discovery/registry/seed-registry-at-start.server.ts')
    const registry = await seedRegistryAtStart(services.db)
    if (registry) console.log(`Added ${registry.added} discovery sources from the registry (${registry.known} were already sources); the scheduler crawls them.`)
  }
  const jobs = await startJobs(services, { work: env.JOBS === 'on', superviseSeconds: env.JOBS_SUPERVISE_SECONDS })

  let app: ReturnType<typeof createHttpApp>
  if (dev) {
    const vite = await import('vite')
    const viteServer = await vite.createServer({ server: { middlewareMode: true }, appType: 'custom' })
    app = createHttpApp(services, () => viteServer.ssrLoadModule('virtual:react-router/server-build') as Promise<ServerBuild>, { vite: viteServer, trustProxy: env.TRUST_PROXY })
  } else {
    app = createHttpApp(services, (await import(serverBuildFile)) as ServerBuild, { trustProxy: env.TRUST_PROXY })
  }
  const server: Server = app.listen(env.PORT, env.HOST, (error?: Error) => {
    // Express 5 hands a listen error (a port already in use) to this callback: stop, and say why.
    if (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
      console.error(
        inUse ? `Port ${env.PORT} on ${env.HOST} is already in use: stop the program using it, or start with another PORT.` : `Could not listen on ${env.HOST}:${env.PORT}: ${error.message}`,
      )
      void shutdownAndExit(services, jobs)
      return
    }
    console.log(
      `${env.APP_NAME} is running on ${env.APP_URL} (database: ${services.database.kind === 'embedded' ? `embedded in ${path.resolve(env.DATA_DIR)}` : 'PostgreSQL server'}, email: ${services.mailer.kind}, payments: ${env.paymentProvider === 'sandbox' ? 'sandbox (test payments only, no money moves)' : env.paymentProvider}, background jobs: ${env.JOBS})`,
    )
  })
  keepAlive(server)
  if (env.paymentProvider === 'sandbox' && !isThisMachine(env.HOST)) {
    console.warn(
      `Payments go through the test sandbox, and the server listens on ${env.HOST}: anyone who reaches it can mark fees paid. This is a demo; for real use set APP_URL and a payment provider's keys (README: Deploying).`,
    )
  }
  onShutdown(async () => {
    server.close()
    server.closeAllConnections()
    await jobs.stop()
    await services.database.close()
  })
}

/** Stops what was started (the embedded database keeps its folder consistent), then exits with 1. */
async function shutdownAndExit(services: { database: { close(): Promise<void> } }, jobs: { stop(): Promise<void> }) {
  await jobs.stop().catch(() => {})
  await services.database.close().catch(() => {})
  process.exit(1)
}

main().catch((error) => {
  if (error instanceof EnvError || error instanceof DatabaseInUseError) {
    console.error(error.message)
  } else {
    console.error(error)
  }
  process.exit(1)
})
