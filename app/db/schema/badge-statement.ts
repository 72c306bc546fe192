import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The Ed25519 keys that sign badge statements (ADR 062). The newest key that is neither retired
 * nor withdrawn signs; every key not withdrawn is published at /.well-known/harambee-badge-keys.json,
 * so a statement signed before a rotation still verifies. A withdrawn key (compromised) is no
 * longer published, and its statements no longer verify.
 */
export const badgeStatementKeys = pgTable(
  'badge_statement_keys',
  {
    /** The key's id: its RFC 7638 JWK thumbprint (base64url SHA-256), the JWS header's `kid`. */
    kid: text('kid').primaryKey(),
    /** The public key as a JWK: { kty: 'OKP', crv: 'Ed25519', x }. */
    publicJwk: jsonb('public_jwk').$type<{ kty: 'OKP'; crv: 'Ed25519'; x: string }>().notNull(),
    /**
     * The PKCS8 private key sealed with AES-256-GCM under a key derived from AUTH_SECRET, the kid as
     * associated data: base64url of iv (12 bytes) ‖ tag (16) ‖ ciphertext. Null for a key given by
     * BADGE_SIGNING_KEY, whose private half is never stored.
     */
    sealedPrivateKey: text('sealed_private_key'),
    /** 'database' (made here) or 'environment' (BADGE_SIGNING_KEY). */
    source: text('source').$type<'database' | 'environment'>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Rotated out: signs no more, still published. */
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    /** Withdrawn (compromised): signs no more and is no longer published. */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [index('badge_statement_keys_created_idx').on(t.createdAt)],
)
