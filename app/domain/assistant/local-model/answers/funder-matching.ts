import type { TaskResponder } from './types.ts'

/**
 * Why each grant suits the expert (ADR 081): the user message is JSON
 * `{ "grants": [{ "id", "title", "reasons": string[] }] }`; the answer is JSON `{ "<id>": "<why>" }`
 * made from each grant's reasons, marked as the local model's.
 */
export const funderMatching: TaskResponder = ({ user }) => {
  let parsed: { grants?: Array<{ id?: unknown; title?: unknown; reasons?: unknown }> } = {}
  try {
    parsed = JSON.parse(user)
  } catch {
    return '{}'
  }
  const out: Record<string, string> = {}
  for (const grant of parsed.grants ?? []) {
    if (typeof grant.id !== 'string') continue
    const reasons = Array.isArray(grant.reasons) ? grant.reasons.filter((r): r is string => typeof r === 'string') : []
    out[grant.id] = `Local model: ${typeof grant.title === 'string' ? grant.title : 'This grant'} fits you because ${reasons.length ? reasons.join('; ').toLowerCase() : 'it is open in your field'}.`
  }
  return JSON.stringify(out)
}
