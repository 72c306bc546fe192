import { createHash, createPublicKey, type KeyObject, sign, verify } from 'node:crypto'

/**
 * A JWS in compact serialization (RFC 7515) signed with Ed25519 (alg EdDSA, RFC 8037), with
 * node:crypto alone: header.payload.signature, each part base64url without padding, the signature
 * over the ASCII of "header.payload".
 */

export interface Ed25519PublicJwk {
  kty: 'OKP'
  crv: 'Ed25519'
  x: string
}

export type JwsHeader = { alg: string; kid?: string; typ?: string }

const b64 = (value: string | Buffer) => Buffer.from(value).toString('base64url')

/** Signs `payload` (any JSON) with `privateKey`, `kid` and `typ` in the protected header. */
export function signCompactJws(payload: unknown, privateKey: KeyObject, header: { kid: string; typ: string }): string {
  const input = `${b64(JSON.stringify({ alg: 'EdDSA', kid: header.kid, typ: header.typ }))}.${b64(JSON.stringify(payload))}`
  return `${input}.${b64(sign(null, Buffer.from(input, 'ascii'), privateKey))}`
}

/**
 * The parts of a compact JWS, not yet verified; null when it is not one (three base64url parts, a
 * JSON header). A payload that is not JSON is `undefined`: the signature still says whether it was
 * changed.
 */
export function readCompactJws(token: string): { header: JwsHeader; payload: unknown; signingInput: string; signature: Buffer } | null {
  const parts = token.trim().split('.')
  if (parts.length !== 3 || !parts.every((p) => /^[A-Za-z0-9_-]*$/.test(p))) return null
  const json = (part: string): unknown => {
    try {
      return JSON.parse(Buffer.from(part, 'base64url').toString('utf8'))
    } catch {
      return undefined
    }
  }
  const header = json(parts[0]!) as JwsHeader | undefined
  if (typeof header !== 'object' || header === null || typeof header.alg !== 'string') return null
  return { header, payload: json(parts[1]!), signingInput: `${parts[0]}.${parts[1]}`, signature: Buffer.from(parts[2]!, 'base64url') }
}

export type JwsCheck = { valid: true; header: JwsHeader; payload: unknown } | { valid: false; reason: 'malformed' | 'algorithm' | 'unknown-key' | 'signature'; header?: JwsHeader; payload?: unknown }

/**
 * Checks a compact JWS against a key set: EdDSA only (the header cannot choose a weaker
 * algorithm), the key named by `kid`, the signature over the exact bytes received.
 */
export function verifyCompactJws(token: string, keys: readonly { kid?: string; kty?: string; crv?: string; x?: string }[]): JwsCheck {
  const jws = readCompactJws(token)
  if (!jws) return { valid: false, reason: 'malformed' }
  const { header, payload } = jws
  if (header.alg !== 'EdDSA') return { valid: false, reason: 'algorithm', header, payload }
  const jwk = keys.find((k) => k.kid === header.kid && k.kty === 'OKP' && k.crv === 'Ed25519' && typeof k.x === 'string')
  if (!jwk) return { valid: false, reason: 'unknown-key', header, payload }
  let key: KeyObject
  try {
    key = createPublicKey({ key: { kty: 'OKP', crv: 'Ed25519', x: jwk.x! }, format: 'jwk' })
  } catch {
    return { valid: false, reason: 'unknown-key', header, payload }
  }
  const ok = jws.signature.length === 64 && verify(null, Buffer.from(jws.signingInput, 'ascii'), key, jws.signature)
  if (!ok) return { valid: false, reason: 'signature', header, payload }
  return payload === undefined ? { valid: false, reason: 'malformed', header } : { valid: true, header, payload }
}

/** A key's public half as a JWK. */
export function publicJwkOf(key: KeyObject): Ed25519PublicJwk {
  const { x } = createPublicKey(key).export({ format: 'jwk' }) as { x: string }
  return { kty: 'OKP', crv: 'Ed25519', x }
}

/** The key's id: its RFC 7638 thumbprint (SHA-256 of the required members in lexical order), base64url. */
export function jwkThumbprint(jwk: Ed25519PublicJwk): string {
  return createHash('sha256')
    .update(JSON.stringify({ crv: jwk.crv, kty: jwk.kty, x: jwk.x }))
    .digest('base64url')
}
