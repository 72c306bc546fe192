import { execFile, spawnSync } from 'node:child_process'
import { generateKeyPairSync } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditLog, badgeStatementKeys, organizations, organizationVerifications } from '../../app/db/schema/index.ts'
import { jwkThumbprint, publicJwkOf, readCompactJws } from '../../app/domain/badge-statement/compact-jws.server.ts'
import { rotateSigningKey } from '../../app/domain/badge-statement/rotate-signing-key.server.ts'
import { signingKey } from '../../app/domain/badge-statement/signing-key.server.ts'
import { withdrawSigningKey } from '../../app/domain/badge-statement/withdraw-signing-key.server.ts'
import { organizationOf, newMember, signedInAdmin } from '../support/accounts.ts'
import { text, type TestClient } from '../support/test-client.ts'
import { startTestServer, type TestServer } from '../support/test-server.ts'
import { approveWithTwoReviewers, submitStandardApplication } from '../support/verification.ts'

const root = path.resolve(import.meta.dirname, '../..')
const files = mkdtempSync(path.join(tmpdir(), 'harambee-badge-statement-'))
let server: TestServer
let member: TestClient
let verificationId: number
let code: string

/** A funder: a fresh visitor with an address of its own, so one test's checks do not count in another's limit. */
const funder = () => server.client()
const keysNow = async () => (await (await funder().get('/.well-known/harambee-badge-keys.json')).json()) as { keys: { kid: string; retired: string | null }[] }
const statementNow = async () => (await (await funder().get(`/verify/${code}.json`)).json()).statement as string
const save = (name: string, content: string) => {
  const file = path.join(files, name)
  writeFileSync(file, content)
  return file
}
/** `npm run cli -- verify-badge …`, as a funder runs it (not spawnSync: the test server in this process answers its key requests). */
const verifyBadge = (...args: string[]) =>
  new Promise<{ code: number | null; out: string; err: string }>((resolve) => {
    const child = execFile(
      process.execPath,
      [path.join(root, 'scripts/cli.ts'), 'verify-badge', ...args],
      { encoding: 'utf8', timeout: 60_000, env: { ...process.env, CRAWL_ALLOW_HOSTS: new URL(server.url).host } },
      (_error, out, err) => resolve({ code: child.exitCode, out, err }),
    )
  })
const withState = (set: Partial<typeof organizationVerifications.$inferInsert>) => server.services.db.update(organizationVerifications).set(set).where(eq(organizationVerifications.id, verificationId))

beforeAll(async () => {
  server = await startTestServer()
  const admin = await signedInAdmin(server, 'reviewer@example.org', 'Rita Reviewer')
  const second = await signedInAdmin(server, 'second@example.org', 'Sam Second')
  member = await newMember(server, { name: 'Amina Test', email: 'amina@badge-statement.example.org', orgName: 'Test Org <Lake & "Hills">' })
  const org = await organizationOf(server, 'amina@badge-statement.example.org')
  await server.services.db.update(organizations).set({ country: 'KE' }).where(eq(organizations.id, org.id))
  ;({ id: verificationId } = await submitStandardApplication(server, member))
  expect((await approveWithTwoReviewers(server, admin, second, verificationId)).status).toBe(302)
  const [row] = await server.services.db.select().from(organizationVerifications).where(eq(organizationVerifications.id, verificationId))
  code = `${row!.checkCode!.slice(0, 4)}-${row!.checkCode!.slice(4, 8)}-${row!.checkCode!.slice(8)}`
})
afterAll(async () => {
  await server?.close()
  rmSync(files, { recursive: true, force: true })
})

