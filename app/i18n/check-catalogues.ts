import { parse, type Token } from '@messageformat/parser'

/** A language's catalogue: its namespace files, each a map from message id to ICU MessageFormat text. */
export type AreaFiles = Record<string, Record<string, string>>

/** The placeholders and plural/select arguments a message uses, by name. */
function argumentsOf(tokens: Token[], into = new Set<string>()): Set<string> {
  for (const token of tokens) {
    if (token.type === 'argument' || token.type === 'function') into.add(token.arg)
    if (token.type === 'plural' || token.type === 'select' || token.type === 'selectordinal') {
      into.add(token.arg)
      for (const c of token.cases) argumentsOf(c.tokens, into)
    }
  }
  return into
}

function pluralCases(tokens: Token[]): string[] {
  return tokens.flatMap((t) => (t.type === 'plural' ? [t.arg, ...t.cases.map((c) => c.key)] : []))
}

/** The ids written in a file of another namespace: a file <namespace>.ts holds exactly the ids that start with "<namespace>.". */
export function checkNamespaces(language: string, files: AreaFiles): string[] {
  return Object.entries(files).flatMap(([area, messages]) =>
    Object.keys(messages)
      .filter((id) => !id.startsWith(`${area}.`))
      .map((id) => `${language}/${area}: ${id} belongs in ${language}/${id.slice(0, id.indexOf('.'))}.ts`),
  )
}

/**
 * What is wrong with a translation against the English source: ids in a file of another namespace,
 * missing or extra ids, namespace files that differ, ICU syntax errors, placeholders added, dropped
 * or renamed, plurals without `other`.
 */
export function checkCatalogue(language: string, source: AreaFiles, translation: AreaFiles): string[] {
  const problems: string[] = checkNamespaces(language, translation)
  for (const area of new Set([...Object.keys(source), ...Object.keys(translation)])) {
    const en = source[area]
    const tr = translation[area]
    if (!en) problems.push(`${language}/${area}: no such area in English`)
    if (!tr) problems.push(`${language}/${area}: area missing`)
    if (!en || !tr) continue
    for (const id of Object.keys(en)) if (!(id in tr)) problems.push(`${language}/${area}: ${id} missing`)
    for (const id of Object.keys(tr)) if (!(id in en)) problems.push(`${language}/${area}: ${id} is not in English`)
    for (const [id, text] of Object.entries(tr)) {
      if (!(id in en)) continue
      if (typeof text !== 'string' || text.trim() === '') {
        problems.push(`${language}/${area}: ${id} is empty`)
        continue
      }
      let tokens: Token[]
      try {
        tokens = parse(text)
      } catch (error) {
        problems.push(`${language}/${area}: ${id} is not valid ICU: ${(error as Error).message}`)
        continue
      }
      const expected = [...argumentsOf(parse(en[id]))].sort().join(',')
      const found = [...argumentsOf(tokens)].sort().join(',')
      if (expected !== found) problems.push(`${language}/${area}: ${id} has placeholders {${found}}, English has {${expected}}`)
      for (const token of tokens) {
        if ((token.type === 'plural' || token.type === 'select') && !token.cases.some((c) => c.key === 'other')) problems.push(`${language}/${area}: ${id} has a ${token.type} without an 'other' case`)
      }
      if (pluralCases(parse(en[id])).length > 0 && pluralCases(tokens).length === 0) problems.push(`${language}/${area}: ${id} drops the plural of the English`)
    }
  }
  return problems
}
