import { and, eq } from 'drizzle-orm'
import type { AppServices } from '../../context.ts'
import { expertAiImages } from '../../db/schema/index.ts'

/**
 * Deletes one of the expert's own images (ADR 082): the row first, then its bytes in the file
 * storage. False when the image is not theirs (or gone), and nothing is touched.
 */
export async function deleteExpertImage(services: Pick<AppServices, 'db' | 'storage'>, expertId: string, id: string): Promise<boolean> {
  const [deleted] = await services.db
    .delete(expertAiImages)
    .where(and(eq(expertAiImages.id, id), eq(expertAiImages.expertId, expertId)))
    .returning({ storageKey: expertAiImages.storageKey })
  if (!deleted) return false
  await services.storage.remove(deleted.storageKey).catch((error) => console.error('expert images: the file was not removed', error instanceof Error ? error.message : error))
  return true
}
