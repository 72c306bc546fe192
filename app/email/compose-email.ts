import { currentLanguage, t } from '../i18n/index.ts'
import type { Language } from '../i18n/languages.ts'
import { EMAIL_KINDS, type EmailKind, type EmailKindSpec } from './email-kinds.ts'

/** An email's words in its reader's language: what the mailer sends as its text part and lays out as its HTML part. */
export interface EmailContent {
  kind: EmailKind
  language: Language
  subject: string
  /** The plain-text part, as the catalogue writes it; the HTML part is laid out from it. */
  text: string
  /** The email's main link, its action button's (null when the email has nothing to follow). */
  actionUrl: string | null
}

/**
 * Composes an email of a kind in the current language (the reader's: call it inside inLanguageOf),
 * its subject and text from the catalogues with `params` (the same params fill both), its main link
 * from the kind's link parameter.
 */
export function composeEmail(kind: EmailKind, params: Record<string, string | number>): EmailContent {
  const spec: EmailKindSpec = EMAIL_KINDS[kind]
  const link = params[spec.link ?? 'url']
  return {
    kind,
    language: currentLanguage(),
    subject: t(spec.subject, params),
    text: t(spec.body, params),
    actionUrl: spec.action && typeof link === 'string' && link !== '' ? link : null,
  }
}
