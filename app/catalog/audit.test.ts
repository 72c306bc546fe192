import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUES } from '../i18n/messages/index.ts'
import { LANGUAGES } from '../i18n/languages.ts'
import { AUDIT_ACTIONS, AUDIT_ENTITIES, AUDIT_FIELDS, isAuditAction } from './audit.ts'

const appDir = path.resolve(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === 'messages' ? [] : sourceFiles(full)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** The text of a call's arguments: from just after `(` to its closing parenthesis. */
function argumentsAt(source: string, open: number): string {
  let depth = 0
  for (let i = open; i < source.length; i++) {
    const c = source[i]
    if (c === "'" || c === '"' || c === '`') {
      i = source.indexOf(c, i + 1)
      continue
    }
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c) && --depth === 0) return source.slice(open + 1, i)
  }
  throw new Error('Unclosed call')
}

/** The expression after `action:` in an object's text, up to the comma that ends it. */
function actionExpression(args: string): string | null {
  const start = args.search(/\baction:\s*/)
  if (start < 0) return null
  const from = start + (args.slice(start).match(/^action:\s*/)?.[0].length ?? 0)
  let depth = 0
  for (let i = from; i < args.length; i++) {
    const c = args[i]
    if (c === "'" || c === '"' || c === '`') {
      i = args.indexOf(c, i + 1)
      continue
    }
    if ('([{'.includes(c)) depth++
    if (')]}'.includes(c)) depth--
    if ((c === ',' && depth === 0) || depth < 0) return args.slice(from, i).trim()
  }
  return args.slice(from).trim()
}

/**
 * Every action recorded anywhere in the app, read from the source: the ids written in each
 * recordAudit call (a literal, the literals of a choice between them, or a constant of the same
 * file). An action built from parts (`dispute.${resolution}`) cannot be read, and fails.
 */
function recordedActions() {
  const recorded: Array<{ file: string; action: string }> = []
  const unreadable: string[] = []
  for (const file of sourceFiles(appDir)) {
    const source = readFileSync(file, 'utf8')
    const relative = path.relative(appDir, file)
    for (const call of source.matchAll(/\brecordAudit\(/g)) {
      if (/function recordAudit\($/.test(source.slice(Math.max(0, (call.index ?? 0) - 16), (call.index ?? 0) + call[0].length))) continue
      const expression = actionExpression(argumentsAt(source, (call.index ?? 0) + call[0].length - 1))
      if (expression === null || expression.includes('`')) {
        unreadable.push(`${relative}: ${expression ?? '(no action)'}`)
        continue
      }
      // The ids a choice may give: the literals at its start or after ? and :, not those it compares with.
      let literals = [...expression.matchAll(/(?:^|[?:])\s*'([^']+)'/g)].map((m) => m[1])
      if (literals.length === 0 && /^[A-Za-z_$][\w$]*$/.test(expression)) {
        const constant = source.match(new RegExp(`const ${expression}(?::[^=]+)? = '([^']+)'`))
        literals = constant ? [constant[1]] : []
      }
      if (literals.length === 0) unreadable.push(`${relative}: ${expression}`)
      for (const action of literals) recorded.push({ file: relative, action })
    }
  }
  return { recorded, unreadable }
}

describe('The audit log’s actions', () => {
  const { recorded, unreadable } = recordedActions()

  it('are read from every place that records one (a reading that finds none would check nothing)', () => {
    expect(new Set(recorded.map((r) => r.action)).size).toBeGreaterThan(45)
    expect(recorded.map((r) => r.file)).toEqual(expect.arrayContaining(['domain/admin/manage-grants.server.ts', 'domain/payments/checkout.server.ts', 'domain/team/change-member-role.server.ts']))
  })

  it('are written out where they are recorded, so each can be read', () => {
    expect(unreadable).toEqual([])
  })

  it('each have a sentence in the catalogue', () => {
    expect(recorded.filter((r) => !isAuditAction(r.action)).map((r) => `${r.file}: ${r.action}`)).toEqual([])
  })

  it('are recorded only through recordAudit, which takes the catalogue’s ids', () => {
    const direct = sourceFiles(appDir).filter((file) => /\.insert\(auditLog\)/.test(readFileSync(file, 'utf8')))
    expect(direct.map((file) => path.relative(appDir, file))).toEqual(['domain/admin/record-audit.server.ts'])
  })
})

describe('The audit log’s words', () => {
  const en = CATALOGUES.en.audit as Record<string, string>

  it('say who did it and to what, except for what the app does on its own', () => {
    for (const [action, { sentence, ...rest }] of Object.entries(AUDIT_ACTIONS)) {
      const system = 'system' in rest
      expect(en[sentence].includes('{actor}'), action).toBe(!system)
      if (!system) expect(en[sentence], action).toContain('{entity}')
    }
  })

  it('are in every language: the sentences, the names of records and the field labels', () => {
    const ids = [...Object.values(AUDIT_ACTIONS).map((a) => a.sentence), ...Object.values(AUDIT_ENTITIES).flatMap((e) => [e.named, e.gone]), ...Object.values(AUDIT_FIELDS).map((f) => f.label)]
    for (const language of LANGUAGES) {
      const messages = CATALOGUES[language].audit as Record<string, string>
      expect(ids.filter((id) => !messages[id]).map((id) => `${language}: ${id}`)).toEqual([])
    }
  })
})
