import type { Language } from '../../catalog/sectors.ts'

/** A language's English name, for a prompt's "Answer in …" (the model reads English instructions). */
const NAMES: Record<Language, string> = { en: 'English', fr: 'French', pt: 'Portuguese', ar: 'Arabic', sw: 'Swahili' }
export const languageName = (language: Language) => NAMES[language]
