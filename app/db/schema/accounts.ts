import { sql } from 'drizzle-orm'
import type { AnyPgColumn } from 'drizzle-orm/pg-core'
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core'
import { MATCH_ALERT_FREQUENCIES } from '../../catalog/matching.ts'
import { DATA_SAVER_CHOICES } from '../../catalog/data-saver.ts'
import { LANGUAGES } from '../../catalog/languages.ts'
import { PLAN_IDS } from '../../catalog/plans.ts'
import { MEMBER_ROLES } from '../../catalog/team.ts'
import { user } from './auth.ts'

export const THEMES = ['light', 'dark', 'system'] as const
export const ROLES = ['admin'] as const

export const languageEnum = pgEnum('language', LANGUAGES)
export const themeEnum = pgEnum('theme', THEMES)
export const dataSaverEnum = pgEnum('data_saver', DATA_SAVER_CHOICES)
export const roleEnum = pgEnum('role', ROLES)
export const memberRoleEnum = pgEnum('member_role', MEMBER_ROLES)
export const planEnum = pgEnum('plan', PLAN_IDS)
export const matchAlertFrequencyEnum = pgEnum('match_alert_frequency', MATCH_ALERT_FREQUENCIES)

/** Spec §3 profiles: the member's own settings (name and email live on the user). */
export const profiles = pgTable('profiles', {
  userId: text('user_id')
    .primaryKey()
    .references(() => user.id, { onDelete: 'cascade' }),
  country: text('country'),
  language: languageEnum('language').notNull().default('en'),
  theme: themeEnum('theme').notNull().default('system'),
  /** No images until asked for, no web fonts, nothing loaded ahead (issue 27). */
  dataSaver: dataSaverEnum('data_saver').notNull().default('auto'),
  /** Email notifications, on or off per kind. */
  emailDeadlineReminders: boolean('email_deadline_reminders').notNull().default(true),
  emailWeeklyDigest: boolean('email_weekly_digest').notNull().default(true),
  /** New-match alerts (ADR 028): instant (priority, paid plans), daily (paid plans), weekly, or off. */
  matchAlertFrequency: matchAlertFrequencyEnum('match_alert_frequency').notNull().default('weekly'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The public profile's fields an organization may show besides its name and badge (ADR 030). */
export const PUBLIC_PROFILE_FIELDS = ['country', 'sector', 'mission', 'programAreas', 'website', 'logo', 'registration', 'yearFounded'] as const
export type PublicProfileField = (typeof PUBLIC_PROFILE_FIELDS)[number]
export interface PublicProfileSettings {
  enabled: boolean
  fields: PublicProfileField[]
  /** Search engines may index the profile. */
  indexable?: boolean
}

/** The grant-seeking organization; verification, plans and team workspaces attach here. */
export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    /** The main sector (spec §3's single field): always the first of `sectors` when set. */
    sector: text('sector'),
    /** Every sector the organization works in (catalogue ids), the main one first; matching reads them all (ADR 056). */
    sectors: text('sectors').array().notNull().default(sql`'{}'::text[]`),
    country: text('country'),
    mission: text('mission'),
    programAreas: text('program_areas'),
    /** The kind of organization (app/catalog/matching.ts ORG_TYPES): grants restricted to other kinds do not match. */
    orgType: text('org_type'),
    /** A stated yearly budget in USD: the size grants are matched against (else the verification tier's ceiling). */
    annualBudgetUsd: bigint('annual_budget_usd', { mode: 'number' }),
    /** Languages the organization works in (besides its members' own): grants written in them match. */
    languages: languageEnum('languages').array().notNull().default(sql`'{}'::language[]`),
    website: text('website'),
    registrationNumber: text('registration_number'),
    plan: planEnum('plan').notNull().default('free'),
    planStatus: text('plan_status').notNull().default('active'),
    /** When a paid plan's year ends; past it, the organization is on Free again. Null on Free. */
    planRenewsAt: timestamp('plan_renews_at', { withTimezone: true }),
    /** Set when the member cancels renewal: the paid plan runs to plan_renews_at, then Free; no renewal notice. */
    planRenewalCanceledAt: timestamp('plan_renewal_canceled_at', { withTimezone: true }),
    /** The public profile's address, /org/{slug}: set when the organization first publishes it. */
    slug: text('slug').unique(),
    /** What the public profile shows (ADR 030): nothing until `enabled`, then only the chosen fields. */
    publicProfile: jsonb('public_profile').$type<PublicProfileSettings>().notNull().default({ enabled: false, fields: [] }),
    /** Premium white-label: the stored logo's key and two brand colours (#rrggbb), shown only while on Premium. */
    logoKey: text('logo_key'),
    brandPrimary: text('brand_primary'),
    brandAccent: text('brand_accent'),
    /** The staff member assigned as dedicated account manager (Premium, or Elite verification). */
    accountManagerId: text('account_manager_id').references((): AnyPgColumn => user.id, { onDelete: 'set null' }),
    /** The year the organization was founded (1800 to this year), from its profile; public only when chosen (issue 26 §4). */
    yearFounded: integer('year_founded'),
    /** The organization keeps its badge and profile but is left out of the directory of verified organizations (/org, ADR 063). */
    directoryOptOut: boolean('directory_opt_out').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The directory's text search on names (ADR 063), the same expression as experts.search_vector's parts.
    index('organizations_name_search_idx').using('gin', sql`to_tsvector('simple'::regconfig, f_search_text(${t.name}))`),
    // The directory's country filter over published, listed profiles.
    index('organizations_directory_idx').on(t.country, t.name).where(sql`slug is not null and not directory_opt_out`),
  ],
)

export const organizationMembers = pgTable(
  'organization_members',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: memberRoleEnum('role').notNull().default('editor'),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // One organization per person (ADR 030): every "my organization" query has exactly one answer.
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), unique('organization_members_user_uq').on(t.userId)],
)

/** Spec §3 user_roles: a row with role "admin" makes the user an admin. */
export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => user.id, { onDelete: 'cascade' }),
    role: roleEnum('role').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.role] })],
)
