import { and, desc, eq } from 'drizzle-orm'
import { z } from 'zod'
import { EXPERT_AI_BRIEF_MAX, EXPERT_AI_DRAFT_MAX, EXPERT_AI_DRAFTS_KEPT, EXPERT_AI_SECTIONS, type ExpertAiSection } from '../../catalog/expert-ai.ts'
import type { Language } from '../../catalog/languages.ts'
import type { Db } from '../../db/client.server.ts'
import { expertAiDrafts } from '../../db/schema/index.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { askAssistant, type AskAssistantResult, type AssistantServices } from '../assistant/ask-assistant.server.ts'
import { formatted, text } from '../shared/form-fields.ts'
import { languageName } from './language-name.ts'

const PROJECT_MAX = 200

const section = () =>
  formatted(t('expertAi.content.sectionInvalid'))
    .refine((v) => (EXPERT_AI_SECTIONS as readonly string[]).includes(v), t('expertAi.content.sectionInvalid'))
    .transform((v) => v as ExpertAiSection)

/** What content generation is asked for: a section, the client work it is for, and a brief. */
export const contentBriefSchema = perLanguage(() =>
  z.object({
    section: section(),
    project: text(t('expertAi.content.project'))
      .min(1, t('expertAi.content.projectRequired'))
      .max(PROJECT_MAX, t('expertAi.content.projectMax', { max: PROJECT_MAX })),
    brief: text(t('expertAi.content.brief'), 'lines')
      .min(1, t('expertAi.content.briefRequired'))
      .max(EXPERT_AI_BRIEF_MAX, t('expertAi.content.briefMax', { max: EXPERT_AI_BRIEF_MAX })),
  }),
)

/** A draft the expert keeps: the section, the client work, and their edited text. */
export const contentDraftSchema = perLanguage(() =>
  z.object({
    section: section(),
    project: text(t('expertAi.content.project'))
      .min(1, t('expertAi.content.projectRequired'))
      .max(PROJECT_MAX, t('expertAi.content.projectMax', { max: PROJECT_MAX })),
    content: text(t('expertAi.content.draft'), 'lines')
      .min(1, t('expertAi.content.draftRequired'))
      .max(EXPERT_AI_DRAFT_MAX, t('expertAi.content.draftMax', { max: EXPERT_AI_DRAFT_MAX })),
  }),
)

/**
 * Drafts one proposal section for an expert's client work (ADR 081), as members' drafting help
 * does: the model writes from the expert's brief; the text only comes back to the expert's form.
 */
export async function generateSection(
  services: AssistantServices,
  input: { expertId: string; userId: string; section: ExpertAiSection; project: string; brief: string; language: Language },
  now = new Date(),
): Promise<AskAssistantResult> {
  const system = `Task: content_generation\nSection: ${input.section}\nA grant writer drafts the "${input.section.replace(/_/g, ' ')}" section of a proposal for a client organization's project, from the brief below. Write the section only, plainly, in ${languageName(input.language)}. Never invent figures, sources or names the brief does not give: leave a bracketed gap instead.`
  return askAssistant(
    services,
    {
      expertId: input.expertId,
      userId: input.userId,
      purpose: 'content_generation',
      messages: [
        { role: 'system', content: system },
        { role: 'user', content: `${input.project}\n\n${input.brief}` },
      ],
      temperature: 0.4,
    },
    now,
  )
}

/** The expert's drafts, last edited first. */
export async function listContentDrafts(db: Db, expertId: string) {
  return db
    .select({ id: expertAiDrafts.id, section: expertAiDrafts.section, project: expertAiDrafts.project, content: expertAiDrafts.content, updatedAt: expertAiDrafts.updatedAt })
    .from(expertAiDrafts)
    .where(eq(expertAiDrafts.expertId, expertId))
    .orderBy(desc(expertAiDrafts.updatedAt))
    .limit(EXPERT_AI_DRAFTS_KEPT)
}

/** Saves a new draft, or the expert's own draft `id` edited; 'full' when they already keep EXPERT_AI_DRAFTS_KEPT. */
export async function saveContentDraft(
  db: Db,
  expertId: string,
  id: string | null,
  draft: { section: ExpertAiSection; project: string; content: string },
  now = new Date(),
): Promise<'saved' | 'not-found' | 'full'> {
  if (id) {
    const updated = await db
      .update(expertAiDrafts)
      .set({ ...draft, updatedAt: now })
      .where(and(eq(expertAiDrafts.id, id), eq(expertAiDrafts.expertId, expertId)))
      .returning({ id: expertAiDrafts.id })
    return updated.length ? 'saved' : 'not-found'
  }
  return db.transaction(async (tx) => {
    const kept = await tx.select({ id: expertAiDrafts.id }).from(expertAiDrafts).where(eq(expertAiDrafts.expertId, expertId)).for('update')
    if (kept.length >= EXPERT_AI_DRAFTS_KEPT) return 'full'
    await tx.insert(expertAiDrafts).values({ expertId, ...draft, createdAt: now, updatedAt: now })
    return 'saved'
  })
}

/** Deletes one of the expert's own drafts. */
export async function deleteContentDraft(db: Db, expertId: string, id: string): Promise<boolean> {
  const deleted = await db
    .delete(expertAiDrafts)
    .where(and(eq(expertAiDrafts.id, id), eq(expertAiDrafts.expertId, expertId)))
    .returning({ id: expertAiDrafts.id })
  return deleted.length > 0
}
