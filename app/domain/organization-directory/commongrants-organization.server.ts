import { formatCheckCode } from '../public-profile/check-code.ts'
import type { DirectoryOrganization } from './directory-organizations.server.ts'

/** Our own registry code for the organization's id here (the protocol's `<schema>:<scope>:<prop>`). */
export const SYSTEM_REGISTRY = 'org:harambee:system'

/**
 * The registry code of a country's registration number, `org:<country>:registration` (ISO code in
 * lower case), as the protocol's registry codes are written (`org:us:ein`).
 */
export function registrationRegistry(country: string): string {
  return `org:${country.toLowerCase()}:registration`
}

type CustomField = { name: string; fieldType: 'string' | 'integer' | 'array'; value: unknown; description: string }

/**
 * A listed organization as CommonGrants 0.4.0's OrganizationBase (experimental): the id, the name,
 * the identifiers (ours, and the registration number when published) and what it publishes; the
 * verification (tier, badge status, award date, check link, last sanctions screening) in customFields.
 */
export function commonGrantsOrganization(org: DirectoryOrganization, appUrl: string) {
  const code = org.checkCode ? formatCheckCode(org.checkCode) : null
  const otherIds: Record<string, { registry: { code: string }; id: string }> = {}
  if (org.registration?.country) otherIds[registrationRegistry(org.registration.country)] = { registry: { code: registrationRegistry(org.registration.country) }, id: org.registration.number }
  const field = (name: string, fieldType: CustomField['fieldType'], value: unknown, description: string): CustomField => ({ name, fieldType, value, description })
  const customFields: Record<string, CustomField> = {
    verificationTier: field('verificationTier', 'string', org.tier, 'The verification tier of the badge in force: basic, standard, premium or elite.'),
    badgeStatus: field('badgeStatus', 'string', 'valid', 'The badge status: valid (only organizations with a badge in force are listed).'),
    badgeAwardedAt: field('badgeAwardedAt', 'string', org.awardedAt, 'When the badge was awarded (ISO 8601).'),
    profileUrl: field('profileUrl', 'string', `${appUrl}/org/${org.slug}`, "The organization's public profile."),
  }
  customFields.sanctionsScreenedAt = field(
    'sanctionsScreenedAt',
    'string',
    org.screenedAt,
    'When the organization and the people it named were last screened against the UN, US OFAC, EU and UK sanctions lists (ISO 8601); null when not yet screened.',
  )
  if (org.expiresAt) customFields.badgeExpiresAt = field('badgeExpiresAt', 'string', org.expiresAt, 'When the badge stops being in force (ISO 8601).')
  if (code) customFields.badgeCheckUrl = field('badgeCheckUrl', 'string', `${appUrl}/verify/${code}`, 'The public badge check page.')
  if (org.country) customFields.country = field('country', 'string', org.country, 'The country the organization works in (ISO 3166-1 alpha-2).')
  if (org.sectors?.length) customFields.sectors = field('sectors', 'array', org.sectors, 'The sectors the organization works in, the main one first.')
  return {
    id: org.id,
    name: org.name,
    identifiers: {
      systemId: { registry: { code: SYSTEM_REGISTRY }, id: org.id },
      ...(Object.keys(otherIds).length ? { otherIds } : {}),
    },
    ...(org.mission ? { mission: org.mission } : {}),
    ...(org.yearFounded ? { yearFounded: String(org.yearFounded) } : {}),
    ...(org.website ? { socials: { website: org.website } } : {}),
    customFields,
  }
}
