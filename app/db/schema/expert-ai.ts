import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { EXPERT_AI_SECTIONS, EXPERT_IMAGE_PURPOSES, EXPERT_IMAGE_SIZES } from '../../catalog/expert-ai.ts'
import { assistantUsage } from './assistant.ts'
import { user } from './auth.ts'
import { experts } from './experts.ts'

/**
 * Experts' AI features (issue 28 §2, ADR 081). The expert is the owner of what they send: their
 * opt-in (in force while `withdrawn_at` is null), their chat with the assistant (deletable), and the
 * drafts they keep of content generation (theirs to edit, never submitted for anyone).
 */
export const expertAiConsents = pgTable('expert_ai_consents', {
  expertId: uuid('expert_id')
    .primaryKey()
    .references(() => experts.id, { onDelete: 'cascade' }),
  consentedBy: text('consented_by').references(() => user.id, { onDelete: 'set null' }),
  consentedAt: timestamp('consented_at', { withTimezone: true }).notNull().defaultNow(),
  withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
})

export const EXPERT_AI_ROLES = ['user', 'assistant'] as const
export const expertAiRoleEnum = pgEnum('expert_ai_role', EXPERT_AI_ROLES)

export const expertAiMessages = pgTable(
  'expert_ai_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    role: expertAiRoleEnum('role').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_ai_messages_expert_idx').on(t.expertId, t.createdAt)],
)

export const expertAiSectionEnum = pgEnum('expert_ai_section', EXPERT_AI_SECTIONS)

export const expertAiDrafts = pgTable(
  'expert_ai_drafts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    section: expertAiSectionEnum('section').notNull(),
    /** The client work it is for, in the expert's words. */
    project: text('project').notNull(),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_ai_drafts_expert_idx').on(t.expertId, t.updatedAt)],
)

export const expertImagePurposeEnum = pgEnum('expert_image_purpose', EXPERT_IMAGE_PURPOSES)
export const expertImageSizeEnum = pgEnum('expert_image_size', EXPERT_IMAGE_SIZES)

/**
 * Images an Elite expert generated (ADR 082): theirs alone, listed, downloaded and deleted by them.
 * The bytes are in the file storage under `storage_key`; the row records what was asked (the
 * expert's description, the purpose and size), the exact prompt sent, and the model that drew it.
 */
export const expertAiImages = pgTable(
  'expert_ai_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => experts.id, { onDelete: 'cascade' }),
    purpose: expertImagePurposeEnum('purpose').notNull(),
    size: expertImageSizeEnum('size').notNull(),
    /** The expert's own description. */
    description: text('description').notNull(),
    /** What was sent to the model: the purpose's words and the description. */
    prompt: text('prompt').notNull(),
    model: text('model').notNull(),
    contentType: text('content_type').notNull(),
    byteSize: integer('byte_size').notNull(),
    storageKey: text('storage_key').notNull(),
    usageId: uuid('usage_id').references(() => assistantUsage.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('expert_ai_images_expert_idx').on(t.expertId, t.createdAt)],
)
