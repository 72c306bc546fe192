/**
 * The smallest figure worth showing on the public pages (issue 9: no "0 Verified organizations").
 * Below these a count says "hardly anyone is here" rather than "you can trust this", so the page
 * leaves it out. Written once here; docs/design.md explains the rule.
 */
export const STAT_MINIMUM = {
  activeGrants: 50,
  totalFundingUsd: 1_000_000,
  countries: 5,
  verifiedOrganizations: 20,
} as const

/** A stats band with fewer figures than this left is not shown at all. */
export const STATS_SHOWN_AT_LEAST = 2
