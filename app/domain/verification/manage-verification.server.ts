import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import { tierById, wizardSteps, type VerificationTierId } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { t } from '../../i18n/index.ts'
import { organizations, organizationVerifications } from '../../db/schema/index.ts'
import { documentsComplete } from './manage-documents.server.ts'
import { fieldErrors, WIZARD_STEP_SCHEMAS, type WizardStepName } from './wizard.schema.ts'

/** Verification statuses of an application still open: being filled in, or in review. */
export const OPEN_VERIFICATION_STATUSES = ['draft', 'in_progress'] as const

/**
 * Apply Now: the organization's open application for the tier (draft or in review), or a new one.
 * One open application per organization and tier is kept by a unique index, so many clicks at once
 * create one row and each is answered with it (ADR 010). Other tiers may be open alongside.
 * The fee is the catalogue's, never the browser's.
 */
export async function createVerificationApplication(db: Db, input: { organizationId: string; userId: string; tier: VerificationTierId }): Promise<number> {
  const tier = tierById(input.tier)
  if (!tier) throw new Error(`Unknown tier ${input.tier}`)
  const [org] = await db
    .select({ name: organizations.name, country: organizations.country, website: organizations.website, registrationNumber: organizations.registrationNumber })
    .from(organizations)
    .where(eq(organizations.id, input.organizationId))
  for (let attempt = 0; attempt < 3; attempt++) {
    const open = await openApplicationFor(db, input.organizationId, tier.id)
    if (open) return open
    const [row] = await db
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
      .onConflictDoNothing()
      .returning({ id: organizationVerifications.id })
    if (row) return row.id
    // Another request created it a moment ago: the next look finds it.
  }
  throw new Error('Could not start the verification application')
}

async function openApplicationFor(db: Db, organizationId: string, tier: VerificationTierId): Promise<number | null> {
  const [row] = await db
    .select({ id: organizationVerifications.id })
    .from(organizationVerifications)
    .where(
      and(
        eq(organizationVerifications.organizationId, organizationId),
        eq(organizationVerifications.verificationTier, tier),
        inArray(organizationVerifications.verificationStatus, OPEN_VERIFICATION_STATUSES),
      ),
    )
    .orderBy(desc(organizationVerifications.id))
    .limit(1)
  return row?.id ?? null
}

/** The application, only for the organization that owns it; null for anyone else or an unknown id. */
export async function getVerificationApplication(db: Db, organizationId: string, id: string | number) {
  const parsed = z.coerce.number().int().positive().safeParse(id)
  if (!parsed.success) return null
  const [row] = await db
    .select()
    .from(organizationVerifications)
    .where(and(eq(organizationVerifications.id, parsed.data), eq(organizationVerifications.organizationId, organizationId)))
  return row ?? null
}
export async function verificationExists(db: Db, id: string | number): Promise<boolean> {
  const parsed = z.coerce.number().int().positive().safeParse(id)
  if (!parsed.success) return false
  const rows = await db.select({ id: organizationVerifications.id }).from(organizationVerifications).where(eq(organizationVerifications.id, parsed.data))
  return rows.length > 0
}

export type VerificationApplication = NonNullable<Awaited<ReturnType<typeof getVerificationApplication>>>

export function stepsOf(application: VerificationApplication) {
  return wizardSteps(tierById(application.verificationTier)!) as readonly WizardStepName[]
}

/** Validates one step's fields and saves them; moving on only when they validate. */
export async function saveWizardStep(db: Db, application: VerificationApplication, step: WizardStepName, values: Record<string, unknown>) {
  if (step === 'Pay & Submit') return { ok: true as const }
  const index = stepsOf(application).indexOf(step) + 1
  const reached = Math.max(application.currentStep, index + 1)
  // Spec: the Documents step is not checked when moving on (Submit requires the documents).
  if (step === 'Documents') {
    await db.update(organizationVerifications).set({ currentStep: reached, updatedAt: new Date() }).where(eq(organizationVerifications.id, application.id))
    return { ok: true as const }
  }
  const parsed = WIZARD_STEP_SCHEMAS[step].safeParse(values)
  if (!parsed.success) return { ok: false as const, errors: fieldErrors(parsed.error) }
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
  if (tierById(application.verificationTier)!.documentsRequired && !(await documentsComplete(db, application))) return { ok: false as const, errors: { documents: t('documents.required') } }
  for (const step of stepsOf(application)) {
    if (step === 'Documents' || step === 'Pay & Submit') continue
    const check = WIZARD_STEP_SCHEMAS[step].safeParse(Object.fromEntries(Object.entries(application).map(([k, v]) => [k, v ?? ''])))
    if (!check.success) return { ok: false as const, errors: fieldErrors(check.error), step }
  }
  const last = WIZARD_STEP_SCHEMAS['Pay & Submit'].safeParse(values)
  if (!last.success) return { ok: false as const, errors: fieldErrors(last.error) }
  const updated = await db
    .update(organizationVerifications)
    .set({ declaration: true, signature: last.data.signature, verificationStatus: 'in_progress', submittedAt: new Date(), updatedAt: new Date() })
    .where(and(eq(organizationVerifications.id, application.id), eq(organizationVerifications.verificationStatus, 'draft'), eq(organizationVerifications.paymentStatus, 'paid')))
    .returning({ id: organizationVerifications.id })
  return updated.length ? { ok: true as const } : { ok: false as const, errors: {} }
}

/** The organization's most recent application, for the dashboard's verification line. */
export async function getLatestVerification(db: Db, organizationId: string) {
  const [row] = await db
    .select({ id: organizationVerifications.id, tier: organizationVerifications.verificationTier, status: organizationVerifications.verificationStatus })
    .from(organizationVerifications)
    .where(eq(organizationVerifications.organizationId, organizationId))
    .orderBy(desc(organizationVerifications.createdAt), desc(organizationVerifications.id))
    .limit(1)
  return row ?? null
}
