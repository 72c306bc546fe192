import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigate, useNavigation, useRevalidator, useSearchParams } from 'react-router'
import { countriesByName, countryName } from '../../catalog/countries.ts'
import { tierById, tierName } from '../../catalog/verification.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { toast } from '../../components/ui/toast.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { FileInput } from '../../components/ui/file-input.tsx'
import { WIZARD_MAX } from '../../catalog/text-limits.ts'
import { servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { startCheckout } from '../../domain/payments/checkout.server.ts'
import { paymentItemName } from '../../domain/payments/payment-item.server.ts'
import { DOCUMENT_GROUP_ORDER, DOCUMENT_RULES, type DocumentGroup, uploadProblem } from '../../domain/verification/document-types.ts'
import { bodyWasTooLarge } from '../../request-headers.ts'
import { documentDescription, listDocuments, removeDocument, uploadDocuments } from '../../domain/verification/manage-documents.server.ts'
import type { Db } from '../../db/client.server.ts'
import type { FileStorage } from '../../storage/storage.server.ts'
import {
  type VerificationApplication,
  getVerificationApplication,
  saveWizardStep,
  stepsOf,
  submitVerificationApplication,
  verificationExists,
} from '../../domain/verification/manage-verification.server.ts'
import { STEP_FIELDS, type WizardStepName } from '../../domain/verification/wizard.schema.ts'
import { problemText, submissionProblems } from '../../domain/verification/submission-problems.server.ts'
import { refundVerification, resubmitVerification } from '../../domain/verification/after-rejection.server.ts'
import { resubmitDeadline, withinResubmitWindow } from '../../domain/verification/review-window.ts'
import { VerifiedBadge } from '../../components/verification/verified-badge.tsx'
import { formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import type { VerificationTier } from '../../catalog/verification.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { PaymentTermsNotice } from '../../components/legal/legal-notice.tsx'
import type { Route } from './+types/verification-application'

export const meta: Route.MetaFunction = () => [{ title: t('verify.title') }, { name: 'robots', content: 'noindex' }]

async function load({ request, context, params }: Route.LoaderArgs | Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'verification.manage')
  const services = context.get(servicesContext)
  const id = routeId(params.id, 'serial')
  const application = await getVerificationApplication(services.db, member.organization.id, id)
  if (!application) {
    // Another organization's application is a 404; an id that exists nowhere returns to /get-verified.
    if (await verificationExists(services.db, id)) throw data(null, { status: 404 })
    throw redirectWithFlash('/get-verified', 'verify.loadFailed')
  }
  return { member, services, application }
}

function stepFromUrl(request: Request, max: number, reached: number) {
  const wanted = Number(new URL(request.url).searchParams.get('step') ?? reached)
  return Math.min(Math.max(1, Number.isInteger(wanted) ? wanted : 1), Math.min(max, reached))
}

export async function loader(args: Route.LoaderArgs) {
  const { application } = await load(args)
  const steps = stepsOf(application)
  const step = stepFromUrl(args.request, steps.length, application.currentStep)
  const tier = tierById(application.verificationTier)!
  const documents = tier.documentsRequired ? (await listDocuments(args.context.get(servicesContext).db, application.id)).map(({ storageKey: _, ...d }) => d) : []
  const descriptions = Object.fromEntries(DOCUMENT_GROUP_ORDER.map((g) => [g, documentDescription(application, g)])) as Record<DocumentGroup, string>
  const {
    createdAt: _c,
    updatedAt: _u,
    submittedAt: _s,
    decidedAt,
    refundRequestedAt,
    resubmittedAt: _r,
    digitalChecksAt: _dc,
    digitalChecks: _checks,
    groundCheckNotes: _g,
    crossValidationNotes: _x,
    ...view
  } = application
  const review = {
    decidedAt: decidedAt?.toISOString() ?? null,
    refundedAt: refundRequestedAt?.toISOString() ?? null,
    // Spec decisions: a rejection may be resubmitted free or refunded within RESUBMIT_OR_REFUND_DAYS.
    until: decidedAt && application.verificationStatus === 'rejected' ? resubmitDeadline(decidedAt).toISOString() : null,
    open: application.verificationStatus === 'rejected' && application.paymentStatus === 'paid' && withinResubmitWindow(decidedAt),
  }
  // On the Pay step of a draft: what still stops it from being submitted, before any fee is taken.
  const checklist = steps[step - 1] === 'pay' && application.verificationStatus === 'draft' ? await payChecklist(args.context.get(servicesContext).db, application) : []
  return {
    checklist,
    documents,
    descriptions,
    application: view,
    // Countries are stored by code and named from CLDR in the member's language, in its alphabetical order.
    countries: countriesByName(),
    countryName: application.country ? countryName(application.country) : null,
    review,
    steps,
    step,
    tier: { badge: tier.badge, name: tierName(tier.id), priceUsd: tier.priceUsd },
  }
}

export async function action(args: Route.ActionArgs) {
  const { member, services, application } = await load(args)
  const steps = stepsOf(application)
  // An upload past the limit is never read (server/request-body.ts): the page says so.
  if (bodyWasTooLarge(args.request)) return data({ errors: { documents: t('documents.tooMuch') }, values: {} as Record<string, string>, step: steps.indexOf('documents') + 1 }, { status: 413 })
  const form = await args.request.formData()
  // Text as sent (a file part where text belongs is refused by the schema); what was typed goes back into the form.
  const posted = Number(form.get('step'))
  // A step is a whole number in range ("1.5" once reached a step that does not exist: a 500).
  const step = Math.min(Math.max(1, Number.isInteger(posted) ? posted : 1), steps.length)
  const name = steps[step - 1] as WizardStepName
  const input = formInput(form, STEP_FIELDS[name])
  const values = typedValues(input)
  const here = `/verification-application/${application.id}`
  if (values.intent === 'resubmit' || values.intent === 'refund') {
    const outcome = values.intent === 'resubmit' ? await resubmitVerification(services.db, application) : await refundVerification(services.db, services.payments, application)
    const messages = {
      resubmit: { done: 'review.resubmitted', expired: 'review.windowClosed', 'not-allowed': 'review.notAllowed', failed: 'review.notAllowed' },
      refund: { done: 'review.refunded', expired: 'review.windowClosed', 'not-allowed': 'review.notAllowed', failed: 'review.refundFailed' },
    } as const
    return redirectWithFlash(outcome === 'done' && values.intent === 'resubmit' ? `${here}?step=1` : here, messages[values.intent][outcome])
  }
  if (application.verificationStatus !== 'draft') return redirectWithFlash(here, 'wizard.alreadySubmitted')

  if (values.intent === 'documents' || values.intent === 'remove-document') {
    if (name !== 'documents') throw data(null, { status: 400 })
    if (values.intent === 'remove-document') {
      await removeDocument(services.db, services.storage, application.id, new URL(args.request.url).searchParams.get('document') ?? '')
      return redirectWithFlash(`${here}?step=${step}`, 'documents.removed')
    }
    const result = await uploadChosen(form, services, application, member.id)
    if (!result.ok) return data({ errors: { documents: result.error }, values, step }, { status: 400 })
    if (result.refused.length) return data({ errors: { documents: refusedFiles(result) }, values, step, kept: true }, { status: 400 })
    return redirectWithFlash(`${here}?step=${step}`, 'documents.uploaded')
  }
  if (values.intent === 'back') return new Response(null, { status: 303, headers: { Location: `${here}?step=${Math.max(1, step - 1)}` } })
  if (values.intent === 'next') {
    // Next on the Documents step uploads the files chosen and saves the descriptions: never dropped (issue 9).
    if (name === 'documents') {
      const uploaded = await uploadChosen(form, services, application, member.id)
      if (!uploaded.ok) return data({ errors: { documents: uploaded.error }, values, step }, { status: 400 })
      // Some files were refused: the rest are kept, and the step stays open, naming each one refused.
      if (uploaded.refused.length) return data({ errors: { documents: refusedFiles(uploaded) }, values, step, kept: true }, { status: 400 })
    }
    const saved = await saveWizardStep(services.db, application, name, input)
    if (!saved.ok) return data({ errors: saved.errors, values, step }, { status: 400 })
    return new Response(null, { status: 303, headers: { Location: `${here}?step=${step + 1}` } })
  }
  if (values.intent === 'pay') {
    if (application.paymentStatus === 'paid') return new Response(null, { status: 303, headers: { Location: `${here}?step=${steps.length}` } })
    // No fee for an application that could not be submitted: the checklist names what is missing.
    if ((await submissionProblems(services.db, application)).length) return data({ errors: { form: t('wizard.cannotPay') }, values, step }, { status: 400 })
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
        successPath: `${here}?step=${steps.length}&payment=success`,
        cancelPath: `${here}?step=${steps.length}&payment=canceled`,
      })
      return new Response(null, { status: 303, headers: { Location: url } })
    } catch (error) {
      console.error('Starting a verification payment failed', error)
      return redirectWithFlash(`${here}?step=${steps.length}`, 'payment.startFailed')
    }
  }
  if (values.intent === 'submit') {
    const result = await submitVerificationApplication(services.db, application, { declaration: values.declaration === 'on', signature: input.signature ?? '' })
    if (!result.ok) return data({ errors: Object.keys(result.errors).length ? result.errors : { form: t('wizard.submitFailed') }, values, step }, { status: 400 })
    return redirectWithFlash('/dashboard', 'wizard.submitted')
  }
  throw data(null, { status: 400 })
}

