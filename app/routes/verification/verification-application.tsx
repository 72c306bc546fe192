import { useEffect, useState } from 'react'
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { countriesByName, countryName } from '../../catalog/countries.ts'
import { tierById, tierName } from '../../catalog/verification.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { DOCUMENT_GROUP_ORDER, type DocumentGroup } from '../../domain/verification/document-types.ts'
import { bodyWasTooLarge } from '../../request-headers.ts'
import { documentDescription, listDocuments } from '../../domain/verification/manage-documents.server.ts'
import { getVerificationApplication, stepsOf, verificationExists } from '../../domain/verification/manage-verification.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { localPriceText } from '../../domain/exchange-rates/local-pricing.server.ts'
import { checkoutNotes } from '../../domain/payments/checkout-notes.server.ts'
import { t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { ApplicationSummary } from './+shared/application-summary.tsx'
import { applicationSummary } from './+shared/application-summary.server.ts'
import { useDocumentUpload } from './+shared/document-upload.ts'
import { afterRejection, back, draftOnly, moreOfficers, next, pay, payChecklist, refuseUpload, removeOne, submit, uploadOnly, type WizardAction, wantsJson } from './+shared/wizard-actions.server.ts'
import { BasicStep, DocumentsStep, LeadershipStep, LocationStep, MissionStep, PayStep, type StepProps } from './+shared/wizard-steps.tsx'
import type { Route } from './+types/verification-application'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('verify.title'), matches) }, { name: 'robots', content: 'noindex' }]

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
  const { application, member, services } = await load(args)
  // Once submitted, the application is no longer the member's to edit: a read-only summary, not the wizard (issue 27).
  if (application.verificationStatus !== 'draft') return applicationSummary(services.db, application, member)
  const steps = stepsOf(application)
  const step = stepFromUrl(args.request, steps.length, application.currentStep)
  const tier = tierById(application.verificationTier)!
  const documents = tier.documentsRequired ? (await listDocuments(args.context.get(servicesContext).db, application.id)).map(({ storageKey: _, ...d }) => d) : []
  const descriptions = Object.fromEntries(DOCUMENT_GROUP_ORDER.map((g) => [g, documentDescription(application, g)])) as Record<DocumentGroup, string>
  const {
    createdAt: _c,
    updatedAt: _u,
    submittedAt: _s,
    decidedAt: _d,
    refundRequestedAt: _f,
    resubmittedAt: _r,
    digitalChecksAt: _dc,
    digitalChecks: _checks,
    groundCheckNotes: _g,
    crossValidationNotes: _x,
    ...view
  } = application
  // On the Pay step of a draft: what still stops it from being submitted, before any fee is taken.
  const checklist = steps[step - 1] === 'pay' ? await payChecklist(args.context.get(servicesContext).db, application) : []
  // On the Pay step: the fee in the member's own currency too, and how they would pay (ADR 070).
  const checkout = steps[step - 1] === 'pay' ? await checkoutNotes(services.db, services.payments, member) : null
  return {
    mode: 'wizard' as const,
    checklist,
    documents,
    descriptions,
    application: view,
    // Countries are stored by code and named from CLDR in the member's language, in its alphabetical order.
    countries: countriesByName(),
    countryName: application.country ? countryName(application.country) : null,
    steps,
    step,
    tier: { badge: tier.badge, name: tierName(tier.id), priceUsd: tier.priceUsd },
    local: checkout ? { price: localPriceText(checkout.pricing, tier.priceUsd), notes: checkout.notes } : null,
  }
}

/**
 * The Documents step's upload script asks for JSON (Accept: application/json): the action's answer
 * goes back as JSON (wizard-actions.server.ts), not as the page.
 */
export const middleware: Route.MiddlewareFunction[] = [
  async (args, next) => {
    if (args.request.method !== 'POST' || !wantsJson(args.request)) return next()
    const answer = await action(args)
    return answer instanceof Response ? answer : Response.json(answer.data, answer.init ?? undefined)
  },
]

