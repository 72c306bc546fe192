import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject } from 'vitest'
import { migrateDatabase, openDatabase } from '../../app/db/client.server.ts'
import { seedCountries } from '../../scripts/seed/seed-database.ts'

/**
 * The database every test file starts from: migrated and holding the countries, made once per run
 * (Vitest's global setup) instead of once per file. On the PostgreSQL server (TEST_DATABASE_URL) it
 * is a database that each file's database copies (`create database … template`); embedded, a dump
 * of PGlite's data folder that each file's database loads.
 */
export interface DatabaseTemplate {
  /** The template database's name on the server, or the dump file of the embedded one. */
  postgresName?: string
  embeddedDump?: string
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplate: DatabaseTemplate
  }
}

/** The run's template database (tests/support/global-setup.ts), when this run made one. */
export function runTemplate(): DatabaseTemplate {
  try {
    return inject('databaseTemplate') ?? {}
  } catch {
    return {}
  }
}

export async function createDatabaseTemplate(adminUrl: string | undefined): Promise<{ template: DatabaseTemplate; remove: () => Promise<void> }> {
  if (adminUrl) {
    const name = `harambee_template_${randomBytes(6).toString('hex')}`
    await adminQuery(adminUrl, `create database ${name}`)
    const url = new URL(adminUrl)
    url.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: url.toString(), dataDir: '', poolSize: 1 })
    try {
      await migrateDatabase(database)
      await seedCountries(database.db)
    } finally {
      // A template must have no open connection while a copy is made.
      await database.close()
    }
    return { template: { postgresName: name }, remove: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) }
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'harambee-template-'))
  const dump = path.join(folder, 'database.tar')
  const database = await openDatabase({ dataDir: 'memory://' })
  try {
    await migrateDatabase(database)
    await seedCountries(database.db)
    const blob = await (database.pglite as { dumpDataDir(compression: 'none'): Promise<Blob> }).dumpDataDir('none')
    writeFileSync(dump, Buffer.from(await blob.arrayBuffer()))
  } finally {
    await database.close()
  }
  return { template: { embeddedDump: dump }, remove: async () => rmSync(folder, { recursive: true, force: true }) }
}

export async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl })
  await client.connect()
  try {
    await client.query(sql)
  } finally {
    await client.end()
  }
}

/**
 * Creates `name`, as a copy of `template` when given. PostgreSQL refuses a copy while another
 * session is connected to the template (SQLSTATE 55006), which a parallel file's copy can be for a
 * moment: that refusal is retried, anything else is thrown.
 */
export async function createDatabase(adminUrl: string, name: string, template?: string): Promise<void> {
  const sql = template ? `create database ${name} template ${template}` : `create database ${name}`
  for (let attempt = 1; ; attempt++) {
    try {
      return await adminQuery(adminUrl, sql)
    } catch (error) {
      if ((error as { code?: string }).code !== '55006' || attempt === 20) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt))
    }
  }
}
