import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openDatabase, queryRows } from '../../app/db/client.server.ts'
import { getExpertProfile } from '../../app/domain/experts/get-expert-profile.server.ts'

/**
 * The migration that gives experts their code word in SQL (ADR 042) renames the spec's
 * grant_writers tables, their grant_writer_id columns, keys and indexes in place. A database
 * migrated up to just before it gets an expert as the app stored one then: the profile, stats,
 * expertise, portfolio, a waiting profile edit, a request to the expert and a white-glove request
 * assigned to them. Then the rest of the migrations run, as a deployment would run them, and every
 * row is still there under the new names, still linked. On the embedded database, and on PostgreSQL
 * when TEST_DATABASE_URL is set (CI's PostgreSQL stage).
 */
const RENAME_MIGRATION = '_expert-names'
const adminUrl = process.env.TEST_DATABASE_URL

/** A copy of drizzle/ whose journal stops before the rename (and without its file). */
function migrationsBeforeRename(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harambee-migrations-'))
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const stop = journal.entries.findIndex((e) => e.tag.endsWith(RENAME_MIGRATION))
  expect(stop).toBeGreaterThan(0)
  for (const entry of journal.entries.slice(stop)) rmSync(path.join(dir, `${entry.tag}.sql`))
  journal.entries = journal.entries.slice(0, stop)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

const EXPERT = 'e0000000-0000-4000-8000-000000000001'
const ORG = 'a0000000-0000-4000-8000-000000000001'
const GRANT = 'b0000000-0000-4000-8000-000000000001'
const APPLICATION = 'd0000000-0000-4000-8000-000000000001'
const REQUEST = 'f0000000-0000-4000-8000-000000000001'

async function fillOldDatabase(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query)
  await run(sql`
    insert into "user" (id, name, email, email_verified) values
      ('wanjiru', 'Wanjiru Kamau', 'wanjiru@example.org', true), ('amina', 'Amina Odhiambo', 'amina@example.org', true)`)
  await run(sql`insert into organizations (id, name) values (${ORG}, 'Amina Water Trust')`)
  await run(sql`insert into organization_members (organization_id, user_id, role) values (${ORG}, 'amina', 'owner')`)
  await run(sql`insert into grants (id, title, description, source, sector) values (${GRANT}, 'Clean Water Fund', 'Boreholes for schools.', 'Water Funders', 'water_sanitation')`)
  await run(sql`insert into applications (id, organization_id, created_by, grant_id, status) values (${APPLICATION}, ${ORG}, 'amina', ${GRANT}, 'submitted')`)
  await run(sql`
    insert into grant_writers (id, user_id, application_status, membership_status, membership_tier, professional_title, bio, years_experience, languages, country)
    values (${EXPERT}, 'wanjiru', 'approved', 'active', 'pro', 'Senior Grant Writer', 'Writes proposals for water projects.', 12, array['en', 'sw'], 'KE')`)
  await run(sql`update grant_writers set membership_expires_at = now() + interval '200 days'`)
  await run(sql`
    insert into grant_writer_stats (grant_writer_id, average_rating, review_count, completed_projects, total_projects, success_rate, total_funding_secured)
    values (${EXPERT}, 4.5, 6, 9, 10, 70, 250000)`)
  await run(
    sql`insert into grant_writer_expertise (grant_writer_id, sector, grant_type, geographic_focus) values (${EXPERT}, 'water_sanitation', 'project', 'east_africa'), (${EXPERT}, 'health', null, null)`,
  )
  await run(sql`
    insert into grant_writer_portfolio (grant_writer_id, project_title, sector, grant_amount, was_successful)
    values (${EXPERT}, 'Boreholes for Kitui schools', 'water_sanitation', 120000, true)`)
  await run(sql`insert into expert_profile_edits (grant_writer_id, professional_title) values (${EXPERT}, 'Lead Grant Writer')`)
  await run(sql`
    insert into project_requests (id, grant_seeker_id, organization_id, expert_id, project_title, project_description)
    values (${REQUEST}, 'amina', ${ORG}, ${EXPERT}, 'Water proposal', 'A proposal for the Clean Water Fund.')`)
  await run(sql`insert into white_glove_requests (member_id, application_id, expert_id, status, fee_percent) values ('amina', ${APPLICATION}, ${EXPERT}, 'assigned', 3)`)
}

interface Engine {
  name: string
  /** A new, empty database: the old migrations applied from `folder`. */
  open(folder: string): Promise<Database>
  drop(): Promise<void>
}

const pglite: Engine = {
  name: 'the embedded database (PGlite)',
  async open(folder) {
    const database = await openDatabase({ dataDir: 'memory://' })
    const { migrate } = await import('drizzle-orm/pglite/migrator')
    await migrate(database.db as never, { migrationsFolder: folder })
    return database
  },
  drop: async () => {},
}

