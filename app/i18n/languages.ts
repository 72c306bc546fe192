import { LANGUAGES, type Language } from '../catalog/languages.ts'

export { LANGUAGES, type Language }
export const DEFAULT_LANGUAGE: Language = 'en'

/** The Intl locale each language formats dates and numbers with. English keeps the spec's US forms ("Mar 5, 2027"); Arabic writes Latin digits, as North Africa does and as amounts are typed. */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-US', fr: 'fr', pt: 'pt-PT', ar: 'ar-u-nu-latn', sw: 'sw' }

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value)
}

export function directionOf(language: Language): 'ltr' | 'rtl' {
  return language === 'ar' ? 'rtl' : 'ltr'
}

/** The best of our languages for an Accept-Language header (quality values honoured, "fr-CI" counts as "fr"), or null. */
export function languageFromHeader(header: string | null): Language | null {
  if (!header) return null
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      const quality = q ? Number(q.slice(2)) : 1
      return { language: tag.trim().toLowerCase().split('-')[0], quality: Number.isFinite(quality) ? quality : 0, index }
    })
    .filter((x) => x.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
  return ranked.map((x) => x.language).find(isLanguage) ?? null
}
