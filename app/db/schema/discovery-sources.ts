import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { CRAWL_FREQUENCIES, SOURCE_FORMATS, SOURCE_PRIORITIES, SOURCE_TYPES } from '../../catalog/discovery.ts'

// In a file of its own, beneath both grants.ts (a grant names the source it was found by) and
// discovery.ts (tasks and queue rows name their source and grant), so neither imports the other.

export const sourceTypeEnum = pgEnum('discovery_source_type', SOURCE_TYPES)
export const sourceFormatEnum = pgEnum('discovery_source_format', SOURCE_FORMATS)
export const crawlFrequencyEnum = pgEnum('crawl_frequency', CRAWL_FREQUENCIES)
export const sourcePriorityEnum = pgEnum('discovery_priority', SOURCE_PRIORITIES)

/** Spec §3 grant_discovery_sources. `format` says how the source is read (catalog/discovery.ts). */
export const grantDiscoverySources = pgTable(
  'grant_discovery_sources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    sourceName: text('source_name').notNull(),
    sourceUrl: text('source_url').notNull(),
    sourceType: sourceTypeEnum('source_type').notNull(),
    format: sourceFormatEnum('format').notNull().default('auto'),
    crawlFrequency: crawlFrequencyEnum('crawl_frequency').notNull(),
    priority: sourcePriorityEnum('priority').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    totalGrantsDiscovered: integer('total_grants_discovered').notNull().default(0),
    successCount: integer('success_count').notNull().default(0),
    failureCount: integer('failure_count').notNull().default(0),
    lastCrawledAt: timestamp('last_crawled_at', { withTimezone: true }),
    /** When the scheduler crawls it next (its frequency after the last crawl; now for a new source). */
    nextCrawlAt: timestamp('next_crawl_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grant_discovery_sources_url_idx').on(sql`lower(${t.sourceUrl})`), index('grant_discovery_sources_due_idx').on(t.isActive, t.nextCrawlAt)],
)
