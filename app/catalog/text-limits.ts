/**
 * The longest text each form field takes, written once: the schemas refuse longer text and the forms
 * say "Up to N characters" under the field before anything is typed (issue 9, item 7).
 */
export const SUBMISSION_MAX = { title: 200, description: 2000, funderName: 200, eligibilityCriteria: 1000 } as const

export const WIZARD_MAX = {
  organizationName: 200,
  registrationNumber: 100,
  socialMediaLinks: 1000,
  city: 100,
  regionState: 100,
  streetAddress: 200,
  address: 500,
  missionStatement: 2000,
  programAreas: 2000,
  boardMembers: 2000,
  signature: 200,
  documentDescription: 1000,
} as const

export const ACCOUNT_MAX = { name: 100, orgName: 200 } as const

export const PROFILE_MAX = { name: 100, orgName: 200, mission: 2000, programAreas: 2000, registrationNumber: 100 } as const

export const ADMIN_GRANT_MAX = { title: 200, description: 2000, source: 200, fundingAmount: 100, countryScope: 100, eligibility: 1000 } as const
