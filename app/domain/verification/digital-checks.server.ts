import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import { and, eq, inArray, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations, organizationVerifications, user, verificationDocuments, type DigitalCheck } from '../../db/schema/index.ts'

/** Mail providers anyone can sign up to: an address there says nothing about the organization. */
const FREE_MAIL = new Set(['gmail.com', 'googlemail.com', 'yahoo.com', 'yahoo.fr', 'ymail.com', 'hotmail.com', 'outlook.com', 'live.com', 'icloud.com', 'aol.com', 'proton.me', 'protonmail.com', 'gmx.com', 'mail.com', 'zoho.com'])
const WEBSITE_TIMEOUT_MS = 8000
const WEBSITE_MAX_BYTES = 512 * 1024

export interface CheckOptions {
  /** Tests point the website check at a local server; production never fetches private addresses. */
  allowPrivateHosts?: boolean
}

const normalize = (value: string) => value.toLowerCase().normalize('NFKD').replace(/[\u0300-\u036f]/g, '').replace(/\s+/g, ' ').trim()
const normalizeRegistration = (value: string) => value.toUpperCase().replace(/[^A-Z0-9]/g, '')
const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.toLowerCase().replace(/^www\./, '')
  } catch {
    return null
  }
}

/** Loopback, private, link-local and unique-local addresses: never fetched for a member's URL. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number)
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127)
  }
  const v6 = ip.toLowerCase()
  return v6 === '::1' || v6 === '::' || v6.startsWith('fc') || v6.startsWith('fd') || v6.startsWith('fe80') || (v6.startsWith('::ffff:') && isPrivateAddress(v6.slice(7)))
}

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
    if (!options.allowPrivateHosts) {
      const addresses = await lookup(url.hostname, { all: true })
      if (addresses.some((a) => isPrivateAddress(a.address))) return { id: 'website', outcome: 'fail', message: 'checks.websitePrivate' }
    }
    const response = await fetch(url, { redirect: 'follow', signal: AbortSignal.timeout(WEBSITE_TIMEOUT_MS), headers: { 'User-Agent': 'HarambeeVerification/1.0' } })
    if (!response.ok) return { id: 'website', outcome: 'fail', message: 'checks.websiteStatus', params: { status: response.status } }
    const page = normalize((await readLimited(response)).replace(/<[^>]+>/g, ' ').replace(/&amp;/g, '&'))
    return normalize(organizationName) && page.includes(normalize(organizationName))
      ? { id: 'website', outcome: 'pass', message: 'checks.websiteNamesOrg' }
      : { id: 'website', outcome: 'warn', message: 'checks.websiteNoName' }
  } catch (error) {
    return { id: 'website', outcome: 'skipped', message: 'checks.websiteUnreachable', params: { reason: (error as Error).cause instanceof Error ? ((error as Error).cause as Error).message : (error as Error).message } }
  }
}

async function readLimited(response: Response): Promise<string> {
  const reader = response.body?.getReader()
  if (!reader) return ''
  const chunks: Uint8Array[] = []
  let size = 0
  while (size < WEBSITE_MAX_BYTES) {
    const { done, value } = await reader.read()
    if (done) break
    chunks.push(value)
    size += value.length
  }
  await reader.cancel().catch(() => {})
  return new TextDecoder().decode(Buffer.concat(chunks))
}

/** The email domain the member signed up with, against the website's. */
export function checkEmailDomain(email: string | null, websiteUrl: string | null): DigitalCheck {
  const domain = email?.split('@')[1]?.toLowerCase()
  const host = websiteUrl ? hostOf(websiteUrl) : null
  if (!domain || !host) return { id: 'email-domain', outcome: 'skipped', message: 'checks.emailNoWebsite' }
  if (FREE_MAIL.has(domain)) return { id: 'email-domain', outcome: 'warn', message: 'checks.emailFreeMail', params: { domain } }
  const matches = host === domain || host.endsWith(`.${domain}`) || domain.endsWith(`.${host}`)
  return matches ? { id: 'email-domain', outcome: 'pass', message: 'checks.emailMatches', params: { domain } } : { id: 'email-domain', outcome: 'warn', message: 'checks.emailDiffers', params: { domain, host } }
}

/**
 * Layer 1 of the review, run in the background after submission: website, registration number,
 * duplicate documents across organizations, and email domain. The results are saved for the reviewer.
 */
export async function runDigitalChecks(db: Db, verificationId: number, options: CheckOptions = {}): Promise<DigitalCheck[] | null> {
  const [application] = await db
    .select({ id: organizationVerifications.id, organizationId: organizationVerifications.organizationId, name: organizationVerifications.organizationName, registrationNumber: organizationVerifications.registrationNumber, websiteUrl: organizationVerifications.websiteUrl, email: user.email })
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
      .where(and(ne(organizationVerifications.organizationId, application.organizationId), sql`upper(regexp_replace(coalesce(${organizationVerifications.registrationNumber}, ''), '[^A-Za-z0-9]', '', 'g')) = ${registration}`))
    checks.push(
      others.length
        ? { id: 'registration', outcome: 'fail', message: 'checks.registrationShared', params: { organizations: others.map((o) => o.name).join(', ') } }
        : { id: 'registration', outcome: 'pass', message: 'checks.registrationUnique' },
    )
  }

  const documents = await db.select({ sha256: verificationDocuments.sha256, fileName: verificationDocuments.fileName }).from(verificationDocuments).where(eq(verificationDocuments.verificationId, verificationId))
  if (!documents.length) checks.push({ id: 'documents', outcome: 'skipped', message: 'checks.documentsNone' })
  else {
    const copies = await db
      .selectDistinct({ fileName: verificationDocuments.fileName, organization: organizations.name })
      .from(verificationDocuments)
      .innerJoin(organizationVerifications, eq(organizationVerifications.id, verificationDocuments.verificationId))
      .innerJoin(organizations, eq(organizations.id, organizationVerifications.organizationId))
      .where(and(inArray(verificationDocuments.sha256, documents.map((d) => d.sha256)), ne(organizationVerifications.organizationId, application.organizationId)))
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
