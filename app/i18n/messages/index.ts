/** Every language's catalogue, area by area. Only the server imports this (catalogue.server.ts): pages get their messages as loader data. */
import en_account from './en/account.ts'
import en_admin from './en/admin.ts'
import en_billing from './en/billing.ts'
import en_dashboard from './en/dashboard.ts'
import en_email from './en/email.ts'
import en_engagements from './en/engagements.ts'
import en_experts from './en/experts.ts'
import en_expertJoin from './en/expertJoin.ts'
import en_grants from './en/grants.ts'
import en_layout from './en/layout.ts'
import en_legal from './en/legal.ts'
import en_marketing from './en/marketing.ts'
import en_requests from './en/requests.ts'
import en_verification from './en/verification.ts'
import en_whiteGlove from './en/whiteGlove.ts'
import en_tafAdmin from './en/tafAdmin.ts'
import en_discovered from './en/discovered.ts'
import en_matching from './en/matching.ts'
import en_calendar from './en/calendar.ts'
import en_savedSearches from './en/savedSearches.ts'
import en_team from './en/team.ts'
import en_publicProfile from './en/publicProfile.ts'
import en_reports from './en/reports.ts'
import en_api from './en/api.ts'
import en_automation from './en/automation.ts'
import en_accountManager from './en/accountManager.ts'
import en_comments from './en/comments.ts'
import en_expertEdits from './en/expertEdits.ts'
import fr_account from './fr/account.ts'
import fr_admin from './fr/admin.ts'
import fr_billing from './fr/billing.ts'
import fr_dashboard from './fr/dashboard.ts'
import fr_email from './fr/email.ts'
import fr_engagements from './fr/engagements.ts'
import fr_experts from './fr/experts.ts'
import fr_expertJoin from './fr/expertJoin.ts'
import fr_grants from './fr/grants.ts'
import fr_layout from './fr/layout.ts'
import fr_legal from './fr/legal.ts'
import fr_marketing from './fr/marketing.ts'
import fr_requests from './fr/requests.ts'
import fr_verification from './fr/verification.ts'
import fr_whiteGlove from './fr/whiteGlove.ts'
import fr_tafAdmin from './fr/tafAdmin.ts'
import fr_discovered from './fr/discovered.ts'
import fr_matching from './fr/matching.ts'
import fr_calendar from './fr/calendar.ts'
import fr_savedSearches from './fr/savedSearches.ts'
import fr_team from './fr/team.ts'
import fr_publicProfile from './fr/publicProfile.ts'
import fr_reports from './fr/reports.ts'
import fr_api from './fr/api.ts'
import fr_automation from './fr/automation.ts'
import fr_accountManager from './fr/accountManager.ts'
import fr_comments from './fr/comments.ts'
import fr_expertEdits from './fr/expertEdits.ts'
import pt_account from './pt/account.ts'
import pt_admin from './pt/admin.ts'
import pt_billing from './pt/billing.ts'
import pt_dashboard from './pt/dashboard.ts'
import pt_email from './pt/email.ts'
import pt_engagements from './pt/engagements.ts'
import pt_experts from './pt/experts.ts'
import pt_expertJoin from './pt/expertJoin.ts'
import pt_grants from './pt/grants.ts'
import pt_layout from './pt/layout.ts'
import pt_legal from './pt/legal.ts'
import pt_marketing from './pt/marketing.ts'
import pt_requests from './pt/requests.ts'
import pt_verification from './pt/verification.ts'
import pt_whiteGlove from './pt/whiteGlove.ts'
import pt_tafAdmin from './pt/tafAdmin.ts'
import pt_discovered from './pt/discovered.ts'
import pt_matching from './pt/matching.ts'
import pt_calendar from './pt/calendar.ts'
import pt_savedSearches from './pt/savedSearches.ts'
import pt_team from './pt/team.ts'
import pt_publicProfile from './pt/publicProfile.ts'
import pt_reports from './pt/reports.ts'
import pt_api from './pt/api.ts'
import pt_automation from './pt/automation.ts'
import pt_accountManager from './pt/accountManager.ts'
import pt_comments from './pt/comments.ts'
import pt_expertEdits from './pt/expertEdits.ts'
import ar_account from './ar/account.ts'
import ar_admin from './ar/admin.ts'
import ar_billing from './ar/billing.ts'
import ar_dashboard from './ar/dashboard.ts'
import ar_email from './ar/email.ts'
import ar_engagements from './ar/engagements.ts'
import ar_experts from './ar/experts.ts'
import ar_expertJoin from './ar/expertJoin.ts'
import ar_grants from './ar/grants.ts'
import ar_layout from './ar/layout.ts'
import ar_legal from './ar/legal.ts'
import ar_marketing from './ar/marketing.ts'
import ar_requests from './ar/requests.ts'
import ar_verification from './ar/verification.ts'
import ar_whiteGlove from './ar/whiteGlove.ts'
import ar_tafAdmin from './ar/tafAdmin.ts'
import ar_discovered from './ar/discovered.ts'
import ar_matching from './ar/matching.ts'
import ar_calendar from './ar/calendar.ts'
import ar_savedSearches from './ar/savedSearches.ts'
import ar_team from './ar/team.ts'
import ar_publicProfile from './ar/publicProfile.ts'
import ar_reports from './ar/reports.ts'
import ar_api from './ar/api.ts'
import ar_automation from './ar/automation.ts'
import ar_accountManager from './ar/accountManager.ts'
import ar_comments from './ar/comments.ts'
import ar_expertEdits from './ar/expertEdits.ts'
import sw_account from './sw/account.ts'
import sw_admin from './sw/admin.ts'
import sw_billing from './sw/billing.ts'
import sw_dashboard from './sw/dashboard.ts'
import sw_email from './sw/email.ts'
import sw_engagements from './sw/engagements.ts'
import sw_experts from './sw/experts.ts'
import sw_expertJoin from './sw/expertJoin.ts'
import sw_grants from './sw/grants.ts'
import sw_layout from './sw/layout.ts'
import sw_legal from './sw/legal.ts'
import sw_marketing from './sw/marketing.ts'
import sw_requests from './sw/requests.ts'
import sw_verification from './sw/verification.ts'
import sw_whiteGlove from './sw/whiteGlove.ts'
import sw_tafAdmin from './sw/tafAdmin.ts'
import sw_discovered from './sw/discovered.ts'
import sw_matching from './sw/matching.ts'
import sw_calendar from './sw/calendar.ts'
import sw_savedSearches from './sw/savedSearches.ts'
import sw_team from './sw/team.ts'
import sw_publicProfile from './sw/publicProfile.ts'
import sw_reports from './sw/reports.ts'
import sw_api from './sw/api.ts'
import sw_automation from './sw/automation.ts'
import sw_accountManager from './sw/accountManager.ts'
import sw_comments from './sw/comments.ts'
import sw_expertEdits from './sw/expertEdits.ts'

