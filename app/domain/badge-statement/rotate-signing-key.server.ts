import type { AppServices } from '../../context.ts'
import type { Db } from '../../db/client.server.ts'
import { recordAudit } from '../admin/record-audit.server.ts'
import { createSigningKey, lockBadgeKeys } from './create-signing-key.server.ts'

/**
 * `npm run cli -- badge-keys rotate`: a new key signs from now on; the keys it replaces are retired
 * and stay published, so statements they signed still verify. Refused while BADGE_SIGNING_KEY is
 * set: that key signs whatever the database holds, so rotating means setting a new one.
 */
export async function rotateSigningKey(db: Db, secrets: AppServices['secrets']['badgeStatement'], now = new Date()) {
  if (secrets.signingKeyPem) return { outcome: 'environment' as const }
  return db.transaction(async (tx) => {
    await lockBadgeKeys(tx)
    const { kid, retired } = await createSigningKey(tx, secrets.sealKey, now)
    await recordAudit(tx, { actorId: null, action: 'badge_statement_key.rotate', entityType: 'badge_statement_key', entityId: kid, after: { retired } })
    return { outcome: 'rotated' as const, kid, retired }
  })
}
