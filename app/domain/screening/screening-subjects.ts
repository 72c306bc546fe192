import type { Officer } from '../../db/schema/verification.ts'
import type { ScreeningSubject } from './screen.ts'

/** Whose name a subject is: the organization, the person who signed the application, or an officer or board member. */
export type ScreeningRole = 'organization' | 'signer' | 'officer'

/**
 * The names an application puts forward for screening (issue 26): the organization under its
 * application name and its account name, the person who signed, and each officer with the
 * nationality and year of birth that tell namesakes apart. Basic (no Leadership step) screens the
 * organization and the signer.
 */
export function screeningSubjects(application: {
  organizationName: string | null
  accountName: string | null
  signature: string | null
  officers: Officer[] | null
}): Array<{ role: ScreeningRole; subject: ScreeningSubject }> {
  const subjects: Array<{ role: ScreeningRole; subject: ScreeningSubject }> = []
  const name = application.organizationName?.trim() || application.accountName?.trim()
  if (name) {
    const other = application.accountName?.trim()
    subjects.push({ role: 'organization', subject: { name, kind: 'organization', otherNames: other && other !== name ? [other] : [] } })
  }
  const signer = application.signature?.trim()
  const officers = application.officers ?? []
  for (const officer of officers) {
    subjects.push({ role: 'officer', subject: { name: officer.name, kind: 'person', yearOfBirth: officer.birthYear, nationality: officer.nationality } })
  }
  // The signer is screened on their own unless they are one of the officers already (then with what we know of them).
  if (signer && !officers.some((o) => o.name.trim().toLowerCase() === signer.toLowerCase())) subjects.push({ role: 'signer', subject: { name: signer, kind: 'person' } })
  return subjects
}
