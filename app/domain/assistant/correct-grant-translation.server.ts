import { and, eq } from 'drizzle-orm'
import { z } from 'zod'
import { GRANT_TRANSLATION_MAX } from '../../catalog/assistant.ts'
import { isLanguage, type Language } from '../../i18n/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { grants, grantTranslations } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { fieldErrors, fieldName, formInput, formatted, text, typedValues } from '../shared/form-fields.ts'

export const CORRECTION_FIELDS = ['language', 'title', 'description', 'eligibility'] as const
export type CorrectionField = (typeof CORRECTION_FIELDS)[number]

export type CorrectionResult = { ok: true; language: Language } | { ok: false; errors: Partial<Record<CorrectionField | 'form', string>>; values: Record<string, string> }

const tooLong = (label: string, max: number) => t('grantTranslation.admin.tooLong', { field: fieldName(label), max })

/**
 * Staff correct a grant's machine translation into one language (issue 28 §1, ADR 072): the title,
 * description and eligibility as they should read. Only a translation that exists may be corrected;
 * it is marked corrected by staff (who, when) from then on, until the grant's own text changes.
 */
export async function correctGrantTranslation(db: Db, adminId: string, grantId: string, form: FormData, now = new Date()): Promise<CorrectionResult> {
  const [grant] = await db.select({ eligibility: grants.eligibility }).from(grants).where(eq(grants.id, grantId))
  const input = formInput(form, CORRECTION_FIELDS)
  const values = typedValues(input)
  if (!grant) return { ok: false, errors: { form: t('grantTranslation.admin.notFound') }, values }
  const title = t('grantTranslation.admin.title')
  const description = t('grantTranslation.admin.description')
  const eligibility = t('grantTranslation.admin.eligibility')
  const schema = z.object({
    language: formatted(t('grantTranslation.admin.languageInvalid')).refine(isLanguage, t('grantTranslation.admin.languageInvalid')),
    title: text(title)
      .min(1, t('grantTranslation.admin.required', { field: title }))
      .max(GRANT_TRANSLATION_MAX.title, tooLong(title, GRANT_TRANSLATION_MAX.title)),
    description: text(description, 'lines')
      .min(1, t('grantTranslation.admin.required', { field: description }))
      .max(GRANT_TRANSLATION_MAX.description, tooLong(description, GRANT_TRANSLATION_MAX.description)),
    eligibility: text(eligibility, 'lines').max(GRANT_TRANSLATION_MAX.eligibility, tooLong(eligibility, GRANT_TRANSLATION_MAX.eligibility)),
  })
  const parsed = schema.safeParse(input)
  if (!parsed.success) return { ok: false, errors: fieldErrors(parsed.error), values }
  const language = parsed.data.language as Language
  const updated = await db
    .update(grantTranslations)
    .set({
      title: parsed.data.title,
      description: parsed.data.description,
      eligibility: grant.eligibility ? parsed.data.eligibility || null : null,
      correctedBy: adminId,
      correctedAt: now,
      updatedAt: now,
    })
    .where(and(eq(grantTranslations.grantId, grantId), eq(grantTranslations.language, language), eq(grantTranslations.status, 'ready')))
    .returning({ id: grantTranslations.id })
  if (!updated.length) return { ok: false, errors: { language: t('grantTranslation.admin.languageInvalid') }, values }
  return { ok: true, language }
}

/** A grant's translations as staff correct them: every ready one, with whether it is of the grant's current text. */
export async function listGrantTranslations(db: Db, grantId: string) {
  return db
    .select({
      language: grantTranslations.language,
      title: grantTranslations.title,
      description: grantTranslations.description,
      eligibility: grantTranslations.eligibility,
      sourceHash: grantTranslations.sourceHash,
      correctedAt: grantTranslations.correctedAt,
      updatedAt: grantTranslations.updatedAt,
    })
    .from(grantTranslations)
    .where(and(eq(grantTranslations.grantId, grantId), eq(grantTranslations.status, 'ready')))
    .orderBy(grantTranslations.language)
}
