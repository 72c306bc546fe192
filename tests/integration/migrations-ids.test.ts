import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APPLICATION_STATUSES } from '../../app/domain/applications/application-status.ts'
import { REGIONS } from '../../app/catalog/countries.ts'
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openDatabase, queryRows } from '../../app/db/client.server.ts'
import { sql } from 'drizzle-orm'

/**
 * The migrations that turned stored English words into ids (issue 10) keep every existing row: a
 * database migrated up to just before them gets rows with the old words, then the rest of the
 * migrations, and each row reads as its ids.
 */
const FIRST_ID_MIGRATION = 'application-status-ids'

let database: Database
let folder: string

/** A copy of drizzle/ whose journal stops before the first id migration. */
function migrationsBefore(tagSuffix: string): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harambee-migrations-'))
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const stop = journal.entries.findIndex((e) => e.tag.endsWith(tagSuffix))
  expect(stop).toBeGreaterThan(0)
  journal.entries = journal.entries.slice(0, stop)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query)

beforeAll(async () => {
  folder = migrationsBefore(FIRST_ID_MIGRATION)
  database = await openDatabase({ dataDir: 'memory://' })
  const { migrate } = await import('drizzle-orm/pglite/migrator')
  await migrate(database.db as never, { migrationsFolder: folder })
  // What a database held before: English words everywhere a catalogue value was stored.
  await database.db.execute(sql`insert into countries (name, region) values ('Kenya', 'East Africa'), ('Ivory Coast', 'West Africa')`)
  await database.db.execute(sql`insert into "user" (id, name, email, email_verified) values ('u1', 'Old Member', 'old@example.org', true)`)
  await database.db.execute(sql`insert into profiles (user_id, country) values ('u1', 'Other')`)
  await database.db.execute(sql`insert into organizations (id, name, sector, country) values ('00000000-0000-0000-0000-000000000001', 'Old Org', 'Gender Equality', 'Ivory Coast')`)
  await database.db.execute(sql`
    insert into grants (id, title, description, source, sector, sectors, grant_type, country_scope, geographic_focus, country_names, regions)
    values ('00000000-0000-0000-0000-0000000000a1', 'Old Grant', 'A grant written before ids.', 'Old Funder', 'Health', '{Health,"Economic Development"}', 'Research Grant', 'Kenya and Côte d’Ivoire',
            '{"East Africa",Pan-African}', '{Ivory Coast,Kenya}', '{"East Africa","West Africa"}'),
           ('00000000-0000-0000-0000-0000000000a2', 'Odd Grant', 'An admin typed their own sector.', 'Old Funder', 'Water', '{Water}', null, null, '{}', '{}', '{}')`)
  await database.db.execute(sql`
    insert into applications (id, user_id, grant_id, status, outcome) values
      ('00000000-0000-0000-0000-0000000000b1', 'u1', '00000000-0000-0000-0000-0000000000a1', 'Awarded', 'Awarded'),
      ('00000000-0000-0000-0000-0000000000b2', 'u1', '00000000-0000-0000-0000-0000000000a2', 'Not Started', null)`)
  await database.db.execute(sql`
    insert into application_events (application_id, status) values
      ('00000000-0000-0000-0000-0000000000b1', 'Not Started'), ('00000000-0000-0000-0000-0000000000b1', 'Submitted'), ('00000000-0000-0000-0000-0000000000b1', 'Awarded')`)
  await database.db.execute(
    sql`insert into user_grant_submissions (user_id, title, description, funder_name, application_url, sectors, geographic_focus) values ('u1', 'Old Submission', 'Sent in before ids.', 'Old Funder', 'https://old.example.org', '{Agriculture}', '{"Southern Africa"}')`,
  )
  await database.db.execute(
    sql`insert into organization_verifications (organization_id, verification_tier, verification_fee_paid, country) values ('00000000-0000-0000-0000-000000000001', 'basic', 150, 'Kenya')`,
  )
  await database.db.execute(sql`
    insert into payment_sessions (id, provider, purpose, reference_id, item, user_id, amount_usd, description, success_url, cancel_url, status)
    values ('cs_old', 'sandbox', 'subscription', '00000000-0000-0000-0000-000000000001', 'pro', 'u1', 348, 'Pro Yearly', '/', '/', 'paid')`)
  await database.db.execute(
    sql`insert into receipts (session_id, organization_id, user_id, purpose, description, amount_usd, provider, provider_reference) values ('cs_old', '00000000-0000-0000-0000-000000000001', 'u1', 'subscription', 'Pro Yearly', 348, 'sandbox', 'cs_old')`,
  )
  // Then the migrations that make them ids, as a deployment would run them.
  await migrateDatabase(database)
})
afterAll(async () => {
  await database?.close()
  if (folder) rmSync(folder, { recursive: true, force: true })
})

