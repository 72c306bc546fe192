import { and, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.server.ts'
import { experts } from '../../db/schema/index.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import { listedExpertCondition } from './listed.server.ts'

export type PhotoType = 'image/jpeg' | 'image/png' | 'image/webp'

/** A photo's type read from its first bytes (never from a name or a header the uploader chose). */
export function sniffPhotoType(bytes: Uint8Array): PhotoType | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg'
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((b, i) => bytes[i] === b)) return 'image/png'
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to))
  if (bytes.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp'
  return null
}

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
