import { z } from 'zod'
import { EXPERT_AI_QUESTION_MAX } from '../../catalog/expert-ai.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { text } from '../shared/form-fields.ts'

/** A question to the chat assistant. */
export const questionSchema = perLanguage(() =>
  z.object({
    question: text(t('expertAi.chat.question'), 'lines')
      .min(1, t('expertAi.chat.questionRequired'))
      .max(EXPERT_AI_QUESTION_MAX, t('expertAi.chat.questionMax', { max: EXPERT_AI_QUESTION_MAX })),
  }),
)
