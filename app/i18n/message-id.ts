/**
 * Every message id, from the English message files, which every language translates. Written by
 * `npm run messages:generate` (app/i18n/message-files.ts); do not edit by hand.
 */
import type about from './messages/en/about.ts'
import type accountManager from './messages/en/accountManager.ts'
import type admin from './messages/en/admin.ts'
import type apiKeys from './messages/en/apiKeys.ts'
import type applicantType from './messages/en/applicantType.ts'
import type applicantTypeOne from './messages/en/applicantTypeOne.ts'
import type application from './messages/en/application.ts'
import type applicationStatus from './messages/en/applicationStatus.ts'
import type assistant from './messages/en/assistant.ts'
import type assistantApply from './messages/en/assistantApply.ts'
import type audit from './messages/en/audit.ts'
import type auth from './messages/en/auth.ts'
import type automation from './messages/en/automation.ts'
import type badge from './messages/en/badge.ts'
import type badgeAdmin from './messages/en/badgeAdmin.ts'
import type badgeCard from './messages/en/badgeCard.ts'
import type badgeCheck from './messages/en/badgeCheck.ts'
import type badgeStatement from './messages/en/badgeStatement.ts'
import type billing from './messages/en/billing.ts'
import type calendar from './messages/en/calendar.ts'
import type checks from './messages/en/checks.ts'
import type comments from './messages/en/comments.ts'
import type common from './messages/en/common.ts'
import type contact from './messages/en/contact.ts'
import type cookies from './messages/en/cookies.ts'
import type dashboard from './messages/en/dashboard.ts'
import type dataSaver from './messages/en/dataSaver.ts'
import type design from './messages/en/design.ts'
import type developers from './messages/en/developers.ts'
import type discover from './messages/en/discover.ts'
import type discovery from './messages/en/discovery.ts'
import type discoveryRegistry from './messages/en/discoveryRegistry.ts'
import type documentReading from './messages/en/documentReading.ts'
import type documents from './messages/en/documents.ts'
import type eliteRequests from './messages/en/eliteRequests.ts'
import type email from './messages/en/email.ts'
import type engagements from './messages/en/engagements.ts'
import type error from './messages/en/error.ts'
import type events from './messages/en/events.ts'
import type exchangeRates from './messages/en/exchangeRates.ts'
import type expertAi from './messages/en/expertAi.ts'
import type expertAnalytics from './messages/en/expertAnalytics.ts'
import type expertDirectory from './messages/en/expertDirectory.ts'
import type expertEdits from './messages/en/expertEdits.ts'
import type expertJoin from './messages/en/expertJoin.ts'
import type experts from './messages/en/experts.ts'
import type footer from './messages/en/footer.ts'
import type form from './messages/en/form.ts'
import type funderAccess from './messages/en/funderAccess.ts'
import type funders from './messages/en/funders.ts'
import type grant from './messages/en/grant.ts'
import type grantChanges from './messages/en/grantChanges.ts'
import type grantTranslation from './messages/en/grantTranslation.ts'
import type grantType from './messages/en/grantType.ts'
import type help from './messages/en/help.ts'
import type home from './messages/en/home.ts'
import type hours from './messages/en/hours.ts'
import type how from './messages/en/how.ts'
import type language from './messages/en/language.ts'
import type legal from './messages/en/legal.ts'
import type match from './messages/en/match.ts'
import type matches from './messages/en/matches.ts'
import type messaging from './messages/en/messaging.ts'
import type nav from './messages/en/nav.ts'
import type newsletter from './messages/en/newsletter.ts'
import type notFound from './messages/en/notFound.ts'
import type notifications from './messages/en/notifications.ts'
import type offline from './messages/en/offline.ts'
import type offlineQueue from './messages/en/offlineQueue.ts'
import type orgProfile from './messages/en/orgProfile.ts'
import type orgType from './messages/en/orgType.ts'
import type orgTypeOne from './messages/en/orgTypeOne.ts'
import type organizationDirectory from './messages/en/organizationDirectory.ts'
import type payment from './messages/en/payment.ts'
import type paymentMethods from './messages/en/paymentMethods.ts'
import type places from './messages/en/places.ts'
import type pricing from './messages/en/pricing.ts'
import type priority from './messages/en/priority.ts'
import type privacy from './messages/en/privacy.ts'
import type profile from './messages/en/profile.ts'
import type profileTabs from './messages/en/profileTabs.ts'
import type publicProfile from './messages/en/publicProfile.ts'
import type refunds from './messages/en/refunds.ts'
import type region from './messages/en/region.ts'
import type reports from './messages/en/reports.ts'
import type requests from './messages/en/requests.ts'
import type review from './messages/en/review.ts'
import type savedSearches from './messages/en/savedSearches.ts'
import type screening from './messages/en/screening.ts'
import type sector from './messages/en/sector.ts'
import type standing from './messages/en/standing.ts'
import type submit from './messages/en/submit.ts'
import type team from './messages/en/team.ts'
import type terms from './messages/en/terms.ts'
import type theme from './messages/en/theme.ts'
import type tier from './messages/en/tier.ts'
import type trust from './messages/en/trust.ts'
import type unsubscribe from './messages/en/unsubscribe.ts'
import type validation from './messages/en/validation.ts'
import type verificationSummary from './messages/en/verificationSummary.ts'
import type verify from './messages/en/verify.ts'
import type whiteGlove from './messages/en/whiteGlove.ts'
import type wizard from './messages/en/wizard.ts'

