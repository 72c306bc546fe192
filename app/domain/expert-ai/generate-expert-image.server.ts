import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { EXPERT_IMAGES_KEPT, type ExpertImagePurpose, type ExpertImageSize } from '../../catalog/expert-ai.ts'
import type { AppServices } from '../../context.ts'
import { expertAiImages } from '../../db/schema/index.ts'
import { type AssistantServices, completeUsage, failUsage, modelSettings, reserveExpertCall } from '../assistant/ask-assistant.server.ts'
import { generateImage, ModelError, modelFetchOptions } from '../assistant/model-client.server.ts'
import { sniffPhotoType } from '../experts/expert-photo.ts'
import { imagePrompt } from './image-prompt.ts'

export type GenerateImageResult = { ok: true; id: string } | { ok: false; reason: 'no-model' | 'no-consent' | 'allowance' | 'failed' | 'full' }

/** Where a generated image's bytes are kept: a key made by the app. */
const imageKey = (expertId: string) => `expert-images/${expertId}/${randomUUID()}`

/**
 * One image for an Elite expert (ADR 082). Nothing is sent without an image model, the expert's
 * opt-in and a place in the month's image allowance: `reserveExpertCall` reserves it under the lock
 * on the expert's row, as every expert call is. The model's answer must be an image (PNG, JPEG or
 * WebP, by its bytes); it is stored in the file storage, and its row and the completed usage (cost
 * per image, purpose `image`) written in one transaction. A failed call is not counted, and leaves
 * no file and no row.
 */
export async function generateExpertImage(
  services: AssistantServices & Pick<AppServices, 'storage'>,
  input: { expertId: string; userId: string; purpose: ExpertImagePurpose; size: ExpertImageSize; description: string },
  now = new Date(),
): Promise<GenerateImageResult> {
  const settings = modelSettings(services)
  const imageModel = settings?.imageModel
  if (!settings || !imageModel) return { ok: false, reason: 'no-model' }
  const [{ kept }] = await services.db.select({ kept: sql<number>`count(*)::int` }).from(expertAiImages).where(eq(expertAiImages.expertId, input.expertId))
  if (kept >= EXPERT_IMAGES_KEPT) return { ok: false, reason: 'full' }
  const reserved = await reserveExpertCall(services.db, { expertId: input.expertId, userId: input.userId, purpose: 'image', model: imageModel }, now)
  if (reserved === 'no-consent' || reserved === 'allowance') return { ok: false, reason: reserved }

  const prompt = imagePrompt(input.purpose, input.description)
  let key: string | null = null
  try {
    const image = await generateImage(settings, { prompt, size: input.size }, modelFetchOptions(settings, services.config.crawl.allowInternalHosts))
    const contentType = sniffPhotoType(image.bytes)
    if (!contentType) throw new ModelError('The model answered with something that is not a PNG, JPEG or WebP image')
    key = imageKey(input.expertId)
    await services.storage.put(key, image.bytes)
    const storageKey = key
    const id = await services.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(expertAiImages)
        .values({
          expertId: input.expertId,
          purpose: input.purpose,
          size: input.size,
          description: input.description,
          prompt,
          model: imageModel,
          contentType,
          byteSize: image.bytes.length,
          storageKey,
          usageId: reserved.id,
          createdAt: now,
        })
        .returning({ id: expertAiImages.id })
      await completeUsage(tx, reserved.id, image)
      return row.id
    })
    return { ok: true, id }
  } catch (error) {
    console.error('assistant: the image call failed', error instanceof Error ? error.message : error)
    if (key) await services.storage.remove(key).catch(() => undefined)
    await failUsage(services.db, reserved.id)
    return { ok: false, reason: 'failed' }
  }
}
