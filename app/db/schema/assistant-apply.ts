import { index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { DRAFT_SECTIONS, ELIGIBILITY_VERDICTS } from '../../catalog/assistant-apply.ts'
import { organizations } from './accounts.ts'
import { applications } from './applications.ts'
import { assistantUsage } from './assistant.ts'
import { user } from './auth.ts'
import { grants } from './grants.ts'

/**
 * The assistant's help with applying (issue 28 §1, ADR 080): each "Am I eligible?" answer an
 * organization asked for, and its drafts of an application's sections. Both are the
 * organization's: deleted with it, and drafts deletable by its editors.
 */
export const eligibilityVerdictEnum = pgEnum('eligibility_verdict', ELIGIBILITY_VERDICTS)
export const draftSectionEnum = pgEnum('draft_section', DRAFT_SECTIONS)

/** One reason of an answer: the quote is the grant's own sentence, `found` once the server found it verbatim in the grant's text. */
export interface EligibilityReason {
  text: string
  quote: string
  found: boolean
  /** The profile fields the reason rests on (PROFILE_FIELDS_SENT ids). */
  fields: string[]
}

/** One answer to "Am I eligible?": the page shows the organization's latest for the grant. */
export const eligibilityChecks = pgTable(
  'eligibility_checks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    verdict: eligibilityVerdictEnum('verdict').notNull(),
    reasons: jsonb('reasons').$type<EligibilityReason[]>().notNull(),
    /** The profile fields that were sent (PROFILE_FIELDS_SENT ids with a value). */
    fieldsSent: text('fields_sent').array().notNull(),
    usageId: uuid('usage_id').references(() => assistantUsage.id, { onDelete: 'set null' }),
    askedBy: text('asked_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('eligibility_checks_org_grant_idx').on(t.organizationId, t.grantId, t.createdAt)],
)

/**
 * One section of an application's draft: written by the model on request, then the member's to
 * edit word by word. Nothing here is ever submitted anywhere.
 */
export const applicationDrafts = pgTable(
  'application_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    applicationId: uuid('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    section: draftSectionEnum('section').notNull(),
    body: text('body').notNull(),
    /** The profile fields sent when it was drafted: its "[from: …]" marks may name only these. */
    fieldsSent: text('fields_sent').array().notNull(),
    usageId: uuid('usage_id').references(() => assistantUsage.id, { onDelete: 'set null' }),
    updatedBy: text('updated_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('application_drafts_section_idx').on(t.applicationId, t.section)],
)
