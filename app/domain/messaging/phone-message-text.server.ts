import { PHONE_TEMPLATES, type PhoneTemplate } from '../../catalog/messaging.ts'
import { formatDate, formatUsd, type MessageId, t } from '../../i18n/index.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Language } from '../../i18n/languages.ts'

const TEXT = {
  code: 'messaging.text.code',
  reminder: 'messaging.text.reminder',
  matchAlert: 'messaging.text.matchAlert',
  verificationApproved: 'messaging.text.verificationApproved',
  verificationRejected: 'messaging.text.verificationRejected',
  engagementUpdate: 'messaging.text.engagementUpdate',
  stopped: 'messaging.text.stopped',
  started: 'messaging.text.started',
} as const satisfies Record<PhoneTemplate, string>

/**
 * A phone message's words in the member's language: the SMS text, and the WhatsApp template's
 * parameters in the template's order (the template itself is approved with Meta with the same words).
 */
export function phoneMessageText(template: PhoneTemplate, stored: Record<string, string | number>, language: Language) {
  return withLanguage(language, () => {
    // A deadline is stored as its date and written in the member's language here.
    const params = typeof stored.deadline === 'string' ? { ...stored, deadline: formatDate(stored.deadline) } : stored
    // An engagement's event is stored as its notice and figures, and told in the notice's own words.
    if (typeof stored.notice === 'string') Object.assign(params, { what: engagementNoticeText(stored) })
    return { text: t(TEXT[template], params), params: PHONE_TEMPLATES[template].params.map((name) => String(params[name] ?? '')) }
  })
}

/** An engagement notice's sentence (engagements.notification.*), its amount in US dollars written in the current language. */
function engagementNoticeText(stored: Record<string, string | number>) {
  const amount = typeof stored.amountUsd === 'number' ? formatUsd(stored.amountUsd) : ''
  return t(`engagements.notification.${stored.notice}` as MessageId, { ...stored, amount })
}
