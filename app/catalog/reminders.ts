/** Deadline reminders go 14, 7 and 1 days before a saved or applied grant's deadline (the emails and the calendar feed's alarms). */
export const REMINDER_DAYS = [14, 7, 1] as const
