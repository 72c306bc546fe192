import { execFileSync } from 'node:child_process'
import path from 'node:path'
import pg from 'pg'
import { type Database, openDatabase } from '../app/db/client.server.ts'
import { dbName, GRANTS, root, server } from './support.ts'

/** The bench database on the PostgreSQL server, made and seeded with GRANTS grants when missing. */
export async function benchDatabase(): Promise<Database> {
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  if (!(await admin.query('select 1 from pg_database where datname = $1', [dbName])).rowCount) await admin.query(`create database ${dbName}`)
  await admin.end()
  const databaseUrl = `${server}/${dbName}`
  const probe = new pg.Client({ connectionString: databaseUrl })
  await probe.connect()
  const count = await probe
    .query('select count(*)::int as n from grants')
    .then((r) => r.rows[0].n as number)
    .catch(() => 0)
  await probe.end()
  if (count < GRANTS) {
    console.log(`Seeding ${(GRANTS - count).toLocaleString('en-US')} grants into ${dbName}...`)
    execFileSync(process.execPath, [path.join(root, 'scripts/cli.ts'), 'seed', '--grants', String(GRANTS - count), '--seed', '1'], {
      env: { ...process.env, DATABASE_URL: databaseUrl, AUTH_SECRET: 'bench-secret-bench-secret-bench-secret' },
      stdio: 'inherit',
    })
    // As autovacuum leaves a table some time after a bulk load: hint bits set, statistics taken. A
    // fresh table's first reads would otherwise set every row's hint bits (and write the pages back),
    // and the planner would plan for an empty table.
    const vacuum = new pg.Client({ connectionString: databaseUrl })
    await vacuum.connect()
    await vacuum.query('vacuum analyze')
    await vacuum.end()
  }
  const database = await openDatabase({ databaseUrl, dataDir: '', poolSize: 4 })
  // The migrations the app applies at start (the seed ran them too).
  return database
}
