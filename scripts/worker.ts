import '../app/i18n/language.server.ts' // t() speaks English here unless a job runs in a member's language
import { EnvError, loadEnv } from '../server/env.ts'
import { startJobs } from '../server/jobs.ts'
import { createServices } from '../server/services.ts'
import { onShutdown } from '../server/shutdown.ts'

/**
 * `npm run worker`: runs the background jobs on their own, against a PostgreSQL server
 * (DATABASE_URL), next to web servers started with JOBS=off. Several workers may run at once.
 */
async function main() {
  const env = loadEnv()
  if (!env.DATABASE_URL) throw new EnvError('The worker needs DATABASE_URL: the embedded database runs its jobs inside `npm start`.')
  const services = await createServices(env)
  const jobs = await startJobs(services, { work: true, superviseSeconds: env.JOBS_SUPERVISE_SECONDS })
  console.log(`Worker running (pid ${process.pid}).`)
  onShutdown(async () => {
    await jobs.stop()
    await services.database.close()
  })
}

main().catch((error) => {
  console.error(error instanceof EnvError ? error.message : error)
  process.exit(1)
})
