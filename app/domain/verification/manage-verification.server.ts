import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { tierById, tierName, wizardSteps, type VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { t } from '../../i18n/index.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { checkoutStarted } from '../payments/payment-records.server.ts'
import { verificationStatusesInto } from './verification-state.ts'
import { tierRank } from './verification-status.server.ts'
import { missingGroups, submissionProblems } from './submission-problems.server.ts'
import { getVerificationApplication, type VerificationApplication } from './get-verification-application.server.ts'
import { readOfficers } from './officers.ts'
import { fieldErrors, WIZARD_STEP_SCHEMAS, type WizardStepName } from './wizard.schema.ts'

export { getVerificationApplication, type VerificationApplication }

/** Verification statuses of an application still open: being filled in, or in review. */
export const OPEN_VERIFICATION_STATUSES = ['draft', 'in_progress'] as const

/** What Apply Now did: opened the application for the tier, or refused it and why. */
export type ApplyOutcome = { kind: 'opened'; id: number; switched: boolean } | { kind: 'other-open'; id: number; tierName: string } | { kind: 'already-verified'; tierName: string }

/**
 * Apply Now (ADR 016): an organization has one open application (a draft or one in review) at a
 * time, of any tier, and never one for a tier at or below the tier it is verified at.
 * - The open application of this tier is returned, however many clicks arrive (the organization's
 *   row is locked while deciding, so parallel requests create one row; ADR 010).
 * - An unpaid draft of another tier, whose payment has not been started, changes to this tier
 *   (what was typed is kept; the fee is the catalogue's): the member changed their mind before paying.
 * - Any other open application (paid, paying or in review) is the one to finish: it is returned as `other-open`.
 */
export async function createVerificationApplication(db: Db, input: { organizationId: string; userId: string; tier: VerificationTierId }): Promise<ApplyOutcome> {
  const tier = tierById(input.tier)
  if (!tier) throw new Error(`Unknown tier ${input.tier}`)
  return db.transaction(async (tx) => {
    const [org] = await tx
      .select({ name: organizations.name, country: organizations.country, website: organizations.website, registrationNumber: organizations.registrationNumber })
      .from(organizations)
      .where(eq(organizations.id, input.organizationId))
      .for('update')
    const rows = await tx
      .select({
        id: organizationVerifications.id,
        tier: organizationVerifications.verificationTier,
        status: organizationVerifications.verificationStatus,
        paymentStatus: organizationVerifications.paymentStatus,
        decidedAt: organizationVerifications.decidedAt,
      })
      .from(organizationVerifications)
      .where(and(eq(organizationVerifications.organizationId, input.organizationId), inArray(organizationVerifications.verificationStatus, [...OPEN_VERIFICATION_STATUSES, 'approved'])))
      .orderBy(desc(organizationVerifications.id))
    const approved = rows.filter((r) => r.status === 'approved').sort((a, b) => (b.decidedAt?.getTime() ?? 0) - (a.decidedAt?.getTime() ?? 0))[0]
    if (approved && tierRank(tier.id) <= tierRank(approved.tier)) return { kind: 'already-verified', tierName: tierName(approved.tier) }
    const above = rows.filter((r) => r.status !== 'approved' && (!approved || tierRank(r.tier) > tierRank(approved.tier)))
    const open = above.find((r) => r.tier === tier.id) ?? above.find((r) => r.status === 'in_progress') ?? above[0]
    if (open?.tier === tier.id) return { kind: 'opened', id: open.id, switched: false }
    if (open) {
      if (open.status !== 'draft' || open.paymentStatus !== 'pending' || (await checkoutStarted(tx, 'verification', String(open.id))))
        return { kind: 'other-open', id: open.id, tierName: tierName(open.tier) }
      await tx.update(organizationVerifications).set({ verificationTier: tier.id, verificationFeePaid: tier.priceUsd, updatedAt: new Date() }).where(eq(organizationVerifications.id, open.id))
      return { kind: 'opened', id: open.id, switched: true }
    }
    const [row] = await tx
      .insert(organizationVerifications)
      .values({
        organizationId: input.organizationId,
        createdBy: input.userId,
        verificationTier: tier.id,
        verificationFeePaid: tier.priceUsd,
        paymentStatus: 'pending',
        organizationName: org?.name,
        websiteUrl: org?.website,
        registrationNumber: org?.registrationNumber,
      })
      .returning({ id: organizationVerifications.id })
    return { kind: 'opened', id: row.id, switched: false }
  })
}

export async function verificationExists(db: Db, id: string | number): Promise<boolean> {
  const parsed = z.coerce.number().int().positive().safeParse(id)
  if (!parsed.success) return false
  const rows = await db.select({ id: organizationVerifications.id }).from(organizationVerifications).where(eq(organizationVerifications.id, parsed.data))
  return rows.length > 0
}

export function stepsOf(application: VerificationApplication) {
  return wizardSteps(tierById(application.verificationTier)!) as readonly WizardStepName[]
}

/** Validates one step's fields and saves them; moving on only when they validate. */
export async function saveWizardStep(db: Db, application: VerificationApplication, step: WizardStepName, values: Record<string, unknown>) {
  if (step === 'pay') return { ok: true as const }
  const index = stepsOf(application).indexOf(step) + 1
  const reached = Math.max(application.currentStep, index + 1)
  // Spec: the Documents step is not checked when moving on (Submit requires the documents).
  if (step === 'documents') {
    await db.update(organizationVerifications).set({ currentStep: reached, updatedAt: new Date() }).where(eq(organizationVerifications.id, application.id))
    return { ok: true as const }
  }
  // The Leadership step's people come as rows (officers.{row}.{field}); each refused field keeps its own message.
  const people = step === 'leadership' ? readOfficers(values) : null
  const parsed = WIZARD_STEP_SCHEMAS[step].safeParse(people ? { ...values, officers: people.officers } : values)
  if (!parsed.success || (people && Object.keys(people.errors).length)) {
    const { officers: _, ...errors } = parsed.success ? {} : fieldErrors(parsed.error)
    return { ok: false as const, errors: { ...errors, ...(people?.errors ?? {}) } }
  }
  await db
    .update(organizationVerifications)
    .set({ ...parsed.data, currentStep: reached, updatedAt: new Date() })
    .where(eq(organizationVerifications.id, application.id))
  return { ok: true as const }
}

/**
 * Submits a paid application whose every step validates, with the declaration and signature:
 * verification_status becomes in_progress. Returns the errors otherwise.
 */
export async function submitVerificationApplication(db: Db, application: VerificationApplication, values: { declaration: boolean; signature: unknown }) {
  if (application.paymentStatus !== 'paid' || application.verificationStatus !== 'draft') return { ok: false as const, errors: {} as Record<string, string> }
  const problems = await submissionProblems(db, application)
  // Each group still missing a file or a description is named (issue 23).
  if (problems.some((p) => p.kind === 'documents')) return { ok: false as const, errors: { documents: t('documents.requiredMissing', { groups: missingGroups(problems) }) } }
  for (const step of stepsOf(application)) {
    if (step === 'documents' || step === 'pay') continue
    const check = WIZARD_STEP_SCHEMAS[step].safeParse(Object.fromEntries(Object.entries(application).map(([k, v]) => [k, v ?? ''])))
    if (!check.success) return { ok: false as const, errors: fieldErrors(check.error), step }
  }
  const last = WIZARD_STEP_SCHEMAS.pay.safeParse(values)
  if (!last.success) return { ok: false as const, errors: fieldErrors(last.error) }
  const updated = await db
    .update(organizationVerifications)
    .set({ declaration: true, signature: last.data.signature, verificationStatus: 'in_progress', submittedAt: new Date(), updatedAt: new Date() })
    .where(
      and(
        eq(organizationVerifications.id, application.id),
        inArray(organizationVerifications.verificationStatus, verificationStatusesInto('in_progress')),
        eq(organizationVerifications.paymentStatus, 'paid'),
      ),
    )
    .returning({ id: organizationVerifications.id })
  return updated.length ? { ok: true as const } : { ok: false as const, errors: {} }
}
