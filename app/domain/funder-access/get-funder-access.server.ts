import { desc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { type FunderAccessStatus, funderAccessApplications, funderAccessKeys } from '../../db/schema/index.ts'

export interface FunderAccess {
  id: string
  status: FunderAccessStatus
  funderOrganization: string
  createdAt: string
  decidedAt: string | null
  declineReason: string | null
  /** The application's keys, newest first (only an approved funder has any). */
  keys: Array<{ id: string; name: string; prefix: string; createdAt: string; lastUsedAt: string | null; revokedAt: string | null }>
}

/** The person's latest funder-access application and its keys, or null when they never applied. */
export async function getFunderAccess(db: Db, userId: string): Promise<FunderAccess | null> {
  const [application] = await db.select().from(funderAccessApplications).where(eq(funderAccessApplications.userId, userId)).orderBy(desc(funderAccessApplications.createdAt)).limit(1)
  if (!application) return null
  const keys = await db.select().from(funderAccessKeys).where(eq(funderAccessKeys.applicationId, application.id)).orderBy(desc(funderAccessKeys.createdAt))
  return {
    id: application.id,
    status: application.status,
    funderOrganization: application.funderOrganization,
    createdAt: application.createdAt.toISOString(),
    decidedAt: application.decidedAt?.toISOString() ?? null,
    declineReason: application.declineReason,
    keys: keys.map((k) => ({
      id: k.id,
      name: k.name,
      prefix: k.prefix,
      createdAt: k.createdAt.toISOString(),
      lastUsedAt: k.lastUsedAt?.toISOString() ?? null,
      revokedAt: k.revokedAt?.toISOString() ?? null,
    })),
  }
}
