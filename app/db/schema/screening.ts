import { index, integer, jsonb, pgEnum, pgTable, real, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { SCREENING_ENTRY_KINDS, SCREENING_LIST_VERSION_STATUSES, SCREENING_LISTS } from '../../catalog/screening.ts'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'
import { organizationVerifications } from './verification.ts'

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

export const SCREENING_MATCH_STATUSES = ['open', 'cleared', 'confirmed'] as const
export const screeningMatchStatusEnum = pgEnum('screening_match_status', SCREENING_MATCH_STATUSES)

/**
 * A possible sanctions match for one name of an application (the organization, the signer, an
 * officer), kept for a reviewer to clear (a namesake) or confirm, with the reason (ADR 064). Nothing
 * is decided silently: an open match blocks approval, and one found after approval suspends the badge.
 * One row per name and list entry: screening again never reopens a match a reviewer cleared.
 */
export const screeningMatches = pgTable(
  'screening_matches',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => organizationVerifications.id, { onDelete: 'cascade' }),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** 'organization', 'signer' or 'officer'. */
    subjectRole: text('subject_role').notNull(),
    subjectName: text('subject_name').notNull(),
    list: text('list').notNull(),
    entryRef: text('entry_ref').notNull(),
    listedName: text('listed_name').notNull(),
    matchedName: text('matched_name').notNull(),
    score: real('score').notNull(),
    /** Message ids with their parameters: why the names were found alike (or told apart). */
    reasons: jsonb('reasons').$type<Array<{ id: string; params?: Record<string, string | number> }>>().notNull(),
    listVersionId: integer('list_version_id'),
    status: screeningMatchStatusEnum('status').notNull().default('open'),
    decisionReason: text('decision_reason'),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('screening_matches_subject_entry_idx').on(t.verificationId, t.subjectName, t.list, t.entryRef), index('screening_matches_open_idx').on(t.status, t.createdAt)],
)
