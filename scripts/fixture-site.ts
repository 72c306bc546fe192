import { FIXTURE_SITES, type FixtureSiteName, startFixtureSite } from '../tests/support/fixture-site.ts'

/**
 * `npm run fixture-site -- acacia 8000`: serves one of the fixture funder sites the crawler's tests
 * use (tests/fixtures/funder-sites), for trying the crawler and /taf-admin by hand with
 * CRAWL_ALLOW_HOSTS=127.0.0.1:8000.
 */
const [name = 'acacia', port = '8000'] = process.argv.slice(2)
if (!(FIXTURE_SITES as readonly string[]).includes(name)) {
  console.error(`Usage: npm run fixture-site -- ${FIXTURE_SITES.join('|')} [port]`)
  process.exit(1)
}
const site = await startFixtureSite(name as FixtureSiteName, { port: Number(port) })
console.log(
  `The ${name} fixture funder site is on ${site.origin} (start pages: /grants/ on acacia, /concursos/ on baobab, /opportunities/ on cedar and elm, /calls/ on dogwood, /appels/ on fig). Ctrl-C stops it.`,
)
