/**
 * Writes app/i18n/messages/index.ts and app/i18n/message-id.ts from the message files
 * (app/i18n/messages/<language>/<namespace>.ts; app/i18n/message-files.ts). `npm run messages:generate`
 * runs it, then scripts/page-namespaces.ts; the tests check both files are up to date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { INDEX_FILE, MESSAGE_ID_FILE, messageIdSource, messagesIndexSource } from '../app/i18n/message-files.ts'

for (const [file, source] of [
  [INDEX_FILE, messagesIndexSource()],
  [MESSAGE_ID_FILE, messageIdSource()],
] as const) {
  writeFileSync(file, source)
  console.log(`wrote ${path.relative(process.cwd(), file)}`)
}
