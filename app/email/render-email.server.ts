import { render } from '@react-email/render'
import { createElement as h } from 'react'
import { t } from '../i18n/index.ts'
import { withLanguage } from '../i18n/language.server.ts'
import type { EmailContent } from './compose-email.ts'
import { emailBlocks } from './email-blocks.ts'
import { EMAIL_KINDS } from './email-kinds.ts'
import { EmailAction, EmailLayout, EmailParagraph } from './email-layout.ts'

/** The words a mail program shows next to the subject in a list: the first paragraph after the greeting. */
function previewOf(text: string): string {
  const paragraphs = text.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim())
  return (paragraphs[1] ?? paragraphs[0] ?? '').slice(0, 140)
}

/**
 * An email's HTML part, laid out from its text part (email-blocks.ts) in the brand's one layout, in
 * the email's language: its button's label and its footer come from the catalogues too.
 */
export function renderEmailHtml(content: EmailContent, brand: { appName: string }): Promise<string> {
  return withLanguage(content.language, () => {
    const spec = EMAIL_KINDS[content.kind]
    const label = spec.action ? t(spec.action, { appName: brand.appName }) : ''
    const blocks = emailBlocks(content.text, content.actionUrl).map((block, i) =>
      block.type === 'paragraph'
        ? h(EmailParagraph, { key: i, language: content.language, lines: block.lines })
        : content.actionUrl && h(EmailAction, { key: i, language: content.language, label, url: content.actionUrl }),
    )
    const layout = h(
      EmailLayout,
      { language: content.language, appName: brand.appName, subject: content.subject, preview: previewOf(content.text), footer: t('email.layout.footer', { appName: brand.appName }) },
      blocks,
    )
    return render(layout)
  })
}
