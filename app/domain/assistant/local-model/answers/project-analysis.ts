import type { TaskResponder } from './types.ts'

/**
 * A scoping note and milestone plan for a project request (ADR 081), as JSON
 * `{ "note": string, "milestones": [{ "title", "amountUsd", "dueDate" }] }`: three milestones
 * splitting the budget's top (`Budget: <min>-<max>` on the system prompt) 30/40/30, due at a third,
 * two thirds and the end of the time between `Today:` and `Deadline:` (or 30, 60, 90 days without a
 * deadline). The note quotes the request's first sentence; it says it is the local model's.
 */
export const projectAnalysis: TaskResponder = ({ system, user }) => {
  const budget = system.match(/^Budget:\s*(\d*)-(\d*)\s*$/m)
  const top = Number(budget?.[2] || budget?.[1] || 0)
  const today = system.match(/^Today:\s*(\d{4}-\d{2}-\d{2})\s*$/m)?.[1] ?? '2026-01-01'
  const deadline = system.match(/^Deadline:\s*(\d{4}-\d{2}-\d{2})\s*$/m)?.[1]
  const start = Date.parse(`${today}T00:00:00Z`)
  const span = deadline ? Math.max(3, Math.round((Date.parse(`${deadline}T00:00:00Z`) - start) / 86_400_000)) : 90
  const day = (n: number) => new Date(start + n * 86_400_000).toISOString().slice(0, 10)
  const shares = [0.3, 0.4, 0.3]
  const amounts = shares.map((s) => Math.floor(top * s))
  if (top > 0) amounts[2] = top - amounts[0] - amounts[1]
  const titles = ['Scoping call and outline', 'Full draft of the proposal', 'Final revision and submission pack']
  const milestones = titles.map((title, i) => ({ title, amountUsd: amounts[i], dueDate: day(Math.round((span * (i + 1)) / 3)) }))
  const first =
    user
      .split(/(?<=[.!?])\s|\n/)[0]
      ?.trim()
      .slice(0, 300) ?? ''
  const note = `Local model scoping note. The request: "${first}". I would start with a call to agree the funder, the deadline and what the organization already has, then write a full draft for your comments, and finish with a revision and the submission pack.`
  return JSON.stringify({ note, milestones })
}
