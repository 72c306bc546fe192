import type { AppServices } from '../../context.ts'
import type { EmailContent } from '../../email/compose-email.ts'
import { withLanguage } from '../../i18n/language.server.ts'
import type { Language } from '../../i18n/languages.ts'
import { unsubscribeUrl } from '../notifications/unsubscribe-link.ts'
import { composeNewsletterEmail } from './newsletter-email.server.ts'
import type { FeaturedExpert } from './pick-featured-experts.server.ts'

/**
 * The issue as a member reading in `language` receives it, addressed to the staff member who
 * previews it (their name, their own unsubscribe link): the very composition the send uses.
 */
export function previewNewsletter(
  services: Pick<AppServices, 'config' | 'secrets'>,
  issue: { subject: string; intro: string },
  featured: readonly FeaturedExpert[],
  reader: { id: string; name: string },
  language: Language,
): EmailContent {
  const unsubscribe = unsubscribeUrl(services.config.appUrl, services.secrets.unsubscribe, reader.id, 'newsletter')
  return withLanguage(language, () => composeNewsletterEmail(services.config.appUrl, issue, featured, { name: reader.name, unsubscribe }))
}
