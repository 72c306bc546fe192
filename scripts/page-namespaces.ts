/**
 * Writes app/i18n/page-namespaces.ts: for the root route and every page in app/routes.ts, the message
 * namespaces its browser code asks for (app/i18n/browser-usage.ts). `node scripts/page-namespaces.ts`
 * after adding a page or using a new namespace in one; the tests check the file is up to date.
 */
import { writeFileSync } from 'node:fs'
import path from 'node:path'
import { pageNamespacesSource } from '../app/i18n/browser-usage.ts'

const file = path.resolve(import.meta.dirname, '../app/i18n/page-namespaces.ts')
writeFileSync(file, pageNamespacesSource())
console.log(`wrote ${path.relative(process.cwd(), file)}`)
