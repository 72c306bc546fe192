import { z } from 'zod'
import { CONTACT_TOPIC_IDS } from '../../catalog/contact.ts'
import { CONTACT_LIMITS } from '../../catalog/limits.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { formatted, text } from '../shared/form-fields.ts'

const L = CONTACT_LIMITS

/** The contact form, with a message for each field in the user's words. */
export const contactSchema = perLanguage(() =>
  z.object({
    name: text(t('contact.name'))
      .min(L.nameMin, t('contact.nameMin', { min: L.nameMin }))
      .max(L.nameMax, t('contact.nameMax', { max: L.nameMax })),
    email: formatted(t('validation.invalidEmail'))
      .max(L.emailMax, t('validation.emailTooLong'))
      .pipe(z.email(t('validation.invalidEmail'))),
    topic: z.enum(CONTACT_TOPIC_IDS, t('contact.topicInvalid')),
    message: text(t('contact.message'), 'lines')
      .min(L.messageMin, t('contact.messageMin', { min: L.messageMin }))
      .max(L.messageMax, t('contact.messageMax', { max: L.messageMax })),
  }),
)
export type ContactInput = z.infer<typeof contactSchema>
export type ContactField = keyof ContactInput

/** Reads the form into the shape the schema checks (a file part stays a File, so the schema refuses it). */
export function contactFromForm(form: FormData) {
  return { name: form.get('name') ?? '', email: form.get('email') ?? '', topic: form.get('topic') ?? '', message: form.get('message') ?? '' }
}

/** What the sender typed, to show back in the form: a file part shows as nothing. */
export function typedContact(input: ReturnType<typeof contactFromForm>): Record<ContactField, string> {
  const one = (v: FormDataEntryValue) => (typeof v === 'string' ? v : '')
  return { name: one(input.name), email: one(input.email), topic: one(input.topic), message: one(input.message) }
}

/** Every field's first problem, so each can be shown beside its field at once. */
export function contactErrors(error: z.ZodError): Partial<Record<ContactField, string>> {
  const errors: Partial<Record<ContactField, string>> = {}
  for (const issue of error.issues) {
    const field = issue.path[0] as ContactField | undefined
    if (field && !errors[field]) errors[field] = issue.message
  }
  return errors
}
