import { z } from 'zod'
import { ALERT_TERMS, SAVED_SEARCH_FREQUENCIES, type SavedSearchFrequency } from '../../catalog/matching.ts'
import type { PlanId } from '../../catalog/plans.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { choiceOr, formatted, text } from '../shared/form-fields.ts'
import { SAVED_SEARCH_NAME_MAX, SAVED_SEARCH_QUERY_MAX } from '../../catalog/text-limits.ts'

const name = () =>
  text(t('savedSearches.name'))
    .min(1, t('savedSearches.nameRequired'))
    .max(SAVED_SEARCH_NAME_MAX, t('savedSearches.nameMax', { max: SAVED_SEARCH_NAME_MAX }))
// Left out (a form from before the field existed), weekly: every plan allows it.
const frequency = () => choiceOr(SAVED_SEARCH_FREQUENCIES, 'weekly', t('savedSearches.frequencyInvalid'))

/** The form that saves a search (Discover's "Save this search", or this page after a refusal). */
export const createSavedSearchSchema = perLanguage(() =>
  z.object({
    name: name(),
    frequency: frequency(),
    query: formatted(t('savedSearches.queryInvalid')).max(SAVED_SEARCH_QUERY_MAX, t('savedSearches.queryInvalid')),
  }),
)
export const renameSavedSearchSchema = perLanguage(() => z.object({ name: name() }))
export const savedSearchFrequencySchema = perLanguage(() => z.object({ frequency: frequency() }))

export type SavedSearchField = 'name' | 'frequency' | 'form'
/** What an operation on a saved search answers: done (with the message to flash), refused (a message per field), or null when the member has no such search. */
export type SavedSearchOutcome = { ok: true; id: string } | { ok: false; errors: Partial<Record<SavedSearchField, string>>; upgrade?: boolean } | null

/** The plan allows this alert frequency for saved searches (Free: weekly only). */
export function frequencyAllowed(plan: PlanId, value: SavedSearchFrequency): boolean {
  return ALERT_TERMS[plan].frequencies.includes(value)
}

/** Every field's first problem. */
export function savedSearchErrors(error: z.ZodError): Partial<Record<SavedSearchField, string>> {
  const errors: Partial<Record<SavedSearchField, string>> = {}
  for (const issue of error.issues) {
    const field = (issue.path[0] === 'query' ? 'form' : (issue.path[0] ?? 'form')) as SavedSearchField
    errors[field] ??= issue.message
  }
  return errors
}
