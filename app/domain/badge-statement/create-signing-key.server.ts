import { generateKeyPairSync } from 'node:crypto'
import { and, isNull, ne, sql } from 'drizzle-orm'
import type { Tx } from '../admin/record-audit.server.ts'
import { badgeStatementKeys } from '../../db/schema/index.ts'
import { jwkThumbprint, publicJwkOf } from './compact-jws.server.ts'
import { sealPrivateKey } from './seal-private-key.server.ts'

/** Every change to the key set takes this lock, so two servers never both make a first key, and a rotation never races one. */
export async function lockBadgeKeys(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('badge-statement-keys'))`)
}

/** Retires every signing key but `kid`: they sign no more, and stay published. */
export async function retireOtherKeys(tx: Tx, kid: string, now: Date) {
  return tx
    .update(badgeStatementKeys)
    .set({ retiredAt: now })
    .where(and(ne(badgeStatementKeys.kid, kid), isNull(badgeStatementKeys.retiredAt), isNull(badgeStatementKeys.withdrawnAt)))
    .returning({ kid: badgeStatementKeys.kid })
}

/** A new Ed25519 key pair, sealed and stored, which signs from now on (under lockBadgeKeys). */
export async function createSigningKey(tx: Tx, sealKey: string, now = new Date()) {
  const { privateKey } = generateKeyPairSync('ed25519')
  const publicJwk = publicJwkOf(privateKey)
  const kid = jwkThumbprint(publicJwk)
  await tx.insert(badgeStatementKeys).values({ kid, publicJwk, sealedPrivateKey: sealPrivateKey(privateKey, kid, sealKey), source: 'database', createdAt: now })
  const retired = await retireOtherKeys(tx, kid, now)
  return { kid, privateKey, retired: retired.map((r) => r.kid) }
}
