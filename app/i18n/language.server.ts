import { AsyncLocalStorage } from 'node:async_hooks'
import type { I18n } from '@lingui/core'
import { i18nFor } from './catalogue.server.ts'
import { serveI18nFrom } from './index.ts'
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageFromHeader } from './languages.ts'

/** The language each piece of server work speaks: a request, an email job for one member. */
const current = new AsyncLocalStorage<I18n>()
serveI18nFrom(() => current.getStore() ?? i18nFor(DEFAULT_LANGUAGE))

/** Runs `work` with every t() and formatter in `language` (a request, or an email to one member). */
export function withLanguage<T>(language: Language, work: () => T): T {
  return current.run(i18nFor(language), work)
}

export const LANGUAGE_COOKIE = 'lang'
/** A year: the choice of a visitor who is not signed in. */
export const LANGUAGE_COOKIE_MAX_AGE = 60 * 60 * 24 * 365

export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE}; SameSite=Lax`
}

/** What the language is read from: a Fetch Request's headers, or anything with the same get(). */
type HeaderSource = { get(name: string): string | null }

function cookieLanguage(headers: HeaderSource): Language | null {
  const match = (headers.get('cookie') ?? '').match(/(?:^|;\s*)lang=([a-z]{2})(?:;|$)/)
  return match && isLanguage(match[1]) ? match[1] : null
}

/**
 * The language of a request, decided once (issue 10): the member's profile language; otherwise the
 * language switcher's cookie; otherwise the browser's Accept-Language; otherwise English.
 */
export function requestLanguage(headers: HeaderSource, profileLanguage?: Language | null): Language {
  return profileLanguage ?? browserLanguage(headers)
}

/** The language the browser asks for and was last given: the switcher's cookie, else Accept-Language, else English. */
export function browserLanguage(headers: HeaderSource): Language {
  return cookieLanguage(headers) ?? languageFromHeader(headers.get('accept-language')) ?? DEFAULT_LANGUAGE
}