export const CATALOGUES = {
  en: {
    account: en_account,
    admin: en_admin,
    billing: en_billing,
    dashboard: en_dashboard,
    email: en_email,
    engagements: en_engagements,
    experts: en_experts,
    expertJoin: en_expertJoin,
    grants: en_grants,
    layout: en_layout,
    legal: en_legal,
    marketing: en_marketing,
    requests: en_requests,
    verification: en_verification,
    whiteGlove: en_whiteGlove,
    tafAdmin: en_tafAdmin,
    discovered: en_discovered,
    matching: en_matching,
    calendar: en_calendar,
    savedSearches: en_savedSearches,
    team: en_team,
    publicProfile: en_publicProfile,
    reports: en_reports,
    api: en_api,
    automation: en_automation,
    accountManager: en_accountManager,
    comments: en_comments,
    expertEdits: en_expertEdits,
  },
  fr: {
    account: fr_account,
    admin: fr_admin,
    billing: fr_billing,
    dashboard: fr_dashboard,
    email: fr_email,
    engagements: fr_engagements,
    experts: fr_experts,
    expertJoin: fr_expertJoin,
    grants: fr_grants,
    layout: fr_layout,
    legal: fr_legal,
    marketing: fr_marketing,
    requests: fr_requests,
    verification: fr_verification,
    whiteGlove: fr_whiteGlove,
    tafAdmin: fr_tafAdmin,
    discovered: fr_discovered,
    matching: fr_matching,
    calendar: fr_calendar,
    savedSearches: fr_savedSearches,
    team: fr_team,
    publicProfile: fr_publicProfile,
    reports: fr_reports,
    api: fr_api,
    automation: fr_automation,
    accountManager: fr_accountManager,
    comments: fr_comments,
    expertEdits: fr_expertEdits,
  },
  pt: {
    account: pt_account,
    admin: pt_admin,
    billing: pt_billing,
    dashboard: pt_dashboard,
    email: pt_email,
    engagements: pt_engagements,
    experts: pt_experts,
    expertJoin: pt_expertJoin,
    grants: pt_grants,
    layout: pt_layout,
    legal: pt_legal,
    marketing: pt_marketing,
    requests: pt_requests,
    verification: pt_verification,
    whiteGlove: pt_whiteGlove,
    tafAdmin: pt_tafAdmin,
    discovered: pt_discovered,
    matching: pt_matching,
    calendar: pt_calendar,
    savedSearches: pt_savedSearches,
    team: pt_team,
    publicProfile: pt_publicProfile,
    reports: pt_reports,
    api: pt_api,
    automation: pt_automation,
    accountManager: pt_accountManager,
    comments: pt_comments,
    expertEdits: pt_expertEdits,
  },
  ar: {
    account: ar_account,
    admin: ar_admin,
    billing: ar_billing,
    dashboard: ar_dashboard,
    email: ar_email,
    engagements: ar_engagements,
    experts: ar_experts,
    expertJoin: ar_expertJoin,
    grants: ar_grants,
    layout: ar_layout,
    legal: ar_legal,
    marketing: ar_marketing,
    requests: ar_requests,
    verification: ar_verification,
    whiteGlove: ar_whiteGlove,
    tafAdmin: ar_tafAdmin,
    discovered: ar_discovered,
    matching: ar_matching,
    calendar: ar_calendar,
    savedSearches: ar_savedSearches,
    team: ar_team,
    publicProfile: ar_publicProfile,
    reports: ar_reports,
    api: ar_api,
    automation: ar_automation,
    accountManager: ar_accountManager,
    comments: ar_comments,
    expertEdits: ar_expertEdits,
  },
  sw: {
    account: sw_account,
    admin: sw_admin,
    billing: sw_billing,
    dashboard: sw_dashboard,
    email: sw_email,
    engagements: sw_engagements,
    experts: sw_experts,
    expertJoin: sw_expertJoin,
    grants: sw_grants,
    layout: sw_layout,
    legal: sw_legal,
    marketing: sw_marketing,
    requests: sw_requests,
    verification: sw_verification,
    whiteGlove: sw_whiteGlove,
    tafAdmin: sw_tafAdmin,
    discovered: sw_discovered,
    matching: sw_matching,
    calendar: sw_calendar,
    savedSearches: sw_savedSearches,
    team: sw_team,
    publicProfile: sw_publicProfile,
    reports: sw_reports,
    api: sw_api,
    automation: sw_automation,
    accountManager: sw_accountManager,
    comments: sw_comments,
    expertEdits: sw_expertEdits,
  },
} satisfies Partial<Record<string, Record<string, Record<string, string>>>>
