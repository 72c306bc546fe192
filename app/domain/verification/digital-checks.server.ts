import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { safeFetch, SafeFetchError, type SafeFetchOptions } from '../../net/safe-fetch.server.ts'
import { organizations, organizationVerifications, user, verificationDocuments, type DigitalCheck } from '../../db/schema/index.ts'

/** Mail providers anyone can sign up to: an address there says nothing about the organization. */
const FREE_MAIL = new Set([
  'gmail.com',
  'googlemail.com',
  'yahoo.com',
  'yahoo.fr',
  'ymail.com',
  'hotmail.com',
  'outlook.com',
  'live.com',
  'icloud.com',
  'aol.com',
  'proton.me',
  'protonmail.com',
  'gmx.com',
  'mail.com',
  'zoho.com',
])
const WEBSITE_TIMEOUT_MS = 8000
const WEBSITE_MAX_BYTES = 512 * 1024

/** Tests point the website check at a local server (allowOrigins) or a stand-in resolver; production passes none. */
export type CheckOptions = Pick<SafeFetchOptions, 'allowOrigins' | 'resolve'>

const normalize = (value: string) =>
  value
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
const normalizeRegistration = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/** Loopback, private, link-local, unique-local and every other non-public address: never fetched for a member's URL. */

/** Website reachable, and naming the organization. Unreachable from here is "skipped", not a failure. */
export async function checkWebsite(websiteUrl: string | null, organizationName: string, options: CheckOptions = {}): Promise<DigitalCheck> {
  if (!websiteUrl) return { id: 'website', outcome: 'warn', message: 'checks.websiteMissing' }
  let url: URL
  try {
    url = new URL(websiteUrl)
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol')
  } catch {
    return { id: 'website', outcome: 'fail', message: 'checks.websiteInvalid' }
  }
  try {
    // Every hop (the address given, and each redirect) is resolved, checked and pinned by safeFetch.
    const response = await safeFetch(url, { ...options, timeoutMs: WEBSITE_TIMEOUT_MS, maxBytes: WEBSITE_MAX_BYTES, truncate: true, headers: { 'User-Agent': 'HarambeeVerification/1.0' } })
    if (!response.ok) return { id: 'website', outcome: 'fail', message: 'checks.websiteStatus', params: { status: response.status } }
    const page = normalize(
      response
        .text()
        .replace(/<[^>]+>/g, ' ')
        .replace(/&amp;/g, '&'),
    )
    return normalize(organizationName) && page.includes(normalize(organizationName))
      ? { id: 'website', outcome: 'pass', message: 'checks.websiteNamesOrg' }
      : { id: 'website', outcome: 'warn', message: 'checks.websiteNoName' }
  } catch (error) {
    if (error instanceof SafeFetchError && (error.reason === 'private-address' || error.reason === 'local-name')) return { id: 'website', outcome: 'fail', message: 'checks.websitePrivate' }
    return { id: 'website', outcome: 'skipped', message: 'checks.websiteUnreachable', params: { reason: (error as Error).message } }
  }
}

/** The email domain the member signed up with, against the website's. */
export function checkEmailDomain(email: string | null, websiteUrl: string | null): DigitalCheck {
  const domain = email?.split('@')[1]?.toLowerCase()
  const host = websiteUrl ? hostOf(websiteUrl) : null
  if (!domain || !host) return { id: 'email-domain', outcome: 'skipped', message: 'checks.emailNoWebsite' }
  if (FREE_MAIL.has(domain)) return { id: 'email-domain', outcome: 'warn', message: 'checks.emailFreeMail', params: { domain } }
  const matches = host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`)
  return matches
    ? { id: 'email-domain', outcome: 'pass', message: 'checks.emailMatches', params: { domain } }
    : { id: 'email-domain', outcome: 'warn', message: 'checks.emailDiffers', params: { domain, host } }
}

/**
 * Layer 1 of the review, run in the background after submission: website, registration number,
 * duplicate documents across organizations, and email domain. The results are saved for the reviewer.
 */
export async function runDigitalChecks(db: Db, verificationId: number, options: CheckOptions = {}): Promise<DigitalCheck[] | null> {
  const [application] = await db
    .select({
      id: organizationVerifications.id,
      organizationId: organizationVerifications.organizationId,
      name: organizationVerifications.organizationName,
      registrationNumber: organizationVerifications.registrationNumber,
      websiteUrl: organizationVerifications.websiteUrl,
      email: user.email,
    })
    .from(organizationVerifications)
    .leftJoin(user, eq(user.id, organizationVerifications.createdBy))
    .where(eq(organizationVerifications.id, verificationId))
  if (!application) return null

  const checks: DigitalCheck[] = [await checkWebsite(application.websiteUrl, application.name ?? '', options)]

  const registration = normalizeRegistration(application.registrationNumber ?? '')
  if (!registration) checks.push({ id: 'registration', outcome: 'fail', message: 'checks.registrationMissing' })
  else {
    const others = await db
      .selectDistinct({ name: organizations.name })
      .from(organizationVerifications)
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(
        and(
          ne(organizationVerifications.organizationId, application.organizationId),
          sql`upper(regexp_replace(coalesce(${organizationVerifications.registrationNumber}, ''), '[^A-Za-z0-9]', '', 'g')) = ${registration}`,
        ),
      )
    checks.push(
      others.length
        ? { id: 'registration', outcome: 'fail', message: 'checks.registrationShared', params: { organizations: others.map((o) => o.name).join(', ') } }
        : { id: 'registration', outcome: 'pass', message: 'checks.registrationUnique' },
    )
  }

  const documents = await db
    .select({ sha256: verificationDocuments.sha256, fileName: verificationDocuments.fileName })
    .from(verificationDocuments)
    .where(eq(verificationDocuments.verificationId, verificationId))
  if (!documents.length) checks.push({ id: 'documents', outcome: 'skipped', message: 'checks.documentsNone' })
  else {
    const copies = await db
      .selectDistinct({ fileName: verificationDocuments.fileName, organization: organizations.name })
      .from(verificationDocuments)
      .innerJoin(organizationVerifications, eq(organizationVerifications.id, verificationDocuments.verificationId))
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(
        and(
          inArray(
            verificationDocuments.sha256,
            documents.map((d) => d.sha256),
          ),
          ne(organizationVerifications.organizationId, application.organizationId),
        ),
      )
    checks.push(
      copies.length
        ? { id: 'documents', outcome: 'fail', message: 'checks.documentsShared', params: { files: copies.map((c) => `${c.fileName} (${c.organization})`).join(', ') } }
        : { id: 'documents', outcome: 'pass', message: 'checks.documentsUnique', params: { count: documents.length } },
    )
  }

  checks.push(checkEmailDomain(application.email, application.websiteUrl))
  await db.update(organizationVerifications).set({ digitalChecks: checks, digitalChecksAt: new Date() }).where(eq(organizationVerifications.id, verificationId))
  return checks
}