describe('The migrations to stored ids', () => {
  it('rename the application statuses in place: every row keeps its status, as an id', async () => {
    expect(await rows(sql`select status::text, outcome from applications order by id`)).toEqual([
      { status: 'awarded', outcome: 'awarded' },
      { status: 'not_started', outcome: null },
    ])
    expect((await rows<{ status: string }>(sql`select status::text from application_events order by created_at, status`)).map((r) => r.status).sort()).toEqual(['awarded', 'not_started', 'submitted'])
    // No English word is left in the enum, and a new application starts as not_started.
    const [{ values }] = await rows<{ values: string }>(sql`select enum_range(null::application_status)::text as values`)
    expect(values).toBe(`{${APPLICATION_STATUSES.join(',')}}`)
    const [{ fallback }] = await rows<{ fallback: string }>(sql`select column_default as fallback from information_schema.columns where table_name = 'applications' and column_name = 'status'`)
    expect(fallback).toMatch(/^'not_started'/)
    const [{ regions }] = await rows<{ regions: string }>(sql`select enum_range(null::region)::text as regions`)
    expect(regions).toBe(`{${REGIONS.join(',')}}`)
  })

  it('turn sectors, regions, focus and grant types into ids, countries into ISO codes, and keep words that are not the catalogue’s', async () => {
    const grants = await rows(sql`select title, sector, sectors, grant_type, geographic_focus, country_codes, regions from grants order by title`)
    expect(grants).toEqual([
      { title: 'Odd Grant', sector: 'Water', sectors: ['Water'], grant_type: null, geographic_focus: [], country_codes: [], regions: [] },
      {
        title: 'Old Grant',
        sector: 'health',
        sectors: ['health', 'economic_development'],
        grant_type: 'research',
        geographic_focus: ['east_africa', 'pan_african'],
        country_codes: ['CI', 'KE'],
        regions: ['east_africa', 'west_africa'],
      },
    ])
    expect(await rows(sql`select code, region::text from countries order by code`)).toEqual([
      { code: 'CI', region: 'west_africa' },
      { code: 'KE', region: 'east_africa' },
    ])
    expect(await rows(sql`select sectors, geographic_focus from user_grant_submissions`)).toEqual([{ sectors: ['agriculture'], geographic_focus: ['southern_africa'] }])
    expect(await rows(sql`select sector, country from organizations where name = 'Old Org'`)).toEqual([{ sector: 'gender_equality', country: 'CI' }])
    // u1 belonged to no organization: the teams migration gave them one, which owns their applications (ADR 030).
    expect(await rows(sql`select o.name, m.role::text from organizations o join organization_members m on m.organization_id = o.id where m.user_id = 'u1'`)).toEqual([
      { name: 'Old Member', role: 'owner' },
    ])
    expect(await rows(sql`select count(*)::int as n from applications a join organization_members m on m.organization_id = a.organization_id and m.user_id = 'u1' where a.created_by = 'u1'`)).toEqual([
      { n: 2 },
    ])
    expect(await rows(sql`select country from profiles`)).toEqual([{ country: 'other' }])
    expect(await rows(sql`select country from organization_verifications`)).toEqual([{ country: 'KE' }])
  })

  it('give receipts the item their checkout bought, and leave no conversion function behind', async () => {
    expect(await rows(sql`select item, description from receipts`)).toEqual([{ item: 'pro', description: 'Pro Yearly' }])
    expect(await rows(sql`select proname from pg_proc where proname like 'harambee_%'`)).toEqual([])
  })
})
