import { parseArgs } from 'node:util'
import { CRAWL_PAGE_LIMIT, CRAWL_TO_END_MAX, isSourceFormat, SOURCE_FORMATS } from '../app/catalog/discovery.ts'
import { EnvError, loadEnv } from '../server/env.ts'

// The app (database, auth, crawler) is loaded only by a command that uses it, so help and a
// mistyped command answer at once.

const USAGE = `Usage: npm run cli -- <command> [options]

Commands:
  create-admin --email E --password P [--name N]
      Creates a verified admin, or gives an existing user the admin role (their password stays).
  seed --grants N [--seed S]
      Adds N demo grants (S varies the generated set; default: a new one each run).
  migrate
      Applies the database migrations.
  delete-account --email E
      Deletes a member's account on their request (privacy policy), and their organization if
      they were its only member. Refused while they own a team with other members: they
      transfer ownership on /team first.
  crawl URL [--format F] [--limit N]
      Crawls one grant source (a funder's site, a feed, a sitemap, an open-data file with
      --format grants_gov_xml | giving360_json | iati_xml, or a paged API with --format
      eu_ft_json | commongrants_json, or grants.gov's POST API with --format grants_gov_api and
      a URL such as https://api.grants.gov/v1/api/search2?keyword=africa&rows=100 or
      .../fetchOpportunity?opportunityId=N), printing each page as it goes and then the grants found
      as JSON. It reads 10 pages, or up to 500 with --limit, and says what it left. It writes
      nothing: add the source in /taf-admin to queue them.
      CRAWL_ALLOW_HOSTS=host:port lets it read an internal host on purpose.
  sources add-registry
      Adds the registry's real funders and portals (app/domain/discovery/registry) as discovery
      sources; those already added are left as they are. The scheduler crawls them.
  verify-badge FILE [--keys JWKS_FILE_OR_URL]
      Checks a saved signed badge statement (the .jws a badge check page offers, or the check's
      JSON) and prints what it says and "valid" or "invalid" (exit code 0 valid, 1 invalid, 2 could
      not check). With a saved key set file it is fully offline; with none it fetches the keys
      from the issuer the statement names (/.well-known/harambee-badge-keys.json). No database.
  exchange-rates refresh [--file PATH]
      Reads the day's exchange rates from EXCHANGE_RATES_URL (ExchangeRate-API's answer for the US
      dollar, e.g. https://open.er-api.com/v6/latest/USD), or offline from a saved answer with
      --file, and stores them as the daily job does; a failed read keeps the last good rates.
      Pages show prices in the member's currency only from stored rates.
  grants places
      Reads every grant's country scope again, in every language funders write it in ("Tchad",
      "Moçambique"), and adds the countries it names to the grant's countries, so the country
      filter and matching find it (grants written before ADR 071's reader), with progress.
  local-model [--port N]
      Starts the local OpenAI-compatible model (deterministic answers, streamed or whole, with token
      counts) on 127.0.0.1, port 8099 unless --port. Point the app at it with
      LLM_URL=http://127.0.0.1:PORT/v1 LLM_MODEL=local. It runs until stopped (Ctrl-C).
  assistant eval
      Runs the assistant's evaluation set (tests/fixtures/assistant-eval: translations against
      reference translations, scored by chrF; eligibility cases with known answers, scored by
      accuracy) against the model LLM_URL and LLM_MODEL name, and prints the scores. Without
      LLM_URL it prints "skipped: no model" and exits 0. No database.
  badge-keys list | rotate | withdraw --kid=K
      The keys that sign badge statements (docs/verify-a-badge.md): list them; rotate (a new key
      signs from now on, the old ones stay published so earlier statements still verify); or
      withdraw a compromised key (no longer published: its statements no longer verify).

The embedded database is used unless DATABASE_URL is set. It cannot be opened while a server
holds it: stop the server first.`