describe('The signed badge statement', () => {
  it('comes with the JSON check: an EdDSA JWS whose claims are the check’s, under a published key', async () => {
    const check = await (await funder().get(`/verify/${code}.json`)).json()
    const jws = readCompactJws(check.statement)!
    expect(jws.header).toEqual({ alg: 'EdDSA', kid: expect.any(String), typ: 'harambee-badge+jws' })
    expect(jws.payload).toEqual({
      iss: server.url,
      sub: `${server.url}/verify/${code}`,
      iat: expect.any(Number),
      status: 'verified',
      code,
      checkUrl: `${server.url}/verify/${code}`,
      organization: { name: 'Test Org <Lake & "Hills">', country: check.organization.country },
      tier: 'standard',
      badge: 'silver',
      approvedAt: check.awardedAt,
      expiresAt: null,
      revokedAt: null,
      revokedReason: null,
    })
    expect(Math.abs((jws.payload as { iat: number }).iat - Date.now() / 1000)).toBeLessThan(120)
    expect(check.statementKeys).toBe(`${server.url}/.well-known/harambee-badge-keys.json`)
    const published = await funder().get('/.well-known/harambee-badge-keys.json')
    expect(published.headers.get('Cache-Control')).toBe('public, max-age=300')
    const { keys } = await published.json()
    expect(keys).toEqual([{ kty: 'OKP', crv: 'Ed25519', x: expect.any(String), kid: jws.header.kid, use: 'sig', alg: 'EdDSA', created: expect.any(String), retired: null }])
    expect(jwkThumbprint(keys[0])).toBe(jws.header.kid)
  })

  it('keeps the private key sealed in the database, never in the clear', async () => {
    const [stored] = await server.services.db.select().from(badgeStatementKeys)
    expect(stored!.source).toBe('database')
    expect(stored!.sealedPrivateKey).toMatch(/^[\w-]{80,}$/)
    // The PKCS8 of an Ed25519 key starts with these bytes; sealed, they are nowhere.
    expect(Buffer.from(stored!.sealedPrivateKey!, 'base64url').includes(Buffer.from('302e020100300506032b6570', 'hex'))).toBe(false)
  })

  it('is offered on the check page for download, with the keys, without JavaScript', async () => {
    const page = await funder().page(`/verify/${code}`)
    expect(text(page.html)).toContain('Signed statement')
    expect(page.html).toContain(`href="/verify/${code}/statement.jws"`)
    expect(page.html).toContain('href="/.well-known/harambee-badge-keys.json"')
    const download = await funder().get(`/verify/${code}/statement.jws`)
    expect(download.status).toBe(200)
    expect(download.headers.get('Content-Type')).toBe('application/jose')
    expect(download.headers.get('Content-Disposition')).toBe(`attachment; filename="badge-${code}.jws"`)
    const file = save('downloaded.jws', await download.text())
    const checked = await verifyBadge(file, '--keys', `${server.url}/.well-known/harambee-badge-keys.json`)
    expect(checked.out).toContain('Organization:  Test Org <Lake & "Hills">')
    expect(checked.out).toContain('Status:        verified')
    expect(checked.out.trim().split('\n')).toContain('valid')
    expect(checked.code).toBe(0)
    expect((await funder().get('/verify/ZZZZ-ZZZZ-ZZ/statement.jws')).status).toBe(404)
  })

  it('says expired and revoked when the check does', async () => {
    const yesterday = new Date(Date.now() - 86_400_000)
    await withState({ expiresAt: yesterday })
    expect(readCompactJws(await statementNow())!.payload).toMatchObject({ status: 'expired', expiresAt: yesterday.toISOString() })
    await withState({ expiresAt: null, revokedAt: yesterday, revokedReason: 'misconduct' })
    expect(readCompactJws(await statementNow())!.payload).toMatchObject({ status: 'revoked', revokedAt: yesterday.toISOString(), revokedReason: 'misconduct' })
    await withState({ revokedAt: null, revokedReason: null })
  })
})

describe('verify-badge on the command line', () => {
  it('says valid for a saved statement, offline with a saved key set, and invalid (exit 1) when one byte changed', async () => {
    const keys = save('keys.json', JSON.stringify(await keysNow()))
    const statement = await statementNow()
    const good = await verifyBadge(save('good.jws', statement), '--keys', keys)
    expect(good.code).toBe(0)
    expect(good.out).toContain('Status:        verified')
    expect(good.out).toContain(`Check code:    ${code}`)
    expect(good.out.trim().split('\n')).toContain('valid')

    // One character of the payload changed (still base64url): the signature no longer matches.
    const [head, body, signature] = statement.split('.') as [string, string, string]
    const at = Math.floor(body.length / 2)
    const changed = `${head}.${body.slice(0, at)}${body[at] === 'A' ? 'B' : 'A'}${body.slice(at + 1)}.${signature}`
    const bad = await verifyBadge(save('changed.jws', changed), '--keys', keys)
    expect(bad.code).toBe(1)
    expect(bad.out).toContain('invalid: the signature does not match')
    // A statement whose claims were rewritten by hand and not re-signed fails the same way.
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'))
    const forged = `${head}.${Buffer.from(JSON.stringify({ ...payload, tier: 'premium' })).toString('base64url')}.${signature}`
    expect((await verifyBadge(save('forged.jws', forged), '--keys', keys)).code).toBe(1)
  })

  it('reads the JSON check as saved, and fetches the issuer’s keys when given none', async () => {
    const saved = save('check.json', await (await funder().get(`/verify/${code}.json`)).text())
    const result = await verifyBadge(saved)
    expect(result.out).toContain(`Keys:          ${server.url}/.well-known/harambee-badge-keys.json (the issuer’s own address`)
    expect(result.code).toBe(0)
    expect((await verifyBadge(path.join(files, 'missing.jws'))).code).toBe(2)
  })
})

