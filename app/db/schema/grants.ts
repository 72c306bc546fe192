import { sql } from 'drizzle-orm'
import { type AnyPgColumn, bigint, boolean, customType, date, index, integer, pgEnum, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { REGIONS } from '../../catalog/countries.ts'
import { languageEnum, organizations } from './accounts.ts'
import { grantDiscoverySources } from './discovery-sources.ts'
import { user } from './auth.ts'

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

export const regionEnum = pgEnum('region', REGIONS)

/** The 54 African countries by ISO 3166-1 code with their region id; their names come from CLDR in the reader's language. */
export const countries = pgTable('countries', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  region: regionEnum('region').notNull(),
})

/**
 * Spec §3 grants. country_codes (ISO 3166-1) and regions (region ids) are derived from country_scope
 * and geographic_focus when a grant is written, so the region and country filters use indexes
 * instead of text scans. sector, sectors, grant_type, geographic_focus and regions hold catalogue
 * ids (app/catalog/sectors.ts), shown in the reader's language; country_scope is the funder's own
 * text: pages name its places in the reader's language and show it only when it says more (ADR 071).
 * search_vector (weighted title > funder > sector > description) is a generated column, built with
 * the text search configuration of the grant's own language (grant_search_config: english, french,
 * portuguese, arabic; simple for Swahili, which PostgreSQL has no dictionary for) over the text
 * without accents or Arabic vowel marks (f_search_text). Both functions are created in the
 * grant-language migration, f_unaccent in the first one.
 */
export const grants = pgTable(
  'grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    source: text('source').notNull(),
    funderName: text('funder_name'),
    sector: text('sector').notNull(),
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    grantType: text('grant_type'),
    status: text('status').notNull().default('active'),
    countryScope: text('country_scope'),
    geographicFocus: text('geographic_focus').array().notNull().default(sql`'{}'::text[]`),
    countryCodes: text('country_codes').array().notNull().default(sql`'{}'::text[]`),
    regions: text('regions').array().notNull().default(sql`'{}'::text[]`),
    fundingAmount: text('funding_amount'),
    /** Upper figure of funding_amount in USD when it names one; used for totals. */
    fundingUsd: bigint('funding_usd', { mode: 'number' }),
    deadline: date('deadline', { mode: 'string' }),
    eligibility: text('eligibility'),
    /** Who may apply: APPLICANT_TYPES ids (app/catalog/matching.ts); empty: not stated. When set, matching compares these instead of eligible_org_types (ADR 057). */
    applicantTypes: text('applicant_types').array().notNull().default(sql`'{}'::text[]`),
    /** Whether organizations from outside the funder's country may apply; null: not stated. */
    foreignApplicants: boolean('foreign_applicants'),
    /** ISO 3166-1 codes of the countries applicants must be registered in (not where the work happens: that is country_codes); empty: not stated. */
    eligibleCountries: text('eligible_countries').array().notNull().default(sql`'{}'::text[]`),
    targetAudience: text('target_audience').array().notNull().default(sql`'{}'::text[]`),
    focusAreas: text('focus_areas').array().notNull().default(sql`'{}'::text[]`),
    applicationUrl: text('application_url'),
    url: text('url'),
    isDemo: boolean('is_demo').notNull().default(false),
    /** When its page stopped being named by its source's listings, feeds and sitemaps (UNLISTED_AFTER_CRAWLS complete passes); null while it is listed. */
    unlistedSince: timestamp('unlisted_since', { withTimezone: true }),
    /** The discovery source it was found by, when a reviewer published it from the discovery queue. */
    discoverySourceId: uuid('discovery_source_id').references((): AnyPgColumn => grantDiscoverySources.id, { onDelete: 'set null' }),
    /** The language the grant is written in (title and description): it chooses how its words are indexed. */
    language: languageEnum('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /** Kinds of organization the eligibility text restricts the grant to (empty: anyone), read by f_eligible_org_types (ADR 028). */
    eligibleOrgTypes: text('eligible_org_types').array().notNull().generatedAlwaysAs(sql`f_eligible_org_types(eligibility)`),
    /** The target audience's words as audience ids (app/catalog/matching.ts), read by f_audience_ids. */
    audienceIds: text('audience_ids').array().notNull().generatedAlwaysAs(sql`f_audience_ids(target_audience)`),
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(title, ''))), 'A') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(source, '') || ' ' || coalesce(funder_name, ''))), 'B') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(sector, ''))), 'C') || setweight(to_tsvector(grant_search_config(language), f_search_text(coalesce(description, ''))), 'D')`,
    ),
  },
  (t) => [
    index('grants_search_vector_idx').using('gin', t.searchVector),
    index('grants_country_codes_idx').using('gin', t.countryCodes),
    index('grants_regions_idx').using('gin', t.regions),
    index('grants_sector_idx').on(t.sector),
    index('grants_source_idx').on(t.source),
    index('grants_created_at_idx').on(t.createdAt.desc(), t.id),
    // The CommonGrants API lists published opportunities by last modification (ADR 031). Partial, so a
    // deep page (page 500 of 100) is an index-only scan: the status test needs no heap visit.
    index('grants_updated_at_idx').on(t.updatedAt.desc(), t.id).where(sql`status = 'active'`),
    index('grants_deadline_idx').on(t.deadline),
    index('grants_language_idx').on(t.language),
    /** The crawler asks whether a page it found is already a grant (ADR 027). */
    index('grants_url_idx').on(t.url),
    index('grants_application_url_idx').on(t.applicationUrl),
    // Advanced filters and the match score's sector condition (ADR 028).
    index('grants_funding_usd_idx').on(t.fundingUsd),
    index('grants_grant_type_idx').on(t.grantType),
    index('grants_audience_ids_idx').using('gin', t.audienceIds),
    index('grants_applicant_types_idx').using('gin', t.applicantTypes),
    index('grants_sectors_idx').using('gin', t.sectors),
    // A funder's page (/funders/:slug) finds its grants by the slug of its name (f_funder_slug, issue 25 §7).
    index('grants_funder_slug_idx').on(sql`f_funder_slug(coalesce(${t.funderName}, ${t.source}))`),
  ],
)

/**
 * Every word that occurs in a grant's title, funder, sector or description (lower case, no
 * accents), kept by a trigger on grants. Misspelled search words are corrected against this small
 * table with trigram similarity, so the grants table itself is only ever searched by full text.
 */
export const searchWords = pgTable('search_words', { word: text('word').primaryKey() }, (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)])

/**
 * One row whose revision a trigger raises on every statement that changes grants. Search results
 * are cached under the revision (and the day, since deadlines pass), so a cached page is exactly
 * what the database would answer: any change to any grant, from any process, starts afresh.
 */
export const searchRevision = pgTable('search_revision', {
  id: integer('id').primaryKey().default(1),
  revision: bigint('revision', { mode: 'number' }).notNull().default(0),
})

export const userSavedGrants = pgTable(
  'user_saved_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The team that saved it: saved grants belong to the organization (ADR 030). */
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Who saved it; kept as null when that person's account is deleted. */
    savedBy: text('saved_by').references(() => user.id, { onDelete: 'set null' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('user_saved_grants_org_grant_uq').on(t.organizationId, t.grantId), index('user_saved_grants_grant_idx').on(t.grantId)],
)
