import { sql } from 'drizzle-orm'
import { bigint, boolean, date, index, integer, jsonb, numeric, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { AGENT_TYPES, FRONTIER_ROLES, PAGE_OUTCOMES, QUEUE_STATUSES, TASK_STATUSES, TASK_TRIGGERS, type FieldOrigin } from '../../catalog/discovery.ts'
import type { SourceFields } from '../../catalog/grant-changes.ts'
import { languageEnum } from './accounts.ts'
import { user } from './auth.ts'
import { grantDiscoverySources } from './discovery-sources.ts'
import { grants } from './grants.ts'

export const agentTypeEnum = pgEnum('agent_type', AGENT_TYPES)
export const taskTriggerEnum = pgEnum('agent_task_trigger', TASK_TRIGGERS)
export const taskStatusEnum = pgEnum('agent_task_status', TASK_STATUSES)
export const queueStatusEnum = pgEnum('discovered_grant_status', QUEUE_STATUSES)

export type TaskError = { url: string; reason: string }

/** Spec §3 agent task: one crawl or import of one source, with its progress, errors and cost. */
export const agentTasks = pgTable(
  'agent_tasks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Human-readable: crawl-YYYYMMDD-xxxxxx. */
    taskId: text('task_id').notNull().unique(),
    agentType: agentTypeEnum('agent_type').notNull(),
    sourceId: uuid('source_id').references(() => grantDiscoverySources.id, { onDelete: 'cascade' }),
    trigger: taskTriggerEnum('trigger').notNull(),
    status: taskStatusEnum('status').notNull().default('queued'),
    pageLimit: integer('page_limit').notNull(),
    pagesFetched: integer('pages_fetched').notNull().default(0),
    pagesUnchanged: integer('pages_unchanged').notNull().default(0),
    grantsFound: integer('grants_found').notNull().default(0),
    grantsQueued: integer('grants_queued').notNull().default(0),
    duplicates: integer('duplicates').notNull().default(0),
    errors: jsonb('errors').$type<TaskError[]>().notNull().default(sql`'[]'::jsonb`),
    currentUrl: text('current_url'),
    heartbeatAt: timestamp('heartbeat_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    actualCost: numeric('actual_cost', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('agent_tasks_created_at_idx').on(t.createdAt.desc()),
    /** One live crawl per source: a second start finds this row instead of queuing twice. */
    uniqueIndex('agent_tasks_one_live_per_source_idx').on(t.sourceId).where(sql`status in ('queued', 'running')`),
  ],
)

/** Spec §3 agent cost tracking: one row per paid call (an LLM request), summed by agent type. */
export const agentCosts = pgTable(
  'agent_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    taskId: uuid('task_id').references(() => agentTasks.id, { onDelete: 'set null' }),
    agentType: agentTypeEnum('agent_type').notNull(),
    model: text('model'),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    costAmount: numeric('cost_amount', { precision: 12, scale: 6, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_costs_agent_type_idx').on(t.agentType)],
)

/**
 * A source's frontier (issue 25): every page of its site the crawler knows, what it is to the crawl,
 * when it was found and last linked, and what the crawler last saw there (ETag, Last-Modified,
 * content hash, so an unchanged page is skipped). `fetched_at` null: known, not visited yet. Keyed by
 * the canonical URL.
 */
export const crawlPages = pgTable(
  'crawl_pages',
  {
    sourceId: uuid('source_id')
      .notNull()
      .references(() => grantDiscoverySources.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    role: text('role', { enum: FRONTIER_ROLES }).notNull().default('candidate'),
    /** Visit order among pages of one role: higher first (a link's grant score, a feed item's rank). */
    priority: integer('priority').notNull().default(0),
    etag: text('etag'),
    lastModified: text('last_modified'),
    contentHash: text('content_hash'),
    httpStatus: integer('http_status'),
    isGrant: boolean('is_grant'),
    outcome: text('outcome', { enum: PAGE_OUTCOMES }),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull().defaultNow(),
    /** When a listing, feed or sitemap last named it. */
    lastLinkedAt: timestamp('last_linked_at', { withTimezone: true }),
    /** The listing, feed or sitemap that named it last: an unchanged listing names its pages again without being read. */
    linkedFrom: text('linked_from'),
    /** Complete passes over the source's listings that did not name it (reset when one does), and the pass last counted. */
    unlistedCrawls: integer('unlisted_crawls').notNull().default(0),
    unlistedPassAt: timestamp('unlisted_pass_at', { withTimezone: true }),
    fetchedAt: timestamp('fetched_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.sourceId, t.url] })],
)

/** The next time the crawler may ask a host for a page (politeness across processes). */
export const crawlHosts = pgTable('crawl_hosts', {
  host: text('host').primaryKey(),
  nextAllowedAt: timestamp('next_allowed_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * Spec §3 discovered_grants_queue. A row per grant the crawler or an importer found, keyed by its
 * source and the source's own id (external_id: an OpportunityID, a 360Giving id, an
 * iati-identifier, or the canonical URL of a web page), so a re-run updates it instead of adding it
 * twice. A duplicate of a row or a grant already known is stored as `duplicate` and linked.
 */
export const discoveredGrantsQueue = pgTable(
  'discovered_grants_queue',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceId: uuid('source_id')
      .notNull()
      .references(() => grantDiscoverySources.id, { onDelete: 'cascade' }),
    taskId: uuid('task_id').references(() => agentTasks.id, { onDelete: 'set null' }),
    externalId: text('external_id').notNull(),
    pageUrl: text('page_url').notNull(),
    canonicalUrl: text('canonical_url'),
    status: queueStatusEnum('status').notNull().default('pending_verification'),
    /** An open-data record of a grant already awarded (360Giving, IATI), not an open call. */
    isAwardedRecord: boolean('is_awarded_record').notNull().default(false),
    title: text('title').notNull(),
    funderName: text('funder_name'),
    description: text('description'),
    /** The amount as the source wrote it. */
    fundingAmount: text('funding_amount'),
    amountMin: bigint('amount_min', { mode: 'number' }),
    amountMax: bigint('amount_max', { mode: 'number' }),
    currency: text('currency'),
    amountUsd: bigint('amount_usd', { mode: 'number' }),
    fxRate: numeric('fx_rate', { precision: 18, scale: 8, mode: 'number' }),
    fxDate: date('fx_date', { mode: 'string' }),
    deadline: date('deadline', { mode: 'string' }),
    deadlineText: text('deadline_text'),
    isRolling: boolean('is_rolling').notNull().default(false),
    countryScope: text('country_scope'),
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    geographicFocus: text('geographic_focus').array().notNull().default(sql`'{}'::text[]`),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    /** Who may apply: APPLICANT_TYPES ids (app/catalog/matching.ts); empty: not stated (ADR 057). */
    applicantTypes: text('applicant_types').array().notNull().default(sql`'{}'::text[]`),
    /** Whether organizations from outside the funder's country may apply; null: not stated, false: only organizations from the funder's country. */
    foreignApplicants: boolean('foreign_applicants'),
    /** ISO 3166-1 codes of the countries applicants must be registered in; empty: not stated. */
    eligibleCountries: text('eligible_countries').array().notNull().default(sql`'{}'::text[]`),
    applicationUrl: text('application_url'),
    language: languageEnum('language').notNull().default('en'),
    fieldOrigins: jsonb('field_origins').$type<Partial<Record<string, FieldOrigin>>>().notNull().default(sql`'{}'::jsonb`),
    /** For each field, the short text it was read from (issue 25 §2): quoted beside the field on the review page. */
    fieldSnippets: jsonb('field_snippets').$type<Partial<Record<string, string>>>().notNull().default(sql`'{}'::jsonb`),
    rawData: jsonb('raw_data').$type<{ url: string; snippet?: string }>().notNull(),
    /** The fields as last read at the source (a reviewer's edits leave them), so a re-crawl tells what changed there. */
    sourceFields: jsonb('source_fields').$type<SourceFields>(),
    contentHash: text('content_hash'),
    /** Unaccented lower-case title | funder | deadline: near-same grants across sources meet here. */
    dedupeKey: text('dedupe_key'),
    duplicateOfId: uuid('duplicate_of_id'),
    duplicateOfGrantId: uuid('duplicate_of_grant_id').references(() => grants.id, { onDelete: 'set null' }),
    publishedGrantId: uuid('published_grant_id').references(() => grants.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    reviewedBy: text('reviewed_by').references(() => user.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    discoveredAt: timestamp('discovered_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('discovered_grants_queue_source_external_idx').on(t.sourceId, t.externalId),
    index('discovered_grants_queue_canonical_url_idx').on(t.canonicalUrl),
    index('discovered_grants_queue_dedupe_key_idx').on(t.dedupeKey),
    index('discovered_grants_queue_discovered_at_idx').on(t.discoveredAt.desc()),
    index('discovered_grants_queue_status_idx').on(t.status),
    index('discovered_grants_queue_deadline_idx').on(t.deadline),
    index('discovered_grants_queue_application_url_idx').on(t.applicationUrl),
    // A funder's page lists the awards the open-data importers read for it (issue 25 §7).
    index('discovered_grants_queue_awarded_funder_idx').on(sql`f_funder_slug(${t.funderName})`).where(sql`is_awarded_record`),
  ],
)
