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
  officerName: 120,
  officerRole: 80,
  signature: 200,
  documentDescription: 1000,
} as const

/** The Leadership step's people: at most this many, each screened against the sanctions lists (issue 26). */
export const OFFICERS_MAX = 20
/** Blank rows the Leadership step offers below the people already saved. */
export const OFFICER_BLANK_ROWS = 2

export const ACCOUNT_MAX = { name: 100, orgName: 200 } as const

export const PROFILE_MAX = { name: 100, orgName: 200, mission: 2000, programAreas: 2000, registrationNumber: 100 } as const

export const ADMIN_GRANT_MAX = { title: 200, description: 2000, source: 200, fundingAmount: 100, countryScope: 100, eligibility: 1000 } as const

/** Spec §5 Project request: title 5–200, description 50–2000 (the form's counter), messages up to 2000. */
export const REQUEST_LIMITS = { titleMin: 5, titleMax: 200, descriptionMin: 50, descriptionMax: 2000, messageMax: 2000 } as const

/** Lengths and amounts the engagement forms take. */
export const ENGAGEMENT_LIMITS = {
  titleMin: 3,
  titleMax: 120,
  reasonMin: 10,
  reasonMax: 2000,
  reviewMin: 10,
  reviewMax: 2000,
  /** USD, whole dollars: a milestone's price. */
  milestoneMaxUsd: 100_000,
  /** USD: a grant's funding secured, as the member records it. */
  fundingMaxUsd: 1_000_000_000,
  payoutAccountMax: 64,
} as const

/** A review's rating: 1 to 5 stars. */
export const RATINGS = ['1', '2', '3', '4', '5'] as const

/** A saved search's name: what the list, the emails and the notifications call it. */
export const SAVED_SEARCH_NAME_MAX = 100
/** The Discover query string a search is saved from, at most this long (the URL's own limits are far beyond any real search). */
export const SAVED_SEARCH_QUERY_MAX = 2000

/** An API key's name on /team/api (ADR 031). */
export const API_KEY_NAME_MAX = 80
/** An invitation's email address (the longest address the sign-up form takes). */
export const INVITE_EMAIL_MAX = 255
/** An automation rule's name (/team/automation): what its runs, notifications and emails call it. */
export const AUTOMATION_RULE_NAME_MAX = 100
/** A comment on an application (ADR 030): the form counts down from it and the server refuses more. */
export const COMMENT_MAX = 4000
/** The "Mention a team member" box: one member's name or address. */
export const MENTION_NAME_MAX = 200

/** A custom report's name, and the funder a report is filtered by (a funder's name as grants give it). */
export const REPORT_LIMITS = { nameMax: 100, funderMax: 200 } as const

/** The longest reason staff give for correcting a white-glove award (kept in the audit log). */
export const CORRECTION_REASON_MAX = 1000
