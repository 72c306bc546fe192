/**
 * Data saver (issue 27): no images until asked for, no web fonts, nothing loaded ahead. "auto"
 * follows the browser's own data saver (the Save-Data header Chrome on Android sends).
 */
export const DATA_SAVER_CHOICES = ['auto', 'on', 'off'] as const
export type DataSaverChoice = (typeof DATA_SAVER_CHOICES)[number]
