/**
 * Every language's catalogue, namespace by namespace: each file ./<language>/<namespace>.ts holds the
 * messages whose id starts with "<namespace>.". Only the server imports this (catalogue.server.ts):
 * pages get their messages as loader data. Written by `npm run messages:generate`
 * (app/i18n/message-files.ts); do not edit by hand.
 */
import en_about from './en/about.ts'
import en_accountManager from './en/accountManager.ts'
import en_admin from './en/admin.ts'
import en_apiKeys from './en/apiKeys.ts'
import en_applicantType from './en/applicantType.ts'
import en_applicantTypeOne from './en/applicantTypeOne.ts'
import en_application from './en/application.ts'
import en_applicationStatus from './en/applicationStatus.ts'
import en_assistant from './en/assistant.ts'
import en_assistantApply from './en/assistantApply.ts'
import en_audit from './en/audit.ts'
import en_auth from './en/auth.ts'
import en_automation from './en/automation.ts'
import en_badge from './en/badge.ts'
import en_badgeAdmin from './en/badgeAdmin.ts'
import en_badgeCard from './en/badgeCard.ts'
import en_badgeCheck from './en/badgeCheck.ts'
import en_badgeStatement from './en/badgeStatement.ts'
import en_billing from './en/billing.ts'
import en_calendar from './en/calendar.ts'
import en_checks from './en/checks.ts'
import en_comments from './en/comments.ts'
import en_common from './en/common.ts'
import en_contact from './en/contact.ts'
import en_cookies from './en/cookies.ts'
import en_dashboard from './en/dashboard.ts'
import en_dataSaver from './en/dataSaver.ts'
import en_design from './en/design.ts'
import en_developers from './en/developers.ts'
import en_discover from './en/discover.ts'
import en_discovery from './en/discovery.ts'
import en_discoveryRegistry from './en/discoveryRegistry.ts'
import en_documentReading from './en/documentReading.ts'
import en_documents from './en/documents.ts'
import en_eliteRequests from './en/eliteRequests.ts'
import en_email from './en/email.ts'
import en_engagements from './en/engagements.ts'
import en_error from './en/error.ts'
import en_events from './en/events.ts'
import en_exchangeRates from './en/exchangeRates.ts'
import en_expertAi from './en/expertAi.ts'
import en_expertAnalytics from './en/expertAnalytics.ts'
import en_expertDirectory from './en/expertDirectory.ts'
import en_expertEdits from './en/expertEdits.ts'
import en_expertJoin from './en/expertJoin.ts'
import en_experts from './en/experts.ts'
import en_footer from './en/footer.ts'
import en_form from './en/form.ts'
import en_funderAccess from './en/funderAccess.ts'
import en_funders from './en/funders.ts'
import en_grant from './en/grant.ts'
import en_grantChanges from './en/grantChanges.ts'
import en_grantTranslation from './en/grantTranslation.ts'
import en_grantType from './en/grantType.ts'
import en_help from './en/help.ts'
import en_home from './en/home.ts'
import en_hours from './en/hours.ts'
import en_how from './en/how.ts'
import en_language from './en/language.ts'
import en_legal from './en/legal.ts'
import en_match from './en/match.ts'
import en_matches from './en/matches.ts'
import en_messaging from './en/messaging.ts'
import en_nav from './en/nav.ts'
import en_newsletter from './en/newsletter.ts'
import en_notFound from './en/notFound.ts'
import en_notifications from './en/notifications.ts'
import en_offline from './en/offline.ts'
import en_offlineQueue from './en/offlineQueue.ts'
import en_orgProfile from './en/orgProfile.ts'
import en_orgType from './en/orgType.ts'
import en_orgTypeOne from './en/orgTypeOne.ts'
import en_organizationDirectory from './en/organizationDirectory.ts'
import en_payment from './en/payment.ts'
import en_paymentMethods from './en/paymentMethods.ts'
import en_places from './en/places.ts'
import en_pricing from './en/pricing.ts'
import en_priority from './en/priority.ts'
import en_privacy from './en/privacy.ts'
import en_profile from './en/profile.ts'
import en_profileTabs from './en/profileTabs.ts'
import en_publicProfile from './en/publicProfile.ts'
import en_refunds from './en/refunds.ts'
import en_region from './en/region.ts'
import en_reports from './en/reports.ts'
import en_requests from './en/requests.ts'
import en_review from './en/review.ts'
import en_savedSearches from './en/savedSearches.ts'
import en_screening from './en/screening.ts'
import en_sector from './en/sector.ts'
import en_standing from './en/standing.ts'
import en_submit from './en/submit.ts'
import en_team from './en/team.ts'
import en_terms from './en/terms.ts'
import en_theme from './en/theme.ts'
import en_tier from './en/tier.ts'
import en_trust from './en/trust.ts'
import en_unsubscribe from './en/unsubscribe.ts'
import en_validation from './en/validation.ts'
import en_verificationSummary from './en/verificationSummary.ts'
import en_verify from './en/verify.ts'
import en_whiteGlove from './en/whiteGlove.ts'
import en_wizard from './en/wizard.ts'
import fr_about from './fr/about.ts'
import fr_accountManager from './fr/accountManager.ts'
import fr_admin from './fr/admin.ts'
import fr_apiKeys from './fr/apiKeys.ts'
import fr_applicantType from './fr/applicantType.ts'
import fr_applicantTypeOne from './fr/applicantTypeOne.ts'
import fr_application from './fr/application.ts'
import fr_applicationStatus from './fr/applicationStatus.ts'
import fr_assistant from './fr/assistant.ts'
import fr_assistantApply from './fr/assistantApply.ts'
import fr_audit from './fr/audit.ts'
import fr_auth from './fr/auth.ts'
import fr_automation from './fr/automation.ts'
import fr_badge from './fr/badge.ts'
import fr_badgeAdmin from './fr/badgeAdmin.ts'
import fr_badgeCard from './fr/badgeCard.ts'
import fr_badgeCheck from './fr/badgeCheck.ts'
import fr_badgeStatement from './fr/badgeStatement.ts'
import fr_billing from './fr/billing.ts'
import fr_calendar from './fr/calendar.ts'
import fr_checks from './fr/checks.ts'
import fr_comments from './fr/comments.ts'
import fr_common from './fr/common.ts'
import fr_contact from './fr/contact.ts'
import fr_cookies from './fr/cookies.ts'
import fr_dashboard from './fr/dashboard.ts'
import fr_dataSaver from './fr/dataSaver.ts'
import fr_design from './fr/design.ts'
import fr_developers from './fr/developers.ts'
import fr_discover from './fr/discover.ts'
import fr_discovery from './fr/discovery.ts'
import fr_discoveryRegistry from './fr/discoveryRegistry.ts'
import fr_documentReading from './fr/documentReading.ts'
import fr_documents from './fr/documents.ts'
import fr_eliteRequests from './fr/eliteRequests.ts'
import fr_email from './fr/email.ts'
import fr_engagements from './fr/engagements.ts'
import fr_error from './fr/error.ts'
import fr_events from './fr/events.ts'
import fr_exchangeRates from './fr/exchangeRates.ts'
import fr_expertAi from './fr/expertAi.ts'
import fr_expertAnalytics from './fr/expertAnalytics.ts'
import fr_expertDirectory from './fr/expertDirectory.ts'
import fr_expertEdits from './fr/expertEdits.ts'
import fr_expertJoin from './fr/expertJoin.ts'
import fr_experts from './fr/experts.ts'
import fr_footer from './fr/footer.ts'
import fr_form from './fr/form.ts'
import fr_funderAccess from './fr/funderAccess.ts'
import fr_funders from './fr/funders.ts'
import fr_grant from './fr/grant.ts'
import fr_grantChanges from './fr/grantChanges.ts'
import fr_grantTranslation from './fr/grantTranslation.ts'
import fr_grantType from './fr/grantType.ts'
import fr_help from './fr/help.ts'
import fr_home from './fr/home.ts'
import fr_hours from './fr/hours.ts'
import fr_how from './fr/how.ts'
import fr_language from './fr/language.ts'
import fr_legal from './fr/legal.ts'
import fr_match from './fr/match.ts'
import fr_matches from './fr/matches.ts'
import fr_messaging from './fr/messaging.ts'
import fr_nav from './fr/nav.ts'
import fr_newsletter from './fr/newsletter.ts'
import fr_notFound from './fr/notFound.ts'
import fr_notifications from './fr/notifications.ts'
import fr_offline from './fr/offline.ts'
import fr_offlineQueue from './fr/offlineQueue.ts'
import fr_orgProfile from './fr/orgProfile.ts'
import fr_orgType from './fr/orgType.ts'
import fr_orgTypeOne from './fr/orgTypeOne.ts'
import fr_organizationDirectory from './fr/organizationDirectory.ts'
import fr_payment from './fr/payment.ts'
import fr_paymentMethods from './fr/paymentMethods.ts'
import fr_places from './fr/places.ts'
import fr_pricing from './fr/pricing.ts'
import fr_priority from './fr/priority.ts'
import fr_privacy from './fr/privacy.ts'
import fr_profile from './fr/profile.ts'
import fr_profileTabs from './fr/profileTabs.ts'
import fr_publicProfile from './fr/publicProfile.ts'
import fr_refunds from './fr/refunds.ts'
import fr_region from './fr/region.ts'
import fr_reports from './fr/reports.ts'
import fr_requests from './fr/requests.ts'
import fr_review from './fr/review.ts'
import fr_savedSearches from './fr/savedSearches.ts'
import fr_screening from './fr/screening.ts'
import fr_sector from './fr/sector.ts'
import fr_standing from './fr/standing.ts'
import fr_submit from './fr/submit.ts'
import fr_team from './fr/team.ts'
import fr_terms from './fr/terms.ts'
import fr_theme from './fr/theme.ts'
import fr_tier from './fr/tier.ts'
import fr_trust from './fr/trust.ts'
import fr_unsubscribe from './fr/unsubscribe.ts'
import fr_validation from './fr/validation.ts'
import fr_verificationSummary from './fr/verificationSummary.ts'
import fr_verify from './fr/verify.ts'
import fr_whiteGlove from './fr/whiteGlove.ts'
import fr_wizard from './fr/wizard.ts'
import pt_about from './pt/about.ts'
import pt_accountManager from './pt/accountManager.ts'
import pt_admin from './pt/admin.ts'
import pt_apiKeys from './pt/apiKeys.ts'
import pt_applicantType from './pt/applicantType.ts'
import pt_applicantTypeOne from './pt/applicantTypeOne.ts'
import pt_application from './pt/application.ts'
import pt_applicationStatus from './pt/applicationStatus.ts'
import pt_assistant from './pt/assistant.ts'
import pt_assistantApply from './pt/assistantApply.ts'
import pt_audit from './pt/audit.ts'
import pt_auth from './pt/auth.ts'
import pt_automation from './pt/automation.ts'
import pt_badge from './pt/badge.ts'
import pt_badgeAdmin from './pt/badgeAdmin.ts'
import pt_badgeCard from './pt/badgeCard.ts'
import pt_badgeCheck from './pt/badgeCheck.ts'
import pt_badgeStatement from './pt/badgeStatement.ts'
import pt_billing from './pt/billing.ts'
import pt_calendar from './pt/calendar.ts'
import pt_checks from './pt/checks.ts'
import pt_comments from './pt/comments.ts'
import pt_common from './pt/common.ts'
import pt_contact from './pt/contact.ts'
import pt_cookies from './pt/cookies.ts'
import pt_dashboard from './pt/dashboard.ts'
import pt_dataSaver from './pt/dataSaver.ts'
import pt_design from './pt/design.ts'
import pt_developers from './pt/developers.ts'
import pt_discover from './pt/discover.ts'
import pt_discovery from './pt/discovery.ts'
import pt_discoveryRegistry from './pt/discoveryRegistry.ts'
import pt_documentReading from './pt/documentReading.ts'
import pt_documents from './pt/documents.ts'
import pt_eliteRequests from './pt/eliteRequests.ts'
import pt_email from './pt/email.ts'
import pt_engagements from './pt/engagements.ts'
import pt_error from './pt/error.ts'
import pt_events from './pt/events.ts'
import pt_exchangeRates from './pt/exchangeRates.ts'
import pt_expertAi from './pt/expertAi.ts'
import pt_expertAnalytics from './pt/expertAnalytics.ts'
import pt_expertDirectory from './pt/expertDirectory.ts'
import pt_expertEdits from './pt/expertEdits.ts'
import pt_expertJoin from './pt/expertJoin.ts'
import pt_experts from './pt/experts.ts'
import pt_footer from './pt/footer.ts'
import pt_form from './pt/form.ts'
import pt_funderAccess from './pt/funderAccess.ts'
import pt_funders from './pt/funders.ts'
import pt_grant from './pt/grant.ts'
import pt_grantChanges from './pt/grantChanges.ts'
import pt_grantTranslation from './pt/grantTranslation.ts'
import pt_grantType from './pt/grantType.ts'
import pt_help from './pt/help.ts'
import pt_home from './pt/home.ts'
import pt_hours from './pt/hours.ts'
import pt_how from './pt/how.ts'
import pt_language from './pt/language.ts'
import pt_legal from './pt/legal.ts'
import pt_match from './pt/match.ts'
import pt_matches from './pt/matches.ts'
import pt_messaging from './pt/messaging.ts'
import pt_nav from './pt/nav.ts'
import pt_newsletter from './pt/newsletter.ts'
import pt_notFound from './pt/notFound.ts'
import pt_notifications from './pt/notifications.ts'
import pt_offline from './pt/offline.ts'
import pt_offlineQueue from './pt/offlineQueue.ts'
import pt_orgProfile from './pt/orgProfile.ts'
import pt_orgType from './pt/orgType.ts'
import pt_orgTypeOne from './pt/orgTypeOne.ts'
import pt_organizationDirectory from './pt/organizationDirectory.ts'
import pt_payment from './pt/payment.ts'
import pt_paymentMethods from './pt/paymentMethods.ts'
import pt_places from './pt/places.ts'
import pt_pricing from './pt/pricing.ts'
import pt_priority from './pt/priority.ts'
import pt_privacy from './pt/privacy.ts'
import pt_profile from './pt/profile.ts'
import pt_profileTabs from './pt/profileTabs.ts'
import pt_publicProfile from './pt/publicProfile.ts'
import pt_refunds from './pt/refunds.ts'
import pt_region from './pt/region.ts'
import pt_reports from './pt/reports.ts'
import pt_requests from './pt/requests.ts'
import pt_review from './pt/review.ts'
import pt_savedSearches from './pt/savedSearches.ts'
import pt_screening from './pt/screening.ts'
import pt_sector from './pt/sector.ts'
import pt_standing from './pt/standing.ts'
import pt_submit from './pt/submit.ts'
import pt_team from './pt/team.ts'
import pt_terms from './pt/terms.ts'
import pt_theme from './pt/theme.ts'
import pt_tier from './pt/tier.ts'
import pt_trust from './pt/trust.ts'
import pt_unsubscribe from './pt/unsubscribe.ts'
import pt_validation from './pt/validation.ts'
import pt_verificationSummary from './pt/verificationSummary.ts'
import pt_verify from './pt/verify.ts'
import pt_whiteGlove from './pt/whiteGlove.ts'
import pt_wizard from './pt/wizard.ts'
import ar_about from './ar/about.ts'
import ar_accountManager from './ar/accountManager.ts'
import ar_admin from './ar/admin.ts'
import ar_apiKeys from './ar/apiKeys.ts'
import ar_applicantType from './ar/applicantType.ts'
import ar_applicantTypeOne from './ar/applicantTypeOne.ts'
import ar_application from './ar/application.ts'
import ar_applicationStatus from './ar/applicationStatus.ts'
import ar_assistant from './ar/assistant.ts'
import ar_assistantApply from './ar/assistantApply.ts'
import ar_audit from './ar/audit.ts'
import ar_auth from './ar/auth.ts'
import ar_automation from './ar/automation.ts'
import ar_badge from './ar/badge.ts'
import ar_badgeAdmin from './ar/badgeAdmin.ts'
import ar_badgeCard from './ar/badgeCard.ts'
import ar_badgeCheck from './ar/badgeCheck.ts'
import ar_badgeStatement from './ar/badgeStatement.ts'
import ar_billing from './ar/billing.ts'
import ar_calendar from './ar/calendar.ts'
import ar_checks from './ar/checks.ts'
import ar_comments from './ar/comments.ts'
import ar_common from './ar/common.ts'
import ar_contact from './ar/contact.ts'
import ar_cookies from './ar/cookies.ts'
import ar_dashboard from './ar/dashboard.ts'
import ar_dataSaver from './ar/dataSaver.ts'
import ar_design from './ar/design.ts'
import ar_developers from './ar/developers.ts'
import ar_discover from './ar/discover.ts'
import ar_discovery from './ar/discovery.ts'
import ar_discoveryRegistry from './ar/discoveryRegistry.ts'
import ar_documentReading from './ar/documentReading.ts'
import ar_documents from './ar/documents.ts'
import ar_eliteRequests from './ar/eliteRequests.ts'
import ar_email from './ar/email.ts'
import ar_engagements from './ar/engagements.ts'
import ar_error from './ar/error.ts'
import ar_events from './ar/events.ts'
import ar_exchangeRates from './ar/exchangeRates.ts'
import ar_expertAi from './ar/expertAi.ts'
import ar_expertAnalytics from './ar/expertAnalytics.ts'
import ar_expertDirectory from './ar/expertDirectory.ts'
import ar_expertEdits from './ar/expertEdits.ts'
import ar_expertJoin from './ar/expertJoin.ts'
import ar_experts from './ar/experts.ts'
import ar_footer from './ar/footer.ts'
import ar_form from './ar/form.ts'
import ar_funderAccess from './ar/funderAccess.ts'
import ar_funders from './ar/funders.ts'
import ar_grant from './ar/grant.ts'
import ar_grantChanges from './ar/grantChanges.ts'
import ar_grantTranslation from './ar/grantTranslation.ts'
import ar_grantType from './ar/grantType.ts'
import ar_help from './ar/help.ts'
import ar_home from './ar/home.ts'
import ar_hours from './ar/hours.ts'
import ar_how from './ar/how.ts'
import ar_language from './ar/language.ts'
import ar_legal from './ar/legal.ts'
import ar_match from './ar/match.ts'
import ar_matches from './ar/matches.ts'
import ar_messaging from './ar/messaging.ts'
import ar_nav from './ar/nav.ts'
import ar_newsletter from './ar/newsletter.ts'
import ar_notFound from './ar/notFound.ts'
import ar_notifications from './ar/notifications.ts'
import ar_offline from './ar/offline.ts'
import ar_offlineQueue from './ar/offlineQueue.ts'
import ar_orgProfile from './ar/orgProfile.ts'
import ar_orgType from './ar/orgType.ts'
import ar_orgTypeOne from './ar/orgTypeOne.ts'
import ar_organizationDirectory from './ar/organizationDirectory.ts'
import ar_payment from './ar/payment.ts'
import ar_paymentMethods from './ar/paymentMethods.ts'
import ar_places from './ar/places.ts'
import ar_pricing from './ar/pricing.ts'
import ar_priority from './ar/priority.ts'
import ar_privacy from './ar/privacy.ts'
import ar_profile from './ar/profile.ts'
import ar_profileTabs from './ar/profileTabs.ts'
import ar_publicProfile from './ar/publicProfile.ts'
import ar_refunds from './ar/refunds.ts'
import ar_region from './ar/region.ts'
import ar_reports from './ar/reports.ts'
import ar_requests from './ar/requests.ts'
import ar_review from './ar/review.ts'
import ar_savedSearches from './ar/savedSearches.ts'
import ar_screening from './ar/screening.ts'
import ar_sector from './ar/sector.ts'
import ar_standing from './ar/standing.ts'
import ar_submit from './ar/submit.ts'
import ar_team from './ar/team.ts'
import ar_terms from './ar/terms.ts'
import ar_theme from './ar/theme.ts'
import ar_tier from './ar/tier.ts'
import ar_trust from './ar/trust.ts'
import ar_unsubscribe from './ar/unsubscribe.ts'
import ar_validation from './ar/validation.ts'
import ar_verificationSummary from './ar/verificationSummary.ts'
import ar_verify from './ar/verify.ts'
import ar_whiteGlove from './ar/whiteGlove.ts'
import ar_wizard from './ar/wizard.ts'
import sw_about from './sw/about.ts'
import sw_accountManager from './sw/accountManager.ts'
import sw_admin from './sw/admin.ts'
import sw_apiKeys from './sw/apiKeys.ts'
import sw_applicantType from './sw/applicantType.ts'
import sw_applicantTypeOne from './sw/applicantTypeOne.ts'
import sw_application from './sw/application.ts'
import sw_applicationStatus from './sw/applicationStatus.ts'
import sw_assistant from './sw/assistant.ts'
import sw_assistantApply from './sw/assistantApply.ts'
import sw_audit from './sw/audit.ts'
import sw_auth from './sw/auth.ts'
import sw_automation from './sw/automation.ts'
import sw_badge from './sw/badge.ts'
import sw_badgeAdmin from './sw/badgeAdmin.ts'
import sw_badgeCard from './sw/badgeCard.ts'
import sw_badgeCheck from './sw/badgeCheck.ts'
import sw_badgeStatement from './sw/badgeStatement.ts'
import sw_billing from './sw/billing.ts'
import sw_calendar from './sw/calendar.ts'
import sw_checks from './sw/checks.ts'
import sw_comments from './sw/comments.ts'
import sw_common from './sw/common.ts'
import sw_contact from './sw/contact.ts'
import sw_cookies from './sw/cookies.ts'
import sw_dashboard from './sw/dashboard.ts'
import sw_dataSaver from './sw/dataSaver.ts'
import sw_design from './sw/design.ts'
import sw_developers from './sw/developers.ts'
import sw_discover from './sw/discover.ts'
import sw_discovery from './sw/discovery.ts'
import sw_discoveryRegistry from './sw/discoveryRegistry.ts'
import sw_documentReading from './sw/documentReading.ts'
import sw_documents from './sw/documents.ts'
import sw_eliteRequests from './sw/eliteRequests.ts'
import sw_email from './sw/email.ts'
import sw_engagements from './sw/engagements.ts'
import sw_error from './sw/error.ts'
import sw_events from './sw/events.ts'
import sw_exchangeRates from './sw/exchangeRates.ts'
import sw_expertAi from './sw/expertAi.ts'
import sw_expertAnalytics from './sw/expertAnalytics.ts'
import sw_expertDirectory from './sw/expertDirectory.ts'
import sw_expertEdits from './sw/expertEdits.ts'
import sw_expertJoin from './sw/expertJoin.ts'
import sw_experts from './sw/experts.ts'
import sw_footer from './sw/footer.ts'
import sw_form from './sw/form.ts'
import sw_funderAccess from './sw/funderAccess.ts'
import sw_funders from './sw/funders.ts'
import sw_grant from './sw/grant.ts'
import sw_grantChanges from './sw/grantChanges.ts'
import sw_grantTranslation from './sw/grantTranslation.ts'
import sw_grantType from './sw/grantType.ts'
import sw_help from './sw/help.ts'
import sw_home from './sw/home.ts'
import sw_hours from './sw/hours.ts'
import sw_how from './sw/how.ts'
import sw_language from './sw/language.ts'
import sw_legal from './sw/legal.ts'
import sw_match from './sw/match.ts'
import sw_matches from './sw/matches.ts'
import sw_messaging from './sw/messaging.ts'
import sw_nav from './sw/nav.ts'
import sw_newsletter from './sw/newsletter.ts'
import sw_notFound from './sw/notFound.ts'
import sw_notifications from './sw/notifications.ts'
import sw_offline from './sw/offline.ts'
import sw_offlineQueue from './sw/offlineQueue.ts'
import sw_orgProfile from './sw/orgProfile.ts'
import sw_orgType from './sw/orgType.ts'
import sw_orgTypeOne from './sw/orgTypeOne.ts'
import sw_organizationDirectory from './sw/organizationDirectory.ts'
import sw_payment from './sw/payment.ts'
import sw_paymentMethods from './sw/paymentMethods.ts'
import sw_places from './sw/places.ts'
import sw_pricing from './sw/pricing.ts'
import sw_priority from './sw/priority.ts'
import sw_privacy from './sw/privacy.ts'
import sw_profile from './sw/profile.ts'
import sw_profileTabs from './sw/profileTabs.ts'
import sw_publicProfile from './sw/publicProfile.ts'
import sw_refunds from './sw/refunds.ts'
import sw_region from './sw/region.ts'
import sw_reports from './sw/reports.ts'
import sw_requests from './sw/requests.ts'
import sw_review from './sw/review.ts'
import sw_savedSearches from './sw/savedSearches.ts'
import sw_screening from './sw/screening.ts'
import sw_sector from './sw/sector.ts'
import sw_standing from './sw/standing.ts'
import sw_submit from './sw/submit.ts'
import sw_team from './sw/team.ts'
import sw_terms from './sw/terms.ts'
import sw_theme from './sw/theme.ts'
import sw_tier from './sw/tier.ts'
import sw_trust from './sw/trust.ts'
import sw_unsubscribe from './sw/unsubscribe.ts'
import sw_validation from './sw/validation.ts'
import sw_verificationSummary from './sw/verificationSummary.ts'
import sw_verify from './sw/verify.ts'
import sw_whiteGlove from './sw/whiteGlove.ts'
import sw_wizard from './sw/wizard.ts'

