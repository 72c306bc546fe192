import { composeEmail, type EmailContent } from '../../email/compose-email.ts'
import { isolate, t } from '../../i18n/index.ts'
import { expertTierName } from '../experts/expert-tier-name.ts'
import type { FeaturedExpert } from './pick-featured-experts.server.ts'

/**
 * One reader's newsletter, in the current language (call it inside withLanguage): staff's subject and
 * introduction as written, around them the greeting, the featured experts with their tier and
 * profile link, and the unsubscribe link, in the reader's words. The preview and the send use this.
 */
export function composeNewsletterEmail(appUrl: string, issue: { subject: string; intro: string }, featured: readonly FeaturedExpert[], reader: { name: string; unsubscribe: string }): EmailContent {
  const list = featured
    .map(
      (
        expert, // Isolated: a Latin name inside an Arabic line (or the reverse) keeps its own direction.
      ) => t('newsletter.email.expert', { name: isolate(expert.name), title: isolate(expert.title), tier: expertTierName(expert.tier), url: `${appUrl}/grant-experts/${expert.id}` }),
    )
    .join('\n')
  return composeEmail('newsletter.issue', {
    subject: issue.subject,
    name: reader.name,
    intro: issue.intro,
    list,
    url: `${appUrl}/grant-experts/browse`,
    unsubscribe: reader.unsubscribe,
  })
}
