import { readFile } from 'node:fs/promises'
import path from 'node:path'
import type { Language } from '../../../catalog/languages.ts'
import { chatCompletion, type ModelSettings, modelFetchOptions } from '../model-client.server.ts'
import { translationMessages } from '../translate-grant.server.ts'
import { accuracy, chrF, eligibilityVerdict } from './score.ts'

/**
 * Runs the evaluation set (tests/fixtures/assistant-eval) against a model and returns its lines of
 * report: each case's score, then the averages. The same client and prompts as the app.
 */
export interface TranslationCase {
  id: string
  from: Language
  to: Language
  source: { title: string; description: string }
  reference: { title: string; description: string }
  citation: string
}
export interface EligibilityCase {
  id: string
  grant: { file: string }
  organization: string
  expected: 'yes' | 'no' | 'unclear'
  because: string
}

export const EVAL_FOLDER = 'tests/fixtures/assistant-eval'

/** A grants.gov record's words the model reads: title, synopsis, applicant types and eligibility. */
export function grantsGovText(record: unknown): string {
  const data = (record as { data: Record<string, unknown> }).data
  const s = (data.synopsis ?? data.forecast) as Record<string, unknown>
  const types = ((s.applicantTypes as Array<{ description: string }> | undefined) ?? []).map((a) => `- ${a.description}`).join('\n')
  return [
    `Title: ${data.opportunityTitle}`,
    `Description: ${s.synopsisDesc ?? s.forecastDesc ?? ''}`,
    `Eligible applicants:\n${types}`,
    `Additional information on eligibility: ${s.applicantEligibilityDesc ?? ''}`,
  ].join('\n\n')
}

export function eligibilityMessages(grantText: string, organization: string) {
  return [
    {
      role: 'system' as const,
      content: [
        'Task: eligibility',
        'Decide whether the organization may apply for the grant, from the grant text only.',
        'Answer first with one word, yes, no or unclear, then the reasons, each quoting the sentence of the grant text it rests on.',
      ].join('\n'),
    },
    { role: 'user' as const, content: `Grant:\n${grantText}\n\nOrganization:\n${organization}` },
  ]
}

export async function runEval(settings: ModelSettings, root: string, fetchOptions = modelFetchOptions(settings)): Promise<string[]> {
  const read = async <T>(name: string) => JSON.parse(await readFile(path.join(root, EVAL_FOLDER, name), 'utf8')) as T
  const translations = await read<TranslationCase[]>('translation.json')
  const eligibility = await read<EligibilityCase[]>('eligibility.json')
  const out: string[] = [`model: ${settings.model} at ${new URL(settings.url).host}`]
  const scores: number[] = []
  for (const c of translations) {
    const answer = await chatCompletion(settings, { temperature: 0, messages: translationMessages({ ...c.source, eligibility: null, language: c.from }, c.to) }, fetchOptions)
    let got = { title: '', description: '' }
    try {
      got = JSON.parse(answer.content.slice(answer.content.indexOf('{'), answer.content.lastIndexOf('}') + 1))
    } catch {
      // Not JSON: scored as empty.
    }
    const score = chrF(`${got.title ?? ''}\n${got.description ?? ''}`, `${c.reference.title}\n${c.reference.description}`)
    scores.push(score)
    out.push(`translation ${c.id} (${c.from}→${c.to}): chrF ${score.toFixed(1)}`)
  }
  out.push(translations.length ? `translation: mean chrF ${(scores.reduce((a, b) => a + b, 0) / scores.length).toFixed(1)} over ${translations.length} cases` : 'translation: no cases in the set')
  const answers: string[] = []
  for (const c of eligibility) {
    const record = JSON.parse(await readFile(path.join(root, c.grant.file), 'utf8'))
    const answer = await chatCompletion(settings, { temperature: 0, messages: eligibilityMessages(grantsGovText(record), c.organization) }, fetchOptions)
    const verdict = eligibilityVerdict(answer.content)
    answers.push(verdict)
    out.push(`eligibility ${c.id}: ${verdict} (expected ${c.expected})`)
  }
  out.push(
    `eligibility: accuracy ${accuracy(
      answers,
      eligibility.map((c) => c.expected),
    ).toFixed(0)}% over ${eligibility.length} cases`,
  )
  return out
}
