import { data } from 'react-router'
import { tierById } from '../../../catalog/verification.ts'
import type { AppServices } from '../../../context.ts'
import type { Db } from '../../../db/client.server.ts'
import type { Member } from '../../../domain/accounts/get-member.server.ts'
import { startCheckout } from '../../../domain/payments/checkout.server.ts'
import { paymentItemName } from '../../../domain/payments/payment-item.server.ts'
import { formInput, typedValues } from '../../../domain/shared/form-fields.ts'
import { refundVerification, resubmitVerification } from '../../../domain/verification/after-rejection.server.ts'
import { DOCUMENT_GROUP_ORDER } from '../../../domain/verification/document-types.ts'
import { removeDocument, uploadDocuments } from '../../../domain/verification/manage-documents.server.ts'
import { READ_DOCUMENTS_JOB, readDocumentsKey } from '../../../domain/document-reading/queue-document-reading.server.ts'
import { saveWizardStep, submitVerificationApplication, type VerificationApplication } from '../../../domain/verification/manage-verification.server.ts'
import { problemText, submissionProblems } from '../../../domain/verification/submission-problems.server.ts'
import { STEP_FIELDS, type WizardStepName } from '../../../domain/verification/wizard.schema.ts'
import { redirectWithFlash } from '../../../flash.server.ts'
import { t } from '../../../i18n/index.ts'
import { firstError } from '../../+shared/submission.server.ts'

/*
 * What each of the verification wizard's buttons does (its intent, one function each). The route's
 * action loads the application and dispatches here. The Documents step's upload answers JSON when
 * the page's own script asks for it (Accept: application/json), and the page otherwise.
 */

export type WizardAction = {
  request: Request
  /** The page's upload script asked for JSON: a redirect becomes { location }, a refusal { error, kept }. */
  json: boolean
  member: Member
  services: AppServices
  application: VerificationApplication
  steps: readonly WizardStepName[]
  /** The step the form was on (1-based, in range). */
  step: number
  form: FormData
}

/** The answer that carries JSON: where to go next after an upload, or why it was refused. */
export type UploadAnswer = { location: string } | { error: string; kept: boolean }

export const wantsJson = (request: Request) => (request.headers.get('Accept') ?? '').includes('application/json')

const here = (application: VerificationApplication) => `/verification-application/${application.id}`
const stepName = ({ steps, step }: WizardAction) => steps[step - 1] as WizardStepName
const stepValues = (wizard: WizardAction) => formInput(wizard.form, STEP_FIELDS[stepName(wizard)])

/** What the page shows after a refusal: each message by field, what was typed, the step, and whether some files were kept. */
export type WizardRefusal = { errors: Record<string, string>; values: Record<string, string>; step: number; kept?: true }
type Answer = Response | ReturnType<typeof data<WizardRefusal>>

/** A refused upload: the form with its errors, or for the page's script the first message and whether some files were kept. */
export function refuseUpload(json: boolean, refusal: WizardRefusal, status = 400) {
  if (json) return Response.json({ error: firstError(refusal.errors), kept: Boolean(refusal.kept) } satisfies UploadAnswer, { status })
  return data<WizardRefusal>(refusal, { status })
}

/** Where an upload leads: a redirect for a form post; for the page's script, the address (it says "uploaded" itself). */
function uploadDone({ json }: WizardAction, location: string, flash?: 'documents.uploaded' | 'wizard.officersSaved') {
  if (json) return Response.json({ location } satisfies UploadAnswer)
  return flash ? redirectWithFlash(location, flash) : new Response(null, { status: 303, headers: { Location: location } })
}

/** Only a draft changes; a submitted application says so. */
export function draftOnly(wizard: WizardAction, act: (wizard: WizardAction) => Answer | Promise<Answer>) {
  if (wizard.application.verificationStatus !== 'draft') return redirectWithFlash(here(wizard.application), 'wizard.alreadySubmitted')
  return act(wizard)
}

/** After a rejection, within its window: resubmit for free, or ask for the fee back. */
export async function afterRejection({ services, application }: WizardAction, intent: 'resubmit' | 'refund') {
  const outcome = intent === 'resubmit' ? await resubmitVerification(services.db, application) : await refundVerification(services.db, services.payments, application)
  const messages = {
    resubmit: { done: 'review.resubmitted', expired: 'review.windowClosed', 'not-allowed': 'review.notAllowed', failed: 'review.notAllowed' },
    refund: { done: 'review.refunded', expired: 'review.windowClosed', 'not-allowed': 'review.notAllowed', failed: 'review.refundFailed' },
  } as const
  return redirectWithFlash(outcome === 'done' && intent === 'resubmit' ? `${here(application)}?step=1` : here(application), messages[intent][outcome])
}

/** The Documents step's Upload button: the files chosen and the descriptions, without moving on. */
export async function uploadOnly(wizard: WizardAction) {
  if (stepName(wizard) !== 'documents') throw data(null, { status: 400 })
  const values = typedValues(stepValues(wizard))
  const result = await uploadChosen(wizard)
  if (!result.ok) return refuseUpload(wizard.json, { errors: { documents: result.error }, values, step: wizard.step })
  if (result.refused.length) return refuseUpload(wizard.json, { errors: { documents: refusedFiles(result) }, values, step: wizard.step, kept: true })
  return uploadDone(wizard, `${here(wizard.application)}?step=${wizard.step}`, 'documents.uploaded')
}

