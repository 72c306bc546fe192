import { readFileSync } from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { LANGUAGES } from '../app/catalog/languages.ts'
import { EVAL_FOLDER, type TranslationCase } from '../app/domain/assistant/eval/run-eval.server.ts'
import { accuracy, chrF, eligibilityVerdict } from '../app/domain/assistant/eval/score.ts'
import { type LocalModel, startLocalModel } from '../app/domain/assistant/local-model/local-model.server.ts'
import { runAssistantEval, SKIPPED } from './assistant-eval.ts'

let model: LocalModel
beforeAll(async () => {
  model = await startLocalModel()
})
afterAll(() => model.close())

const translations = JSON.parse(readFileSync(path.resolve(import.meta.dirname, '..', EVAL_FOLDER, 'translation.json'), 'utf8')) as TranslationCase[]

describe('The assistant evaluation', () => {
  it('translation cases: real pairs in two of our languages, each with its source cited', () => {
    expect(translations.length).toBeGreaterThan(0)
    expect(new Set(translations.map((c) => c.id)).size).toBe(translations.length)
    for (const c of translations) {
      expect(LANGUAGES).toContain(c.from)
      expect(LANGUAGES).toContain(c.to)
      expect(c.from).not.toBe(c.to)
      for (const text of [c.source, c.reference]) {
        expect(text.title.trim()).not.toBe('')
        expect(text.description.trim()).not.toBe('')
      }
      expect(c.source.description).not.toBe(c.reference.description)
      expect(c.citation).toMatch(/https?:\/\/\S+/)
    }
  })

  it('is skipped without a model, saying so', async () => {
    expect(await runAssistantEval({})).toEqual([SKIPPED])
    expect(SKIPPED).toBe('skipped: no model')
  })

  it('chrF: 100 for the reference itself, lower for a partial match, 0 for nothing in common', () => {
    const reference = 'Subventions pour les associations au Kenya'
    expect(chrF(reference, reference)).toBeCloseTo(100, 6)
    const partial = chrF('Subventions pour les coopératives au Kenya', reference)
    expect(partial).toBeGreaterThan(40)
    expect(partial).toBeLessThan(100)
    expect(chrF('xyz', 'abc')).toBe(0)
    // Spaces do not count: the same letters, spaced differently, score as the same.
    expect(chrF('Subventionspour les associations auKenya', reference)).toBeCloseTo(100, 6)
  })

  it('chrF on Arabic: letters as written, without the marks a publisher may leave out (ADR 084)', () => {
    // From the European Endowment for Democracy's Arabic "Apply for support" page (a reference in translation.json).
    const reference = 'إن المؤسسة الأوروبية من أجل الديمقراطية منظمة مستقلة تقدّم المنح'
    expect(chrF(reference, reference)).toBeCloseTo(100, 6)
    // Without the shadda (تقدم), stretched with tatweel (المـــنح), or with a right-to-left mark: the same letters.
    expect(chrF('إن المؤسسة الأوروبية من أجل الديمقراطية منظمة مستقلة تقدم المنح', reference)).toBeCloseTo(100, 6)
    expect(chrF('إن المؤسسة الأوروبية من أجل الديمقراطية منظمة مستقلة تقدّم المـــنح', reference)).toBeCloseTo(100, 6)
    expect(chrF('\u200fإن المؤسسة الأوروبية من أجل الديمقراطية منظمة مستقلة تقدّم المنح', reference)).toBeCloseTo(100, 6)
    // A presentation form (ﻻ, U+FEFB) is the lam and alef it shows.
    expect(chrF('\ufefb', 'لا')).toBeCloseTo(100, 6)
    // Hamza is a letter, not an optional mark: أجل and اجل differ.
    expect(chrF('اجل', 'أجل')).toBeLessThan(100)
    // Letters still count in order: a word turned around shares its letters but not its n-grams.
    const turned = chrF('ةيطارقميدلا', 'الديمقراطية')
    expect(turned).toBeGreaterThan(0)
    expect(turned).toBeLessThan(40)
    // Swahili is Latin script: a missing word lowers the score, as in French.
    const swahili = 'Aina hii ya ruzuku inalenga mashirika ya kiwango cha kati'
    const partial = chrF('Aina hii ya ruzuku inalenga mashirika', swahili)
    expect(partial).toBeGreaterThan(40)
    expect(partial).toBeLessThan(100)
  })

  it('accuracy and the verdict read from an answer', () => {
    expect(accuracy(['yes', 'no', 'unclear'], ['yes', 'no', 'no'])).toBeCloseTo(66.67, 1)
    expect(eligibilityVerdict('No. The grant says foreign organizations are not eligible.')).toBe('no')
    expect(eligibilityVerdict('Yes: small businesses may apply.')).toBe('yes')
    expect(eligibilityVerdict('It depends.')).toBe('unclear')
  })

  it('runs against a model and prints its scores', async () => {
    const lines = await runAssistantEval({ LLM_URL: model.url, LLM_MODEL: 'local' })
    expect(lines[0]).toBe(`model: local at ${new URL(model.url).host}`)
    // Every translation case is scored; the local model's pseudo-translation shares few letters with a real one.
    expect(model.requests.filter((r) => r.task === 'translation')).toHaveLength(translations.length)
    for (const c of translations) expect(lines.some((l) => l.startsWith(`translation ${c.id} (${c.from}→${c.to}): chrF `))).toBe(true)
    const mean = lines.find((l) => l.startsWith('translation: mean chrF '))
    expect(mean).toMatch(new RegExp(`^translation: mean chrF \\d+\\.\\d over ${translations.length} cases$`))
    expect(Number(mean?.split(' ')[3])).toBeLessThan(50)
    // The local model answers "unclear" to everything: none of the four known answers is unclear.
    expect(lines.at(-1)).toBe('eligibility: accuracy 0% over 4 cases')
    expect(model.requests.filter((r) => r.task === 'eligibility')).toHaveLength(4)
  })
})
