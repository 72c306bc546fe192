import { countriesByName } from '../../catalog/countries.ts'
import { APPLICANT_TYPES, type ApplicantType } from '../../catalog/matching.ts'
import { t } from '../../i18n/index.ts'
import { CheckboxGroup, SelectField } from '../ui/field.tsx'

/**
 * The form fields of who may apply to a grant (issue 25 §6, ADR 057), shared by the review of a
 * discovered grant and the admin grant form: plain form fields, so both work without JavaScript.
 */

/** A multiple select of the African countries by name, sending ISO codes. */
export function CountriesSelect({ id, label, hint, chosen, error }: { id: string; label: string; hint: string; chosen: readonly string[]; error?: string }) {
  return (
    <SelectField label={label} id={id} multiple size={6} defaultValue={[...chosen]} error={error} hint={hint}>
      {countriesByName().map((c) => (
        <option key={c.code} value={c.code}>
          {c.name}
        </option>
      ))}
    </SelectField>
  )
}

/** An applicant type's name as a choice ("NGO or community organization"). */
export const applicantTypeName = (id: string) => t(`applicantTypeOne.${id as ApplicantType}`)

/** Who can apply: a box per applicant type, all unticked when the grant does not say. */
export function ApplicantTypesField({ chosen, error }: { chosen: readonly string[]; error?: string }) {
  return (
    <CheckboxGroup
      legend={t('discovery.grant.applicantTypes')}
      name="applicantTypes"
      options={APPLICANT_TYPES}
      label={applicantTypeName}
      checked={chosen}
      error={error}
      hint={t('discovery.grant.applicantTypesHint')}
    />
  )
}

/** Whether organizations from outside the funder's country may apply: not stated (''), yes or no. */
export function ForeignApplicantsField({ chosen, error }: { chosen: string; error?: string }) {
  return (
    <SelectField label={t('discovery.grant.foreignApplicants')} id="foreignApplicants" defaultValue={chosen} error={error}>
      <option value="">{t('discovery.grant.foreignNotStated')}</option>
      <option value="yes">{t('discovery.grant.foreignYes')}</option>
      <option value="no">{t('discovery.grant.foreignNo')}</option>
    </SelectField>
  )
}

/** The countries applicants must be registered in (ISO codes; none: not stated). */
export function EligibleCountriesField({ chosen, error }: { chosen: readonly string[]; error?: string }) {
  return <CountriesSelect id="eligibleCountries" label={t('discovery.grant.eligibleCountries')} hint={t('discovery.grant.eligibleCountriesHint')} chosen={chosen} error={error} />
}
