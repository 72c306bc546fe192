import { franc } from 'franc-min'
import type { Language } from '../../../catalog/languages.ts'
import { isLanguage } from '../../../i18n/languages.ts'

/** franc's ISO 639-3 codes for the five languages of the interface. */
const FRANC_CODES: Record<string, Language> = { eng: 'en', fra: 'fr', por: 'pt', arb: 'ar', swh: 'sw' }
const ONLY = Object.keys(FRANC_CODES)

/** Below this many letters franc guesses poorly; the page's declared language is trusted instead. */
const MIN_TEXT = 50

/** The language a page declares (<html lang="fr-SN">, og:locale "pt_BR"), if it is one of ours. */
export function declaredLanguage(tag: string | null | undefined): Language | null {
  const code = tag?.trim().toLowerCase().split(/[-_]/)[0]
  return code && isLanguage(code) ? code : null
}

/**
 * The language of a grant's text, among en/fr/pt/ar/sw (it chooses the search configuration).
 * franc decides when there is enough text; a short text falls back to the declared language
 * (<html lang> or og:locale), then English.
 */
export function detectLanguage(text: string, htmlLang?: string | null): Language {
  const declared = declaredLanguage(htmlLang)
  const sample = text.replace(/\s+/g, ' ').trim().slice(0, 4000)
  const letters = sample.replace(/[^\p{L}]/gu, '').length
  if (letters >= MIN_TEXT) {
    const arabic = (sample.match(/\p{Script=Arabic}/gu) ?? []).length
    if (arabic / letters > 0.5) return 'ar'
    const code = franc(sample, { only: ONLY, minLength: 10 })
    if (FRANC_CODES[code]) return FRANC_CODES[code]
  }
  return declared ?? 'en'
}