/** The Pay step's checklist: each thing still missing, with the step that fixes it. */
async function payChecklist(db: Db, application: VerificationApplication) {
  return (await submissionProblems(db, application)).map((p) => ({ text: problemText(p), step: p.number }))
}

/** Each file refused, with its reason, after how many of the others were kept. */
function refusedFiles(outcome: { saved: number; refused: string[] }) {
  return [outcome.saved ? t('documents.someSaved', { count: outcome.saved }) : null, ...outcome.refused].filter(Boolean).join(' ')
}

/** The files chosen and the descriptions typed on the Documents step, uploaded and saved. */
function uploadChosen(form: FormData, services: { db: Db; storage: FileStorage }, application: VerificationApplication, userId: string) {
  const files = Object.fromEntries(DOCUMENT_GROUP_ORDER.map((g) => [g, form.getAll(`files_${g}`).filter((f): f is File => typeof f !== 'string')]))
  // A description the form did not send is left as it is (a browser always sends every one).
  const descriptions = Object.fromEntries(DOCUMENT_GROUP_ORDER.filter((g) => form.has(`description_${g}`)).map((g) => [g, form.get(`description_${g}`)]))
  return uploadDocuments(services.db, services.storage, application, userId, { files, descriptions })
}

export default function VerificationWizard({ loaderData, actionData }: Route.ComponentProps) {
  const { application, steps, tier, documents, descriptions } = loaderData
  const [params] = useSearchParams()
  const navigation = useNavigation()
  const navigate = useNavigate()
  const revalidator = useRevalidator()
  const step = actionData?.step ?? loaderData.step
  const name = steps[step - 1]
  const [errors, setErrors] = useState<Record<string, string>>(actionData?.errors ?? {})
  // Refusals show once: the summary above the form and each message beside its field (no toast).
  useEffect(() => {
    setErrors(actionData?.errors ?? {})
  }, [actionData])
  const payment = params.get('payment')
  const v = (key: string) => (actionData?.values?.[key] as string | undefined) ?? ((application as Record<string, unknown>)[key] as string | null) ?? ''
  const percent = Math.round((step / steps.length) * 100)
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const clear = (e: React.FormEvent<HTMLFormElement>) => {
    const target = e.target as HTMLInputElement
    // Choosing other files or editing a description answers a refusal of the documents.
    const field = target.type === 'file' || target.name.startsWith('description_') ? 'documents' : target.name
    if (errors[field]) setErrors(({ [field]: _, ...rest }) => rest)
  }
  const err = (key: string) => errors[key]
  const [progress, setProgress] = useState<number | null>(null)
  /**
   * Next on the Documents step with files chosen: too-large files are refused before a byte is
   * sent (the server refuses them too); the rest go up with a progress bar, then the next step
   * opens. Without JavaScript the same form posts as it is.
   */
  const upload = (e: React.FormEvent<HTMLFormElement>) => {
    const submitter = (e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null
    if (name !== 'documents' || (submitter?.value !== 'next' && submitter?.value !== 'documents')) return
    const form = e.currentTarget
    const files = [...form.querySelectorAll<HTMLInputElement>('input[type=file]')].flatMap((input) => [...(input.files ?? [])])
    const problem = uploadProblem(files, { tooLarge: (file) => t('documents.tooLarge', { name: file }), tooMuch: t('documents.tooMuch') })
    if (problem) {
      e.preventDefault()
      setErrors({ documents: problem })
      return
    }
    if (!files.length) return
    e.preventDefault()
    const body = new FormData(form, submitter)
    const xhr = new XMLHttpRequest()
    xhr.open('POST', window.location.pathname)
    xhr.upload.onprogress = (p) => p.lengthComputable && setProgress(Math.round((p.loaded / p.total) * 100))
    xhr.onerror = () => {
      setProgress(null)
      setErrors({ documents: t('documents.uploadFailed') })
    }
    xhr.onload = () => {
      setProgress(null)
      const landed = new URL(xhr.responseURL || window.location.href)
      if (xhr.status < 400) {
        // The answer was a redirect: to the next step, or elsewhere (signed out): open it with fresh data.
        if (landed.pathname === window.location.pathname) toast.success(t('documents.uploaded'))
        navigate(`${landed.pathname}${landed.search}`, { replace: landed.href === window.location.href })
        return
      }
      // Refused: the server's page says why, in its error summary. Files it kept are listed once the
      // page's data is read again; the chosen files are cleared, so Next does not send them twice.
      const page = new DOMParser().parseFromString(xhr.responseText, 'text/html')
      const said = page.querySelector('[data-testid="error-summary"] li')?.textContent
      setErrors({ documents: said || t('documents.uploadFailed') })
      if (page.querySelector('[data-files-kept]')) {
        for (const input of form.querySelectorAll<HTMLInputElement>('input[type=file]')) {
          input.value = ''
          input.dispatchEvent(new Event('change', { bubbles: true }))
        }
        revalidator.revalidate()
      }
    }
    setProgress(0)
    xhr.send(body)
  }
  const last = step === steps.length
  const submitted = application.verificationStatus !== 'draft'

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-2xl font-bold">{t('wizard.title', { tier: tier.name })}</h1>
      <p className="mt-1 text-sm text-muted-foreground">{t('wizard.step', { step, total: steps.length, name: t(`wizard.stepName.${name}`) })}</p>
      <div className="mt-3 h-2 w-full rounded-full bg-muted" role="progressbar" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} aria-label={t('wizard.percent', { percent })}>
        <div className="h-2 rounded-full bg-primary" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-end text-xs">{t('wizard.percent', { percent })}</p>
      <ol className="mt-4 flex flex-wrap gap-2 text-xs">
        {steps.map((s, i) => (
          <li
            key={s}
            aria-current={i + 1 === step ? 'step' : undefined}
            className={`rounded-full px-3 py-1 ${i + 1 === step ? 'bg-primary text-primary-foreground' : i + 1 < application.currentStep ? 'bg-secondary text-secondary-foreground' : 'bg-muted'}`}
          >
            {i + 1}. {t(`wizard.stepName.${s}`)}
          </li>
        ))}
      </ol>

      <OutcomeMessage
        text={payment === 'success' ? `${t('payment.successTitle')}: ${t('payment.successBody')}` : payment === 'canceled' ? `${t('payment.canceledTitle')}: ${t('payment.canceledBody')}` : null}
        error={payment === 'canceled'}
      />
      <ErrorSummary errors={errors} />
      <ReviewStatus status={application.verificationStatus} badge={tier.badge} reason={application.rejectionReason} review={loaderData.review} paymentStatus={application.paymentStatus} busy={busy} />

      <Form
        method="post"
        encType={name === 'documents' ? 'multipart/form-data' : undefined}
        className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6"
        noValidate
        onInput={clear}
        onSubmit={upload}
        key={step}
      >
        <input type="hidden" name="step" value={step} />
        {/* Once submitted, what was sent is shown as it was sent and can no longer be changed. */}
        <fieldset disabled={submitted} className="min-w-0 space-y-4">
          {name === 'basic' ? (
            <>
              <Field
                label={t('wizard.organizationName')}
                id="organizationName"
                name="organizationName"
                defaultValue={v('organizationName')}
                error={err('organizationName')}
                hint={lengthHint(WIZARD_MAX.organizationName)}
                required
              />
              <Field
                label={t('wizard.registrationNumber')}
                id="registrationNumber"
                name="registrationNumber"
                defaultValue={v('registrationNumber')}
                error={err('registrationNumber')}
                hint={lengthHint(WIZARD_MAX.registrationNumber)}
                required
              />
              <Field label={t('wizard.websiteUrl')} id="websiteUrl" name="websiteUrl" type="url" placeholder="https://" defaultValue={v('websiteUrl')} error={err('websiteUrl')} />
              <Field
                label={t('wizard.socialMediaLinks')}
                id="socialMediaLinks"
                name="socialMediaLinks"
                defaultValue={v('socialMediaLinks')}
                error={err('socialMediaLinks')}
                hint={lengthHint(WIZARD_MAX.socialMediaLinks)}
              />
            </>
          ) : null}
          {name === 'location' ? (
            <>
              <SelectField label={t('wizard.country')} id="country" defaultValue={v('country')} className="max-h-[300px]" error={err('country')}>
                <option value="">{t('wizard.countryChoose')}</option>
                {loaderData.countries.map((c) => (
                  <option key={c.code} value={c.code}>
                    {c.name}
                  </option>
                ))}
              </SelectField>
              <Field label={t('wizard.city')} id="city" name="city" defaultValue={v('city')} error={err('city')} hint={lengthHint(WIZARD_MAX.city)} required />
              <Field
                label={t('wizard.regionState')}
                id="regionState"
                name="regionState"
                defaultValue={v('regionState')}
                error={err('regionState')}
                hint={lengthHint(WIZARD_MAX.regionState)}
                required
              />
              {/* Two addresses on purpose: the street line, and the full address reviewers match against the proof of address. */}
              <Field
                label={t('wizard.streetAddress')}
                id="streetAddress"
                name="streetAddress"
                defaultValue={v('streetAddress')}
                error={err('streetAddress')}
                hint={`${t('wizard.streetAddressHint')} ${lengthHint(WIZARD_MAX.streetAddress)}`}
                required
              />
              <TextAreaField
                label={t('wizard.address')}
                id="address"
                rows={3}
                defaultValue={v('address')}
                error={err('address')}
                hint={`${t('wizard.addressHint')} ${lengthHint(WIZARD_MAX.address)}`}
                required
              />
            </>
          ) : null}
          {name === 'mission' ? (
            <>
              <TextAreaField
                label={t('wizard.missionStatement')}
                id="missionStatement"
                maxLength={WIZARD_MAX.missionStatement}
                defaultValue={v('missionStatement')}
                error={err('missionStatement')}
                hint={lengthHint(WIZARD_MAX.missionStatement)}
              />
              <TextAreaField
                label={t('wizard.programAreas')}
                id="programAreas"
                maxLength={WIZARD_MAX.programAreas}
                defaultValue={v('programAreas')}
                error={err('programAreas')}
                hint={lengthHint(WIZARD_MAX.programAreas)}
              />
            </>
          ) : null}
          {name === 'leadership' ? (
            <TextAreaField
              label={t('wizard.boardMembers')}
              id="boardMembers"
              maxLength={WIZARD_MAX.boardMembers}
              defaultValue={v('boardMembers')}
              error={err('boardMembers')}
              hint={`${t('wizard.boardMembersHint')} ${lengthHint(WIZARD_MAX.boardMembers)}`}
            />
          ) : null}
          {name === 'documents' ? (
            <>
              <p className="text-sm text-muted-foreground">{t('documents.intro')}</p>
              <p id="documents" tabIndex={-1} className="rounded-md bg-muted p-3 text-sm">
                {t('documents.nextUploads')}
              </p>
              {err('documents') ? (
                <p id="documents-error" className="text-sm font-medium text-destructive" data-files-kept={actionData && 'kept' in actionData ? '' : undefined}>
                  {err('documents')}
                </p>
              ) : null}
              {DOCUMENT_GROUP_ORDER.map((group) => (
                <fieldset key={group} className="space-y-2 rounded-md border border-border p-4">
                  <legend className="px-1 font-medium">{t(`documents.${group}`)}</legend>
                  <ul className="text-sm">
                    {documents
                      .filter((d) => d.group === group)
                      .map((d) => (
                        <li key={d.id} className="flex items-center justify-between gap-2 py-1">
                          <a href={`/verification-application/${application.id}/documents/${d.id}`} className="text-primary underline" dir="auto">
                            {d.fileName}
                          </a>
                          <button
                            type="submit"
                            name="intent"
                            value="remove-document"
                            formAction={`/verification-application/${application.id}?step=${step}&document=${d.id}`}
                            formNoValidate
                            className="text-xs text-destructive underline"
                            aria-label={`${t('documents.remove')}: ${d.fileName}`}
                          >
                            {t('documents.remove')}
                          </button>
                        </li>
                      ))}
                    {documents.some((d) => d.group === group) ? null : <li className="text-muted-foreground">{t('documents.none')}</li>}
                  </ul>
                  <FileInput
                    id={`files_${group}`}
                    label={DOCUMENT_RULES[group].multiple ? t('documents.files') : t('documents.fileOne')}
                    multiple={DOCUMENT_RULES[group].multiple}
                    accept={DOCUMENT_RULES[group].multiple ? 'application/pdf' : 'application/pdf,image/jpeg,image/png'}
                  />
                  <TextAreaField
                    label={t('documents.description')}
                    id={`description_${group}`}
                    rows={2}
                    maxLength={WIZARD_MAX.documentDescription}
                    hint={lengthHint(WIZARD_MAX.documentDescription)}
                    defaultValue={(actionData?.values?.[`description_${group}`] as string | undefined) ?? descriptions[group]}
                  />
                </fieldset>
              ))}
              {progress !== null ? (
                <div role="status" className="space-y-1 text-sm">
                  <p>{t('documents.uploading', { percent: progress })}</p>
                  <progress max={100} value={progress} className="h-2 w-full" aria-label={t('documents.uploading', { percent: progress })} />
                </div>
              ) : null}
            </>
          ) : null}
          {name === 'pay' ? (
            <>
              <p className="text-lg">
                {t('wizard.fee')}: <strong>{formatUsd(tier.priceUsd)}</strong>
              </p>
              {loaderData.checklist.length ? (
                <section aria-labelledby="checklist-title" className="rounded-md border-2 border-accent p-4 text-sm" data-testid="pay-checklist">
                  <h2 id="checklist-title" className="font-semibold">
                    {t(application.paymentStatus === 'paid' ? 'wizard.checklistTitlePaid' : 'wizard.checklistTitle')}
                  </h2>
                  <ul className="mt-2 list-disc space-y-1 ps-5">
                    {loaderData.checklist.map((item) => (
                      <li key={item.text}>
                        <Link to={`/verification-application/${application.id}?step=${item.step}`} className="text-primary underline">
                          {item.text}
                        </Link>
                      </li>
                    ))}
                  </ul>
                </section>
              ) : null}
              {application.paymentStatus !== 'paid' ? (
                loaderData.checklist.length ? null : (
                  <>
                    <p className="text-sm text-muted-foreground">{t('wizard.payFirst')}</p>
                    <Button type="submit" name="intent" value="pay" variant="accent" pending={busy('pay')} pendingText={t('verify.processing')}>
                      {t('wizard.pay', { amount: formatUsd(tier.priceUsd) })}
                    </Button>
                    <PaymentTermsNotice className="text-xs text-muted-foreground" />
                  </>
                )
              ) : (
                <>
                  <p role="status" className="font-medium text-primary">
                    {t('wizard.paid')}
                  </p>
                  <section aria-labelledby="summary-title" className="rounded-md bg-muted p-4 text-sm">
                    <h2 id="summary-title" className="font-semibold">
                      {t('wizard.summary')}
                    </h2>
                    <dl className="mt-2 grid grid-cols-2 gap-1">
                      <dt>{t('wizard.summaryTier')}</dt>
                      <dd>{tier.name}</dd>
                      <dt>{t('wizard.summaryOrg')}</dt>
                      <dd>
                        <bdi>{application.organizationName}</bdi>
                      </dd>
                      <dt>{t('wizard.summaryCountry')}</dt>
                      <dd>{loaderData.countryName}</dd>
                      <dt>{t('wizard.summaryFee')}</dt>
                      <dd>{formatUsd(application.verificationFeePaid)}</dd>
                    </dl>
                  </section>
                  <label className="flex items-start gap-2 text-sm">
                    <input
                      type="checkbox"
                      id="declaration"
                      name="declaration"
                      className="mt-1"
                      aria-invalid={err('declaration') ? true : undefined}
                      aria-describedby={err('declaration') ? 'declaration-error' : undefined}
                    />
                    {t('wizard.declaration')}
                  </label>
                  {err('declaration') ? (
                    <p id="declaration-error" className="text-sm font-medium text-destructive">
                      {err('declaration')}
                    </p>
                  ) : null}
                  <Field
                    label={t('wizard.signature')}
                    id="signature"
                    name="signature"
                    autoComplete="name"
                    defaultValue={v('signature')}
                    error={err('signature')}
                    hint={lengthHint(WIZARD_MAX.signature)}
                    required
                  />
                </>
              )}
            </>
          ) : null}
        </fieldset>
        {/* The primary button comes first, so Enter in a field moves forward, not back. */}
        <div className="flex flex-row-reverse flex-wrap justify-between gap-3 pt-2">
          {last ? (
            <Button type="submit" name="intent" value="submit" disabled={application.paymentStatus !== 'paid' || submitted} pending={busy('submit')} pendingText={t('wizard.saving')}>
              {t('wizard.submit')}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="next" pending={busy('next') || progress !== null} pendingText={t('wizard.saving')} disabled={submitted}>
              {t('wizard.next')}
            </Button>
          )}
          <Button type="submit" name="intent" value="back" variant="outline" disabled={step === 1} formNoValidate>
            {t('wizard.back')}
          </Button>
        </div>
      </Form>
      <p className="mt-4 text-sm">
        <Link to="/get-verified" className={buttonClass('link', 'sm', 'px-0')}>
          {t('verify.title')}
        </Link>
      </p>
    </div>
  )
}

