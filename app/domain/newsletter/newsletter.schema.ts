import { z } from 'zod'
import { NEWSLETTER_MAX } from '../../catalog/newsletter.ts'
import { t } from '../../i18n/index.ts'
import { perLanguage } from '../../i18n/per-language.ts'
import { text } from '../shared/form-fields.ts'

/** Staff's issue form: a subject line and the introduction (blank lines make paragraphs). */
export const newsletterIssueSchema = perLanguage(() =>
  z.object({
    subject: text(t('newsletter.admin.subject'))
      .min(1, t('newsletter.admin.subjectRequired'))
      .max(NEWSLETTER_MAX.subject, t('newsletter.admin.subjectTooLong', { max: NEWSLETTER_MAX.subject })),
    intro: text(t('newsletter.admin.introText'), 'lines')
      .min(1, t('newsletter.admin.introRequired'))
      .max(NEWSLETTER_MAX.intro, t('newsletter.admin.introTooLong', { max: NEWSLETTER_MAX.intro })),
  }),
)

/** Leaving one featured expert out of a draft. */
export const newsletterExcludeSchema = perLanguage(() => z.object({ expertId: z.uuid(t('newsletter.admin.expertUnknown')) }))

/** Sending: staff tick the box saying they read the preview (a checked box sends "on"). */
export const newsletterSendSchema = perLanguage(() => z.object({ confirm: z.literal('on', t('newsletter.admin.confirmRequired')) }))

/**
 * The preference's tick box: absent is "no", "on" is "yes", anything else (a forged value, a file)
 * is refused rather than read as either.
 */
export function newsletterChoice(value: FormDataEntryValue | null): boolean | null {
  if (value === null) return false
  return value === 'on' ? true : null
}
