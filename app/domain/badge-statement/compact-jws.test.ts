import { generateKeyPairSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { jwkThumbprint, publicJwkOf, signCompactJws, verifyCompactJws } from './compact-jws.server.ts'

const pair = () => {
  const { privateKey } = generateKeyPairSync('ed25519')
  const jwk = publicJwkOf(privateKey)
  return { privateKey, jwk: { ...jwk, kid: jwkThumbprint(jwk) } }
}
const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')

describe('A compact JWS signed with Ed25519', () => {
  it('verifies with the key its kid names, and with no other', () => {
    const signer = pair()
    const other = pair()
    const token = signCompactJws({ status: 'verified' }, signer.privateKey, { kid: signer.jwk.kid, typ: 'harambee-badge+jws' })
    expect(verifyCompactJws(token, [other.jwk, signer.jwk])).toMatchObject({ valid: true, payload: { status: 'verified' } })
    expect(verifyCompactJws(token, [other.jwk])).toMatchObject({ valid: false, reason: 'unknown-key' })
    // Another key published under the signer's kid does not pass it.
    expect(verifyCompactJws(token, [{ ...other.jwk, kid: signer.jwk.kid }])).toMatchObject({ valid: false, reason: 'signature' })
  })

  it('refuses a header that chooses another algorithm, and what is not a JWS', () => {
    const signer = pair()
    const token = signCompactJws({ status: 'verified' }, signer.privateKey, { kid: signer.jwk.kid, typ: 'harambee-badge+jws' })
    const [, payload] = token.split('.')
    expect(verifyCompactJws(`${b64({ alg: 'none', kid: signer.jwk.kid })}.${payload}.`, [signer.jwk])).toMatchObject({ valid: false, reason: 'algorithm' })
    expect(verifyCompactJws(`${b64({ alg: 'HS256', kid: signer.jwk.kid })}.${payload}.${token.split('.')[2]}`, [signer.jwk])).toMatchObject({ valid: false, reason: 'algorithm' })
    for (const junk of ['', 'a.b', 'a.b.c.d', 'not base64!.x.y']) expect(verifyCompactJws(junk, [signer.jwk])).toMatchObject({ valid: false, reason: 'malformed' })
  })
})
