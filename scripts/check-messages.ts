/**
 * Checks every language's catalogue against the English one (app/i18n/messages/en): the same ids in
 * the same area files, valid ICU MessageFormat, the same placeholders. Prints each problem; exits 1
 * if there is one. `npm run messages:check` (the tests run the same check: app/i18n/catalogues.test.ts).
 */
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { type AreaFiles, checkCatalogue } from '../app/i18n/check-catalogues.ts'

const root = path.resolve(import.meta.dirname, '../app/i18n/messages')

async function load(language: string): Promise<AreaFiles> {
  const files = readdirSync(path.join(root, language)).filter((f) => f.endsWith('.ts'))
  const areas = await Promise.all(files.map(async (f) => [f.replace(/\.ts$/, ''), (await import(path.join(root, language, f))).default] as const))
  return Object.fromEntries(areas)
}

const only = process.argv[2]
const source = await load('en')
const languages = readdirSync(root).filter((l) => l !== 'en' && !l.includes('.') && (!only || l === only))
let total = 0
for (const language of languages) {
  const problems = checkCatalogue(language, source, await load(language))
  for (const p of problems) console.log(p)
  total += problems.length
  const ids = Object.values(await load(language)).reduce((n, a) => n + Object.keys(a).length, 0)
  console.log(`${language}: ${ids} messages, ${problems.length} problems`)
}
console.log(`en: ${Object.values(source).reduce((n, a) => n + Object.keys(a).length, 0)} messages`)
process.exit(total > 0 ? 1 : 0)
