import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { computePageNamespaces } from './browser-usage.ts'
import { checkCatalogue, checkNamespaces } from './check-catalogues.ts'
import { INDEX_FILE, MESSAGE_ID_FILE, messageIdSource, messagesIndexSource } from './message-files.ts'
import { LANGUAGES } from './languages.ts'
import { CATALOGUES } from './messages/index.ts'
import { LAYOUT, LAYOUT_IDS, PAGES } from './page-namespaces.ts'

const appDir = path.resolve(import.meta.dirname, '..')
const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    return statSync(full).isDirectory() ? files(full) : /\.tsx?$/.test(name) && !name.endsWith('.test.ts') ? [full] : []
  })
const sources = files(appDir).filter((f) => !f.includes('/i18n/messages/'))
/** The server's own pages (refusals before the app renders) ask for messages too. */
const serverSources = files(path.resolve(appDir, '../server'))
const english = Object.assign({}, ...Object.values(CATALOGUES.en)) as Record<string, string>

describe('The message catalogues', () => {
  it('hold every English message in every language, as valid ICU with the same placeholders', () => {
    const catalogues = CATALOGUES as Record<string, Record<string, Record<string, string>>>
    expect(Object.keys(catalogues).sort()).toEqual([...LANGUAGES].sort())
    const counts = Object.fromEntries(LANGUAGES.map((l) => [l, Object.values(catalogues[l]).reduce((n, area) => n + Object.keys(area).length, 0)]))
    for (const language of LANGUAGES) expect(checkCatalogue(language, catalogues.en, catalogues[language]), language).toEqual([])
    expect(new Set(Object.values(counts)).size).toBe(1)
    expect(counts.en).toBeGreaterThan(1000)
  })

  it('keep each message in the file of its namespace (<language>/<namespace>.ts holds exactly the ids "<namespace>.…")', () => {
    const catalogues = CATALOGUES as Record<string, Record<string, Record<string, string>>>
    expect(LANGUAGES.flatMap((language) => checkNamespaces(language, catalogues[language]))).toEqual([])
  })

  it('are listed in messages/index.ts and message-id.ts as the message files stand (run `npm run messages:generate` after adding a file)', () => {
    expect(readFileSync(INDEX_FILE, 'utf8')).toBe(messagesIndexSource())
    expect(readFileSync(MESSAGE_ID_FILE, 'utf8')).toBe(messageIdSource())
  })

  it('have no message that no code asks for', () => {
    const code = [...sources, ...serverSources].map((f) => readFileSync(f, 'utf8')).join('\n')
    const prefixes = [...code.matchAll(/`([a-zA-Z]+\.[a-zA-Z0-9_.]*)\$\{/g)].map((m) => m[1])
    const unused = Object.keys(english).filter((id) => !code.includes(`'${id}'`) && !code.includes(`"${id}"`) && !prefixes.some((p) => id.startsWith(p)))
    expect(unused).toEqual([])
  })

  it('send each page the namespaces its browser code asks for (run `npm run messages:generate` after changing a page)', () => {
    const { layout, layoutIds, pages } = computePageNamespaces()
    expect({ layout: [...LAYOUT], layoutIds: [...LAYOUT_IDS], pages: { ...PAGES } }).toEqual({ layout, layoutIds, pages })
  })
})

describe('Words on pages', () => {
  /** Text a person reads, written in a component instead of asked from the catalogue. */
  function literals(file: string): string[] {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
    const found: string[] = []
    const visit = (node: ts.Node) => {
      if (ts.isJsxText(node) && /\p{L}{2,}/u.test(node.text)) found.push(node.text.trim())
      if (
        ts.isJsxAttribute(node) &&
        ['aria-label', 'placeholder', 'title', 'alt', 'label'].includes(node.name.getText()) &&
        node.initializer &&
        ts.isStringLiteral(node.initializer) &&
        /\p{L}{2,}/u.test(node.initializer.text)
      )
        found.push(`${node.name.getText()}="${node.initializer.text}"`)
      ts.forEachChild(node, visit)
    }
    visit(source)
    return found.map((text) => `${path.relative(appDir, file)}: ${text}`)
  }

  /** Not words of any language: a time zone's code, a URL's scheme as a hint, quoting brackets around an address. */
  const NOT_WORDS = /: (UTC|placeholder="https:\/\/"|&lt;|&gt;)$/

  it('all come from the catalogues: no words written into a component', () => {
    expect(
      sources
        .filter((f) => f.endsWith('.tsx'))
        .flatMap(literals)
        .filter((l) => !NOT_WORDS.test(l)),
    ).toEqual([])
  })
})