async function main() {
  const [command, ...rest] = process.argv.slice(2)
  if (!command || command === 'help' || command === '--help') {
    console.log(USAGE)
    return
  }
  const { values } = parseArgs({
    args: rest,
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
      grants: { type: 'string' },
      seed: { type: 'string' },
      format: { type: 'string' },
      limit: { type: 'string' },
      file: { type: 'string', multiple: true },
      'min-entries': { type: 'string' },
      keys: { type: 'string' },
      kid: { type: 'string' },
      port: { type: 'string' },
    },
    allowPositionals:
      command === 'crawl' ||
      command === 'sources' ||
      command === 'screening' ||
      command === 'exchange-rates' ||
      command === 'grants' ||
      command === 'verify-badge' ||
      command === 'badge-keys' ||
      command === 'assistant',
  })
  if (command === 'assistant') {
    if (rest[0] !== 'eval') throw new UsageError('assistant needs a subcommand: eval.')
    const { runAssistantEval } = await import('./assistant-eval.ts')
    for (const line of await runAssistantEval(process.env)) console.log(line)
    return
  }
  if (command === 'local-model') {
    const port = values.port === undefined ? 8099 : Number(values.port)
    if (!Number.isInteger(port) || port < 0 || port > 65535) throw new UsageError('local-model --port needs a port number (0 to 65535).')
    const { startLocalModel } = await import('../app/domain/assistant/local-model/local-model.server.ts')
    const model = await startLocalModel({ port })
    console.log(`The local model answers at ${model.url} (LLM_URL=${model.url} LLM_MODEL=local, and LLM_IMAGE_MODEL=local for images). Ctrl-C stops it.`)
    await new Promise<void>((resolve) => {
      const stop = () => {
        model.close().then(resolve)
      }
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
    })
    return
  }
  if (command === 'verify-badge') {
    const file = rest.find((arg) => !arg.startsWith('--') && arg !== values.keys)
    if (!file) throw new UsageError('verify-badge needs the statement FILE.')
    const { runVerifyBadge } = await import('./badge-statement-command.ts')
    const allowInternalHosts = (process.env.CRAWL_ALLOW_HOSTS ?? '')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean)
    const { exitCode, output } = await runVerifyBadge({ file, keys: values.keys, allowInternalHosts })
    console.log(output)
    process.exitCode = exitCode
    return
  }
  if (command === 'badge-keys' && !['list', 'rotate', 'withdraw'].includes(rest[0] ?? '')) throw new UsageError('badge-keys needs a subcommand: list, rotate or withdraw --kid=K.')
  if (command === 'badge-keys' && rest[0] === 'withdraw' && !values.kid) throw new UsageError('badge-keys withdraw needs --kid=K (see badge-keys list).')
  if (command === 'crawl') {
    const url = rest.find((arg) => /^https?:\/\//.test(arg))
    if (!url) throw new UsageError('crawl needs a URL starting with http:// or https://.')
    if (values.format && !isSourceFormat(values.format)) throw new UsageError(`--format must be one of ${SOURCE_FORMATS.join(', ')}.`)
    const limit = values.limit ? Number(values.limit) : undefined
    if (limit !== undefined && !(Number.isInteger(limit) && limit >= 1 && limit <= CRAWL_TO_END_MAX)) throw new UsageError(`--limit must be a whole number from 1 to ${CRAWL_TO_END_MAX}.`)
    const { describeResult, runCrawlCommand } = await import('./crawl-command.ts')
    const result = await runCrawlCommand({ url, format: values.format, limit })
    console.error(describeResult(result, limit ?? CRAWL_PAGE_LIMIT))
    console.log(JSON.stringify(result.grants, null, 2))
    return
  }
  if (command === 'sources' && rest[0] !== 'add-registry') throw new UsageError('sources needs a subcommand: add-registry.')
  if (command === 'screening') return screeningRefresh(rest, values)
  if (command === 'exchange-rates' && rest[0] !== 'refresh') throw new UsageError('exchange-rates needs a subcommand: refresh.')
  if (command === 'exchange-rates' && (values.file?.length ?? 0) > 1) throw new UsageError('exchange-rates refresh takes one --file.')
  if (command === 'exchange-rates' && !values.file?.length && !process.env.EXCHANGE_RATES_URL?.trim()) throw new UsageError('exchange-rates refresh needs EXCHANGE_RATES_URL set, or --file PATH.')
  if (command === 'grants' && rest[0] !== 'places') throw new UsageError('grants needs a subcommand: places.')
  if (!['create-admin', 'seed', 'migrate', 'delete-account', 'sources', 'badge-keys', 'exchange-rates', 'grants'].includes(command)) throw new UsageError(`Unknown command "${command}".`)
  if (command === 'delete-account' && !values.email) throw new UsageError('delete-account needs --email.')
  if (command === 'create-admin' && (!values.email || !values.password)) throw new UsageError('create-admin needs --email and --password.')
  const count = Number(values.grants)
  if (command === 'seed' && (!Number.isInteger(count) || count < 1)) throw new UsageError('seed needs --grants N with N a whole number above 0.')

  const env = loadEnv()
  await import('../app/i18n/language.server.ts') // t() speaks English here unless a job runs in a member's language
  const { createServices } = await import('../server/services.ts')
  const services = await createServices(env)
  try {
    if (command === 'migrate') {
      console.log('Migrations applied.')
    } else if (command === 'exchange-rates') {
      const { refreshExchangeRates } = await import('../app/domain/exchange-rates/refresh-exchange-rates.server.ts')
      const outcome = await refreshExchangeRates(services.db, values.file?.length ? { source: values.file[0] } : {})
      if (outcome.status === 'stored') console.log(`Stored the exchange rates of ${outcome.date} (${outcome.currencies} currencies).`)
      else if (outcome.status === 'unchanged') console.log(`The exchange rates of ${outcome.date} are already stored.`)
      else if (outcome.status === 'failed') {
        console.log(`FAILED (${outcome.reason}: ${outcome.detail}); the last good rates stay in use.`)
        process.exitCode = 1
      }
    } else if (command === 'grants') {
      const { rederivePlaces } = await import('../app/domain/grants/rederive-places.server.ts')
      const { read, changed } = await rederivePlaces(services.db, (done, more) => console.error(`Read ${done.toLocaleString('en-US')} grants, ${more.toLocaleString('en-US')} given countries so far`))
      console.log(`Read ${read.toLocaleString('en-US')} grants; ${changed.toLocaleString('en-US')} now name countries their scope names in another language.`)
    } else if (command === 'badge-keys') {
      const { runBadgeKeys } = await import('./badge-statement-command.ts')
      console.log(await runBadgeKeys(services, rest[0] as 'list' | 'rotate' | 'withdraw', values.kid))
    } else if (command === 'sources') {
      const { addRegistrySources } = await import('../app/domain/discovery/registry/add-registry-sources.server.ts')
      const { added, known } = await addRegistrySources(services.db, null, 'all')
      console.log(`Added ${added} discovery sources from the registry; ${known} were already sources. The scheduler crawls them (the app's jobs must be running).`)
    } else if (command === 'delete-account') {
      const [{ eq }, { user }, { deleteAccount }] = await Promise.all([import('drizzle-orm'), import('../app/db/schema/index.ts'), import('../app/domain/team/delete-account.server.ts')])
      const [account] = await services.db.select({ id: user.id }).from(user).where(eq(user.email, values.email!.toLowerCase()))
      const outcome = account ? await deleteAccount(services, account.id) : null
      if (outcome === 'ownsTeam') throw new Error(`${values.email} owns a team with other members: they transfer ownership on /team first, then the account can be deleted.`)
      console.log(outcome === 'deleted' ? `Deleted the account of ${values.email}.` : `No account with the email ${values.email}.`)
    } else if (command === 'create-admin') {
      const { createAdmin } = await import('../app/domain/accounts/create-admin.server.ts')
      const outcome = await createAdmin(services.db, services.auth, { email: values.email!, password: values.password!, name: values.name })
      console.log(
        outcome === 'created'
          ? `Created admin ${values.email}.`
          : `${values.email} is now an admin. The account already existed, so its password was not changed (--password applies to new accounts; use "Forgot password" on the sign-in page to set a new one).`,
      )
    } else {
      const { progressPrinter, seedCountries, seedDemoGrants } = await import('./seed/seed-database.ts')
      await seedCountries(services.db)
      await seedDemoGrants(services.db, count, { seed: values.seed ? Number(values.seed) : Date.now() % 2 ** 31, onProgress: progressPrinter('Seeding demo grants') })
      console.log(`Added ${count.toLocaleString('en-US')} demo grants.`)
    }
  } finally {
    await services.database.close()
  }
}

