import { randomBytes } from 'node:crypto'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { sql } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Database, MIGRATIONS_FOLDER, migrateDatabase, openDatabase, queryRows } from '../../app/db/client.server.ts'
import { getApplication } from '../../app/domain/applications/get-application.server.ts'
import { listMemberGrants } from '../../app/domain/grants/list-member-grants.server.ts'

/**
 * The teams migration (ADR 030) moves saved grants and applications from the person to their
 * organization. A database migrated up to just before it gets what members had then: three
 * members, each with their one-person organization (one of them a plain "member" of it, the old
 * default role), saved grants, applications with notes and approved or draft verifications, and a
 * fourth person who saved and applied but belongs to no organization (an interrupted sign-up).
 * Then the rest of the migrations run, as a deployment would run them, and every row is where it
 * belongs. On the embedded database, and on PostgreSQL when TEST_DATABASE_URL is set (CI's
 * PostgreSQL stage).
 */
const FIRST_TEAMS_MIGRATION = '_teams'
const adminUrl = process.env.TEST_DATABASE_URL

/** A copy of drizzle/ whose journal stops before the teams migrations (and without their files). */
function migrationsBeforeTeams(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'harambee-migrations-'))
  cpSync(MIGRATIONS_FOLDER, dir, { recursive: true })
  const journalFile = path.join(dir, 'meta/_journal.json')
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: Array<{ tag: string }> }
  const stop = journal.entries.findIndex((e) => e.tag.endsWith(FIRST_TEAMS_MIGRATION))
  expect(stop).toBeGreaterThan(0)
  for (const entry of journal.entries.slice(stop)) rmSync(path.join(dir, `${entry.tag}.sql`))
  journal.entries = journal.entries.slice(0, stop)
  writeFileSync(journalFile, JSON.stringify(journal))
  return dir
}

const ORG = { amina: 'a0000000-0000-4000-8000-000000000001', baraka: 'a0000000-0000-4000-8000-000000000002', chipo: 'a0000000-0000-4000-8000-000000000003' }
const GRANT = { water: 'b0000000-0000-4000-8000-000000000001', seeds: 'b0000000-0000-4000-8000-000000000002', clinic: 'b0000000-0000-4000-8000-000000000003' }
const savedId = (n: number) => `c0000000-0000-4000-8000-00000000000${n}`
const applicationId = (n: number) => `d0000000-0000-4000-8000-00000000000${n}`

/** Who saved what and applied for what before the migration (by the old user_id), with the notes. */
const SAVED = [
  { id: savedId(1), user: 'amina', grant: GRANT.water },
  { id: savedId(2), user: 'amina', grant: GRANT.seeds },
  { id: savedId(3), user: 'baraka', grant: GRANT.water },
  { id: savedId(4), user: 'chipo', grant: GRANT.clinic },
  { id: savedId(5), user: 'dube', grant: GRANT.seeds },
] as const
const APPLIED = [
  { id: applicationId(1), user: 'amina', grant: GRANT.water, status: 'submitted', notes: 'Amina: budget table still to check' },
  { id: applicationId(2), user: 'baraka', grant: GRANT.water, status: 'draft', notes: 'Baraka: ask the district office' },
  { id: applicationId(3), user: 'baraka', grant: GRANT.seeds, status: 'awarded', notes: null },
  { id: applicationId(4), user: 'chipo', grant: GRANT.clinic, status: 'not_started', notes: 'Chipo: clinic letters' },
  { id: applicationId(5), user: 'dube', grant: GRANT.water, status: 'draft', notes: 'Dube: no organization yet' },
] as const

