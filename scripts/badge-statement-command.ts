import { readFile } from 'node:fs/promises'
import type { Services } from '../server/services.ts'
import { readCompactJws } from '../app/domain/badge-statement/compact-jws.server.ts'
import { loadBadgeKeys } from '../app/domain/badge-statement/load-badge-keys.server.ts'
import { verifyBadgeStatement } from '../app/domain/badge-statement/verify-badge-statement.server.ts'

const REASONS = {
  malformed: 'this is not a compact JWS (three base64url parts)',
  algorithm: 'it is not signed with EdDSA',
  type: 'it is not a Harambee badge statement',
  'unknown-key': 'its key (kid) is not in the key set: unknown, or withdrawn',
  signature: 'the signature does not match: the statement was changed after it was signed, or signed by another key',
} as const

/**
 * `npm run cli -- verify-badge FILE [--keys JWKS_FILE_OR_URL]`: checks a saved badge statement (the
 * .jws the check page offers, or the check's JSON with its `statement`), with no database. Prints
 * the claims and "valid" or "invalid"; exit code 0 valid, 1 invalid, 2 when it could not check
 * (file unreadable, key set unreachable).
 */
export async function runVerifyBadge(options: { file: string; keys?: string; allowInternalHosts?: readonly string[] }): Promise<{ exitCode: 0 | 1 | 2; output: string }> {
  let token: string
  try {
    token = statementIn(await readFile(options.file, 'utf8'))
  } catch {
    return { exitCode: 2, output: `Cannot read ${options.file}.` }
  }
  const issuer = (readCompactJws(token)?.payload as { iss?: unknown } | undefined)?.iss
  let keys: Awaited<ReturnType<typeof loadBadgeKeys>>
  try {
    keys = await loadBadgeKeys(options.keys, issuer, { allowInternalHosts: options.allowInternalHosts })
  } catch (error) {
    return { exitCode: 2, output: `Could not get the key set: ${error instanceof Error ? error.message : String(error)}` }
  }
  const result = verifyBadgeStatement(token, keys.keys)
  const c = result.claims ?? {}
  const lines = [
    `Statement:     ${options.file}`,
    `Keys:          ${keys.from}${options.keys ? '' : ' (the issuer’s own address, as the statement names it: make sure it is the platform you trust)'}`,
    `Key id (kid):  ${result.kid ?? '—'}`,
    `Issuer:        ${c.iss ?? '—'}`,
    `Organization:  ${c.organization?.name ?? '—'}${c.organization?.country ? ` (${c.organization.country})` : ''}`,
    `Status:        ${c.status ?? '—'}`,
    `Tier:          ${c.tier ?? '—'}${c.badge ? ` (${c.badge} badge)` : ''}`,
    `Approved:      ${c.approvedAt ?? '—'}`,
    `Expires:       ${c.expiresAt ?? 'does not expire'}`,
    ...(c.revokedAt ? [`Revoked:       ${c.revokedAt}${c.revokedReason ? ` (${c.revokedReason})` : ''}`] : []),
    `Check code:    ${c.code ?? '—'}  ${c.checkUrl ?? ''}`,
    `Signed at:     ${typeof c.iat === 'number' ? new Date(c.iat * 1000).toISOString() : '—'}`,
    '',
    result.valid ? 'valid' : `invalid: ${REASONS[result.reason]}`,
  ]
  if (result.valid && c.status !== 'verified') lines.push(`The signature is good, and it says the badge was ${c.status} when signed.`)
  if (result.valid) lines.push('This is what the check said when it was signed; the check page says what holds today.')
  return { exitCode: result.valid ? 0 : 1, output: lines.join('\n') }
}

/** The compact JWS in a saved file: the .jws itself, or the badge check's JSON with its `statement`. */
function statementIn(text: string): string {
  const trimmed = text.trim()
  if (!trimmed.startsWith('{')) return trimmed
  try {
    const json = JSON.parse(trimmed) as { statement?: unknown }
    return typeof json.statement === 'string' ? json.statement : trimmed
  } catch {
    return trimmed
  }
}

/**
 * `npm run cli -- badge-keys list | rotate | withdraw --kid=K`: the keys that sign badge statements
 * (ADR 062). Answers the lines to print.
 */
export async function runBadgeKeys(services: Pick<Services, 'db' | 'secrets'>, action: 'list' | 'rotate' | 'withdraw', kid?: string): Promise<string> {
  const { db, secrets } = services
  if (action === 'rotate') {
    const { rotateSigningKey } = await import('../app/domain/badge-statement/rotate-signing-key.server.ts')
    const rotated = await rotateSigningKey(db, secrets.badgeStatement)
    if (rotated.outcome === 'environment')
      throw new Error('BADGE_SIGNING_KEY is set, and it signs whatever the database holds: to rotate, set a new key there and restart. The old one stays published.')
    return `Key ${rotated.kid} signs badge statements from now on.${rotated.retired.length ? ` Retired (still published, earlier statements still verify): ${rotated.retired.join(', ')}.` : ''}`
  }
  if (action === 'withdraw') {
    const { withdrawSigningKey } = await import('../app/domain/badge-statement/withdraw-signing-key.server.ts')
    const outcome = await withdrawSigningKey(db, kid!)
    if (outcome === 'unknown') throw new Error(`No badge signing key has the id ${kid} (see badge-keys list).`)
    if (outcome === 'already') return `Key ${kid} was already withdrawn.`
    const { signingKey, WithdrawnSigningKeyError } = await import('../app/domain/badge-statement/signing-key.server.ts')
    const next = await signingKey(db, secrets.badgeStatement).catch((error) => {
      if (error instanceof WithdrawnSigningKeyError) return null
      throw error
    })
    return [
      `Key ${kid} is withdrawn: it is no longer published, and no statement it signed verifies against the published keys.`,
      next ? `Key ${next.kid} signs from now on.` : 'BADGE_SIGNING_KEY is this key: nothing is signed until you set a new one and restart.',
    ].join('\n')
  }
  const [{ asc }, { badgeStatementKeys }] = await Promise.all([import('drizzle-orm'), import('../app/db/schema/index.ts')])
  const rows = await db.select().from(badgeStatementKeys).orderBy(asc(badgeStatementKeys.createdAt))
  if (rows.length === 0) return 'No badge signing key yet: one is made when the first statement is signed.'
  return rows
    .map((row) => {
      const state = row.withdrawnAt ? `withdrawn ${row.withdrawnAt.toISOString()}` : row.retiredAt ? `retired ${row.retiredAt.toISOString()} (published)` : 'signing (published)'
      return `${row.kid}  ${row.source.padEnd(11)}  made ${row.createdAt.toISOString()}  ${state}`
    })
    .join('\n')
}
