import { sql } from 'drizzle-orm'
import { bigserial, index, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { memberRoleEnum, organizations } from './accounts.ts'
import { user } from './auth.ts'

/**
 * An invitation to join an organization's team (ADR 030). The link carries a random token; only its
 * sha256 is stored. It is bound to one email address, expires, and is used once (accepted_at) or
 * withdrawn (revoked_at). One open invitation per organization and address: inviting again replaces it.
 */
export const organizationInvitations = pgTable(
  'organization_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    /** Stored lower-cased. */
    email: text('email').notNull(),
    role: memberRoleEnum('role').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: text('invited_by').references(() => user.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    acceptedBy: text('accepted_by').references(() => user.id, { onDelete: 'set null' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('organization_invitations_open_idx').on(t.organizationId, t.email).where(sql`accepted_at is null and revoked_at is null`),
    index('organization_invitations_email_idx').on(t.email),
  ],
)

/**
 * The team's activity feed: who did what, written in the same transaction as the change. `verb` is
 * a catalogue id (team.activity.{verb}); `data` holds names and titles only, never note or comment text.
 */
export const activityEvents = pgTable(
  'activity_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => user.id, { onDelete: 'set null' }),
    verb: text('verb').notNull(),
    subjectType: text('subject_type'),
    subjectId: text('subject_id'),
    data: jsonb('data').$type<Record<string, string | number | null>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('activity_events_org_idx').on(t.organizationId, t.id.desc())],
)