async function fillOldDatabase(database: Database) {
  const run = (query: ReturnType<typeof sql>) => database.db.execute(query)
  await run(sql`
    insert into "user" (id, name, email, email_verified) values
      ('amina', 'Amina Odhiambo', 'amina@example.org', true), ('baraka', 'Baraka Mwangi', 'baraka@example.org', true),
      ('chipo', 'Chipo Banda', 'chipo@example.org', true), ('dube', 'Dube Ncube', 'dube@example.org', true)`)
  await run(sql`
    insert into organizations (id, name) values
      (${ORG.amina}, 'Amina Water Trust'), (${ORG.baraka}, 'Baraka Seed Bank'), (${ORG.chipo}, 'Chipo Clinics')`)
  // Sign-up made each member the owner of their organization; a row written without a role got the old default, "member".
  await run(sql`insert into organization_members (organization_id, user_id, role) values (${ORG.amina}, 'amina', 'owner'), (${ORG.baraka}, 'baraka', 'owner')`)
  await run(sql`insert into organization_members (organization_id, user_id) values (${ORG.chipo}, 'chipo')`)
  await run(sql`
    insert into grants (id, title, description, source, sector) values
      (${GRANT.water}, 'Clean Water Fund', 'Boreholes for schools.', 'Water Funders', 'water_sanitation'),
      (${GRANT.seeds}, 'Seed Bank Grant', 'Seeds for smallholders.', 'Seed Funders', 'agriculture'),
      (${GRANT.clinic}, 'Rural Clinics Grant', 'Clinics in rural districts.', 'Health Funders', 'health')`)
  for (const s of SAVED) await run(sql`insert into user_saved_grants (id, user_id, grant_id) values (${s.id}, ${s.user}, ${s.grant})`)
  for (const a of APPLIED) {
    await run(sql`insert into applications (id, user_id, grant_id, status, notes) values (${a.id}, ${a.user}, ${a.grant}, ${a.status}, ${a.notes})`)
  }
  await run(sql`
    insert into organization_verifications (organization_id, created_by, verification_tier, verification_fee_paid, payment_status, verification_status, decided_at) values
      (${ORG.amina}, 'amina', 'standard', 300, 'paid', 'approved', now() - interval '30 days'),
      (${ORG.baraka}, 'baraka', 'basic', 150, 'pending', 'draft', null),
      (${ORG.chipo}, 'chipo', 'basic', 150, 'paid', 'approved', now() - interval '2 days')`)
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
  const name = `harambee_teams_${randomBytes(5).toString('hex')}`
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

describe.each(engines)('The teams migration on $name', (engine) => {
  let database: Database
  let folder: string
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(database.db, query)
  /** The organization each person belongs to after the migration. */
  let orgOf: Record<string, string>

  beforeAll(async () => {
    folder = migrationsBeforeTeams()
    database = await engine.open(folder)
    await fillOldDatabase(database)
    await migrateDatabase(database)
    orgOf = Object.fromEntries((await rows<{ user_id: string; organization_id: string }>(sql`select user_id, organization_id from organization_members`)).map((r) => [r.user_id, r.organization_id]))
  })
  afterAll(async () => {
    await database?.close()
    await engine.drop()
    if (folder) rmSync(folder, { recursive: true, force: true })
  })

  it('ran every migration, the teams ones last', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] }
    const [{ n }] = await rows<{ n: number }>(sql`select count(*)::int as n from drizzle.__drizzle_migrations`)
    expect(n).toBe(journal.entries.length)
  })

  it("moves every saved grant to its saver's organization, and remembers who saved it", async () => {
    const saved = await rows<{ id: string; organization_id: string; saved_by: string; grant_id: string }>(sql`select id, organization_id, saved_by, grant_id from user_saved_grants order by id`)
    expect(saved).toEqual(SAVED.map((s) => ({ id: s.id, organization_id: orgOf[s.user], saved_by: s.user, grant_id: s.grant })))
    expect(saved.map((s) => s.organization_id).slice(0, 4)).toEqual([ORG.amina, ORG.amina, ORG.baraka, ORG.chipo])
  })

  it('moves every application to its organization, with its creator and its creator as assignee, keeping status and notes', async () => {
    const applied = await rows<{ id: string; organization_id: string; created_by: string; assignee_id: string; grant_id: string; status: string; notes: string | null }>(
      sql`select id, organization_id, created_by, assignee_id, grant_id, status::text, notes from applications order by id`,
    )
    expect(applied).toEqual(APPLIED.map((a) => ({ id: a.id, organization_id: orgOf[a.user], created_by: a.user, assignee_id: a.user, grant_id: a.grant, status: a.status, notes: a.notes })))
  })

  it('gives the person without an organization one of their own, named after them, which owns what they saved and applied for', async () => {
    expect(Object.values(ORG)).not.toContain(orgOf.dube)
    expect(await rows(sql`select o.name, m.role::text as role from organizations o join organization_members m on m.organization_id = o.id where m.user_id = 'dube'`)).toEqual([
      { name: 'Dube Ncube', role: 'owner' },
    ])
    expect(await rows(sql`select count(*)::int as n from organizations`)).toEqual([{ n: 4 }])
  })

  it('drops the old user_id columns and leaves no row without an organization', async () => {
    const columns = await rows<{ table_name: string; column_name: string }>(
      sql`select table_name, column_name from information_schema.columns where table_name in ('applications', 'user_saved_grants') and column_name in ('user_id', 'organization_id') order by table_name, column_name`,
    )
    expect(columns).toEqual([
      { table_name: 'applications', column_name: 'organization_id' },
      { table_name: 'user_saved_grants', column_name: 'organization_id' },
    ])
    expect(await rows(sql`select count(*)::int as n from applications where organization_id is null`)).toEqual([{ n: 0 }])
    expect(await rows(sql`select count(*)::int as n from user_saved_grants where organization_id is null`)).toEqual([{ n: 0 }])
  })

  it('renames the old "member" role to "editor", keeps the owners, and knows the four roles in order', async () => {
    expect(await rows(sql`select user_id, role::text as role from organization_members order by user_id`)).toEqual([
      { user_id: 'amina', role: 'owner' },
      { user_id: 'baraka', role: 'owner' },
      { user_id: 'chipo', role: 'editor' },
      { user_id: 'dube', role: 'owner' },
    ])
    expect(await rows(sql`select unnest(enum_range(null::member_role))::text as role`)).toEqual([{ role: 'owner' }, { role: 'admin' }, { role: 'editor' }, { role: 'viewer' }])
  })

  it('gives approved verifications a check code of their own, and drafts none', async () => {
    const codes = await rows<{ organization_id: string; check_code: string | null }>(sql`select organization_id, check_code from organization_verifications order by organization_id`)
    expect(codes.map((c) => c.organization_id)).toEqual([ORG.amina, ORG.baraka, ORG.chipo])
    const [amina, baraka, chipo] = codes.map((c) => c.check_code)
    expect(amina).toMatch(/^[0-9A-F]{10}$/)
    expect(chipo).toMatch(/^[0-9A-F]{10}$/)
    expect(chipo).not.toBe(amina)
    expect(baraka).toBeNull()
  })

  it('holds the new unique rules: one saved row and one application per organization and grant, one organization per person', async () => {
    // The same grant saved again by the organization, or applied for again: refused.
    await expect(database.db.execute(sql`insert into user_saved_grants (organization_id, saved_by, grant_id) values (${ORG.amina}, 'amina', ${GRANT.water})`)).rejects.toThrow()
    await expect(database.db.execute(sql`insert into applications (organization_id, created_by, grant_id) values (${ORG.baraka}, 'baraka', ${GRANT.seeds})`)).rejects.toThrow()
    // A second organization for a person: refused.
    await expect(database.db.execute(sql`insert into organization_members (organization_id, user_id, role) values (${ORG.amina}, 'baraka', 'viewer')`)).rejects.toThrow()
    // Another organization may save and apply for the same grant; the new roles can be given.
    await database.db.execute(sql`insert into user_saved_grants (organization_id, saved_by, grant_id) values (${ORG.chipo}, 'chipo', ${GRANT.water})`)
    await database.db.execute(sql`insert into applications (organization_id, created_by, grant_id) values (${ORG.chipo}, 'chipo', ${GRANT.seeds})`)
    await database.db.execute(sql`insert into "user" (id, name, email, email_verified) values ('esi', 'Esi Viewer', 'esi@example.org', true)`)
    await database.db.execute(sql`insert into organization_members (organization_id, user_id, role) values (${ORG.amina}, 'esi', 'viewer')`)
    const pairs = await rows<{ organization_id: string; grant_id: string }>(sql`select organization_id, grant_id from user_saved_grants`)
    expect(new Set(pairs.map((p) => `${p.organization_id}/${p.grant_id}`)).size).toBe(pairs.length)
  })

  it("shows each organization's dashboard the same rows its member had, and no one else's", async () => {
    const amina = await listMemberGrants(database.db, ORG.amina)
    expect(amina.saved.map((s) => s.grant.id).sort()).toEqual([GRANT.water, GRANT.seeds].sort())
    expect(amina.applications.map((a) => [a.id, a.status])).toEqual([[applicationId(1), 'submitted']])
    const application = await getApplication(database.db, ORG.amina, applicationId(1))
    expect(application?.notes).toBe('Amina: budget table still to check')
    // Another organization's application is as unknown as a missing one.
    expect(await getApplication(database.db, ORG.amina, applicationId(2))).toBeNull()
    const dube = await listMemberGrants(database.db, orgOf.dube)
    expect(dube.saved.map((s) => s.grant.id)).toEqual([GRANT.seeds])
    expect(dube.applications.map((a) => a.id)).toEqual([applicationId(5)])
  })

  it("keeps the team's rows when the person who made them deletes their account", async () => {
    await database.db.execute(sql`delete from "user" where id = 'baraka'`)
    expect(await rows(sql`select id, organization_id, created_by, assignee_id from applications where organization_id = ${ORG.baraka} order by id`)).toEqual([
      { id: applicationId(2), organization_id: ORG.baraka, created_by: null, assignee_id: null },
      { id: applicationId(3), organization_id: ORG.baraka, created_by: null, assignee_id: null },
    ])
    expect(await rows(sql`select id, saved_by from user_saved_grants where organization_id = ${ORG.baraka}`)).toEqual([{ id: savedId(3), saved_by: null }])
  })
})
