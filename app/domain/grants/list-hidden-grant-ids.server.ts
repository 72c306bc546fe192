import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, userSavedGrants } from '../../db/schema/index.ts'
import type { HideKind } from './discover-url.ts'

/** The ids of the grants a member hides from Discover (advanced filter `hide`): those they saved, applied to, or both. */
export async function listHiddenGrantIds(db: Db, userId: string | undefined, kinds: readonly HideKind[] | undefined): Promise<string[]> {
  if (!userId || !kinds?.length) return []
  const [saved, applied] = await Promise.all([
    kinds.includes('saved') ? db.select({ id: userSavedGrants.grantId }).from(userSavedGrants).where(eq(userSavedGrants.userId, userId)) : [],
    kinds.includes('applied') ? db.select({ id: applications.grantId }).from(applications).where(eq(applications.userId, userId)) : [],
  ])
  return [...new Set([...saved, ...applied].map((r) => r.id))]
}
