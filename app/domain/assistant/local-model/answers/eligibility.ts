import type { TaskResponder } from './types.ts'

/**
 * The local model's eligibility answer: "unclear", always, with the grant's first sentence that
 * names who may apply quoted. A fixed rule, so tests of the code path can name the answer; it does
 * not judge, and says so.
 */
export const eligibility: TaskResponder = ({ user }) => {
  const grant = user.split(/\n\nOrganization:\n/)[0] ?? ''
  const sentence = grant.match(/[^.\n]*(?:eligib|may apply|applicant)[^.\n]*[.\n]?/i)?.[0]?.trim() ?? ''
  return `unclear\nThe local model does not judge eligibility.${sentence ? ` The grant says: "${sentence}"` : ''}`
}
