/**
 * Re-screening through the database (issue 26): `rescreenVerified` — the monitoring job's own
 * operation after a list update — over 10,000 organizations with an approved badge, each with 5
 * officers (the organization, its account name and 5 people screened per badge), in a fresh
 * PostgreSQL database (BENCH_DATABASE_URL's server, database harambee_bench_screening, migrated
 * with the app's migrations). Every name here is GENERATED test data: organizations and people are
 * recombined from the common first and last names listed below, with a deterministic random
 * generator, and about 1% of the people carry a name taken from the real lists in the bench index
 * (so some badges get new matches and are held under review, as a real list update would do).
 * Runs with `npm run bench -- --only screening` (bench/screening.ts), after the in-memory bench.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { loadavg, tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { VERIFICATION_TIER_IDS } from '../app/catalog/verification.ts'
import { migrateDatabase, openDatabase } from '../app/db/client.server.ts'
import { organizationMembers, organizations, organizationVerifications, screeningMatches, user, userRoles } from '../app/db/schema/index.ts'
import type { Officer } from '../app/db/schema/verification.ts'
import { buildScreeningIndex, type ScreeningIndexEntry } from '../app/domain/screening/build-screening-index.ts'
import { rescreenVerified } from '../app/domain/screening/rescreen-verified.server.ts'
import { screenedApplicationColumns } from '../app/domain/screening/screen-application.server.ts'
import { createMailer } from '../app/email/mailer.server.ts'
import type { JobServices } from '../app/domain/shared/job-services.ts'
import { and, eq, gt, isNull, notLike, or } from 'drizzle-orm'
import { server } from './support.ts'

const ORGANIZATIONS = 10_000
const OFFICERS = 5
const BATCH = 1000
const DATABASE = process.env.BENCH_SCREENING_DATABASE_NAME ?? 'harambee_bench_screening'

// GENERATED test names: common first and last names across Africa, recombined at random. Not real people.
const FIRST = [
  'Amina',
  'John',
  'Grace',
  'Mohamed',
  'Fatou',
  'Peter',
  'Aisha',
  'Joseph',
  'Esther',
  'Ibrahim',
  'Mary',
  'Samuel',
  'Halima',
  'David',
  'Ngozi',
  'Ali',
  'Kwame',
  'Thandiwe',
  'Chinedu',
  'Wanjiru',
  'Moussa',
  'Nomvula',
  'Tendai',
  'Zainab',
  'Kofi',
  'Akinyi',
  'Yaw',
  'Adwoa',
  'Emeka',
  'Nia',
]
const LAST = [
  'Okafor',
  'Mensah',
  'Ochieng',
  'Banda',
  'Diallo',
  'Mwangi',
  'Ndlovu',
  'Hassan',
  'Kamau',
  'Traore',
  'Abubakar',
  'Nyambura',
  'Sesay',
  'Mugisha',
  'Ahmed',
  'Juma',
  'Dlamini',
  'Asante',
  'Uwimana',
  'Moyo',
  'Kamara',
  'Tesfaye',
  'Otieno',
  'Nkosi',
  'Boateng',
  'Eze',
  'Phiri',
  'Mutua',
]
// GENERATED organization names: words of community organizations' names, recombined.
const ORG_WORDS = ['Community', 'Health', 'Youth', 'Women', 'Development', 'Education', 'Water', 'Farmers', 'Hope', 'Rural', 'Umoja', 'Jamii', 'Tumaini', 'Baobab', 'Sauti', 'Pamoja']
const ORG_KINDS = ['Foundation', 'Initiative', 'Trust', 'Network', 'Association', 'Collective', 'Society']
const ROLES = ['Chair', 'Treasurer', 'Secretary', 'Director', 'Board member']
const COUNTRIES = ['KE', 'NG', 'GH', 'SN', 'ZA', 'UG', 'TZ', 'RW', 'ET', 'MZ']

/** A small deterministic random generator, so every run seeds the same generated names. */
function random(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

export interface RescreenDbBenchResult {
  organizations: number
  subjects: number
  listedPeople: number
  seedSeconds: number
  seconds: number
  newMatches: number
  held: number
  /** Badges with a match on a real list entry (not a generated one). */
  realHeld: number
  /** The machine's 1-minute load average when the timed call ended (2 shared cores). */
  loadAverage: number
  emails: number
  /** Seconds per phase of the one timed call (see phases()). */
  split: { read: number; screen: number; insert: number; screenedAt: number; holds: number; mail: number }
}

/** A fresh database on the bench server, migrated by the app's migrations. */
async function freshDatabase() {
  const admin = new pg.Client({ connectionString: `${server}/postgres` })
  await admin.connect()
  await admin.query(`drop database if exists ${DATABASE} with (force)`)
  await admin.query(`create database ${DATABASE}`)
  await admin.end()
  const database = await openDatabase({ databaseUrl: `${server}/${DATABASE}`, dataDir: '', poolSize: 4 })
  await migrateDatabase(database)
  return database
}

/** 10,000 organizations, each with its owner (a user and a membership) and an approved badge naming 5 officers; set-based, 1,000 rows a statement. */
async function seed(db: Awaited<ReturnType<typeof freshDatabase>>['db'], listed: ScreeningIndexEntry[]) {
  const rand = random(2026)
  const pick = <T>(items: readonly T[]) => items[Math.floor(rand() * items.length)]!
  let listedPeople = 0
  const person = () => {
    if (rand() < 0.01) {
      listedPeople++
      return pick(listed).name
    }
    return `${pick(FIRST)} ${pick(LAST)}`
  }
  const decidedAt = new Date(Date.now() - 30 * 86_400_000)
  // Two staff admins, who hear of every new match.
  await db.insert(user).values([0, 1].map((i) => ({ id: `bench-screening-admin-${i}`, name: `Admin ${i}`, email: `bench-screening-admin-${i}@example.org`, emailVerified: true })))
  await db.insert(userRoles).values([0, 1].map((i) => ({ userId: `bench-screening-admin-${i}`, role: 'admin' as const })))
  for (let start = 0; start < ORGANIZATIONS; start += BATCH) {
    const range = Array.from({ length: BATCH }, (_, k) => start + k)
    await db.insert(user).values(range.map((i) => ({ id: `bench-screening-${i}`, name: `${pick(FIRST)} ${pick(LAST)}`, email: `bench-screening-${i}@example.org`, emailVerified: true })))
    const names = range.map((i) => `${pick(ORG_WORDS)} ${pick(ORG_WORDS)} ${pick(ORG_KINDS)} ${i}`)
    const made = await db
      .insert(organizations)
      .values(names.map((name) => ({ name })))
      .returning({ id: organizations.id })
    await db.insert(organizationMembers).values(made.map(({ id }, k) => ({ organizationId: id, userId: `bench-screening-${start + k}`, role: 'owner' as const })))
    await db.insert(organizationVerifications).values(
      made.map(({ id }, k) => {
        const i = start + k
        const officers: Officer[] = Array.from({ length: OFFICERS }, (_, n) => ({
          name: person(),
          role: ROLES[n]!,
          nationality: pick(COUNTRIES),
          birthYear: 1950 + Math.floor(rand() * 50),
          publish: rand() < 0.5,
        }))
        return {
          organizationId: id,
          createdBy: `bench-screening-${i}`,
          verificationTier: VERIFICATION_TIER_IDS[i % VERIFICATION_TIER_IDS.length],
          verificationFeePaid: 350,
          paymentStatus: 'paid' as const,
          verificationStatus: 'approved' as const,
          organizationName: names[k],
          // The signer is the chair (one of the officers), as most applications are signed.
          signature: officers[0]!.name,
          officers,
          declaration: true,
          decidedAt,
          checkCode: `BENCH-SCR-${String(i).padStart(5, '0')}`,
        }
      }),
    )
  }
  return listedPeople
}

/**
 * When each phase of rescreenVerified began, seen from the database calls it makes (a proxy over
 * services.db): the first insert (new matches) ends the read and screening, the first update ends
 * the inserts, the first transaction (a hold) ends the screening dates.
 */
function phases<T extends object>(db: T) {
  const marks: Record<string, number> = {}
  const proxy = new Proxy(db, {
    get(target, key, receiver) {
      const value = Reflect.get(target, key, receiver)
      if (typeof value !== 'function' || !['insert', 'update', 'transaction'].includes(String(key))) return value
      return (...args: unknown[]) => {
        marks[String(key)] ??= performance.now()
        return value.apply(target, args)
      }
    },
  })
  return { proxy, marks }
}

export async function runRescreenDbBench(entries: ScreeningIndexEntry[], realEntries: number): Promise<RescreenDbBenchResult> {
  const database = await freshDatabase()
  const outboxDir = mkdtempSync(path.join(tmpdir(), 'harambee-rescreen-bench-'))
  try {
    const { db } = database
    const listed = entries.slice(0, realEntries).filter((e) => e.kind === 'person')
    const seedStarted = performance.now()
    const listedPeople = await seed(db, listed)
    await db.execute('vacuum analyze')
    const seedSeconds = (performance.now() - seedStarted) / 1000
    const index = buildScreeningIndex(entries, { un: { id: 1, fetchedAt: new Date(), entryCount: entries.length } })

    // The read alone, as rescreenVerified makes it (its time is taken apart from the timed call's).
    const now = new Date()
    const readStarted = performance.now()
    const standing = await db
      .select(screenedApplicationColumns)
      .from(organizationVerifications)
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(
        and(
          eq(organizationVerifications.verificationStatus, 'approved'),
          isNull(organizationVerifications.revokedAt),
          or(isNull(organizationVerifications.expiresAt), gt(organizationVerifications.expiresAt, now)),
        ),
      )
    const read = (performance.now() - readStarted) / 1000
    // The organization (with its account name as another name), each officer, and the signer unless an officer.
    const subjects = standing.reduce((sum, a) => sum + 1 + (a.officers?.length ?? 0) + (a.signature && !a.officers?.some((o) => o.name === a.signature) ? 1 : 0), 0)

    // The app's mailer in its outbox mode (no SMTP): each email rendered and written to a folder.
    const outbox = createMailer({ outboxDir, from: 'Harambee <no-reply@bench.example.org>' })
    // Time spent in the mailer (rendering and writing each message), part of the holds.
    let mailSeconds = 0
    const mailer = {
      ...outbox,
      send: async (...args: Parameters<typeof outbox.send>) => {
        const t = performance.now()
        try {
          return await outbox.send(...args)
        } finally {
          mailSeconds += (performance.now() - t) / 1000
        }
      },
    }
    const config = { appName: 'Harambee', appUrl: 'http://127.0.0.1:3000' } as JobServices['config']
    const { proxy, marks } = phases(db)
    const started = performance.now()
    const summary = await rescreenVerified({ db: proxy, mailer, config }, index, now)
    const ended = performance.now()
    const seconds = (ended - started) / 1000
    const insertAt = marks.insert ?? marks.update ?? ended
    const updateAt = marks.update ?? ended
    const holdsAt = marks.transaction ?? ended
    const emails = (await mailer.listOutbox()).length
    // How many held badges a real listed entry alone would have held (the generated entries recombine common names).
    const realHeld = (await db.selectDistinct({ id: screeningMatches.verificationId }).from(screeningMatches).where(notLike(screeningMatches.entryRef, 'GENERATED-%'))).length
    return {
      organizations: standing.length,
      subjects,
      listedPeople,
      seedSeconds,
      seconds,
      newMatches: summary.newMatches,
      held: summary.underReview.length,
      realHeld,
      loadAverage: loadavg()[0]!,
      emails,
      split: {
        read,
        screen: (insertAt - started) / 1000 - read,
        insert: (updateAt - insertAt) / 1000,
        screenedAt: (holdsAt - updateAt) / 1000,
        holds: (ended - holdsAt) / 1000,
        mail: mailSeconds,
      },
    }
  } finally {
    await database.close()
    rmSync(outboxDir, { recursive: true, force: true })
  }
}

export function rescreenDbRow(result: RescreenDbBenchResult): string {
  const s = (value: number) => `${value.toFixed(1)} s`
  const { split } = result
  return `| re-screening through the database: \`rescreenVerified\` over ${result.organizations.toLocaleString('en-US')} approved badges (PostgreSQL, database ${DATABASE}), ${result.subjects.toLocaleString('en-US')} subjects (organization + 5 officers; the chair signs) | < 120 s | ${s(result.seconds)}: read ${s(split.read)}, screen ${s(split.screen)}, insert matches ${s(split.insert)}, screening dates ${s(split.screenedAt)}, holds ${s(split.holds)} (of which sending the emails ${s(split.mail)}); ${result.newMatches.toLocaleString('en-US')} new matches, ${result.held.toLocaleString('en-US')} badges held under review (${result.realHeld.toLocaleString('en-US')} of them on a real list entry, the rest on GENERATED index entries that recombine common names), ${result.emails.toLocaleString('en-US')} emails to the app's outbox mailer (${result.listedPeople.toLocaleString('en-US')} of the GENERATED people carry a real listed name; seeding took ${s(result.seedSeconds)}; load average ${result.loadAverage.toFixed(1)} on the shared machine) |`
}
