import { sentencesOf, stringsOf, userObject } from './sentences.ts'
import type { TaskResponder } from './types.ts'

/**
 * Drafting help as the local model writes it, deterministically and plainly its own: the section's
 * heading, sentences built from the profile's fields, each followed by its `[from: field]` mark,
 * the grant's first sentence quoted, and gaps left `[to complete]` for the members to fill.
 */
const HEADINGS: Record<string, string> = {
  outline: 'Outline',
  need: 'Need statement',
  objectives: 'Objectives',
  activities: 'Activities',
  budget: 'Budget narrative',
  monitoring: 'Monitoring and evaluation',
}

export const drafting: TaskResponder = ({ user }) => {
  const body = userObject(user)
  const section = typeof body.section === 'string' && body.section in HEADINGS ? body.section : 'need'
  const p = stringsOf(body.profile)
  const grantFirst = sentencesOf(typeof body.grant === 'string' ? body.grant : '')[0]
  const past = Array.isArray(body.pastApplications) ? body.pastApplications.length : 0
  const lines: string[] = [`${HEADINGS[section]} (local model draft)`, '']
  const say = (field: string, text: (v: string) => string) => {
    if (p[field]) lines.push(`${text(p[field])} [from: ${field}]`)
  }
  if (section === 'outline') {
    for (const key of ['need', 'objectives', 'activities', 'budget', 'monitoring']) lines.push(`- ${HEADINGS[key]}: [to complete]`)
    say('name', (v) => `Applicant: ${v}.`)
  } else if (section === 'need') {
    say('name', (v) => `${v} applies for this grant.`)
    say('country', (v) => `It works in ${v}.`)
    say('sectors', (v) => `Its sectors: ${v}.`)
    say('mission', (v) => `Its mission: ${v}`)
    lines.push('The need, in figures: [to complete]')
  } else if (section === 'objectives') {
    say('mission', (v) => `The project serves the mission: ${v}`)
    say('programAreas', (v) => `It builds on the programme areas: ${v}`)
    lines.push('Objective 1: [to complete]', 'Objective 2: [to complete]')
  } else if (section === 'activities') {
    say('programAreas', (v) => `Activities follow the programme areas: ${v}`)
    say('country', (v) => `They take place in ${v}.`)
    lines.push('Activity 1: [to complete]')
  } else if (section === 'budget') {
    say('annualBudgetUsd', (v) => `The organization's yearly budget is ${v}.`)
    lines.push('What the grant pays for: [to complete]')
  } else {
    say('yearFounded', (v) => `The organization has worked since ${v}.`)
    lines.push('Indicators: [to complete]', 'Reporting: [to complete]')
  }
  if (past > 0) lines.push(`Earlier applications to learn from: ${past}.`)
  if (grantFirst) lines.push('', `The grant says: "${grantFirst}"`)
  return lines.join('\n')
}