/** Every message id: the keys of the English catalogue, which is the source every language translates. */
export type MessageId = keyof (typeof about &
  typeof accountManager &
  typeof admin &
  typeof apiKeys &
  typeof applicantType &
  typeof applicantTypeOne &
  typeof application &
  typeof applicationStatus &
  typeof assistant &
  typeof assistantApply &
  typeof audit &
  typeof auth &
  typeof automation &
  typeof badge &
  typeof badgeAdmin &
  typeof badgeCard &
  typeof badgeCheck &
  typeof badgeStatement &
  typeof billing &
  typeof calendar &
  typeof checks &
  typeof comments &
  typeof common &
  typeof contact &
  typeof cookies &
  typeof dashboard &
  typeof dataSaver &
  typeof design &
  typeof developers &
  typeof discover &
  typeof discovery &
  typeof discoveryRegistry &
  typeof documentReading &
  typeof documents &
  typeof eliteRequests &
  typeof email &
  typeof engagements &
  typeof error &
  typeof events &
  typeof exchangeRates &
  typeof expertAi &
  typeof expertAnalytics &
  typeof expertDirectory &
  typeof expertEdits &
  typeof expertJoin &
  typeof experts &
  typeof footer &
  typeof form &
  typeof funderAccess &
  typeof funders &
  typeof grant &
  typeof grantChanges &
  typeof grantTranslation &
  typeof grantType &
  typeof help &
  typeof home &
  typeof hours &
  typeof how &
  typeof language &
  typeof legal &
  typeof match &
  typeof matches &
  typeof messaging &
  typeof nav &
  typeof newsletter &
  typeof notFound &
  typeof notifications &
  typeof offline &
  typeof offlineQueue &
  typeof orgProfile &
  typeof orgType &
  typeof orgTypeOne &
  typeof organizationDirectory &
  typeof payment &
  typeof paymentMethods &
  typeof places &
  typeof pricing &
  typeof priority &
  typeof privacy &
  typeof profile &
  typeof profileTabs &
  typeof publicProfile &
  typeof refunds &
  typeof region &
  typeof reports &
  typeof requests &
  typeof review &
  typeof savedSearches &
  typeof screening &
  typeof sector &
  typeof standing &
  typeof submit &
  typeof team &
  typeof terms &
  typeof theme &
  typeof tier &
  typeof trust &
  typeof unsubscribe &
  typeof validation &
  typeof verificationSummary &
  typeof verify &
  typeof whiteGlove &
  typeof wizard)

/** A namespace is a message id's first segment ("discover" for "discover.sort"): the unit a page's messages are sent in, and the file it is written in. */
export function namespaceOf(id: string): string {
  return id.slice(0, id.indexOf('.'))
}
