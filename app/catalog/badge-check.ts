/**
 * The public badge check and profile (ADR 030): written once here, read by the admin review page,
 * the check page (/verify/{code}), its JSON twin and the public profile (/org/{slug}).
 */

/** Why a reviewer revoked a badge: only the category is ever shown publicly, never notes. */
export const REVOCATION_REASONS = ['documents_invalid', 'registration_lapsed', 'misconduct', 'organization_request', 'sanctions_listed', 'other'] as const
export type RevocationReason = (typeof REVOCATION_REASONS)[number]
export const isRevocationReason = (value: unknown): value is RevocationReason => typeof value === 'string' && (REVOCATION_REASONS as readonly string[]).includes(value)

/** What a check says about a badge: under review while a possible sanctions match found after approval waits for a reviewer (ADR 064). */
export const BADGE_STATES = ['valid', 'under_review', 'expired', 'revoked'] as const
export type BadgeState = (typeof BADGE_STATES)[number]

/**
 * Badge checks one client address may make: plenty for a funder checking a list of grantees, and a
 * brake on anyone trying codes (the code space is 32^10, so guessing is hopeless anyway).
 */
export const BADGE_CHECK_RATE_LIMIT = { attempts: 30, windowSeconds: 60 } as const

/** A Premium organization's logo: a PNG, JPEG or WebP image of at most this size, checked by its content. */
export const MAX_LOGO_BYTES = 512 * 1024

/** A white-label colour must carry white text at this WCAG contrast ratio or better (AA, normal text). */
export const MIN_BRAND_CONTRAST = 4.5

/**
 * Words a profile address may not be (/org/{slug}): our own pages and words that would let one
 * organization pass for us or for a page of ours.
 */
export const RESERVED_SLUGS = [
  'admin',
  'administrator',
  'api',
  'auth',
  'billing',
  'dashboard',
  'discover',
  'edit',
  'harambee',
  'help',
  'login',
  'logo',
  'new',
  'official',
  'org',
  'organization',
  'organizations',
  'pricing',
  'profile',
  'root',
  'settings',
  'signin',
  'signup',
  'staff',
  'support',
  'team',
  'trust',
  'trust-center',
  'verification',
  'verified',
  'verify',
  'www',
] as const
