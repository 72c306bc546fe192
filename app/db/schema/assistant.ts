import { sql } from 'drizzle-orm'
import { index, integer, numeric, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { ASSISTANT_PURPOSES, ASSISTANT_USAGE_STATUSES } from '../../catalog/assistant.ts'
import { languageEnum, organizations } from './accounts.ts'
import { user } from './auth.ts'
import { grants } from './grants.ts'

/**
 * The grant assistant (issue 28 §1, ADR 072). An organization's consent to send its words to the
 * model, and one usage row per model call: the allowance counts them, staff read the costs.
 */
export const assistantPurposeEnum = pgEnum('assistant_purpose', ASSISTANT_PURPOSES)
export const assistantUsageStatusEnum = pgEnum('assistant_usage_status', ASSISTANT_USAGE_STATUSES)

/**
 * One row per organization that ever opted in: in force while `withdrawn_at` is null. Opting in
 * again clears the withdrawal and records who and when anew.
 */
export const assistantConsents = pgTable('assistant_consents', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  consentedBy: text('consented_by').references(() => user.id, { onDelete: 'set null' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnBy: text('withdrawn_by').references(() => user.id, { onDelete: 'set null' }),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
})

/**
 * One model call: for an organization (members' features) or an expert (experts' features),
 * reserved before it is sent (counted against the month's allowance), completed with its tokens
 * and cost, or marked failed (not counted).
 */
export const assistantUsage = pgTable(
  'assistant_usage',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' }),
    /** An expert's call (experts.id); no foreign key here so that the experts' features can add theirs. */
    expertId: uuid('expert_id'),
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    purpose: assistantPurposeEnum('purpose').notNull(),
    status: assistantUsageStatusEnum('status').notNull().default('reserved'),
    model: text('model').notNull(),
    promptTokens: integer('prompt_tokens').notNull().default(0),
    completionTokens: integer('completion_tokens').notNull().default(0),
    costUsd: numeric('cost_usd', { precision: 14, scale: 8, mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [
    index('assistant_usage_org_month_idx').on(t.organizationId, t.createdAt).where(sql`${t.organizationId} is not null`),
    index('assistant_usage_expert_month_idx').on(t.expertId, t.createdAt).where(sql`${t.expertId} is not null`),
    index('assistant_usage_created_idx').on(t.createdAt),
  ],
)

/**
 * A grant's title, description and eligibility in a reader's language (issue 28 §1): one model call
 * per grant and language, ever. `pending` while the call that claimed the row runs (others wait for
 * it), `ready` with the text, `failed` when the call failed (the next request tries again).
 * `source_hash` is the original text's hash: an edited grant is translated again. Staff correct a
 * wrong translation (`corrected_by`, `corrected_at`).
 */
export const GRANT_TRANSLATION_STATUSES = ['pending', 'ready', 'failed'] as const
export const grantTranslationStatusEnum = pgEnum('grant_translation_status', GRANT_TRANSLATION_STATUSES)

export const grantTranslations = pgTable(
  'grant_translations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    grantId: uuid('grant_id')
      .notNull()
      .references(() => grants.id, { onDelete: 'cascade' }),
    language: languageEnum('language').notNull(),
    status: grantTranslationStatusEnum('status').notNull().default('pending'),
    sourceHash: text('source_hash').notNull(),
    title: text('title'),
    description: text('description'),
    eligibility: text('eligibility'),
    /** The model call that made it (its cost is there). */
    usageId: uuid('usage_id').references(() => assistantUsage.id, { onDelete: 'set null' }),
    requestedBy: text('requested_by').references(() => user.id, { onDelete: 'set null' }),
    correctedBy: text('corrected_by').references(() => user.id, { onDelete: 'set null' }),
    correctedAt: timestamp('corrected_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('grant_translations_grant_language_idx').on(t.grantId, t.language)],
)
