import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts } from '../../db/schema/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import { type PhotoType, sniffPhotoType } from './expert-photo.ts'
import { listedExpertCondition } from './listed.server.ts'

/**
 * A listed expert's profile photo (stored by the application form under experts.profileImageUrl,
 * a storage key), or null: no such expert, not listed (pending, rejected, membership not active),
 * no photo, the file missing, or not an image.
 */
export async function getExpertPhoto(db: Db, storage: FileStorage, id: string, now = new Date()): Promise<{ bytes: Buffer; type: PhotoType } | null> {
  const [row] = await db
    .select({ key: experts.profileImageUrl })
    .from(experts)
    .where(and(eq(experts.id, id), listedExpertCondition(now)))
  if (!row?.key) return null
  const bytes = await storage.get(row.key).catch(() => null)
  if (!bytes) return null
  const type = sniffPhotoType(bytes)
  return type ? { bytes, type } : null
}
