import { grants } from '../../db/schema/index.ts'
import type { Language } from '../../catalog/sectors.ts'

/** The columns of a grant shown as one line of a list (a funder's calls, similar grants): no description. */
export const grantLineColumns = {
  id: grants.id,
  title: grants.title,
  source: grants.source,
  funderName: grants.funderName,
  sector: grants.sector,
  fundingAmount: grants.fundingAmount,
  deadline: grants.deadline,
  countryScope: grants.countryScope,
  countryCodes: grants.countryCodes,
  geographicFocus: grants.geographicFocus,
  isDemo: grants.isDemo,
  language: grants.language,
}

export interface GrantLine {
  id: string
  title: string
  source: string
  funderName: string | null
  sector: string
  /** The amount as the funder wrote it. */
  fundingAmount: string | null
  deadline: string | null
  countryScope: string | null
  /** ISO 3166-1 codes derived from the scope. */
  countryCodes: string[]
  geographicFocus: string[]
  /** Generated sample data (the seed): labelled wherever it is shown (ADR 040). */
  isDemo: boolean
  language: Language
}
