import { sentencesOf, stringsOf, userObject } from './sentences.ts'
import type { TaskResponder } from './types.ts'

/**
 * "Am I eligible?" as the local model answers it, deterministically and plainly its own: it looks
 * in the grant's sentences for the profile's country, sectors and kind of organization, quotes each
 * sentence that names one (copied as written), and answers "no" when such a sentence excludes
 * (not, except, exclu…), "yes" when one names the country and none excludes, "unclear" otherwise.
 */
const EXCLUDES = /\b(not|except|excluded|exclu(?:e|es|s)?|ne sont pas|n'est pas|não|hawastahili|siyo)\b/i
const COMPARED = ['country', 'sectors', 'orgType'] as const

export const eligibility: TaskResponder = ({ user }) => {
  const body = userObject(user)
  const profile = stringsOf(body.profile)
  const sentences = sentencesOf(typeof body.grant === 'string' ? body.grant : '')
  const reasons: Array<{ text: string; quote: string; fields: string[] }> = []
  let countryNamed = false
  let excluded = false
  for (const field of COMPARED) {
    const values = (profile[field] ?? '')
      .split(',')
      .map((v) => v.trim())
      .filter((v) => v.length >= 3)
    for (const value of values) {
      const sentence = sentences.find((s) => s.toLocaleLowerCase().includes(value.toLocaleLowerCase()))
      if (!sentence || reasons.some((r) => r.quote === sentence)) continue
      const excludes = EXCLUDES.test(sentence)
      if (field === 'country') countryNamed = true
      if (excludes) excluded = true
      reasons.push({ text: `Local model: the grant's text names "${value}" (${field})${excludes ? ' in a sentence that excludes' : ''}.`, quote: sentence, fields: [field] })
    }
  }
  if (reasons.length === 0) {
    const sentence = sentences.find((s) => /eligib|éligib|elegív|wanaostahili/i.test(s)) ?? sentences[0] ?? ''
    reasons.push({ text: "Local model: the grant's text names neither the organization's country, nor its sectors, nor its kind.", quote: sentence, fields: [] })
  }
  const verdict = excluded ? 'no' : countryNamed ? 'yes' : 'unclear'
  return JSON.stringify({ verdict, reasons })
}
