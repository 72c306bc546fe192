import { createCipheriv, createDecipheriv, createPrivateKey, type KeyObject, randomBytes } from 'node:crypto'

/**
 * A signing key's private half at rest: PKCS8 DER sealed with AES-256-GCM under `sealKey` (32 bytes
 * derived from AUTH_SECRET, base64url), the kid as associated data so a sealed key cannot be moved
 * to another row. Stored as base64url of iv (12) ‖ tag (16) ‖ ciphertext.
 */
export function sealPrivateKey(privateKey: KeyObject, kid: string, sealKey: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyBytes(sealKey), iv)
  cipher.setAAD(Buffer.from(kid, 'utf8'))
  const sealed = Buffer.concat([cipher.update(privateKey.export({ format: 'der', type: 'pkcs8' })), cipher.final()])
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url')
}

/** The private key, or null when it cannot be opened (AUTH_SECRET changed, or the row was altered). */
export function unsealPrivateKey(sealed: string, kid: string, sealKey: string): KeyObject | null {
  try {
    const bytes = Buffer.from(sealed, 'base64url')
    const decipher = createDecipheriv('aes-256-gcm', keyBytes(sealKey), bytes.subarray(0, 12))
    decipher.setAAD(Buffer.from(kid, 'utf8'))
    decipher.setAuthTag(bytes.subarray(12, 28))
    const der = Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()])
    return createPrivateKey({ key: der, format: 'der', type: 'pkcs8' })
  } catch {
    return null
  }
}

function keyBytes(sealKey: string): Buffer {
  const bytes = Buffer.from(sealKey, 'base64url')
  if (bytes.length !== 32) throw new Error('The badge key sealing key must be 32 bytes')
  return bytes
}
