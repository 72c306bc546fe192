import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import type { SQL } from 'drizzle-orm'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import * as schema from './schema/index.ts'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'embedded' | 'postgres'
  /** The server's URL when on PostgreSQL (the job queue opens its own pool with it). */
  url?: string
  /** The PGlite instance when embedded (pg-boss shares it later). */
  pglite?: unknown
  close(): Promise<void>
}

/** Rows of a raw SQL query; both drivers (node-postgres and PGlite) answer with `rows`. */
export async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export const MIGRATIONS_FOLDER = path.resolve(import.meta.dirname, '../../drizzle')

export class DatabaseInUseError extends Error {}

/**
 * Opens the embedded database in `dataDir/db` (or memory when dataDir is "memory://"), or a
 * PostgreSQL server when `databaseUrl` is set. PGlite has no lock between processes, so an
 * embedded data folder is held with a pid file: a second process refuses to open it.
 * `loadDataDir` starts the embedded database from a dump of another (PGlite's `dumpDataDir`): the
 * tests migrate one database once and start each file's copy from it.
 */
export async function openDatabase(options: { databaseUrl?: string; dataDir: string; poolSize?: number; loadDataDir?: Blob }): Promise<Database> {
  if (options.databaseUrl) {
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: options.poolSize ?? 10,
      // Short interactive queries: JIT compilation only adds latency (set in the start-up packet).
      options: '-c jit=off',
    })
    // An idle client whose server connection drops must not take the process down; the pool replaces it.
    pool.on('error', (error) => console.error('PostgreSQL connection lost:', error.message))
    const db = drizzle({ client: pool, schema }) as unknown as Db
    return { db, kind: 'postgres', url: options.databaseUrl, close: () => pool.end() }
  }
  const { PGlite } = await import('@electric-sql/pglite')
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm')
  const { unaccent } = await import('@electric-sql/pglite/contrib/unaccent')
  const { drizzle } = await import('drizzle-orm/pglite')
  const inMemory = options.dataDir === 'memory://'
  const dbDir = inMemory ? undefined : path.resolve(options.dataDir, 'db')
  const releaseLock = dbDir ? acquireLock(dbDir) : () => {}
  try {
    const pglite = await PGlite.create({ dataDir: dbDir, loadDataDir: options.loadDataDir, extensions: { pg_trgm, unaccent } })
    const db = drizzle({ client: pglite, schema }) as unknown as Db
    return {
      db,
      kind: 'embedded',
      pglite,
      close: async () => {
        await pglite.close()
        releaseLock()
      },
    }
  } catch (error) {
    releaseLock()
    throw error
  }
}

function acquireLock(dbDir: string): () => void {
  mkdirSync(dbDir, { recursive: true })
  const lockFile = `${dbDir}.lock`
  if (existsSync(lockFile)) {
    const pid = Number(readFileSync(lockFile, 'utf8').trim())
    if (pid && pid !== process.pid && isAlive(pid)) {
      throw new DatabaseInUseError(`The embedded database in ${dbDir} is held by a running process (pid ${pid}). Stop the server first, or point DATABASE_URL at a PostgreSQL server.`)
    }
  }
  writeFileSync(lockFile, String(process.pid))
  return () => rmSync(lockFile, { force: true })
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Any constant key shared by every process of the app: the lock held while migrating. */
const MIGRATION_LOCK = 727_001

/** Applies the committed migrations in drizzle/. */
export async function migrateDatabase(database: Database): Promise<void> {
  if (database.kind === 'postgres') {
    // Several processes (web servers, workers) may start at once on a new database: one migrates
    // while the others wait on an advisory lock, then find nothing left to apply.
    const { default: pg } = await import('pg')
    const { drizzle } = await import('drizzle-orm/node-postgres')
    const { migrate } = await import('drizzle-orm/node-postgres/migrator')
    const client = new pg.Client({ connectionString: database.url })
    await client.connect()
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_FOLDER })
    } finally {
      await client.end()
    }
  } else {
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(database.db as never, { migrationsFolder: MIGRATIONS_FOLDER })
  }
}
