import { t } from '../../i18n/index.ts'
import { formatted } from '../shared/form-fields.ts'

/** The earliest year founded a profile accepts (issue 26 §4); the latest is this year. */
export const YEAR_FOUNDED_MIN = 1800

/** "Year founded" on the organization's profile: empty (null), or a whole year from 1800 to this year. */
export const optionalYearFounded = () => {
  const message = t('organizationDirectory.yearFoundedInvalid', { min: String(YEAR_FOUNDED_MIN), max: String(new Date().getUTCFullYear()) })
  return formatted(message)
    .refine((v) => v === '' || (/^\d{4}$/.test(v) && Number(v) >= YEAR_FOUNDED_MIN && Number(v) <= new Date().getUTCFullYear()), message)
    .transform((v) => (v ? Number(v) : null))
}
