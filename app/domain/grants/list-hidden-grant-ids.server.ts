import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { applications, userSavedGrants } from '../../db/schema/index.ts'
import type { HideKind } from './discover-url.ts'

/** The ids of the grants a member hides from Discover (advanced filter `hide`): those their organization saved, applied to, or both. */
export async function listHiddenGrantIds(db: Db, orgId: string | undefined, kinds: readonly HideKind[] | undefined): Promise<string[]> {
  if (!orgId || !kinds?.length) return []
  const [saved, applied] = await Promise.all([
    kinds.includes('saved') ? db.select({ id: userSavedGrants.grantId }).from(userSavedGrants).where(eq(userSavedGrants.organizationId, orgId)) : [],
    kinds.includes('applied') ? db.select({ id: applications.grantId }).from(applications).where(eq(applications.organizationId, orgId)) : [],
  ])
  return [...new Set([...saved, ...applied].map((r) => r.id))]
}
