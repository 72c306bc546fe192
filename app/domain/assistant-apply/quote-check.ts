import { ELIGIBILITY_MAX_REASONS, ELIGIBILITY_REASON_MAX_CHARS, ELIGIBILITY_VERDICTS, type EligibilityVerdict, PROFILE_FIELDS_SENT } from '../../catalog/assistant-apply.ts'
import type { EligibilityReason } from '../../db/schema/assistant-apply.ts'

/**
 * The grant's words are the grant's: a reason's quote is shown as the grant's only when it appears
 * in the grant's text as written, up to whitespace, letter case and the shape of quotation marks and
 * apostrophes (a model may straighten a ’ or fold a line). Anything else is an invented quote.
 */
export function normaliseForQuote(text: string): string {
  return text
    .normalize('NFC')
    .replace(/[‘’‚‛′]/g, "'")
    .replace(/[“”„‟″«»]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase()
}

/** Whether `quote` appears verbatim (whitespace-normalised) in `source`; an empty or very short quote never does. */
export function quoteFound(quote: string, source: string): boolean {
  const q = normaliseForQuote(quote)
    .replace(/^["']+|["']+$/g, '')
    .trim()
  if (q.length < 8) return false
  return normaliseForQuote(source).includes(q)
}

/** A model's answer, read from its JSON: null when it is not the shape asked for. */
export interface EligibilityAnswer {
  verdict: EligibilityVerdict
  reasons: EligibilityReason[]
}

/** The first JSON object in a model's text (models wrap it in prose or a code fence now and then). */
function firstJsonObject(content: string): unknown {
  const start = content.indexOf('{')
  const end = content.lastIndexOf('}')
  if (start < 0 || end <= start) return null
  try {
    return JSON.parse(content.slice(start, end + 1))
  } catch {
    return null
  }
}

const clip = (value: unknown) => (typeof value === 'string' ? value.trim().slice(0, ELIGIBILITY_REASON_MAX_CHARS) : '')

/**
 * Reads the model's answer and checks each quote against the grant's text: a reason whose quote is
 * not found keeps its text but is marked (`found: false`), and the page never shows that quote as
 * the grant's. Fields named that were not sent are dropped. A verdict other than yes, no or
 * unclear, or no reasons at all, is no answer.
 */
export function readEligibilityAnswer(content: string, grantText: string, fieldsSent: readonly string[]): EligibilityAnswer | null {
  const parsed = firstJsonObject(content) as { verdict?: unknown; reasons?: unknown } | null
  if (!parsed || typeof parsed !== 'object') return null
  const verdict = ELIGIBILITY_VERDICTS.find((v) => v === parsed.verdict)
  if (!verdict || !Array.isArray(parsed.reasons)) return null
  const reasons: EligibilityReason[] = []
  for (const raw of parsed.reasons.slice(0, ELIGIBILITY_MAX_REASONS)) {
    if (!raw || typeof raw !== 'object') continue
    const r = raw as { text?: unknown; quote?: unknown; fields?: unknown }
    const text = clip(r.text)
    const quote = clip(r.quote)
    if (!text) continue
    const fields = Array.isArray(r.fields)
      ? [...new Set(r.fields.filter((f): f is string => typeof f === 'string' && fieldsSent.includes(f) && (PROFILE_FIELDS_SENT as readonly string[]).includes(f)))]
      : []
    const found = quoteFound(quote, grantText)
    reasons.push({ text, quote: found ? quote : '', found, fields })
  }
  if (reasons.length === 0) return null
  return { verdict, reasons }
}
