import { startFixtureSite } from '../tests/support/fixture-site.ts'

/**
 * `npm run fixture-site -- acacia 8000`: serves one of the fixture funder sites the crawler's tests
 * use (tests/fixtures/funder-sites), for trying the crawler and /taf-admin by hand with
 * CRAWL_ALLOW_HOSTS=127.0.0.1:8000.
 */
const [name = 'acacia', port = '8000'] = process.argv.slice(2)
if (name !== 'acacia' && name !== 'baobab' && name !== 'cedar') {
  console.error('Usage: npm run fixture-site -- acacia|baobab|cedar [port]')
  process.exit(1)
}
const site = await startFixtureSite(name, { port: Number(port) })
console.log(`The ${name} fixture funder site is on ${site.origin} (start pages: /grants/ on acacia, /concursos/ on baobab, /opportunities/ on cedar). Ctrl-C stops it.`)