function postgres(admin: string): Engine {
  const name = `harambee_experts_${randomBytes(5).toString('hex')}`
  const onAdmin = async (query: string) => {
    const client = new pg.Client({ connectionString: admin })
    await client.connect()
    try {
      await client.query(query)
    } finally {
      await client.end()
    }
  }
  return {
    name: 'PostgreSQL',
    async open(folder) {
      await onAdmin(`create database ${name}`)
      const url = Object.assign(new URL(admin), { pathname: `/${name}` }).toString()
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        const { drizzle } = await import('drizzle-orm/node-postgres')
        const { migrate } = await import('drizzle-orm/node-postgres/migrator')
        await migrate(drizzle({ client }), { migrationsFolder: folder })
      } finally {
        await client.end()
      }
      return openDatabase({ databaseUrl: url, dataDir: '', poolSize: 2 })
    },
    drop: () => onAdmin(`drop database if exists ${name} with (force)`),
  }
}

const engines = [pglite, ...(adminUrl ? [postgres(adminUrl)] : [])]

describe.each(engines)('The expert names migration on $name', (engine) => {
  let database: Database
  let folder: string
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query)

  beforeAll(async () => {
    folder = migrationsBeforeRename()
    database = await engine.open(folder)
    await fillOldDatabase(database)
    await migrateDatabase(database)
  })
  afterAll(async () => {
    await database?.close()
    await engine.drop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('ran every migration, the rename last', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(n).toBe(journal.entries.length)
  })

  it('keeps the expert and everything derived from them under the new names', async () => {
    expect(await rows(sql`select id, user_id, professional_title, membership_tier::text as tier, languages from experts`)).toEqual([
      { id: EXPERT, user_id: 'wanjiru', professional_title: 'Senior Grant Writer', tier: 'pro', languages: ['en', 'sw'] },
    ])
    expect(await rows(sql`select expert_id, review_count, success_rate from expert_stats`)).toEqual([{ expert_id: EXPERT, review_count: 6, success_rate: 70 }])
    expect(await rows(sql`select expert_id, sector from expert_expertise order by sector`)).toEqual([
      { expert_id: EXPERT, sector: 'health' },
      { expert_id: EXPERT, sector: 'water_sanitation' },
    ])
    expect(await rows(sql`select expert_id, project_title from expert_portfolio`)).toEqual([{ expert_id: EXPERT, project_title: 'Boreholes for Kitui schools' }])
    expect(await rows(sql`select expert_id, professional_title, status::text as status from expert_profile_edits`)).toEqual([
      { expert_id: EXPERT, professional_title: 'Lead Grant Writer', status: 'pending' },
    ])
    expect(await rows(sql`select expert_id from project_requests`)).toEqual([{ expert_id: EXPERT }])
    expect(await rows(sql`select expert_id from white_glove_requests`)).toEqual([{ expert_id: EXPERT }])
  })

  it('keeps the generated search column, so the directory finds the expert by a word of the bio', async () => {
    expect(await rows(sql`select id from experts where search_vector @@ to_tsquery('simple', 'boreholes:* | water:*')`)).toEqual([{ id: EXPERT }])
  })

  it('serves the migrated expert through the app: the public profile with its stats, expertise and portfolio', async () => {
    const profile = await getExpertProfile(database.db, EXPERT)
    expect(profile).toMatchObject({ id: EXPERT, name: 'Wanjiru Kamau', title: 'Senior Grant Writer', reviewCount: 6 })
    expect(JSON.stringify(profile)).toContain('Boreholes for Kitui schools')
  })

  it('still links the tables: deleting the expert removes what is theirs and clears the requests that named them', async () => {
    await database.db.execute(sql`delete from experts where id = ${EXPERT}`)
    for (const table of ['expert_stats', 'expert_expertise', 'expert_portfolio', 'expert_profile_edits']) {
      expect(await rows(sql`select count(*)::int as n from ${sql.identifier(table)}`)).toEqual([{ n: 0 }])
    }
    expect(await rows(sql`select expert_id from project_requests`)).toEqual([{ expert_id: null }])
    expect(await rows(sql`select expert_id from white_glove_requests`)).toEqual([{ expert_id: null }])
  })

  it('leaves no table, column, constraint or index named after grant writers', async () => {
    const names = await rows<{ name: string }>(sql`
      select table_name::text as name from information_schema.tables where table_schema = 'public'
      union all select table_name || '.' || column_name from information_schema.columns where table_schema = 'public'
      union all select conname::text from pg_constraint c join pg_namespace n on n.oid = c.connamespace where n.nspname = 'public'
      union all select indexname::text from pg_indexes where schemaname = 'public'`)
    expect(names.length).toBeGreaterThan(100)
    expect(names.filter((r) => r.name.includes('grant_writer'))).toEqual([])
    expect(names.map((r) => r.name)).toEqual(
      expect.arrayContaining(['experts', 'experts_pkey', 'experts_user_id_unique', 'expert_listings_best_idx', 'expert_stats.expert_id', 'engagements_expert_id_experts_id_fk']),
    )
  })
})