describe('Rotating and withdrawing the signing key', () => {
  it('rotation: the new key signs, the old stays published, and its statements still verify', async () => {
    const before = await statementNow()
    const oldKid = readCompactJws(before)!.header.kid!
    const rotated = await rotateSigningKey(server.services.db, server.services.secrets.badgeStatement)
    expect(rotated).toMatchObject({ outcome: 'rotated', retired: [oldKid] })
    const after = await statementNow()
    expect(readCompactJws(after)!.header.kid).toBe(rotated.outcome === 'rotated' ? rotated.kid : null)
    const { keys } = await keysNow()
    expect(keys.map((k) => [k.kid, k.retired === null])).toEqual([
      [oldKid, false],
      [readCompactJws(after)!.header.kid, true],
    ])
    const saved = save('after-rotation.json', JSON.stringify({ keys }))
    const old = await verifyBadge(save('before-rotation.jws', before), '--keys', saved)
    expect(old.out).toContain(`Key id (kid):  ${oldKid}`)
    expect(old.code).toBe(0)
    expect((await verifyBadge(save('after-rotation.jws', after), '--keys', saved)).code).toBe(0)
    const audit = await server.services.db.select().from(auditLog).where(eq(auditLog.action, 'badge_statement_key.rotate'))
    expect(audit).toHaveLength(1)
  })

  it('withdrawal: the key is no longer published and its statements fail; a new key signs', async () => {
    const signed = await statementNow()
    const kid = readCompactJws(signed)!.header.kid!
    expect(await withdrawSigningKey(server.services.db, kid)).toBe('withdrawn')
    expect(await withdrawSigningKey(server.services.db, kid)).toBe('already')
    expect(await withdrawSigningKey(server.services.db, 'no-such-key')).toBe('unknown')
    const { keys } = await keysNow()
    expect(keys.map((k) => k.kid)).not.toContain(kid)
    expect(keys).toHaveLength(2) // the key retired above, and the new one
    const saved = save('after-withdrawal.json', JSON.stringify({ keys }))
    const refused = await verifyBadge(save('withdrawn.jws', signed), '--keys', saved)
    expect(refused.code).toBe(1)
    expect(refused.out).toContain('invalid: its key (kid) is not in the key set')
    const next = await statementNow()
    expect(readCompactJws(next)!.header.kid).not.toBe(kid)
    expect((await verifyBadge(save('next.jws', next), '--keys', saved)).code).toBe(0)
  })

  it('BADGE_SIGNING_KEY wins while set, and stays published after it is taken away', async () => {
    const { privateKey } = generateKeyPairSync('ed25519')
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString()
    const kid = jwkThumbprint(publicJwkOf(privateKey))
    const secrets = { ...server.services.secrets.badgeStatement, signingKeyPem: pem }
    expect((await signingKey(server.services.db, secrets)).kid).toBe(kid)
    expect(await rotateSigningKey(server.services.db, secrets)).toEqual({ outcome: 'environment' })
    const [row] = await server.services.db.select().from(badgeStatementKeys).where(eq(badgeStatementKeys.kid, kid))
    expect(row).toMatchObject({ source: 'environment', sealedPrivateKey: null, retiredAt: null })
    // Without it, a stored key signs again and the environment's key is retired, still published.
    const next = await signingKey(server.services.db, server.services.secrets.badgeStatement)
    expect(next.kid).not.toBe(kid)
    expect((await keysNow()).keys.find((k) => k.kid === kid)?.retired).toEqual(expect.any(String))

    // Set again after it was withdrawn: nothing is signed with it, and the check still answers.
    expect(await withdrawSigningKey(server.services.db, kid)).toBe('withdrawn')
    const live = server.services.secrets.badgeStatement
    live.signingKeyPem = pem
    try {
      const check = await (await funder().get(`/verify/${code}.json`)).json()
      expect(check).toMatchObject({ state: 'valid', statement: null })
      expect((await funder().get(`/verify/${code}/statement.jws`)).status).toBe(503)
    } finally {
      live.signingKeyPem = undefined
    }
    expect(readCompactJws(await statementNow())!.header.kid).toBe(next.kid)
  })

  it('a key sealed under another AUTH_SECRET is retired, not used, and a new one is made', async () => {
    const current = (await signingKey(server.services.db, server.services.secrets.badgeStatement)).kid
    const other = { sealKey: Buffer.alloc(32, 7).toString('base64url') }
    const made = await signingKey(server.services.db, other)
    expect(made.kid).not.toBe(current)
    expect((await keysNow()).keys.find((k) => k.kid === current)?.retired).toEqual(expect.any(String))
    // Back to this server's secret: the key made under the other one cannot be opened either.
    expect((await signingKey(server.services.db, server.services.secrets.badgeStatement)).kid).not.toBe(made.kid)
  })
})

