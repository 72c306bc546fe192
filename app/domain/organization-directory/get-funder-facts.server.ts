import { and, desc, eq, type SQL } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { badgeInForce } from '../verification/badge-in-force.server.ts'

/**
 * What a funder needs beside the badge (issue 26 §4), from the approved verification row: the
 * registration number and year founded only when the organization chose to publish them, and what
 * each review layer found as facts (counts, dates, whether it was recorded), never a reviewer's notes.
 */
export interface FunderFacts {
  registration: { number: string; country: string | null } | null
  yearFounded: number | null
  /** When the organization and its people were last screened against the sanctions lists, or null (ADR 064). */
  screenedAt: string | null
  /** The officers and board members the organization chose to publish (name and role only). */
  officers: Array<{ name: string; role: string }>
  layers: {
    /** Layer 1: automated checks that passed, of those that ran. */
    automated: { passed: number; total: number }
    /** Layer 2: when the on-the-ground check was recorded, or null. */
    groundCheckAt: string | null
    /** Layer 3: a cross-validation was recorded, by a reviewer other than the one of layer 2. */
    crossValidated: boolean
    secondReviewer: boolean
    approvedAt: string
  }
}

/** The facts for a badge by its check code (the badge page) or for an organization's badge in force (its public profile); null when there is none. */
export async function getFunderFacts(db: Db, by: { checkCode: string } | { organizationId: string }): Promise<FunderFacts | null> {
  const where: SQL =
    'checkCode' in by
      ? and(eq(organizationVerifications.checkCode, by.checkCode), eq(organizationVerifications.verificationStatus, 'approved'))!
      : and(eq(organizationVerifications.organizationId, by.organizationId), badgeInForce())!
  const [row] = await db
    .select({
      registrationNumber: organizationVerifications.registrationNumber,
      verifiedCountry: organizationVerifications.country,
      country: organizations.country,
      yearFounded: organizations.yearFounded,
      settings: organizations.publicProfile,
      digitalChecks: organizationVerifications.digitalChecks,
      groundCheckAt: organizationVerifications.groundCheckAt,
      groundCheckNotes: organizationVerifications.groundCheckNotes,
      groundCheckBy: organizationVerifications.groundCheckBy,
      crossValidationNotes: organizationVerifications.crossValidationNotes,
      decidedBy: organizationVerifications.decidedBy,
      decidedAt: organizationVerifications.decidedAt,
      screenedAt: organizationVerifications.screenedAt,
      officers: organizationVerifications.officers,
      createdAt: organizationVerifications.createdAt,
    })
    .from(organizationVerifications)
    .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
    .where(where)
    .orderBy(desc(organizationVerifications.decidedAt))
    .limit(1)
  if (!row) return null
  const shown = new Set(row.settings?.fields ?? [])
  const ran = (row.digitalChecks ?? []).filter((c) => c.outcome !== 'skipped')
  const ground = Boolean(row.groundCheckNotes?.trim())
  return {
    registration: shown.has('registration') && row.registrationNumber ? { number: row.registrationNumber, country: row.verifiedCountry ?? row.country } : null,
    yearFounded: shown.has('yearFounded') ? row.yearFounded : null,
    screenedAt: row.screenedAt?.toISOString() ?? null,
    officers: (row.officers ?? []).filter((o) => o.publish).map(({ name, role }) => ({ name, role })),
    layers: {
      automated: { passed: ran.filter((c) => c.outcome === 'pass').length, total: ran.length },
      groundCheckAt: ground ? (row.groundCheckAt ?? row.decidedAt ?? row.createdAt).toISOString() : null,
      crossValidated: Boolean(row.crossValidationNotes?.trim()),
      secondReviewer: Boolean(ground && row.groundCheckBy && row.decidedBy && row.groundCheckBy !== row.decidedBy),
      approvedAt: (row.decidedAt ?? row.createdAt).toISOString(),
    },
  }
}
