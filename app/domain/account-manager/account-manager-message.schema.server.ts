import { z } from 'zod'
import { CONTACT_LIMITS } from '../../catalog/limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { text } from '../shared/form-fields.ts'

const L = CONTACT_LIMITS

/** The dashboard's note to the account manager: only the message; who sends it is the signed-in member. */
export const accountManagerMessageSchema = perLanguage(() =>
  z.object({
    message: text(t('accountManager.message'), 'lines')
      .min(L.messageMin, t('contact.messageMin', { min: L.messageMin }))
      .max(L.messageMax, t('contact.messageMax', { max: L.messageMax })),
  }),
)
