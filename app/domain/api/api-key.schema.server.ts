import { z } from 'zod'
import { API_SCOPES, isApiScope } from '../../catalog/api.ts'
import { API_KEY_NAME_MAX } from '../../catalog/text-limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { text } from '../shared/form-fields.ts'

/** The form that creates a key on /team/api: a name the team recognises it by, and its scopes (at least one). */
export const createApiKeySchema = perLanguage(() =>
  z.object({
    name: text(t('apiKeys.name'))
      .min(1, t('apiKeys.nameRequired'))
      .max(API_KEY_NAME_MAX, t('apiKeys.nameMax', { max: API_KEY_NAME_MAX })),
    scopes: z
      .array(z.string({ error: t('apiKeys.scopesInvalid') }))
      .min(1, t('apiKeys.scopesRequired'))
      .max(API_SCOPES.length, t('apiKeys.scopesInvalid'))
      .refine((scopes) => scopes.every(isApiScope) && new Set(scopes).size === scopes.length, t('apiKeys.scopesInvalid')),
  }),
)

export type ApiKeyField = 'name' | 'scopes' | 'form'
