import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { SCREENING_ENTRY_KINDS, SCREENING_LISTS, SCREENING_LIST_VERSION_STATUSES } from '../../catalog/screening.ts'

/**
 * Issue 26 §1: each download of a sanctions list (UN, OFAC SDN, EU, UK) is a version. A good one
 * (`ok`) holds its entries; a failed one records why and holds none, so the last good version of
 * each list stays the one screened against. Old good versions are pruned, keeping the last three.
 */
export const screeningListVersions = pgTable(
  'screening_list_versions',
  {
    id: serial('id').primaryKey(),
    list: text('list', { enum: SCREENING_LISTS }).notNull(),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }).notNull().defaultNow(),
    /** The URL or local file path the list was read from. */
    sourceAddress: text('source_address').notNull(),
    /** Hex sha256 of the file(s) read; null when the download itself failed. */
    sha256: text('sha256'),
    entryCount: integer('entry_count').notNull().default(0),
    status: text('status', { enum: SCREENING_LIST_VERSION_STATUSES }).notNull(),
    /** Why a failed refresh failed: 'download' | 'parse' | 'too-small', then the detail. */
    error: text('error'),
    /** When the re-screening job was queued for this version (null: not yet; a failed queue is retried on the next refresh). */
    rescreenQueuedAt: timestamp('rescreen_queued_at', { withTimezone: true }),
  },
  (t) => [index('screening_list_versions_list_idx').on(t.list, t.status, t.fetchedAt.desc())],
)

/** One listed person or organization in one version of a list, as its publisher gives it. */
export const screeningListEntries = pgTable(
  'screening_list_entries',
  {
    id: serial('id').primaryKey(),
    versionId: integer('version_id')
      .notNull()
      .references(() => screeningListVersions.id, { onDelete: 'cascade' }),
    /** The entry's own reference on its list (UN reference number, OFAC ent_num, EU logicalId, UK UniqueID). */
    ref: text('ref').notNull(),
    kind: text('kind', { enum: SCREENING_ENTRY_KINDS }),
    name: text('name').notNull(),
    /** Every other name the list gives, original-script names included. */
    aliases: jsonb('aliases').$type<string[]>().notNull().default([]),
    birthYears: jsonb('birth_years').$type<number[]>().notNull().default([]),
    /** ISO 3166-1 alpha-2 where the list's country name could be read. */
    nationalities: jsonb('nationalities').$type<string[]>().notNull().default([]),
    programme: text('programme'),
    /** The listing date as yyyy-mm-dd, when the list gives it. */
    listedOn: text('listed_on'),
  },
  (t) => [index('screening_list_entries_version_idx').on(t.versionId)],
)
