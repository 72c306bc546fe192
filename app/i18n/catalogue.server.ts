import { type I18n, type Messages, setupI18n } from '@lingui/core'
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { INTL_LOCALES, type Language } from './languages.ts'
import { type MessageId, namespaceOf } from './message-id.ts'
import { CATALOGUES } from './messages/index.ts'

const english: Record<string, string> = Object.assign({}, ...Object.values(CATALOGUES.en))
const ids = Object.keys(english)

export function isMessageId(value: unknown): value is MessageId {
  return typeof value === 'string' && Object.hasOwn(english, value)
}

/** A language's messages compiled once (ICU parsed at start-up, not per request); an id a translation lacks falls back to English. */
const compiled = new Map<Language, Messages>()
function compiledMessages(language: Language): Messages {
  let messages = compiled.get(language)
  if (messages) return messages
  const own: Record<string, string> = Object.assign({}, ...Object.values((CATALOGUES as Partial<Record<Language, Record<string, Record<string, string>>>>)[language] ?? {}))
  messages = Object.fromEntries(ids.map((id) => [id, compileMessage(own[id] ?? english[id])]))
  compiled.set(language, messages)
  return messages
}

const instances = new Map<Language, I18n>()
/** The one Lingui instance for a language (shared by every request in it: a lookup changes nothing in it). */
export function i18nFor(language: Language): I18n {
  let i18n = instances.get(language)
  if (!i18n) {
    i18n = setupI18n({ locale: language, locales: INTL_LOCALES[language], messages: { [language]: compiledMessages(language) } })
    instances.set(language, i18n)
  }
  return i18n
}

const pageMessages = new Map<string, Messages>()
/**
 * The compiled messages of some namespaces ('billing') and single ids ('billing.nav'), as a page
 * sends them to the browser: picked once per language and set (every request asks), then reused.
 */
export function messagesFor(language: Language, namespaces: ReadonlySet<string>): Messages {
  const key = `${language}|${[...namespaces].sort().join(',')}`
  let messages = pageMessages.get(key)
  if (!messages) {
    messages = Object.fromEntries(Object.entries(compiledMessages(language)).filter(([id]) => namespaces.has(namespaceOf(id)) || namespaces.has(id)))
    pageMessages.set(key, messages)
  }
  return messages
}