export async function action(args: Route.ActionArgs) {
  const { member, services, application } = await load(args)
  const steps = stepsOf(application)
  const json = wantsJson(args.request)
  // An upload past the limit is never read (server/request-body.ts): the page says so.
  if (bodyWasTooLarge(args.request)) return refuseUpload(json, { errors: { documents: t('documents.tooMuch') }, values: {}, step: steps.indexOf('documents') + 1 }, 413)
  const form = await args.request.formData()
  const posted = Number(form.get('step'))
  // A step is a whole number in range ("1.5" once reached a step that does not exist: a 500).
  const step = Math.min(Math.max(1, Number.isInteger(posted) ? posted : 1), steps.length)
  const wizard: WizardAction = { request: args.request, json, member, services, application, steps, step, form }
  const intent = String(form.get('intent') ?? '')
  switch (intent) {
    case 'resubmit':
    case 'refund':
      return afterRejection(wizard, intent)
    case 'documents':
      return draftOnly(wizard, uploadOnly)
    case 'remove-document':
      return draftOnly(wizard, removeOne)
    case 'back':
      return draftOnly(wizard, back)
    case 'next':
      return draftOnly(wizard, next)
    case 'officers-more':
      return draftOnly(wizard, moreOfficers)
    case 'pay':
      return draftOnly(wizard, pay)
    case 'submit':
      return draftOnly(wizard, submit)
    default:
      // An unknown intent on a submitted application still hears that it was submitted.
      return draftOnly(wizard, () => {
        throw data(null, { status: 400 })
      })
  }
}

export default function VerificationApplication({ loaderData, actionData }: Route.ComponentProps) {
  if (loaderData.mode === 'summary') return <ApplicationSummary data={loaderData} />
  return <VerificationWizard loaderData={loaderData} actionData={actionData} />
}

type WizardData = Extract<Route.ComponentProps['loaderData'], { mode: 'wizard' }>

function VerificationWizard({ loaderData, actionData }: { loaderData: WizardData; actionData: Route.ComponentProps['actionData'] }) {
  const { application, steps, tier } = loaderData
  const [params] = useSearchParams()
  const navigation = useNavigation()
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
  const { progress, upload } = useDocumentUpload(name === 'documents', (message) => setErrors({ documents: message }))
  const stepProps: StepProps = { v, err, step, progress, busy, data: loaderData, actionData }
  const last = step === steps.length

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
      {application.rejectionReason ? (
        // Corrected after a rejection: the reviewer's reason stays in view while the member edits.
        <p role="status" className="mt-4 rounded-md border border-accent px-3 py-2 text-sm">
          {t('review.memberResubmitting', { reason: application.rejectionReason })}
        </p>
      ) : null}

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
        <div className="min-w-0 space-y-4">
          {name === 'basic' ? <BasicStep {...stepProps} /> : null}
          {name === 'location' ? <LocationStep {...stepProps} /> : null}
          {name === 'mission' ? <MissionStep {...stepProps} /> : null}
          {name === 'leadership' ? <LeadershipStep {...stepProps} /> : null}
          {name === 'documents' ? <DocumentsStep {...stepProps} /> : null}
          {name === 'pay' ? <PayStep {...stepProps} /> : null}
        </div>
        {/* The primary button comes first, so Enter in a field moves forward, not back. */}
        <div className="flex flex-row-reverse flex-wrap justify-between gap-3 pt-2">
          {last ? (
            <Button type="submit" name="intent" value="submit" disabled={application.paymentStatus !== 'paid'} pending={busy('submit')} pendingText={t('wizard.saving')}>
              {t('wizard.submit')}
            </Button>
          ) : (
            <Button type="submit" name="intent" value="next" pending={busy('next') || progress !== null} pendingText={t('wizard.saving')}>
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
