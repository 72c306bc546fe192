/**
 * Checks every language's catalogue against the English one (app/i18n/messages/en): each file
 * holding exactly its namespace's ids, the same ids in the same files, valid ICU MessageFormat, the
 * same placeholders, and app/i18n/messages/index.ts and message-id.ts as `npm run messages:generate`
 * writes them. Prints each problem; exits 1 if there is one. `npm run messages:check` (the tests run
 * the same checks: app/i18n/catalogues.test.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { type AreaFiles, checkCatalogue, checkNamespaces } from '../app/i18n/check-catalogues.ts'
import { INDEX_FILE, MESSAGE_ID_FILE, MESSAGES_DIR as root, messageIdSource, messagesIndexSource } from '../app/i18n/message-files.ts'

async function load(language: string): Promise<AreaFiles> {
  const files = readdirSync(path.join(root, language)).filter((f) => f.endsWith('.ts'))
  const areas = await Promise.all(files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(root, language, f))).default] as const))
  return Object.fromEntries(areas)
}

const only = process.argv[2]
const source = await load('en')
const languages = readdirSync(root).filter((l) => l !== 'en' && !l.includes('.') && (!only || l === only))
let total = 0
for (const [file, generated] of [
  [INDEX_FILE, messagesIndexSource()],
  [MESSAGE_ID_FILE, messageIdSource()],
] as const) {
  if (readFileSync(file, 'utf8') !== generated) {
    console.log(`${path.relative(process.cwd(), file)} is out of date: run npm run messages:generate`)
    total++
  }
}
for (const p of checkNamespaces('en', source)) {
  console.log(p)
  total++
}
for (const language of languages) {
  const problems = checkCatalogue(language, source, await load(language))
  for (const p of problems) console.log(p)
  total += problems.length
  const ids = Object.values(await load(language)).reduce((n, a) => n + Object.keys(a).length, 0)
  console.log(`${language}: ${ids} messages, ${problems.length} problems`)
}
console.log(`en: ${Object.values(source).reduce((n, a) => n + Object.keys(a).length, 0)} messages`)
process.exit(total > 0 ? 1 : 0)
