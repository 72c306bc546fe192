import { z } from 'zod'
import { DRAFT_MAX_CHARS, DRAFT_SECTIONS, type DraftSection } from '../../catalog/assistant-apply.ts'
import { t } from '../../i18n/index.ts'
import { formatted, text } from '../shared/form-fields.ts'

/** The section a form names: one of DRAFT_SECTIONS, or the field's message. */
export const sectionField = () => formatted(t('assistantApply.error.section')).refine((v): v is DraftSection => (DRAFT_SECTIONS as readonly string[]).includes(v), t('assistantApply.error.section'))

/** The "Draft this section" form: a section. */
export const draftRequestSchema = () => z.object({ section: sectionField() })

/** A drafted section's edit form: the section and the member's text (required: to remove it, delete it). */
export const draftSaveSchema = () =>
  z.object({
    section: sectionField(),
    body: text(t('assistantApply.drafts.bodyLabel'), 'lines')
      .min(1, t('assistantApply.error.bodyRequired'))
      .max(DRAFT_MAX_CHARS, t('assistantApply.error.bodyTooLong', { max: DRAFT_MAX_CHARS })),
  })
