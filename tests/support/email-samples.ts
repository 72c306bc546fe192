/**
 * Every email kind written out with sample words, for the tests that read their HTML: each
 * placeholder of the kind's subject and text gets a value of its sort (a link for a link, a number
 * for a plural, a choice for a select, words otherwise), so a kind added to EMAIL_KINDS is tested
 * without anyone writing its sample by hand.
 */
import { parse, type Token } from '@messageformat/parser'
import { ALERT_EMAIL_MAX_GRANTS } from '../../app/catalog/matching.ts'
import { composeEmail, type EmailContent } from '../../app/email/compose-email.ts'
import { EMAIL_KINDS, type EmailKind } from '../../app/email/email-kinds.ts'
import { CATALOGUES } from '../../app/i18n/messages/index.ts'
import { withLanguage } from '../../app/i18n/language.server.ts'
import type { Language } from '../../app/i18n/languages.ts'

export const SAMPLE_APP_NAME = 'Harambee'
const SAMPLE_ORIGIN = 'https://harambee.example.org'
/** Placeholders that hold a link. */
const LINKS = new Set(['url', 'link', 'unsubscribe', 'manage', 'rules'])

const english: Record<string, string> = Object.assign({}, ...Object.values(CATALOGUES.en))

function collect(tokens: Token[], into: Map<string, 'text' | 'number' | 'select'>) {
  for (const token of tokens) {
    if (token.type === 'argument') into.set(token.arg, into.get(token.arg) ?? 'text')
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.set(token.arg, token.type === 'select' ? 'select' : 'number')
      for (const c of token.cases) collect(c.tokens, into)
    }
  }
}

/** The link a sample of `kind` puts in `placeholder`: long, as real links are, with the kind in it. */
export function sampleLink(kind: EmailKind, placeholder: string): string {
  return `${SAMPLE_ORIGIN}/${placeholder}/${kind.replace(/\./g, '/')}/0b6e4f2a-9c1d-4e8b-a7f3-5d2c8e1b9a40?from=email`
}

/** Lists written into an email: as many grants as an alert carries, each with its link, as the alert jobs write them. */
function sampleList(kind: EmailKind, placeholder: string): string {
  const count = placeholder === 'list' ? ALERT_EMAIL_MAX_GRANTS : 3
  return Array.from({ length: count }, (_, i) => `• Climate Resilience Grant for Community Water Projects ${i + 1} (Sample Foundation) · 87%\n  ${sampleLink(kind, `grant-${i + 1}`)}`).join('\n')
}

/** Sample params for a kind: every placeholder of its subject and text. */
export function sampleParams(kind: EmailKind): Record<string, string | number> {
  const spec = EMAIL_KINDS[kind]
  const placeholders = new Map<string, 'text' | 'number' | 'select'>()
  for (const id of [spec.subject, spec.body]) collect(parse(english[id]), placeholders)
  const params: Record<string, string | number> = {}
  for (const [name, sort] of placeholders) {
    params[name] = LINKS.has(name)
      ? sampleLink(kind, name)
      : name === 'list' || name === 'changes'
        ? sampleList(kind, name)
        : sort === 'number'
          ? 3
          : sort === 'select'
            ? 'yes'
            : `Sample ${name} of the Kilimanjaro Women’s Cooperative`
  }
  params.appName = SAMPLE_APP_NAME
  return params
}

/** A kind's email composed in a language from its sample params. */
export function sampleEmail(kind: EmailKind, language: Language): EmailContent {
  return withLanguage(language, () => composeEmail(kind, sampleParams(kind)))
}

export const EMAIL_KIND_NAMES = Object.keys(EMAIL_KINDS) as EmailKind[]
