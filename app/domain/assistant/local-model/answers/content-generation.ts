import type { TaskResponder } from './types.ts'

const OPENINGS: Record<string, string> = {
  need_statement: 'Need statement',
  objectives: 'Objectives',
  activities: 'Activities',
  budget_narrative: 'Budget narrative',
  monitoring_evaluation: 'Monitoring and evaluation',
}

/**
 * A section draft for an expert's client work (ADR 081): the section named on the system prompt's
 * `Section: <id>` line, three sentences built from the brief's own words, marked as the local model's.
 */
export const contentGeneration: TaskResponder = ({ system, user }) => {
  const section = system.match(/^Section:\s*([a-z_]+)\s*$/m)?.[1] ?? ''
  const heading = OPENINGS[section] ?? 'Section'
  const brief = user.replace(/\s+/g, ' ').trim()
  const start = brief.slice(0, 200)
  return [
    `${heading} (local model draft)`,
    '',
    `This section is drafted from the brief: ${start}${brief.length > 200 ? '…' : ''}`,
    `It states what the project will do about it, for whom and by when, in the order the funder asks.`,
    `Replace this draft's general words with the organization's own figures and sources before it is used.`,
  ].join('\n')
}
