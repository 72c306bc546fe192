import { asc, isNull } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { badgeStatementKeys } from '../../db/schema/index.ts'

/**
 * The key set published at /.well-known/harambee-badge-keys.json (RFC 7517): every key not
 * withdrawn, oldest first, each with its kid, `use: sig`, `alg: EdDSA`, and when it was made and
 * retired (informative members: a JWKS reader ignores them).
 */
export async function publishedKeys(db: Db) {
  const rows = await db.select().from(badgeStatementKeys).where(isNull(badgeStatementKeys.withdrawnAt)).orderBy(asc(badgeStatementKeys.createdAt))
  return {
    keys: rows.map((row) => ({
      ...row.publicJwk,
      kid: row.kid,
      use: 'sig',
      alg: 'EdDSA',
      created: row.createdAt.toISOString(),
      retired: row.retiredAt?.toISOString() ?? null,
    })),
  }
}
