import { isOneOf } from './sectors.ts'

/**
 * Spec §3, §9 grant discovery: the choices of a discovery source, the states of a crawl task and of
 * a discovered grant, and the crawl limits. Stored by these ids and shown through the catalogue
 * (discovery.sourceType.{id}, discovery.frequency.{id}, …).
 */
export const SOURCE_TYPES = ['funder_website', 'government_portal', 'foundation_database', 'rss_feed', 'other'] as const
export type SourceType = (typeof SOURCE_TYPES)[number]

/**
 * How a source is read. `auto` looks at the answer (HTML page, feed, sitemap); the others are the
 * open-data importers, whose files are read whole.
 */
export const SOURCE_FORMATS = ['auto', 'html', 'feed', 'sitemap', 'grants_gov_xml', 'grants_gov_api', 'giving360_json', 'iati_xml', 'eu_ft_json', 'commongrants_json'] as const
export type SourceFormat = (typeof SOURCE_FORMATS)[number]
export const IMPORTER_FORMATS = ['grants_gov_xml', 'grants_gov_api', 'giving360_json', 'iati_xml', 'eu_ft_json', 'commongrants_json'] as const satisfies readonly SourceFormat[]
export type ImporterFormat = (typeof IMPORTER_FORMATS)[number]
/** Pages of a paged open-data API (the EU portal's search, a CommonGrants server) read per import at most. */
export const IMPORT_PAGES_MAX = 50
export const isImporterFormat = (format: SourceFormat): format is (typeof IMPORTER_FORMATS)[number] => (IMPORTER_FORMATS as readonly string[]).includes(format)

export const CRAWL_FREQUENCIES = ['daily', 'weekly', 'monthly'] as const
export type CrawlFrequency = (typeof CRAWL_FREQUENCIES)[number]
export const SOURCE_PRIORITIES = ['low', 'medium', 'high'] as const
export type SourcePriority = (typeof SOURCE_PRIORITIES)[number]

/** Spec §9: pages fetched per crawl request. */
export const CRAWL_PAGE_LIMIT = 10
/** "Crawl to the end": the cap the console offers first, and the largest it accepts (issue 25). */
export const CRAWL_TO_END_DEFAULT = 500
export const CRAWL_TO_END_MAX = 500
/**
 * Pages a source's frontier keeps at most: a sitemap of 50,000 URLs adds its first 5,000 (best
 * first), so one source never fills the table.
 */
export const FRONTIER_MAX_PAGES = 5000
/**
 * Unchanged pages (a 304, or the same content) cost nothing of a crawl's page limit, but a crawl
 * asks for at most this many per page of its limit, so re-checking a large site stays polite.
 */
export const UNCHANGED_PER_LIMIT_PAGE = 4
/** A crawl that stopped at its limit with pages left comes back this soon, not a frequency later. */
export const CONTINUE_AFTER_MINUTES = 60

/**
 * What a page of a source's frontier is to the crawl: the seed (the source's address, read every
 * crawl), a link source (robots.txt's sitemaps, a feed, a sitemap: read for links only), a listing
 * (an HTML page of links, and its next pages) or a candidate (a page that may be a grant).
 */
export const FRONTIER_ROLES = ['seed', 'link_source', 'listing', 'candidate'] as const
export type FrontierRole = (typeof FRONTIER_ROLES)[number]
/** What the last visit of a frontier page found. */
export const PAGE_OUTCOMES = ['grant', 'not_grant', 'listing', 'link_source', 'disallowed', 'error'] as const
export type PageOutcome = (typeof PAGE_OUTCOMES)[number]
/** Spec §9 lists: the discovery queue shows the 50 latest, the tasks tab the 20 latest. */
export const DISCOVERED_SHOWN = 50
export const TASKS_SHOWN = 20

export const AGENT_TYPES = ['crawler', 'importer', 'extractor'] as const
export type AgentType = (typeof AGENT_TYPES)[number]
export const TASK_TRIGGERS = ['manual', 'bulk', 'schedule', 'cli'] as const
export type TaskTrigger = (typeof TASK_TRIGGERS)[number]
export const TASK_STATUSES = ['queued', 'running', 'completed', 'failed'] as const
export type TaskStatus = (typeof TASK_STATUSES)[number]
/** A task in one of these is live: a source has at most one at a time. */
export const LIVE_TASK_STATUSES = ['queued', 'running'] as const satisfies readonly TaskStatus[]

/** pending_verification → verified (published as a grant) | rejected (with a reason); duplicate rows are linked, never reviewed. */
export const QUEUE_STATUSES = ['pending_verification', 'verified', 'rejected', 'duplicate'] as const
export type QueueStatus = (typeof QUEUE_STATUSES)[number]

/** Where a discovered field came from, best first. */
export const FIELD_ORIGINS = ['record', 'jsonld', 'microdata', 'og', 'structure', 'text', 'llm'] as const
export type FieldOrigin = (typeof FIELD_ORIGINS)[number]

/** Days until a source is due again after a crawl, by frequency (a month counts as 30 days). */
export const FREQUENCY_DAYS: Record<CrawlFrequency, number> = { daily: 1, weekly: 7, monthly: 30 }

export const isSourceType = (value: unknown): value is SourceType => isOneOf(SOURCE_TYPES, value)
export const isSourceFormat = (value: unknown): value is SourceFormat => isOneOf(SOURCE_FORMATS, value)
export const isCrawlFrequency = (value: unknown): value is CrawlFrequency => isOneOf(CRAWL_FREQUENCIES, value)
export const isSourcePriority = (value: unknown): value is SourcePriority => isOneOf(SOURCE_PRIORITIES, value)
