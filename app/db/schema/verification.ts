import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { VERIFICATION_TIER_IDS } from '../../catalog/verification.ts'
import { organizations } from './accounts.ts'
import { user } from './auth.ts'

export const PAYMENT_STATUSES = ['pending', 'paid', 'refunded'] as const
export const VERIFICATION_STATUSES = ['draft', 'in_progress', 'approved', 'rejected'] as const
export const verificationTierEnum = pgEnum('verification_tier', VERIFICATION_TIER_IDS)
export const paymentStatusEnum = pgEnum('payment_status', PAYMENT_STATUSES)
export const verificationStatusEnum = pgEnum('verification_status', VERIFICATION_STATUSES)

/**
 * Spec §3 organization_verifications with the application form's fields. The fee is decided on the
 * server from the tier catalogue; payment_status becomes paid only from a verified payment event.
 */
export const organizationVerifications = pgTable(
  'organization_verifications',
  {
    id: serial('id').primaryKey(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => user.id, { onDelete: 'set null' }),
    verificationTier: verificationTierEnum('verification_tier').notNull(),
    verificationFeePaid: integer('verification_fee_paid').notNull(),
    paymentStatus: paymentStatusEnum('payment_status').notNull().default('pending'),
    verificationStatus: verificationStatusEnum('verification_status').notNull().default('draft'),
    currentStep: integer('current_step').notNull().default(1),
    organizationName: text('organization_name'),
    registrationNumber: text('registration_number'),
    websiteUrl: text('website_url'),
    socialMediaLinks: text('social_media_links'),
    country: text('country'),
    city: text('city'),
    regionState: text('region_state'),
    streetAddress: text('street_address'),
    address: text('address'),
    missionStatement: text('mission_statement'),
    programAreas: text('program_areas'),
    boardMembers: text('board_members'),
    /** The Leadership step's people, each screened against the sanctions lists (issue 26); `publish` puts the name on the public profile. */
    officers: jsonb('officers').$type<Officer[]>(),
    incorporationDescription: text('incorporation_description'),
    addressProofDescription: text('address_proof_description'),
    bankStatementsDescription: text('bank_statements_description'),
    financialStatementsDescription: text('financial_statements_description'),
    declaration: boolean('declaration').notNull().default(false),
    signature: text('signature'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => user.id, { onDelete: 'set null' }),
    rejectionReason: text('rejection_reason'),
    /** Layer 1: the automated digital checks, written by the background job. */
    digitalChecks: jsonb('digital_checks').$type<DigitalCheck[]>(),
    digitalChecksAt: timestamp('digital_checks_at', { withTimezone: true }),
    /**
     * Layers 2 and 3, each recorded by its reviewer: layer 2 (with any check recorded as not
     * applying) by one, layer 3 and the approval by another (decided_by), never the same (issue 23).
     */
    groundCheckNotes: text('ground_check_notes'),
    groundCheckBy: text('ground_check_by').references(() => user.id, { onDelete: 'set null' }),
    groundCheckAt: timestamp('ground_check_at', { withTimezone: true }),
    crossValidationNotes: text('cross_validation_notes'),
    /** Automated checks a reviewer recorded as not applying, with why: approval needs each failed or unrun check passed or here. */
    checkWaivers: jsonb('check_waivers').$type<CheckWaiver[]>(),
    /** After a rejection: resubmitted free, or refunded, within RESUBMIT_OR_REFUND_DAYS. */
    resubmittedAt: timestamp('resubmitted_at', { withTimezone: true }),
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true }),
    /**
     * The badge's public check code (/verify/{code}), set on approval. A badge does not expire unless
     * a reviewer sets `expires_at` (e.g. when registration papers lapse); a revoked badge shows as
     * revoked with its reason category, never the reviewer's notes (ADR 030).
     */
    checkCode: text('check_code').unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
    revokedBy: text('revoked_by').references(() => user.id, { onDelete: 'set null' }),
    /** When the organization and its people were last screened against the sanctions lists (ADR 064). */
    screenedAt: timestamp('screened_at', { withTimezone: true }),
    /** A possible sanctions match found after approval suspends the badge until a reviewer clears it: the check says "under review". */
    suspendedAt: timestamp('suspended_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organization_verifications_org_idx').on(t.organizationId, t.createdAt),
    index('organization_verifications_status_idx').on(t.verificationStatus, t.submittedAt),
    // One open (draft or in review) application per organization and tier (ADR 010).
    uniqueIndex('organization_verifications_one_open_idx').on(t.organizationId, t.verificationTier).where(sql`verification_status in ('draft', 'in_progress')`),
  ],
)

/** A person who runs or governs the organization, as the Leadership step records them. */
export interface Officer {
  name: string
  role: string
  /** ISO 3166 code, when given. */
  nationality: string | null
  birthYear: number | null
  /** Shown on the public profile and the badge page when true. */
  publish: boolean
}

export const CHECK_OUTCOMES = ['pass', 'warn', 'fail', 'skipped'] as const
/** One automated check's result, as the reviewer sees it. */
export interface DigitalCheck {
  id: 'website' | 'registration' | 'documents' | 'email-domain' | 'screening'
  outcome: (typeof CHECK_OUTCOMES)[number]
  /** A message catalogue id and its parameters, so the result is shown in the reader's language. */
  message: string
  params?: Record<string, string | number>
}

/** A reviewer's record that an automated check does not apply to this organization, and why (audited). */
export interface CheckWaiver {
  id: DigitalCheck['id']
  reason: string
  by: string
  at: string
}

export const DOCUMENT_GROUPS = ['incorporation', 'address_proof', 'bank_statements', 'financial_statements'] as const
export const documentGroupEnum = pgEnum('document_group', DOCUMENT_GROUPS)

/** Uploaded verification documents: the file lives in private storage under storage_key. */
export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => organizationVerifications.id, { onDelete: 'cascade' }),
    group: documentGroupEnum('group').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('verification_documents_verification_idx').on(t.verificationId), index('verification_documents_sha_idx').on(t.sha256)],
)
