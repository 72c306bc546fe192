import type { TaskResponder } from './types.ts'

/** Grant-writing advice the local model gives, by the first topic the question names (else general). */
const TOPICS: ReadonlyArray<[RegExp, string]> = [
  [/budget|cost|money|amount/i, 'Tie every budget line to an activity, show unit costs, and explain any line above a tenth of the total.'],
  [/objective|goal|outcome/i, 'Write objectives as measurable changes with a number, a group and a date, and keep them to three or four.'],
  [/need|problem|statement/i, 'Open the need statement with local evidence and a source, then say who is affected and what happens if nothing changes.'],
  [/monitor|evaluat|indicator|m&e/i, 'Give each objective one or two indicators with a baseline, a target and how and when it is measured.'],
  [/activit|plan|timeline|work ?plan/i, 'List activities under the objective they serve, with who does them and in which month.'],
  [/funder|donor|foundation/i, "Read the funder's priorities and past awards, and echo their words where your work truly fits."],
]
const GENERAL = 'Answer the call for proposals point by point, in its order and words, and let a colleague who has not seen the project read it once.'

/**
 * The experts' chat (ADR 081): the local model answers a grant-writing question with one piece of
 * advice chosen by the question's words, and says plainly that it is the local model and how many
 * earlier turns it was sent.
 */
export const expertChat: TaskResponder = ({ user, messages }) => {
  const earlier = messages.filter((m) => m.role !== 'system').length - 1
  const advice = TOPICS.find(([pattern]) => pattern.test(user))?.[1] ?? GENERAL
  const topic = user.trim().split(/\s+/).slice(0, 12).join(' ')
  return `Local model (not a language model), on "${topic}": ${advice}\n\nEarlier turns sent with this question: ${Math.max(0, earlier)}.`
}
