import type { VerificationTierId } from '../../catalog/verification.ts'
import { tierById } from '../../catalog/verification.ts'
import type { CheckWaiver, DigitalCheck } from '../../db/schema/verification.ts'

/** What a badge can say was checked, by id; the words are the catalogue's (badgeCheck.checked.{id}). */
export const CHECKED_ITEM_IDS = [
  'registration',
  'website',
  'email_domain',
  'documents',
  'documents_unique',
  'finances',
  'leadership',
  'sanctions_screening',
  'ground_check',
  'second_reviewer',
] as const
export type CheckedItemId = (typeof CHECKED_ITEM_IDS)[number]

export interface CheckedItems {
  /** What was actually checked for this organization, in the catalogue's order. */
  checked: CheckedItemId[]
  /** Automated checks that did not pass (warned, failed, did not run, or recorded as not applying): never claimed. */
  notChecked: DigitalCheck['id'][]
}

const DIGITAL_CHECK_IDS: readonly DigitalCheck['id'][] = ['registration', 'website', 'email-domain', 'documents', 'screening']

/**
 * What the badge page and public profile may say was checked (issue 23): only what this approval's
 * record shows. An automated check counts only when it passed; the documents, finances and
 * leadership only for a tier that asks for them (submission requires every group), read in the
 * on-the-ground check; the second reviewer only when layer 3 was recorded by someone else.
 */
export function checkedItems(application: {
  tier: VerificationTierId
  digitalChecks: DigitalCheck[] | null
  checkWaivers?: CheckWaiver[] | null
  groundCheckBy: string | null
  groundCheckNotes: string | null
  decidedBy: string | null
  /** Screened again after approval (monitoring, ADR 064): a badge approved before screening existed counts once screened. */
  screenedAt?: Date | null
  /** Held under review for a possible sanctions match: its screening is not claimed until a reviewer clears it. */
  suspendedAt?: Date | null
}): CheckedItems {
  // Sanctions screening that found possible matches counts once approved: approval needs every match cleared by a reviewer.
  const passed = (id: DigitalCheck['id']) => application.digitalChecks?.some((c) => c.id === id && (c.outcome === 'pass' || (id === 'screening' && c.outcome === 'warn'))) ?? false
  const documents = tierById(application.tier)?.documentsRequired ?? false
  const ground = Boolean(application.groundCheckNotes?.trim())
  const checked = new Set<CheckedItemId>()
  if (passed('registration')) checked.add('registration')
  if (passed('website')) checked.add('website')
  if (passed('email-domain')) checked.add('email_domain')
  if (documents && ground) {
    checked.add('documents')
    checked.add('finances')
    checked.add('leadership')
  }
  if (documents && passed('documents')) checked.add('documents_unique')
  const screened = (passed('screening') || Boolean(application.screenedAt)) && !application.suspendedAt
  if (screened) checked.add('sanctions_screening')
  if (ground) checked.add('ground_check')
  if (ground && application.groundCheckBy && application.decidedBy && application.groundCheckBy !== application.decidedBy) checked.add('second_reviewer')
  return {
    checked: CHECKED_ITEM_IDS.filter((id) => checked.has(id)),
    // The documents check means nothing for a tier without documents: it is not listed as missing there.
    notChecked: DIGITAL_CHECK_IDS.filter((id) => (id === 'screening' ? !screened : !passed(id)) && (documents || id !== 'documents')),
  }
}