export const CATALOGUES = {
  en: {
    about: en_about,
    accountManager: en_accountManager,
    admin: en_admin,
    apiKeys: en_apiKeys,
    applicantType: en_applicantType,
    applicantTypeOne: en_applicantTypeOne,
    application: en_application,
    applicationStatus: en_applicationStatus,
    assistant: en_assistant,
    assistantApply: en_assistantApply,
    audit: en_audit,
    auth: en_auth,
    automation: en_automation,
    badge: en_badge,
    badgeAdmin: en_badgeAdmin,
    badgeCard: en_badgeCard,
    badgeCheck: en_badgeCheck,
    badgeStatement: en_badgeStatement,
    billing: en_billing,
    calendar: en_calendar,
    checks: en_checks,
    comments: en_comments,
    common: en_common,
    contact: en_contact,
    cookies: en_cookies,
    dashboard: en_dashboard,
    dataSaver: en_dataSaver,
    design: en_design,
    developers: en_developers,
    discover: en_discover,
    discovery: en_discovery,
    discoveryRegistry: en_discoveryRegistry,
    documentReading: en_documentReading,
    documents: en_documents,
    eliteRequests: en_eliteRequests,
    email: en_email,
    engagements: en_engagements,
    error: en_error,
    events: en_events,
    exchangeRates: en_exchangeRates,
    expertAi: en_expertAi,
    expertAnalytics: en_expertAnalytics,
    expertDirectory: en_expertDirectory,
    expertEdits: en_expertEdits,
    expertJoin: en_expertJoin,
    experts: en_experts,
    footer: en_footer,
    form: en_form,
    funderAccess: en_funderAccess,
    funders: en_funders,
    grant: en_grant,
    grantChanges: en_grantChanges,
    grantTranslation: en_grantTranslation,
    grantType: en_grantType,
    help: en_help,
    home: en_home,
    hours: en_hours,
    how: en_how,
    language: en_language,
    legal: en_legal,
    match: en_match,
    matches: en_matches,
    messaging: en_messaging,
    nav: en_nav,
    newsletter: en_newsletter,
    notFound: en_notFound,
    notifications: en_notifications,
    offline: en_offline,
    offlineQueue: en_offlineQueue,
    orgProfile: en_orgProfile,
    orgType: en_orgType,
    orgTypeOne: en_orgTypeOne,
    organizationDirectory: en_organizationDirectory,
    payment: en_payment,
    paymentMethods: en_paymentMethods,
    places: en_places,
    pricing: en_pricing,
    priority: en_priority,
    privacy: en_privacy,
    profile: en_profile,
    profileTabs: en_profileTabs,
    publicProfile: en_publicProfile,
    refunds: en_refunds,
    region: en_region,
    reports: en_reports,
    requests: en_requests,
    review: en_review,
    savedSearches: en_savedSearches,
    screening: en_screening,
    sector: en_sector,
    standing: en_standing,
    submit: en_submit,
    team: en_team,
    terms: en_terms,
    theme: en_theme,
    tier: en_tier,
    trust: en_trust,
    unsubscribe: en_unsubscribe,
    validation: en_validation,
    verificationSummary: en_verificationSummary,
    verify: en_verify,
    whiteGlove: en_whiteGlove,
    wizard: en_wizard,
  },
  fr: {
    about: fr_about,
    accountManager: fr_accountManager,
    admin: fr_admin,
    apiKeys: fr_apiKeys,
    applicantType: fr_applicantType,
    applicantTypeOne: fr_applicantTypeOne,
    application: fr_application,
    applicationStatus: fr_applicationStatus,
    assistant: fr_assistant,
    assistantApply: fr_assistantApply,
    audit: fr_audit,
    auth: fr_auth,
    automation: fr_automation,
    badge: fr_badge,
    badgeAdmin: fr_badgeAdmin,
    badgeCard: fr_badgeCard,
    badgeCheck: fr_badgeCheck,
    badgeStatement: fr_badgeStatement,
    billing: fr_billing,
    calendar: fr_calendar,
    checks: fr_checks,
    comments: fr_comments,
    common: fr_common,
    contact: fr_contact,
    cookies: fr_cookies,
    dashboard: fr_dashboard,
    dataSaver: fr_dataSaver,
    design: fr_design,
    developers: fr_developers,
    discover: fr_discover,
    discovery: fr_discovery,
    discoveryRegistry: fr_discoveryRegistry,
    documentReading: fr_documentReading,
    documents: fr_documents,
    eliteRequests: fr_eliteRequests,
    email: fr_email,
    engagements: fr_engagements,
    error: fr_error,
    events: fr_events,
    exchangeRates: fr_exchangeRates,
    expertAi: fr_expertAi,
    expertAnalytics: fr_expertAnalytics,
    expertDirectory: fr_expertDirectory,
    expertEdits: fr_expertEdits,
    expertJoin: fr_expertJoin,
    experts: fr_experts,
    footer: fr_footer,
    form: fr_form,
    funderAccess: fr_funderAccess,
    funders: fr_funders,
    grant: fr_grant,
    grantChanges: fr_grantChanges,
    grantTranslation: fr_grantTranslation,
    grantType: fr_grantType,
    help: fr_help,
    home: fr_home,
    hours: fr_hours,
    how: fr_how,
    language: fr_language,
    legal: fr_legal,
    match: fr_match,
    matches: fr_matches,
    messaging: fr_messaging,
    nav: fr_nav,
    newsletter: fr_newsletter,
    notFound: fr_notFound,
    notifications: fr_notifications,
    offline: fr_offline,
    offlineQueue: fr_offlineQueue,
    orgProfile: fr_orgProfile,
    orgType: fr_orgType,
    orgTypeOne: fr_orgTypeOne,
    organizationDirectory: fr_organizationDirectory,
    payment: fr_payment,
    paymentMethods: fr_paymentMethods,
    places: fr_places,
    pricing: fr_pricing,
    priority: fr_priority,
    privacy: fr_privacy,
    profile: fr_profile,
    profileTabs: fr_profileTabs,
    publicProfile: fr_publicProfile,
    refunds: fr_refunds,
    region: fr_region,
    reports: fr_reports,
    requests: fr_requests,
    review: fr_review,
    savedSearches: fr_savedSearches,
    screening: fr_screening,
    sector: fr_sector,
    standing: fr_standing,
    submit: fr_submit,
    team: fr_team,
    terms: fr_terms,
    theme: fr_theme,
    tier: fr_tier,
    trust: fr_trust,
    unsubscribe: fr_unsubscribe,
    validation: fr_validation,
    verificationSummary: fr_verificationSummary,
    verify: fr_verify,
    whiteGlove: fr_whiteGlove,
    wizard: fr_wizard,
  },
  pt: {
    about: pt_about,
    accountManager: pt_accountManager,
    admin: pt_admin,
    apiKeys: pt_apiKeys,
    applicantType: pt_applicantType,
    applicantTypeOne: pt_applicantTypeOne,
    application: pt_application,
    applicationStatus: pt_applicationStatus,
    assistant: pt_assistant,
    assistantApply: pt_assistantApply,
    audit: pt_audit,
    auth: pt_auth,
    automation: pt_automation,
    badge: pt_badge,
    badgeAdmin: pt_badgeAdmin,
    badgeCard: pt_badgeCard,
    badgeCheck: pt_badgeCheck,
    badgeStatement: pt_badgeStatement,
    billing: pt_billing,
    calendar: pt_calendar,
    checks: pt_checks,
    comments: pt_comments,
    common: pt_common,
    contact: pt_contact,
    cookies: pt_cookies,
    dashboard: pt_dashboard,
    dataSaver: pt_dataSaver,
    design: pt_design,
    developers: pt_developers,
    discover: pt_discover,
    discovery: pt_discovery,
    discoveryRegistry: pt_discoveryRegistry,
    documentReading: pt_documentReading,
    documents: pt_documents,
    eliteRequests: pt_eliteRequests,
    email: pt_email,
    engagements: pt_engagements,
    error: pt_error,
    events: pt_events,
    exchangeRates: pt_exchangeRates,
    expertAi: pt_expertAi,
    expertAnalytics: pt_expertAnalytics,
    expertDirectory: pt_expertDirectory,
    expertEdits: pt_expertEdits,
    expertJoin: pt_expertJoin,
    experts: pt_experts,
    footer: pt_footer,
    form: pt_form,
    funderAccess: pt_funderAccess,
    funders: pt_funders,
    grant: pt_grant,
    grantChanges: pt_grantChanges,
    grantTranslation: pt_grantTranslation,
    grantType: pt_grantType,
    help: pt_help,
    home: pt_home,
    hours: pt_hours,
    how: pt_how,
    language: pt_language,
    legal: pt_legal,
    match: pt_match,
    matches: pt_matches,
    messaging: pt_messaging,
    nav: pt_nav,
    newsletter: pt_newsletter,
    notFound: pt_notFound,
    notifications: pt_notifications,
    offline: pt_offline,
    offlineQueue: pt_offlineQueue,
    orgProfile: pt_orgProfile,
    orgType: pt_orgType,
    orgTypeOne: pt_orgTypeOne,
    organizationDirectory: pt_organizationDirectory,
    payment: pt_payment,
    paymentMethods: pt_paymentMethods,
    places: pt_places,
    pricing: pt_pricing,
    priority: pt_priority,
    privacy: pt_privacy,
    profile: pt_profile,
    profileTabs: pt_profileTabs,
    publicProfile: pt_publicProfile,
    refunds: pt_refunds,
    region: pt_region,
    reports: pt_reports,
    requests: pt_requests,
    review: pt_review,
    savedSearches: pt_savedSearches,
    screening: pt_screening,
    sector: pt_sector,
    standing: pt_standing,
    submit: pt_submit,
    team: pt_team,
    terms: pt_terms,
    theme: pt_theme,
    tier: pt_tier,
    trust: pt_trust,
    unsubscribe: pt_unsubscribe,
    validation: pt_validation,
    verificationSummary: pt_verificationSummary,
    verify: pt_verify,
    whiteGlove: pt_whiteGlove,
    wizard: pt_wizard,
  },
  ar: {
    about: ar_about,
    accountManager: ar_accountManager,
    admin: ar_admin,
    apiKeys: ar_apiKeys,
    applicantType: ar_applicantType,
    applicantTypeOne: ar_applicantTypeOne,
    application: ar_application,
    applicationStatus: ar_applicationStatus,
    assistant: ar_assistant,
    assistantApply: ar_assistantApply,
    audit: ar_audit,
    auth: ar_auth,
    automation: ar_automation,
    badge: ar_badge,
    badgeAdmin: ar_badgeAdmin,
    badgeCard: ar_badgeCard,
    badgeCheck: ar_badgeCheck,
    badgeStatement: ar_badgeStatement,
    billing: ar_billing,
    calendar: ar_calendar,
    checks: ar_checks,
    comments: ar_comments,
    common: ar_common,
    contact: ar_contact,
    cookies: ar_cookies,
    dashboard: ar_dashboard,
    dataSaver: ar_dataSaver,
    design: ar_design,
    developers: ar_developers,
    discover: ar_discover,
    discovery: ar_discovery,
    discoveryRegistry: ar_discoveryRegistry,
    documentReading: ar_documentReading,
    documents: ar_documents,
    eliteRequests: ar_eliteRequests,
    email: ar_email,
    engagements: ar_engagements,
    error: ar_error,
    events: ar_events,
    exchangeRates: ar_exchangeRates,
    expertAi: ar_expertAi,
    expertAnalytics: ar_expertAnalytics,
    expertDirectory: ar_expertDirectory,
    expertEdits: ar_expertEdits,
    expertJoin: ar_expertJoin,
    experts: ar_experts,
    footer: ar_footer,
    form: ar_form,
    funderAccess: ar_funderAccess,
    funders: ar_funders,
    grant: ar_grant,
    grantChanges: ar_grantChanges,
    grantTranslation: ar_grantTranslation,
    grantType: ar_grantType,
    help: ar_help,
    home: ar_home,
    hours: ar_hours,
    how: ar_how,
    language: ar_language,
    legal: ar_legal,
    match: ar_match,
    matches: ar_matches,
    messaging: ar_messaging,
    nav: ar_nav,
    newsletter: ar_newsletter,
    notFound: ar_notFound,
    notifications: ar_notifications,
    offline: ar_offline,
    offlineQueue: ar_offlineQueue,
    orgProfile: ar_orgProfile,
    orgType: ar_orgType,
    orgTypeOne: ar_orgTypeOne,
    organizationDirectory: ar_organizationDirectory,
    payment: ar_payment,
    paymentMethods: ar_paymentMethods,
    places: ar_places,
    pricing: ar_pricing,
    priority: ar_priority,
    privacy: ar_privacy,
    profile: ar_profile,
    profileTabs: ar_profileTabs,
    publicProfile: ar_publicProfile,
    refunds: ar_refunds,
    region: ar_region,
    reports: ar_reports,
    requests: ar_requests,
    review: ar_review,
    savedSearches: ar_savedSearches,
    screening: ar_screening,
    sector: ar_sector,
    standing: ar_standing,
    submit: ar_submit,
    team: ar_team,
    terms: ar_terms,
    theme: ar_theme,
    tier: ar_tier,
    trust: ar_trust,
    unsubscribe: ar_unsubscribe,
    validation: ar_validation,
    verificationSummary: ar_verificationSummary,
    verify: ar_verify,
    whiteGlove: ar_whiteGlove,
    wizard: ar_wizard,
  },
  sw: {
    about: sw_about,
    accountManager: sw_accountManager,
    admin: sw_admin,
    apiKeys: sw_apiKeys,
    applicantType: sw_applicantType,
    applicantTypeOne: sw_applicantTypeOne,
    application: sw_application,
    applicationStatus: sw_applicationStatus,
    assistant: sw_assistant,
    assistantApply: sw_assistantApply,
    audit: sw_audit,
    auth: sw_auth,
    automation: sw_automation,
    badge: sw_badge,
    badgeAdmin: sw_badgeAdmin,
    badgeCard: sw_badgeCard,
    badgeCheck: sw_badgeCheck,
    badgeStatement: sw_badgeStatement,
    billing: sw_billing,
    calendar: sw_calendar,
    checks: sw_checks,
    comments: sw_comments,
    common: sw_common,
    contact: sw_contact,
    cookies: sw_cookies,
    dashboard: sw_dashboard,
    dataSaver: sw_dataSaver,
    design: sw_design,
    developers: sw_developers,
    discover: sw_discover,
    discovery: sw_discovery,
    discoveryRegistry: sw_discoveryRegistry,
    documentReading: sw_documentReading,
    documents: sw_documents,
    eliteRequests: sw_eliteRequests,
    email: sw_email,
    engagements: sw_engagements,
    error: sw_error,
    events: sw_events,
    exchangeRates: sw_exchangeRates,
    expertAi: sw_expertAi,
    expertAnalytics: sw_expertAnalytics,
    expertDirectory: sw_expertDirectory,
    expertEdits: sw_expertEdits,
    expertJoin: sw_expertJoin,
    experts: sw_experts,
    footer: sw_footer,
    form: sw_form,
    funderAccess: sw_funderAccess,
    funders: sw_funders,
    grant: sw_grant,
    grantChanges: sw_grantChanges,
    grantTranslation: sw_grantTranslation,
    grantType: sw_grantType,
    help: sw_help,
    home: sw_home,
    hours: sw_hours,
    how: sw_how,
    language: sw_language,
    legal: sw_legal,
    match: sw_match,
    matches: sw_matches,
    messaging: sw_messaging,
    nav: sw_nav,
    newsletter: sw_newsletter,
    notFound: sw_notFound,
    notifications: sw_notifications,
    offline: sw_offline,
    offlineQueue: sw_offlineQueue,
    orgProfile: sw_orgProfile,
    orgType: sw_orgType,
    orgTypeOne: sw_orgTypeOne,
    organizationDirectory: sw_organizationDirectory,
    payment: sw_payment,
    paymentMethods: sw_paymentMethods,
    places: sw_places,
    pricing: sw_pricing,
    priority: sw_priority,
    privacy: sw_privacy,
    profile: sw_profile,
    profileTabs: sw_profileTabs,
    publicProfile: sw_publicProfile,
    refunds: sw_refunds,
    region: sw_region,
    reports: sw_reports,
    requests: sw_requests,
    review: sw_review,
    savedSearches: sw_savedSearches,
    screening: sw_screening,
    sector: sw_sector,
    standing: sw_standing,
    submit: sw_submit,
    team: sw_team,
    terms: sw_terms,
    theme: sw_theme,
    tier: sw_tier,
    trust: sw_trust,
    unsubscribe: sw_unsubscribe,
    validation: sw_validation,
    verificationSummary: sw_verificationSummary,
    verify: sw_verify,
    whiteGlove: sw_whiteGlove,
    wizard: sw_wizard,
  },
} satisfies Partial<Record<string, Record<string, Record<string, string>>>>
