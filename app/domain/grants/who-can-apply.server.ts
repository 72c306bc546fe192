import { countryName } from '../../catalog/countries.ts'
import { applicantTypesName } from '../../catalog/org-type-names.server.ts'
import { formatList, t } from '../../i18n/index.ts'

/** What a grant states about who may apply (ADR 057). */
export interface Applicants {
  applicantTypes: readonly string[]
  foreignApplicants: boolean | null
  eligibleCountries: readonly string[]
}

/**
 * The grant page's "Who can apply" lines, in the reader's language, written on the server: the kinds
 * of applicant by name, where they must be registered (the countries by name) or whether
 * organizations from outside the funder's country may apply. Empty when the grant states nothing.
 */
export function whoCanApply(grant: Applicants): string[] {
  const lines: string[] = []
  if (grant.applicantTypes.length) lines.push(t('grant.applicants.types', { types: applicantTypesName(grant.applicantTypes) }))
  if (grant.eligibleCountries.length) lines.push(t('grant.applicants.registeredIn', { countries: formatList(grant.eligibleCountries.map(countryName)) }))
  else if (grant.foreignApplicants === false) lines.push(t('grant.applicants.foreignNo'))
  if (grant.foreignApplicants === true) lines.push(t('grant.applicants.foreignYes'))
  return lines
}