/** A document's Remove button. */
export async function removeOne(wizard: WizardAction) {
  const { request, services, application, step } = wizard
  if (stepName(wizard) !== 'documents') throw data(null, { status: 400 })
  await removeDocument(services.db, services.storage, application.id, new URL(request.url).searchParams.get('document') ?? '')
  return redirectWithFlash(`${here(application)}?step=${step}`, 'documents.removed')
}

export function back({ application, step }: WizardAction) {
  return new Response(null, { status: 303, headers: { Location: `${here(application)}?step=${Math.max(1, step - 1)}` } })
}

/** Next: the step saved (on the Documents step, the files chosen uploaded first: never dropped, issue 9). */
export async function next(wizard: WizardAction) {
  return saveStep(wizard, wizard.step + 1)
}

/** The Leadership step's "Save and add more people": the people saved, and the step again with blank rows below them. */
export function moreOfficers(wizard: WizardAction) {
  if (stepName(wizard) !== 'leadership') throw data(null, { status: 400 })
  return saveStep(wizard, wizard.step, 'wizard.officersSaved')
}

async function saveStep(wizard: WizardAction, then: number, flash?: 'wizard.officersSaved') {
  const { services, application, step } = wizard
  const name = stepName(wizard)
  const input = stepValues(wizard)
  const values = typedValues(input)
  if (name === 'documents') {
    const uploaded = await uploadChosen(wizard)
    if (!uploaded.ok) return refuseUpload(wizard.json, { errors: { documents: uploaded.error }, values, step })
    // Some files were refused: the rest are kept, and the step stays open, naming each one refused.
    if (uploaded.refused.length) return refuseUpload(wizard.json, { errors: { documents: refusedFiles(uploaded) }, values, step, kept: true })
  }
  const saved = await saveWizardStep(services.db, application, name, input)
  if (!saved.ok) return refuseUpload(wizard.json, { errors: saved.errors, values, step })
  return uploadDone(wizard, `${here(application)}?step=${then}`, flash)
}

/** The Pay step: the fee through the payment provider's checkout, once nothing stops a submission. */
export async function pay(wizard: WizardAction) {
  const { member, services, application, steps, step } = wizard
  const to = here(application)
  if (application.paymentStatus === 'paid') return new Response(null, { status: 303, headers: { Location: `${to}?step=${steps.length}` } })
  // No fee for an application that could not be submitted: the checklist names what is missing.
  if ((await submissionProblems(services.db, application)).length)
    return data<WizardRefusal>({ errors: { form: t('wizard.cannotPay') }, values: typedValues(stepValues(wizard)), step }, { status: 400 })
  try {
    const tier = tierById(application.verificationTier)!
    const url = await startCheckout(services.db, services.payments, services.config.appUrl, {
      purpose: 'verification',
      referenceId: String(application.id),
      item: tier.id,
      userId: member.id,
      email: member.email,
      amountUsd: tier.priceUsd,
      // What the payer sees on the provider's page, in their language; receipts name it from the item.
      description: paymentItemName('verification', tier.id),
      successPath: `${to}?step=${steps.length}&payment=success`,
      cancelPath: `${to}?step=${steps.length}&payment=canceled`,
    })
    return new Response(null, { status: 303, headers: { Location: url } })
  } catch (error) {
    console.error('Starting a verification payment failed', error)
    return redirectWithFlash(`${to}?step=${steps.length}`, 'payment.startFailed')
  }
}

/** The last step: the declaration and signature, and the application goes to review. */
export async function submit(wizard: WizardAction) {
  const { services, application, step } = wizard
  const input = stepValues(wizard)
  const values = typedValues(input)
  const result = await submitVerificationApplication(services.db, application, { declaration: values.declaration === 'on', signature: input.signature ?? '' })
  if (!result.ok) return data<WizardRefusal>({ errors: Object.keys(result.errors).length ? result.errors : { form: t('wizard.submitFailed') }, values, step }, { status: 400 })
  return redirectWithFlash('/dashboard', 'wizard.submitted')
}

/** The Pay step's checklist: each thing still missing, with the step that fixes it. */
export async function payChecklist(db: Db, application: VerificationApplication) {
  return (await submissionProblems(db, application)).map((p) => ({ text: problemText(p), step: p.number }))
}

/** Each file refused, with its reason, after how many of the others were kept. */
function refusedFiles(outcome: { saved: number; refused: string[] }) {
  return [outcome.saved ? t('documents.someSaved', { count: outcome.saved }) : null, ...outcome.refused].filter(Boolean).join(' ')
}

/** The files chosen and the descriptions typed on the Documents step, uploaded and saved. */
async function uploadChosen({ form, services, application, member }: WizardAction) {
  const files = Object.fromEntries(DOCUMENT_GROUP_ORDER.map((g) => [g, form.getAll(`files_${g}`).filter((f): f is File => typeof f !== 'string')]))
  // A description the form did not send is left as it is (a browser always sends every one).
  const descriptions = Object.fromEntries(DOCUMENT_GROUP_ORDER.filter((g) => form.has(`description_${g}`)).map((g) => [g, form.get(`description_${g}`)]))
  const outcome = await uploadDocuments(services.db, services.storage, application, member.id, { files, descriptions })
  // The new files are read in the background (document-reading); the job's minute sweep catches any not queued here.
  if (outcome.ok && outcome.saved) await services.jobs.enqueue(READ_DOCUMENTS_JOB, { verificationId: application.id }, { singletonKey: readDocumentsKey(application.id) })
  return outcome
}