/** Where the application stands after Submit: in review, approved with its badge, or rejected with the member's options. */
function ReviewStatus({
  status,
  badge,
  reason,
  review,
  paymentStatus,
  busy,
}: {
  status: string
  badge: VerificationTier['badge']
  reason: string | null
  paymentStatus: string
  review: { decidedAt: string | null; refundedAt: string | null; until: string | null; open: boolean }
  busy: (intent: string) => boolean
}) {
  const box = 'mt-4 rounded-md border px-3 py-2 text-sm'
  if (status === 'in_progress')
    return (
      <p role="status" className={`${box} border-primary`}>
        {t('wizard.alreadySubmitted')}
      </p>
    )
  if (status === 'approved' && review.decidedAt) {
    return (
      <p role="status" className={`${box} flex flex-wrap items-center gap-2 border-primary`}>
        {t('review.memberApproved')} <VerifiedBadge badge={badge} verifiedAt={review.decidedAt} />
      </p>
    )
  }
  if (status === 'draft')
    return reason ? (
      <p role="status" className={`${box} border-accent`}>
        {t('review.memberResubmitting', { reason })}
      </p>
    ) : null
  return (
    <div role="status" className={`${box} space-y-2 border-destructive`}>
      <p className="font-medium">{t('review.memberRejected', { reason: reason ?? '' })}</p>
      {paymentStatus === 'refunded' && review.refundedAt ? <p>{t('review.memberRefunded', { date: formatDate(review.refundedAt) })}</p> : null}
      {review.open && review.until ? (
        <>
          <p>{t('review.memberOptions', { date: formatDate(review.until) })}</p>
          <Form method="post" className="flex flex-wrap gap-3">
            <Button type="submit" name="intent" value="resubmit" pending={busy('resubmit')} pendingText={t('wizard.saving')}>
              {t('review.resubmit')}
            </Button>
            <Button type="submit" name="intent" value="refund" variant="outline" pending={busy('refund')} pendingText={t('wizard.saving')}>
              {t('review.requestRefund')}
            </Button>
          </Form>
        </>
      ) : paymentStatus === 'paid' && review.until ? (
        <p>{t('review.windowClosedOn', { date: formatDate(review.until) })}</p>
      ) : null}
    </div>
  )
}
