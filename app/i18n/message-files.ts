/**
 * The message files on disk (app/i18n/messages/<language>/<namespace>.ts) and the two files written
 * from them: app/i18n/messages/index.ts (every language's catalogue, namespace by namespace) and
 * app/i18n/message-id.ts (the MessageId type). `npm run messages:generate` after adding, removing or
 * renaming a message file; app/i18n/catalogues.test.ts fails when either file is out of date. Reads
 * the file system, so never imported by the app.
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { LANGUAGES } from './languages.ts'

export const MESSAGES_DIR = path.resolve(import.meta.dirname, 'messages')
export const INDEX_FILE = path.join(MESSAGES_DIR, 'index.ts')
export const MESSAGE_ID_FILE = path.resolve(import.meta.dirname, 'message-id.ts')

/** The namespaces a language has a file for, in code-point order (the order of the generated files). */
export function namespaceFiles(language: string): string[] {
  return readdirSync(path.join(MESSAGES_DIR, language))
    .filter((f) => f.endsWith('.ts'))
    .map((f) => f.slice(0, -'.ts'.length))
    .sort()
}

/** The source of app/i18n/messages/index.ts as the message files stand now. */
export function messagesIndexSource(): string {
  const files = LANGUAGES.map((language) => ({ language, namespaces: namespaceFiles(language) }))
  const imports = files.flatMap(({ language, namespaces }) => namespaces.map((ns) => `import ${language}_${ns} from './${language}/${ns}.ts'`))
  const catalogues = files.map(({ language, namespaces }) => `  ${language}: {\n${namespaces.map((ns) => `    ${ns}: ${language}_${ns},`).join('\n')}\n  },`)
  return `/**
 * Every language's catalogue, namespace by namespace: each file ./<language>/<namespace>.ts holds the
 * messages whose id starts with "<namespace>.". Only the server imports this (catalogue.server.ts):
 * pages get their messages as loader data. Written by \`npm run messages:generate\`
 * (app/i18n/message-files.ts); do not edit by hand.
 */
${imports.join('\n')}

export const CATALOGUES = {
${catalogues.join('\n')}
} satisfies Partial<Record<string, Record<string, Record<string, string>>>>
`
}

/** The source of app/i18n/message-id.ts as the English message files stand now. */
export function messageIdSource(): string {
  const namespaces = namespaceFiles('en')
  return `/**
 * Every message id, from the English message files, which every language translates. Written by
 * \`npm run messages:generate\` (app/i18n/message-files.ts); do not edit by hand.
 */
${namespaces.map((ns) => `import type ${ns} from './messages/en/${ns}.ts'`).join('\n')}

/** Every message id: the keys of the English catalogue, which is the source every language translates. */
export type MessageId = keyof (${namespaces.map((ns) => `typeof ${ns}`).join(' &\n  ')})

/** A namespace is a message id's first segment ("discover" for "discover.sort"): the unit a page's messages are sent in, and the file it is written in. */
export function namespaceOf(id: string): string {
  return id.slice(0, id.indexOf('.'))
}
`
}
