import { tierById, type VerificationTierId } from '../../catalog/verification.ts'
import type { CheckWaiver, DigitalCheck } from '../../db/schema/verification.ts'

/** Why an application cannot be approved yet by this reviewer (issue 23): the promises of the three layers, kept on the server. */
export type ApprovalBlock =
  /** The automated checks have not run at all. */
  | { kind: 'checks-not-run' }
  /** A check failed or did not run, and no reviewer recorded why it does not apply. */
  | { kind: 'check-open'; check: DigitalCheck['id']; outcome: DigitalCheck['outcome'] }
  /** Layer 2 (the on-the-ground check) is not recorded. */
  | { kind: 'no-ground-check' }
  /** The approving reviewer recorded layer 2 or a check's exemption: layer 3 needs a second reviewer. */
  | { kind: 'same-reviewer'; reviewerId: string }
  /** Possible sanctions matches wait for a reviewer to clear or confirm them (ADR 064). */
  | { kind: 'screening-open'; count: number }
  /** A reviewer confirmed a sanctions match: the application can only be rejected. */
  | { kind: 'screening-confirmed' }

/**
 * A check that blocks approval until it passes (or only warns: a reviewer reads it) or a reviewer
 * records why it does not apply: one that failed or did not run. The documents check of a tier
 * without documents has nothing to compare, by the tier's design: it never blocks.
 */
export function checkBlocks(tier: VerificationTierId, check: DigitalCheck) {
  if (check.id === 'documents' && !tierById(tier)?.documentsRequired) return false
  return check.outcome === 'fail' || check.outcome === 'skipped'
}

/** The waiver recorded for a check, if any. */
export const waiverFor = (waivers: CheckWaiver[] | null | undefined, id: DigitalCheck['id']) => waivers?.find((w) => w.id === id) ?? null

/**
 * What stops `approverId` from approving: every automated check passed, warned (a reviewer reads
 * it) or was recorded as not applying; layer 2 recorded; and the approver, who records layer 3, is
 * not the reviewer of layers 1 and 2 (layer 2, or a check recorded as not applying); and no sanctions
 * match open or confirmed. Empty: approve.
 */
export function approvalBlocks(
  application: { verificationTier: VerificationTierId; digitalChecks: DigitalCheck[] | null; checkWaivers: CheckWaiver[] | null; groundCheckBy: string | null },
  approverId: string,
  screening: { open: number; confirmed: number },
): ApprovalBlock[] {
  const blocks: ApprovalBlock[] = []
  if (!application.digitalChecks) blocks.push({ kind: 'checks-not-run' })
  for (const check of application.digitalChecks ?? []) {
    if (checkBlocks(application.verificationTier, check) && !waiverFor(application.checkWaivers, check.id)) blocks.push({ kind: 'check-open', check: check.id, outcome: check.outcome })
  }
  if (!application.groundCheckBy) blocks.push({ kind: 'no-ground-check' })
  const earlier = [application.groundCheckBy, ...(application.checkWaivers ?? []).map((w) => w.by)]
  if (earlier.includes(approverId)) blocks.push({ kind: 'same-reviewer', reviewerId: approverId })
  if (screening.open) blocks.push({ kind: 'screening-open', count: screening.open })
  if (screening.confirmed) blocks.push({ kind: 'screening-confirmed' })
  return blocks
}
