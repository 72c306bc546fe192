import { sql } from 'drizzle-orm'
import { index, integer, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { user } from './auth.ts'

export const EXPERT_APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const
export const EXPERT_MEMBERSHIP_STATUSES = ['inactive', 'active'] as const
export const expertApplicationStatusEnum = pgEnum('expert_application_status', EXPERT_APPLICATION_STATUSES)
export const expertMembershipStatusEnum = pgEnum('expert_membership_status', EXPERT_MEMBERSHIP_STATUSES)

/** Spec §3 grant_writers: experts applying to the directory. The directory itself comes later. */
export const grantWriters = pgTable(
  'grant_writers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique()
      .references(() => user.id, { onDelete: 'cascade' }),
    applicationStatus: expertApplicationStatusEnum('application_status').notNull().default('pending'),
    membershipStatus: expertMembershipStatusEnum('membership_status').notNull().default('inactive'),
    professionalTitle: text('professional_title').notNull(),
    bio: text('bio').notNull(),
    yearsExperience: integer('years_experience').notNull().default(0),
    hourlyRateMin: integer('hourly_rate_min'),
    hourlyRateMax: integer('hourly_rate_max'),
    languages: text('languages').array().notNull().default(sql`'{}'::text[]`),
    availabilityStatus: text('availability_status').notNull().default('available'),
    profileImageUrl: text('profile_image_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('grant_writers_status_idx').on(t.applicationStatus, t.createdAt)],
)
