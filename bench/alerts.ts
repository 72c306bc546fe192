/**
 * One alert run at scale (issue 13): 10,000 members (70% Free, 25% Pro, 5% Premium), each with an
 * organization profile and two saved searches, over the bench database's 100,000 grants, after 500
 * grants are published. Times the daily run (Pro and Premium daily searches and matches) and the
 * weekly run (everyone else) of app/jobs: each claims every due member's or search's new grants
 * once (alert_items) and the email that carries them (scheduled_emails). The emails are queued to a
 * counter here, not sent: sending is one job per email, the same as every other email. Members and
 * searches are made once (their emails end in @alerts.bench) and their claims cleared each run.
 * `npm run bench -- --only alerts`.
 */
import { sql } from 'drizzle-orm'
import { type Database, queryRows } from '../app/db/client.server.ts'
import { claimMatchAlerts } from '../app/domain/alerts/claim-match-alerts.server.ts'
import { claimSavedSearchAlerts } from '../app/domain/alerts/claim-saved-search-alerts.server.ts'
import type { JobServices } from '../app/domain/shared/job-services.ts'
import { benchDatabase } from './bench-database.ts'

const MEMBERS = Number(process.env.BENCH_ALERT_MEMBERS ?? 10_000)
const NEW_GRANTS = 500
const SECTORS = ['education', 'health', 'agriculture', 'environment', 'technology', 'gender_equality', 'economic_development', 'governance', 'energy']
const COUNTRIES = ['KE', 'NG', 'ZA', 'GH', 'UG', 'TZ', 'RW', 'ET', 'SN', 'CM', 'MA', 'EG', 'CI', 'ZM', 'MZ']
const WORDS = ['water', 'health', 'solar', 'youth', 'farmers', 'girls', 'climate', 'schools', 'women', 'digital']

async function prepare(database: Database) {
  const db = database.db
  // Made whole or made again: a run stopped half-way leaves fewer saved searches than two per member.
  const [{ n }] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from saved_searches where user_id like 'bench-%'`)
  if (Number(n) !== 2 * MEMBERS) {
    console.log(`Making ${MEMBERS.toLocaleString('en-US')} members with profiles and two saved searches each...`)
    await db.execute(sql`delete from "user" where email like '%@alerts.bench'`)
    await db.execute(sql`delete from organizations where name like 'Bench org %'`)
    await db.execute(sql`
      insert into "user" (id, name, email, email_verified) select 'bench-' || i, 'Bench member ' || i, 'member' || i || '@alerts.bench', true from generate_series(1, ${MEMBERS}) i;
    `)
    await db.execute(
      sql`insert into profiles (user_id, match_alert_frequency) select 'bench-' || i, (case when i % 20 < 6 then 'daily' else 'weekly' end)::match_alert_frequency from generate_series(1, ${MEMBERS}) i`,
    )
    await db.execute(sql`
      insert into organizations (name, sector, country, mission, org_type, annual_budget_usd, plan, plan_renews_at)
      select 'Bench org ' || i,
        (${`{${SECTORS.join(',')}}`}::text[])[1 + i % ${SECTORS.length}],
        (${`{${COUNTRIES.join(',')}}`}::text[])[1 + (i / 7) % ${COUNTRIES.length}],
        'We work on ' || (${`{${WORDS.join(',')}}`}::text[])[1 + i % ${WORDS.length}] || ' and ' || (${`{${WORDS.join(',')}}`}::text[])[1 + (i / 3) % ${WORDS.length}] || ' with local partners',
        'ngo', 20000 + (i % 50) * 4000,
        (case when i % 20 < 5 then 'pro' when i % 20 = 5 then 'premium' else 'free' end)::plan,
        (case when i % 20 <= 5 then now() + interval '200 days' end)
      from generate_series(1, ${MEMBERS}) i`)
    await db.execute(sql`
      insert into organization_members (organization_id, user_id, role)
      select o.id, 'bench-' || substring(o.name from 11), 'owner' from organizations o where o.name like 'Bench org %'`)
    for (const [offset, frequency] of [
      [0, 'daily'],
      [5, 'weekly'],
    ] as const) {
      await db.execute(sql`
        insert into saved_searches (user_id, name, query, query_key, frequency)
        select 'bench-' || i, 'Search ' || ${offset} || ' ' || i,
          jsonb_build_object('q', w, 'sector', s, 'sort', 'relevance', 'page', 1),
          '/discover?q=' || w || '&sector=' || s, ${frequency}::saved_search_frequency
        from (select i, (${`{${WORDS.join(',')}}`}::text[])[1 + (i + ${offset}) % ${WORDS.length}] as w, (${`{${SECTORS.join(',')}}`}::text[])[1 + (i + ${offset}) % ${SECTORS.length}] as s from generate_series(1, ${MEMBERS}) i) x`)
    }
    // Statistics of the new rows, as autovacuum would take them: without them the planner plans for empty tables.
    await db.execute(sql`analyze`)
  }
}

/** 500 grants published now (copies of seeded ones, with new ids), the claims of earlier runs cleared, marks a day back. */
async function publish(database: Database) {
  const db = database.db
  await db.execute(sql`delete from grants where source = 'Bench alerts'`)
  await db.execute(sql`delete from alert_items where user_id like 'bench-%'`)
  await db.execute(sql`delete from scheduled_emails where user_id like 'bench-%'`)
  await db.execute(sql`delete from alert_watermarks where subscription_id like 'match:bench-%'`)
  await db.execute(sql`delete from match_reveals where organization_id in (select id from organizations where name like 'Bench org %')`)
  await db.execute(sql`update saved_searches set last_scanned_at = now() - interval '1 day', created_at = now() - interval '30 days' where user_id like 'bench-%'`)
  await db.execute(sql`
    insert into grants (title, description, source, funder_name, sector, sectors, grant_type, country_scope, geographic_focus, country_codes, regions, funding_amount, funding_usd, deadline, eligibility, target_audience, focus_areas, is_demo, language)
    select title || ' (new)', description, 'Bench alerts', funder_name, sector, sectors, grant_type, country_scope, geographic_focus, country_codes, regions, funding_amount, funding_usd, current_date + 60, eligibility, target_audience, focus_areas, true, language
    from grants where source <> 'Bench alerts' order by id limit ${NEW_GRANTS}`)
}

export async function benchAlerts(database: Database) {
  await prepare(database)
  await publish(database)
  let queued = 0
  const services = {
    db: database.db,
    enqueue: async () => {
      queued++
    },
  } as unknown as JobServices
  const time = async (run: () => Promise<string[]>) => {
    queued = 0
    const start = performance.now()
    const keys = await run()
    return { seconds: Number(((performance.now() - start) / 1000).toFixed(1)), emails: keys.length, queued }
  }
  const daily = {
    searches: await time(() => claimSavedSearchAlerts(services, 'daily')),
    matches: await time(() => claimMatchAlerts(services, 'daily')),
  }
  const weekly = {
    searches: await time(() => claimSavedSearchAlerts(services, 'weekly')),
    matches: await time(() => claimMatchAlerts(services, 'weekly')),
  }
  const again = await time(() => claimSavedSearchAlerts(services, 'daily'))
  const [{ claims }] = await queryRows<{ claims: number }>(database.db, sql`select count(*)::int as claims from alert_items where user_id like 'bench-%'`)
  return { members: MEMBERS, newGrants: NEW_GRANTS, daily, weekly, dailyAgain: again, claims: Number(claims) }
}

if (import.meta.main) {
  const database = await benchDatabase()
  try {
    console.log(JSON.stringify(await benchAlerts(database), null, 2))
  } finally {
    await database.close()
  }
}
