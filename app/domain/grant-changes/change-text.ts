import { type FieldChange, GRANT_STATUSES, NOTIFIED_CHANGE_FIELDS } from '../../catalog/grant-changes.ts'
import { formatDate, formatList, t } from '../../i18n/index.ts'
import { APPLICANT_TYPES } from '../../catalog/matching.ts'
import { countryName } from '../../catalog/countries.ts'
import { isOneOf } from '../../catalog/sectors.ts'

/** A changed value as a reader reads it: a date in their language, a status by its name, "none" for a value taken away. */
export function changeValueText(change: FieldChange, value: string | null): string {
  const eligibility = change.field === 'applicantTypes' || change.field === 'foreignApplicants' || change.field === 'eligibleCountries'
  if (value === null || value === '') return t(eligibility ? 'grantChanges.notStated' : 'grantChanges.none')
  if (change.field === 'deadline') return formatDate(value)
  if (change.field === 'status') return (GRANT_STATUSES as readonly string[]).includes(value) ? t(`grantChanges.status.${value as (typeof GRANT_STATUSES)[number]}`) : value
  if (change.field === 'applicantTypes') return formatList(value.split(',').map((id) => (isOneOf(APPLICANT_TYPES, id) ? t(`applicantType.${id}`) : id)))
  if (change.field === 'eligibleCountries') return formatList(value.split(',').map(countryName))
  if (change.field === 'foreignApplicants') return t(value === 'yes' ? 'grantChanges.foreign.yes' : 'grantChanges.foreign.no')
  return value
}

/** "Deadline: Mar 15, 2027 → Apr 30, 2027"; a description only says it was updated. */
export function changeLine(change: FieldChange): string {
  const field = t(`grantChanges.field.${change.field}`)
  if (change.field === 'description') return t('grantChanges.lineUpdated', { field })
  return t('grantChanges.line', { field, before: changeValueText(change, change.before), after: changeValueText(change, change.after) })
}

/** "deadline and amount": the fields members are told about, joined as the language joins words. */
export function changedFieldNames(changes: readonly FieldChange[]): string {
  return formatList(changes.filter((c) => (NOTIFIED_CHANGE_FIELDS as readonly string[]).includes(c.field)).map((c) => t(`grantChanges.fieldLower.${c.field}`)))
}
