import { boolean, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'

/**
 * A team's workflow rule (Premium): a trigger, its conditions and actions, all data from the
 * catalogue (app/catalog/automation.ts), never code.
 */
export const automationRules = pgTable(
  'automation_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    trigger: jsonb('trigger').$type<Record<string, unknown>>().notNull(),
    actions: jsonb('actions').$type<Record<string, unknown>[]>().notNull(),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('automation_rules_org_idx').on(t.organizationId)],
)

/**
 * One run of a rule on one subject (`grant:{id}`, `deadline:{applicationId}:{days}`,
 * `status:{applicationId}:{eventId}`). The key is claimed in the transaction that performs the
 * actions, so a retried or parallel job finds it and does nothing: each rule fires once per subject.
 */
export const automationRuns = pgTable(
  'automation_runs',
  {
    ruleId: uuid('rule_id')
      .notNull()
      .references(() => automationRules.id, { onDelete: 'cascade' }),
    subjectKey: text('subject_key').notNull(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** done, skipped or failed. */
    status: text('status').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.subjectKey] }), index('automation_runs_org_idx').on(t.organizationId, t.createdAt.desc())],
)
