import { desc, eq, sql } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Db } from '../../db/client.server.ts'
import { apiKeys, user } from '../../db/schema/index.ts'

const creator = alias(user, 'creator')
const revoker = alias(user, 'revoker')

/** The organization's keys, unrevoked first, newest first: names, prefixes, scopes, who made and revoked them, last use. Never a hash. */
export function listApiKeys(db: Db, organizationId: string) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      scopes: apiKeys.scopes,
      createdAt: apiKeys.createdAt,
      createdBy: creator.name,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      revokedBy: revoker.name,
    })
    .from(apiKeys)
    .leftJoin(creator, eq(creator.id, apiKeys.createdBy))
    .leftJoin(revoker, eq(revoker.id, apiKeys.revokedBy))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(sql`${apiKeys.revokedAt} is not null`, desc(apiKeys.createdAt))
}
export type ApiKeyListing = Awaited<ReturnType<typeof listApiKeys>>[number]
