/** The languages of the interface (issue 10). */
export const LANGUAGES = ['en', 'fr', 'pt', 'ar', 'sw'] as const
export type Language = (typeof LANGUAGES)[number]
/** Each language in its own name, as a speaker looks for it. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', fr: 'Français', pt: 'Português', ar: 'العربية', sw: 'Kiswahili' }
