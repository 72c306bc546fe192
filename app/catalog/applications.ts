/**
 * Application statuses, stored as these ids (the application_status enum) and shown in the reader's
 * language through the catalogue (applicationStatus.{id}). The moves between them are in
 * app/domain/applications/application-status.ts.
 */
export const APPLICATION_STATUSES = ['not_started', 'draft', 'submitted', 'awarded', 'not_awarded', 'withdrawn'] as const
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number]
