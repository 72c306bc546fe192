import { tierById, wizardSteps } from '../../catalog/verification.ts'
import type { Db } from '../../db/client.server.ts'
import { fieldName } from '../shared/form-fields.ts'
import { formatList, t } from '../../i18n/index.ts'
import { DOCUMENT_GROUP_ORDER, type DocumentGroup } from './document-types.ts'
import { documentDescription, listDocuments } from './manage-documents.server.ts'
import type { VerificationApplication } from './get-verification-application.server.ts'
import { WIZARD_STEP_SCHEMAS, type WizardStepName } from './wizard.schema.ts'

/** Something that stops an application from being submitted: a step whose fields do not validate, or a document group without a file or a description. */
export type SubmissionProblem = { kind: 'step'; step: WizardStepName; number: number } | { kind: 'documents'; group: DocumentGroup; number: number; file: boolean; description: boolean }

/**
 * What still stops this application from being submitted, the fee and the declaration aside; empty
 * when it could be submitted once paid. The Pay step shows it as a checklist and no fee is taken
 * while it is not empty (issue 23): a member never pays for an application that cannot be sent.
 */
export async function submissionProblems(db: Db, application: VerificationApplication): Promise<SubmissionProblem[]> {
  const steps = wizardSteps(tierById(application.verificationTier)!) as readonly WizardStepName[]
  const problems: SubmissionProblem[] = []
  const values = Object.fromEntries(Object.entries(application).map(([k, v]) => [k, v ?? '']))
  for (const [i, step] of steps.entries()) {
    if (step === 'documents' || step === 'pay') continue
    if (!WIZARD_STEP_SCHEMAS[step].safeParse(values).success) problems.push({ kind: 'step', step, number: i + 1 })
  }
  if (tierById(application.verificationTier)!.documentsRequired) {
    const docs = await listDocuments(db, application.id)
    const number = steps.indexOf('documents') + 1
    for (const group of DOCUMENT_GROUP_ORDER) {
      const file = docs.some((d) => d.group === group)
      const description = documentDescription(application, group).trim().length > 0
      if (!file || !description) problems.push({ kind: 'documents', group, number, file, description })
    }
  }
  return problems
}

/** One line of the checklist, in the reader's language: what is missing, and where. */
export function problemText(problem: SubmissionProblem): string {
  if (problem.kind === 'step') return t('wizard.stepIncomplete', { step: t(`wizard.stepName.${problem.step}`) })
  const group = fieldName(t(`documents.${problem.group}`))
  if (!problem.file && !problem.description) return t('documents.missingBoth', { group })
  return problem.file ? t('documents.missingDescription', { group }) : t('documents.missingFile', { group })
}

/** The document groups still missing something, named and joined for one sentence. */
export function missingGroups(problems: SubmissionProblem[]): string {
  const groups = problems.flatMap((p) => (p.kind === 'documents' ? [fieldName(t(`documents.${p.group}`))] : []))
  return formatList(groups)
}