describe('The embeddable badge (/verify/{code}/badge.svg)', () => {
  const image = async (path: string, headers: Record<string, string> = {}) => {
    const response = await funder().request(path, { headers })
    return { status: response.status, headers: response.headers, svg: await response.text() }
  }

  it('shows a verified badge with its tier, escaped, briefly cached with an ETag, and no script', async () => {
    const { status, headers, svg } = await image(`/verify/${code}/badge.svg`)
    expect(status).toBe(200)
    expect(headers.get('Content-Type')).toBe('image/svg+xml; charset=utf-8')
    expect(headers.get('Cache-Control')).toBe('public, max-age=300')
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>Verified: Standard<')
    expect(svg).toContain('Test Org &#60;Lake &#38; &#34;Hills&#34;&#62;')
    expect(svg).not.toContain('<Lake')
    const outside = svg.replace('http://www.w3.org/2000/svg', '')
    for (const forbidden of ['<script', 'href', 'http://', 'https://', '@import', '<image', '<foreignObject']) expect(outside).not.toContain(forbidden)
    // Only references inside the image itself (its clip path), nothing fetched.
    expect(outside).not.toMatch(/url\((?!#)/)
    const etag = headers.get('ETag')!
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await image(`/verify/${code}/badge.svg`, { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(again.svg).toBe('')
  })

  it('speaks the asked language: ?lang= first, then Accept-Language; Arabic right to left', async () => {
    expect((await image(`/verify/${code}/badge.svg?lang=fr`, { 'Accept-Language': 'sw' })).svg).toContain('Vérifiée : Standard')
    const sw = await image(`/verify/${code}/badge.svg`, { 'Accept-Language': 'sw-KE, en;q=0.5' })
    expect(sw.svg).toContain('Imethibitishwa')
    expect(sw.headers.get('Vary')).toContain('Accept-Language')
    const ar = (await image(`/verify/${code}/badge.svg?lang=ar`)).svg
    expect(ar).toContain('موثَّقة')
    expect(ar).toContain('direction="rtl"')
    expect(ar).not.toContain('direction="ltr"')
  })

  it('shows expired, revoked, and no such badge (404)', async () => {
    await withState({ expiresAt: new Date(Date.now() - 86_400_000) })
    const expired = await image(`/verify/${code}/badge.svg`)
    expect(expired.svg).toContain('>Badge expired<')
    expect(expired.svg).not.toContain('Verified')
    await withState({ expiresAt: null, revokedAt: new Date(), revokedReason: 'documents_invalid' })
    expect((await image(`/verify/${code}/badge.svg`)).svg).toContain('>Badge revoked<')
    await withState({ revokedAt: null, revokedReason: null })
    const unknown = await image('/verify/ZZZZ-ZZZZ-ZZ/badge.svg')
    expect(unknown.status).toBe(404)
    expect(unknown.svg).toContain('>No such badge<')
    expect((await image('/verify/not-a-code/badge.svg')).status).toBe(404)
  })

  it('is offered to the organization with a copyable embed code and a visible label', async () => {
    const page = await member.page('/profile/public')
    expect(text(page.html)).toContain('Badge for your website')
    expect(page.html).toMatch(/<label for="badge-embed"[^>]*>HTML code to copy<\/label>/)
    const snippet = `<a href="${server.url}/verify/${code}"><img src="${server.url}/verify/${code}/badge.svg" alt="Test Org &#60;Lake &#38; &#34;Hills&#34;&#62;: verification badge check on Harambee" width="320" height="64"></a>`
    // The page shows the snippet as text in a textarea, so its markup is escaped once more.
    expect(page.html).toContain(snippet.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;'))
  })
})

// The standard tools' check (docs/verify-a-badge.md) runs where OpenSSL 3 is installed.
const openssl = spawnSync('openssl', ['version'], { encoding: 'utf8' })
describe.runIf(openssl.status === 0 && /OpenSSL 3/.test(openssl.stdout))('The documented OpenSSL check', () => {
  it('verifies a saved statement, and refuses one with a changed byte', async () => {
    const statement = await statementNow()
    const { keys } = (await keysNow()) as unknown as { keys: { kid: string; x: string }[] }
    const key = keys.find((k) => k.kid === readCompactJws(statement)!.header.kid)!
    const script = path.join(root, 'docs/verify-a-badge.sh')
    const ok = spawnSync('bash', [script, save('openssl.jws', statement), key.x], { encoding: 'utf8' })
    expect(ok.stdout + ok.stderr).toContain('Signature Verified Successfully')
    const [head, body, signature] = statement.split('.') as [string, string, string]
    const changed = `${head}.${body.slice(0, 10)}${body[10] === 'A' ? 'B' : 'A'}${body.slice(11)}.${signature}`
    const bad = spawnSync('bash', [script, save('openssl-changed.jws', changed), key.x], { encoding: 'utf8' })
    expect(bad.status).not.toBe(0)
    expect(bad.stdout + bad.stderr).toContain('Signature Verification Failure')
  })
})
