import { scanContactMessages, sendContactMessageEmail } from './contact-messages.server.ts'
import { pruneApiCallLog } from './api-calls.server.ts'
import { automationDeadlines, automationMatch, sendAutomationEmail } from './automation.server.ts'
import { runCrawl, scheduleCrawls } from './discovery.server.ts'
import { scanDeadlineReminders, sendDeadlineReminder } from './deadline-reminders.server.ts'
import { autoReleaseMilestones, sendEscrowEmails, sendExpertPayouts } from './escrow.server.ts'
import { expireExpertMemberships, scanExpertRenewalNotices } from './expert-memberships.server.ts'
import type { JobDefinition } from './job.ts'
import { retiredDigestSend, scanMatchAlertsDaily, scanMatchAlertsWeekly, sendMatchAlert, weeklyDigestAlias } from './match-alerts.server.ts'
import { sendPendingReceipts } from './receipt-emails.server.ts'
import { scanRenewalNotices } from './renewal-notices.server.ts'
import { retryPaymentRefunds } from './payment-refunds.server.ts'
import { alertsPublished, scanSavedSearchesDaily, scanSavedSearchesWeekly, sendSavedSearchAlert } from './saved-search-alerts.server.ts'
import { runVerificationChecks, scanVerificationChecks } from './verification-checks.server.ts'
import { sendPendingInvitations } from './invitation-emails.server.ts'
import { scanCommentEmails, sendCommentEmail } from './comment-emails.server.ts'
import { scanGrantChangeNotices, sendGrantChangeNoticeJob } from './grant-changes.server.ts'
import { refreshScreeningListsJob } from './screening-lists.server.ts'
import { rescreenAfterListUpdate } from './screening-rescreen.server.ts'
import { readDocuments, scanDocumentReading } from './document-reading.server.ts'
import { scanPhoneMessages, sendPhoneMessage } from './messaging.server.ts'
import { refreshExchangeRatesJob } from './exchange-rates.server.ts'
import { scanNewsletterSends, sendNewsletterJob } from './newsletter.server.ts'
import { scanEventReminders, sendEventReminderJob } from './event-reminders.server.ts'
import { emailToldAtOnceJob, escalatePriorityRequestsJob, scanPriorityDigests, scanToldAtOnce, sendPriorityDigestJob } from './priority.server.ts'

/** Every background job the app runs. */
export const JOBS: JobDefinition[] = [
  scanDeadlineReminders,
  sendDeadlineReminder,
  scanMatchAlertsWeekly,
  scanMatchAlertsDaily,
  sendMatchAlert,
  weeklyDigestAlias,
  retiredDigestSend,
  scanVerificationChecks,
  runVerificationChecks,
  retryPaymentRefunds,
  scanContactMessages,
  sendContactMessageEmail,
  sendPendingReceipts,
  scanRenewalNotices,
  autoReleaseMilestones,
  sendExpertPayouts,
  sendEscrowEmails,
  scanExpertRenewalNotices,
  expireExpertMemberships,
  scheduleCrawls,
  runCrawl,
  scanSavedSearchesDaily,
  scanSavedSearchesWeekly,
  alertsPublished,
  sendSavedSearchAlert,
  pruneApiCallLog,
  sendPendingInvitations,
  automationMatch,
  automationDeadlines,
  sendAutomationEmail,
  scanCommentEmails,
  sendCommentEmail,
  scanGrantChangeNotices,
  sendGrantChangeNoticeJob,
  refreshScreeningListsJob,
  rescreenAfterListUpdate,
  scanDocumentReading,
  sendPhoneMessage,
  scanPhoneMessages,
  readDocuments,
  refreshExchangeRatesJob,
  sendNewsletterJob,
  scanNewsletterSends,
  scanEventReminders,
  sendEventReminderJob,
  scanPriorityDigests,
  sendPriorityDigestJob,
  escalatePriorityRequestsJob,
  emailToldAtOnceJob,
  scanToldAtOnce,
] as JobDefinition[]
