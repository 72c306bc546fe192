/** The most an email's HTML part may weigh, in bytes: under Gmail's clipping and light on a phone's data (ADR 065). */
export const EMAIL_HTML_MAX_BYTES = 30_000
