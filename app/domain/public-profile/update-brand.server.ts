import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { organizations } from '../../db/schema/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import { logoKey } from './logo.server.ts'

export interface BrandInput {
  /** #rrggbb colours already checked for contrast, or null for the site's own. */
  primary: string | null
  accent: string | null
  /** A new logo (checked by checkLogo), or null to keep the current one. */
  logo: { bytes: Uint8Array } | null
  removeLogo: boolean
}

/**
 * Saves a Premium organization's white-label: its colours, and a new logo (stored first, under
 * logos/{organizationId}/, then named in the row) or none. The file it replaces is removed once
 * the row no longer names it; a new file whose row update failed is removed again.
 */
export async function updateBrand(db: Db, storage: FileStorage, organizationId: string, input: BrandInput): Promise<void> {
  const [current] = await db.select({ key: organizations.logoKey }).from(organizations).where(eq(organizations.id, organizationId))
  if (!current) return
  const key = input.logo ? logoKey(organizationId) : null
  if (key && input.logo) await storage.put(key, input.logo.bytes)
  const nextKey = key ?? (input.removeLogo ? null : current.key)
  try {
    await db.update(organizations).set({ brandPrimary: input.primary, brandAccent: input.accent, logoKey: nextKey, updatedAt: new Date() }).where(eq(organizations.id, organizationId))
  } catch (error) {
    if (key) await storage.remove(key).catch(() => {})
    throw error
  }
  if (current.key && current.key !== nextKey) await storage.remove(current.key).catch(() => {})
}