class UsageError extends Error {}

async function screeningRefresh(rest: string[], values: { file?: string[]; 'min-entries'?: string }) {
  if (rest[0] !== 'refresh') throw new UsageError('screening needs a subcommand: refresh.')
  const { describeScreeningOutcome, screeningFiles } = await import('./screening-command.ts')
  let files: ReturnType<typeof screeningFiles>
  try {
    files = screeningFiles(values.file ?? [])
  } catch (error) {
    throw new UsageError((error as Error).message)
  }
  const minEntries = values['min-entries'] ? Number(values['min-entries']) : undefined
  if (minEntries !== undefined && !(Number.isInteger(minEntries) && minEntries >= 1)) throw new UsageError('--min-entries must be a whole number above 0.')
  const env = loadEnv()
  await import('../app/i18n/language.server.ts')
  const { createServices } = await import('../server/services.ts')
  const { startJobs } = await import('../server/jobs.ts')
  const { refreshScreeningLists } = await import('../app/domain/screening/refresh-screening-lists.server.ts')
  const services = await createServices(env)
  // The queue (without its workers) so a changed list queues the re-screening for the app's workers.
  const jobs = await startJobs(services, { work: false })
  try {
    const lists = Object.keys(files) as Array<keyof typeof files>
    const { outcomes, rescreen, rescreenError } = await refreshScreeningLists(jobs.services, { sources: files, lists: lists.length ? lists : undefined, minEntries })
    for (const outcome of outcomes) console.log(describeScreeningOutcome(outcome))
    if (rescreen === 'queued') console.log('The re-screening of verified organizations is queued.')
    if (rescreen === 'failed') console.log(`The re-screening could not be queued (${rescreenError}); the next refresh queues it.`)
    if (outcomes.some((outcome) => outcome.status === 'failed')) process.exitCode = 1
  } finally {
    await jobs.stop()
    await services.database.close()
  }
}

main().catch(async (error) => {
  if (error instanceof UsageError) console.error(`${error.message}\n\n${USAGE}`)
  else if (error instanceof EnvError || error instanceof (await import('../app/db/client.server.ts')).DatabaseInUseError) console.error(error.message)
  else console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
