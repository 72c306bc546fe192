import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { EXPERT_IMAGE_PROMPT_MAX, EXPERT_IMAGE_PURPOSES, EXPERT_IMAGE_SIZES, EXPERT_IMAGES_KEPT, type ExpertImagePurpose, type ExpertImageSize } from '../../catalog/expert-ai.ts'
import type { Db } from '../../db/client.server.ts'
import { expertAiImages } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'

const choice = <T extends string>(values: readonly T[], message: string) =>
  formatted(message)
    .refine((v) => (values as readonly string[]).includes(v), message)
    .transform((v) => v as T)

/** What image generation is asked for (ADR 082): a purpose, a size, and the expert's description. */
export const imageRequestSchema = perLanguage(() =>
  z.object({
    purpose: choice<ExpertImagePurpose>(EXPERT_IMAGE_PURPOSES, t('expertAi.images.purposeInvalid')),
    size: choice<ExpertImageSize>(EXPERT_IMAGE_SIZES, t('expertAi.images.sizeInvalid')),
    description: text(t('expertAi.images.description'), 'lines')
      .min(1, t('expertAi.images.descriptionRequired'))
      .max(EXPERT_IMAGE_PROMPT_MAX, t('expertAi.images.descriptionMax', { max: EXPERT_IMAGE_PROMPT_MAX })),
  }),
)

/** The expert's images, newest first. */
export async function listExpertImages(db: Db, expertId: string) {
  return db
    .select({
      id: expertAiImages.id,
      purpose: expertAiImages.purpose,
      size: expertAiImages.size,
      description: expertAiImages.description,
      prompt: expertAiImages.prompt,
      createdAt: expertAiImages.createdAt,
    })
    .from(expertAiImages)
    .where(eq(expertAiImages.expertId, expertId))
    .orderBy(desc(expertAiImages.createdAt))
    .limit(EXPERT_IMAGES_KEPT)
}

/** One of the expert's own images, where its bytes are; null for anyone else's. */
export async function findExpertImage(db: Db, expertId: string, id: string) {
  const [image] = await db
    .select({ id: expertAiImages.id, contentType: expertAiImages.contentType, storageKey: expertAiImages.storageKey, purpose: expertAiImages.purpose, createdAt: expertAiImages.createdAt })
    .from(expertAiImages)
    .where(and(eq(expertAiImages.id, id), eq(expertAiImages.expertId, expertId)))
  return image ?? null
}
