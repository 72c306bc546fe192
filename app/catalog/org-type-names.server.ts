import { formatList, t } from '../i18n/index.ts'
import { APPLICANT_TYPES, ORG_TYPES } from './matching.ts'
import { isOneOf } from './sectors.ts'

// The words for ORG_TYPES, apart from names.ts so that pages which only name sectors and regions
// do not ask for these messages; the match reasons and the profile's choices are built on the server.
/** Kinds of organization in the plural, as a grant's eligibility names them ("universities"). */
export function orgTypesName(values: readonly string[]): string {
  return formatList(values.map((v) => (isOneOf(ORG_TYPES, v) ? t(`orgType.${v}`) : v)))
}

/** One kind of organization, as a profile's choice ("University"). */
export function orgTypeName(value: string): string {
  return isOneOf(ORG_TYPES, value) ? t(`orgTypeOne.${value}`) : value
}

/** Who may apply, in the plural, as a list ("NGOs and community organizations and universities"). */
export function applicantTypesName(values: readonly string[]): string {
  return formatList(values.map((v) => (isOneOf(APPLICANT_TYPES, v) ? t(`applicantType.${v}`) : v)))
}
