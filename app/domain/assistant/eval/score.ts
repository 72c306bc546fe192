/**
 * The evaluation's scores (issue 28 §1, ADR 072). chrF (Popović 2015): the F-score of character
 * n-grams (n = 1…6, spaces removed, β = 2 so recall weighs twice precision), averaged over n, on a
 * 0–100 scale; it rewards a translation for the letters of the reference it gets right, across
 * languages with and without spaces between words. Both texts are compared as written letters
 * (ADR 084): compatibility forms folded (NFKC, so Arabic presentation forms are the letters they
 * show), invisible format marks dropped (right-to-left marks, zero-width joiners), and Arabic's
 * optional marks dropped, the tatweel that stretches a word and the short vowels, shadda and sukun
 * that a publisher may write or leave out, so that تقدّم and تقدم are the same word. Accuracy for
 * eligibility: the share of answers equal to the known one.
 */
export function chrF(hypothesis: string, reference: string, maxN = 6, beta = 2): number {
  const hyp = letters(hypothesis)
  const ref = letters(reference)
  if (!hyp.length || !ref.length) return hyp.length === ref.length ? 100 : 0
  let precisionSum = 0
  let recallSum = 0
  let orders = 0
  for (let n = 1; n <= maxN; n++) {
    const h = grams(hyp, n)
    const r = grams(ref, n)
    const hTotal = [...h.values()].reduce((a, b) => a + b, 0)
    const rTotal = [...r.values()].reduce((a, b) => a + b, 0)
    if (!hTotal || !rTotal) continue
    let match = 0
    for (const [gram, count] of h) match += Math.min(count, r.get(gram) ?? 0)
    precisionSum += match / hTotal
    recallSum += match / rTotal
    orders++
  }
  if (!orders) return 0
  const p = precisionSum / orders
  const r = recallSum / orders
  if (p + r === 0) return 0
  return (100 * ((1 + beta ** 2) * p * r)) / (beta ** 2 * p + r)
}

/** Arabic's optional marks: Quranic and honorific signs, short vowels, tanwin, shadda, sukun, superscript alef, tatweel. */
const ARABIC_OPTIONAL_MARKS = /[\u0610-\u061A\u064B-\u065F\u0670\u06D6-\u06DC\u06DF-\u06E8\u06EA-\u06ED\u0640]/g

/** A text's letters as chrF counts them: one per code point, without spaces, format marks or Arabic's optional marks. */
function letters(text: string): string[] {
  return [
    ...text
      .normalize('NFKC')
      .replace(ARABIC_OPTIONAL_MARKS, '')
      .replace(/[\s\p{Cf}]+/gu, ''),
  ]
}

function grams(chars: string[], n: number): Map<string, number> {
  const out = new Map<string, number>()
  for (let i = 0; i + n <= chars.length; i++) {
    const gram = chars.slice(i, i + n).join('')
    out.set(gram, (out.get(gram) ?? 0) + 1)
  }
  return out
}

/** The share of `answers` equal to `expected`, 0–100. */
export function accuracy(answers: readonly string[], expected: readonly string[]): number {
  if (!expected.length) return 0
  return (100 * answers.filter((a, i) => a === expected[i]).length) / expected.length
}

/** The model's yes / no / unclear from an eligibility answer: the first of the three words it says. */
export function eligibilityVerdict(answer: string): 'yes' | 'no' | 'unclear' {
  const match = answer.toLowerCase().match(/\b(yes|no|unclear)\b/)
  return (match?.[1] as 'yes' | 'no' | 'unclear' | undefined) ?? 'unclear'
}
