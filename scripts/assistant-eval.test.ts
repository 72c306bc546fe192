import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accuracy, chrF, eligibilityVerdict } from '../app/domain/assistant/eval/score.ts'
import { type LocalModel, startLocalModel } from '../app/domain/assistant/local-model/local-model.server.ts'
import { runAssistantEval, SKIPPED } from './assistant-eval.ts'

let model: LocalModel
beforeAll(async () => {
  model = await startLocalModel()
})
afterAll(() => model.close())

describe('The assistant evaluation', () => {
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

  it('accuracy and the verdict read from an answer', () => {
    expect(accuracy(['yes', 'no', 'unclear'], ['yes', 'no', 'no'])).toBeCloseTo(66.67, 1)
    expect(eligibilityVerdict('No. The grant says foreign organizations are not eligible.')).toBe('no')
    expect(eligibilityVerdict('Yes: small businesses may apply.')).toBe('yes')
    expect(eligibilityVerdict('It depends.')).toBe('unclear')
  })

  it('runs against a model and prints its scores', async () => {
    const lines = await runAssistantEval({ LLM_URL: model.url, LLM_MODEL: 'local' })
    expect(lines[0]).toBe(`model: local at ${new URL(model.url).host}`)
    expect(lines).toContain('translation: no cases in the set')
    // The local model answers "unclear" to everything: none of the four known answers is unclear.
    expect(lines.at(-1)).toBe('eligibility: accuracy 0% over 4 cases')
    expect(model.requests.filter((r) => r.task === 'eligibility')).toHaveLength(4)
  })
})
