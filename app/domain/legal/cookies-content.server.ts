import type { ProsePageData } from './prose-page-data.ts'
import { t, type MessageId } from '../../i18n/index.ts'
import { STYLESHEET_COOKIE } from '../../stylesheet-cookie.ts'

/**
 * Every cookie the app sets (find them with `grep -rn Set-Cookie app server`): better-auth's
 * session and Google sign-in state (app/domain/accounts/auth.server.ts), theme.server.ts, data-saver.server.ts, flash.server.ts, i18n/language.server.ts, stylesheet-cookie.ts.
 */
const COOKIES: Array<{ name: string; purpose: MessageId; lifetime: MessageId }> = [
  { name: 'better-auth.session_token', purpose: 'cookies.session', lifetime: 'cookies.sessionLife' },
  { name: 'better-auth.state', purpose: 'cookies.state', lifetime: 'cookies.stateLife' },
  { name: 'theme', purpose: 'cookies.theme', lifetime: 'cookies.themeLife' },
  { name: 'data-saver', purpose: 'cookies.dataSaver', lifetime: 'cookies.dataSaverLife' },
  { name: 'lang', purpose: 'cookies.language', lifetime: 'cookies.languageLife' },
  { name: 'flash', purpose: 'cookies.flash', lifetime: 'cookies.flashLife' },
  { name: STYLESHEET_COOKIE, purpose: 'cookies.stylesheet', lifetime: 'cookies.stylesheetLife' },
]

/**
 * The Cookie Policy, built on the server so its text is not in every page's catalogue (ADR 017):
 * the cookies' list (shown first, under `listHeading`) and the sections after it.
 */
export function cookiesContent(appName: string): ProsePageData & { listHeading: string; cookies: Array<{ name: string; purpose: string; lifetime: string }> } {
  const p = { appName }
  return {
    meta: { title: t('cookies.title'), description: t('cookies.description', p) },
    title: t('cookies.title'),
    intro: t('cookies.intro', p),
    listHeading: t('cookies.list'),
    // The session cookie's name prefix is code, placed into the sentence (and isolated in a right-to-left one).
    cookies: COOKIES.map((c) => ({ name: c.name, purpose: t(c.purpose, { prefix: '__Secure-' }), lifetime: t(c.lifetime) })),
    sections: [
      { id: 'settings', heading: t('cookies.settings'), paragraphs: [t('cookies.settingsBody')] },
      { id: 'choices', heading: t('cookies.choices'), paragraphs: [t('cookies.choicesBody')] },
    ],
  }
}
