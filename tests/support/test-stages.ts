/**
 * Where CI runs which test file (ADR 085). Locally `npx vitest run` runs every file on the embedded
 * database, as before. CI's PostgreSQL stage runs every integration file on the server; its
 * embedded stage (`TEST_STAGE=embedded`) runs the tests beside the code, the test helpers' own
 * tests, and only the integration files whose subject is a path that differs between the embedded
 * database and a server: everything else is the same SQL on the same PostgreSQL engine, and the
 * browser tests run every app on the embedded database.
 */

/** The tests beside the code and the helpers' own tests: no server, or an embedded database of their own. */
export const UNIT_TESTS = ['app/**/*.test.ts', 'tests/support/**/*.test.ts', 'scripts/**/*.test.ts', 'server/**/*.test.ts']
export const INTEGRATION_TESTS = ['tests/integration/**/*.test.ts']

/**
 * Integration files (tests/integration/<name>.test.ts) CI runs on the embedded database as well as
 * on the server: migrations over existing rows (PGlite is PostgreSQL 18, the server 15+), the job
 * queue on PGlite's own backend, the search's extensions and language stemming (pg_trgm, unaccent),
 * the error page when the embedded database is gone, and the sanctions lists, which open an
 * embedded database of their own whichever stage runs them.
 */
export const EMBEDDED_INTEGRATION_FILES = ['migrations-expert-names', 'migrations-ids', 'migrations-teams', 'jobs', 'discover-search-languages', 'server-errors-and-google', 'screening-lists']

/** The files a Vitest run includes: everything, or on CI's embedded stage the units and EMBEDDED_INTEGRATION_FILES. */
export function testFiles(stage: string | undefined): string[] {
  if (stage === undefined || stage === '') return [...UNIT_TESTS, ...INTEGRATION_TESTS]
  if (stage === 'embedded') return [...UNIT_TESTS, ...EMBEDDED_INTEGRATION_FILES.map((name) => `tests/integration/${name}.test.ts`)]
  throw new Error(`TEST_STAGE=${stage} is not a stage: leave it unset, or set it to "embedded" (CI's embedded stage)`)
}
