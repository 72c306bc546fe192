import { createPrivateKey, type KeyObject } from 'node:crypto'
import { desc, eq, isNull, and, or } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { badgeStatementKeys } from '../../db/schema/index.ts'
import { jwkThumbprint, publicJwkOf } from './compact-jws.server.ts'
import { createSigningKey, lockBadgeKeys, retireOtherKeys } from './create-signing-key.server.ts'
import { unsealPrivateKey } from './seal-private-key.server.ts'

type Secrets = AppServices['secrets']['badgeStatement']

/** BADGE_SIGNING_KEY names a key that was withdrawn: nothing is signed until it is replaced. */
export class WithdrawnSigningKeyError extends Error {}

/**
 * The key that signs badge statements now (ADR 062). BADGE_SIGNING_KEY wins when set: its public
 * half is recorded (so it stays published after it is replaced) and every other key is retired.
 * Otherwise the newest stored key that is neither retired nor withdrawn; one is made on first use,
 * and also when the stored one cannot be opened (AUTH_SECRET changed): that one is retired, and
 * its public key stays published.
 */
export async function signingKey(db: Db, secrets: Secrets, now = new Date()): Promise<{ kid: string; privateKey: KeyObject }> {
  if (secrets.signingKeyPem) return environmentKey(db, createPrivateKey(secrets.signingKeyPem), now)
  const active = await db
    .select()
    .from(badgeStatementKeys)
    .where(and(isNull(badgeStatementKeys.retiredAt), isNull(badgeStatementKeys.withdrawnAt)))
    .orderBy(desc(badgeStatementKeys.createdAt))
  const newest = active[0]
  const privateKey = active.length === 1 && newest?.sealedPrivateKey ? unsealPrivateKey(newest.sealedPrivateKey, newest.kid, secrets.sealKey) : null
  if (newest && privateKey) return { kid: newest.kid, privateKey }
  return db.transaction(async (tx) => {
    await lockBadgeKeys(tx)
    // Another server may have made it while this one waited for the lock.
    const [current] = await tx
      .select()
      .from(badgeStatementKeys)
      .where(and(isNull(badgeStatementKeys.retiredAt), isNull(badgeStatementKeys.withdrawnAt)))
      .orderBy(desc(badgeStatementKeys.createdAt))
      .limit(1)
    const opened = current?.sealedPrivateKey ? unsealPrivateKey(current.sealedPrivateKey, current.kid, secrets.sealKey) : null
    if (current && opened) {
      await retireOtherKeys(tx, current.kid, now)
      return { kid: current.kid, privateKey: opened }
    }
    const made = await createSigningKey(tx, secrets.sealKey, now)
    return { kid: made.kid, privateKey: made.privateKey }
  })
}

async function environmentKey(db: Db, privateKey: KeyObject, now: Date) {
  const publicJwk = publicJwkOf(privateKey)
  const kid = jwkThumbprint(publicJwk)
  const rows = await db
    .select({ kid: badgeStatementKeys.kid, retiredAt: badgeStatementKeys.retiredAt, withdrawnAt: badgeStatementKeys.withdrawnAt })
    .from(badgeStatementKeys)
    .where(or(eq(badgeStatementKeys.kid, kid), and(isNull(badgeStatementKeys.retiredAt), isNull(badgeStatementKeys.withdrawnAt))))
  const own = rows.find((r) => r.kid === kid)
  if (own?.withdrawnAt) throw new WithdrawnSigningKeyError(`BADGE_SIGNING_KEY is key ${kid}, which was withdrawn: set a new key to sign badge statements again.`)
  if (own && !own.retiredAt && rows.length === 1) return { kid, privateKey }
  await db.transaction(async (tx) => {
    await lockBadgeKeys(tx)
    await tx.insert(badgeStatementKeys).values({ kid, publicJwk, sealedPrivateKey: null, source: 'environment', createdAt: now }).onConflictDoNothing()
    await tx
      .update(badgeStatementKeys)
      .set({ retiredAt: null })
      .where(and(eq(badgeStatementKeys.kid, kid), isNull(badgeStatementKeys.withdrawnAt)))
    await retireOtherKeys(tx, kid, now)
  })
  return { kid, privateKey }
}
