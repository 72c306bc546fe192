import { useState } from 'react'
import { data, Form, Link, useNavigation } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { sectorName } from '../../catalog/names.ts'
import { allowancesFor } from '../../domain/verification/allowances.server.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { can } from '../../catalog/team.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { checkContactAllowance } from '../../domain/requests/contact-allowance.server.ts'
import { hasPriorityAccess } from '../../domain/priority/priority-access.ts'
import { PRIORITY_ANSWER_HOURS } from '../../catalog/priority.ts'
import { tierName } from '../../catalog/verification.ts'
import { createProjectRequest } from '../../domain/requests/create-project-request.server.ts'
import { findListedExpert } from '../../domain/requests/listed-expert.server.ts'
import { REQUEST_LIMITS } from '../../catalog/text-limits.ts'
import { PROJECT_REQUEST_FIELDS, projectRequestSchema, todayUtc } from '../../domain/requests/request.schema.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/project-request'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('requests.form.pageTitle'), matches) }, { name: 'robots', content: 'noindex' }]

/** The expert named by ?writer= (listed only), the sector named by ?sector=, and whether the member may contact anyone. */
async function pageState(context: Route.LoaderArgs['context'], member: Member, url: URL) {
  const { db } = context.get(servicesContext)
  const writerParam = url.searchParams.get('writer')
  const writerId = parseUuid(writerParam)
  const expert = writerId ? await findListedExpert(db, writerId) : null
  const sectorParam = url.searchParams.get('sector') ?? ''
  const verifiedTier = member.organization.verified?.tier ?? null
  const allowance = verifiedTier ? await checkContactAllowance(db, { organizationId: member.organization.id, verifiedTier }) : null
  return {
    // A writer who is not listed (unknown, pending, expired) cannot be asked: the page says so.
    writerMissing: writerParam !== null && !expert,
    expert: expert ? { id: expert.id, name: expert.name, title: expert.title, self: expert.userId === member.id } : null,
    sector: (SECTORS as readonly string[]).includes(sectorParam) ? sectorParam : '',
    verified: verifiedTier !== null,
    allowance: allowance ? { limit: allowance.limit, used: allowance.used, resetsAt: allowance.resetsAt.toISOString() } : null,
    // Priority access (ADR 074): the member is told their requests are shown first and answered in time.
    priorityTier: verifiedTier && hasPriorityAccess(verifiedTier) ? verifiedTier : null,
  }
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request, 'requests.signIn')
  return {
    ...(await pageState(context, member, new URL(request.url))),
    // A viewer is told at once, instead of filling in a form the server will refuse.
    allowed: can(member.organization.role, 'requests.write'),
    today: todayUtc(),
    perDay: allowancesFor(member.organization.verified?.tier ?? null).expertContacts,
  }
}

function limitMessage(limit: number, resetsAt: Date) {
  return t('requests.limitReached', { limit, date: formatDate(resetsAt) })
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request, 'requests.signIn')
  const submission = parseSubmission(await request.formData(), projectRequestSchema, { fields: PROJECT_REQUEST_FIELDS })
  const { values } = submission
  const refuse = (errors: Record<string, string>, status: number) => data({ errors, values }, { status })
  // A viewer reads the team's work and asks nobody on its behalf.
  if (!can(member.organization.role, 'requests.write')) return refuse({ form: t('team.notAllowed') }, 403)
  const verifiedTier = member.organization.verified?.tier ?? null
  // Checked on the server whatever the page showed: only verified organizations contact experts.
  if (!verifiedTier) return refuse({ form: t('requests.verifiedOnly') }, 403)
  if (!submission.ok) return refuse(submission.errors, 400)
  const services = context.get(servicesContext)
  let result: Awaited<ReturnType<typeof createProjectRequest>>
  try {
    result = await createProjectRequest(services, { id: member.id, organizationId: member.organization.id, verifiedTier }, submission.value)
  } catch (error) {
    console.error('Project request failed', error)
    return refuse({ form: t('requests.failed') }, 500)
  }
  if (result.ok) return redirectWithFlash('/dashboard', 'requests.submitted', new Headers(), 303)
  switch (result.reason) {
    case 'limit':
      return refuse({ form: limitMessage(result.limit, result.resetsAt) }, 429)
    case 'self':
      return refuse({ form: t('requests.notYourself') }, 400)
    case 'expertUnavailable':
      return refuse({ form: t('requests.expertUnavailable') }, 400)
    case 'noExperts':
      return refuse({ sector: t('requests.noSectorExperts') }, 400)
    default:
      return refuse({ form: t('requests.verifiedOnly') }, 403)
  }
}

/**
 * The description's length ("0/2000"): rendered on the server from the kept text ("{n}/2000" after
 * an error), then updated live as the member types once JavaScript runs.
 */
function DescriptionField({ defaultValue, error }: { defaultValue: string; error?: string }) {
  const [length, setLength] = useState(defaultValue.length)
  const max = REQUEST_LIMITS.descriptionMax
  const hint = (
    <>
      {t('requests.form.descriptionHint', { min: REQUEST_LIMITS.descriptionMin, max })}
      {' · '}
      <span aria-live="polite" className={length > max ? 'text-destructive' : undefined} data-testid="description-counter">
        {t('requests.form.counter', { count: String(length), max: String(max) })}
      </span>
    </>
  )
  return (
    <TextAreaField
      label={t('requests.form.description')}
      id="projectDescription"
      rows={8}
      maxLength={max}
      defaultValue={defaultValue}
      error={error}
      hint={hint}
      onChange={(e) => setLength(e.currentTarget.value.length)}
      required
    />
  )
}

export default function ProjectRequest({ loaderData, actionData }: Route.ComponentProps) {
  const { expert, writerMissing, sector, verified, allowed, allowance, today, perDay, priorityTier } = loaderData
  const navigation = useNavigation()
  const v = actionData?.values
  const errors = actionData?.errors
  const cancelTo = expert ? `/grant-experts/${expert.id}` : '/grant-experts/browse'
  // Without JavaScript the link goes to the expert's profile or the directory; with it, back where the member was.
  const goBack = (event: React.MouseEvent<HTMLAnchorElement>) => {
    if (window.history.length > 1 && document.referrer.startsWith(window.location.origin)) {
      event.preventDefault()
      window.history.back()
    }
  }
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('requests.form.pageTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('requests.form.intro')}</p>

      {expert ? (
        <section className="mt-4 rounded-lg border border-border bg-card p-4" aria-label={t('requests.form.to')}>
          <p className="text-sm text-muted-foreground">{t('requests.form.to')}</p>
          <p className="font-semibold">
            <bdi>{expert.name}</bdi>
          </p>
          <p className="text-sm" dir="auto">
            {expert.title}
          </p>
        </section>
      ) : writerMissing ? (
        <p role="alert" className="mt-4 rounded-lg border border-border bg-card p-4">
          {t('requests.expertUnavailable')}{' '}
          <Link to="/grant-experts/browse" className="text-primary underline">
            {t('requests.browseExperts')}
          </Link>
        </p>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{t('requests.form.openToSector')}</p>
      )}

      <ErrorSummary errors={errors} />
      {!verified ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="verified-only">
          <h2 id="verified-only" className="text-xl font-semibold">
            {t('requests.verifiedOnlyTitle')}
          </h2>
          <p className="mt-2">{t('requests.verifiedOnly')}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Link to="/get-verified" className={buttonClass()}>
              {t('requests.getVerified')}
            </Link>
            <Link to="/trust-center" className={buttonClass('outline')}>
              {t('requests.trustCenter')}
            </Link>
            <Link to={cancelTo} className={buttonClass('ghost')} onClick={goBack}>
              {t('requests.form.cancel')}
            </Link>
          </div>
        </section>
      ) : !allowed ? (
        errors?.form ? null : (
          <p role="alert" className="mt-6 rounded-lg border border-border bg-card p-4" data-testid="not-allowed">
            {t('team.notAllowed')}
          </p>
        )
      ) : expert?.self ? (
        <p role="alert" className="mt-6 rounded-lg border border-border bg-card p-4">
          {t('requests.notYourself')}
        </p>
      ) : (
        <>
          {allowance ? (
            <p className="mt-4 text-sm text-muted-foreground" data-testid="allowance">
              {allowance.limit === null
                ? t('requests.allowanceUnlimited')
                : allowance.used >= allowance.limit
                  ? limitMessage(allowance.limit, new Date(allowance.resetsAt))
                  : t('requests.allowanceLeft', { left: allowance.limit - allowance.used, limit: perDay ?? 0 })}
            </p>
          ) : null}
          {priorityTier ? (
            <p className="mt-2 text-sm" data-testid="priority-note">
              {t('priority.formNote', { tier: tierName(priorityTier), hours: PRIORITY_ANSWER_HOURS })}
            </p>
          ) : null}
          <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" noValidate>
            <input type="hidden" name="writer" value={expert?.id ?? ''} />
            {expert ? null : (
              <SelectField label={t('requests.form.sector')} id="sector" defaultValue={v?.sector ?? sector} error={errors?.sector} hint={t('requests.form.sectorHint')} required>
                <option value="">{t('requests.form.chooseSector')}</option>
                {SECTORS.map((s) => (
                  <option key={s} value={s}>
                    {sectorName(s)}
                  </option>
                ))}
              </SelectField>
            )}
            <Field
              label={t('requests.form.title')}
              id="projectTitle"
              name="projectTitle"
              defaultValue={v?.projectTitle}
              error={errors?.projectTitle}
              hint={t('requests.form.titleHint', { min: REQUEST_LIMITS.titleMin, max: REQUEST_LIMITS.titleMax })}
              maxLength={REQUEST_LIMITS.titleMax}
              required
            />
            <DescriptionField defaultValue={v?.projectDescription ?? ''} error={errors?.projectDescription} />
            <fieldset>
              <legend className="text-sm font-medium">{t('requests.form.budget')}</legend>
              <div className="mt-2 grid gap-4 sm:grid-cols-2">
                <Field label={t('requests.form.budgetMin')} id="budgetMin" name="budgetMin" inputMode="numeric" step={100} min={0} defaultValue={v?.budgetMin} error={errors?.budgetMin} />
                <Field label={t('requests.form.budgetMax')} id="budgetMax" name="budgetMax" inputMode="numeric" step={100} min={0} defaultValue={v?.budgetMax} error={errors?.budgetMax} />
              </div>
            </fieldset>
            <div className="grid gap-4 sm:grid-cols-2">
              <Field label={t('requests.form.deadline')} id="deadline" name="deadline" type="date" min={today} defaultValue={v?.deadline} error={errors?.deadline} />
              <SelectField label={t('requests.form.language')} id="preferredLanguage" defaultValue={v?.preferredLanguage || 'en'} error={errors?.preferredLanguage}>
                {LANGUAGES.map((l) => (
                  <option key={l} value={l} lang={l}>
                    {LANGUAGE_NAMES[l]}
                  </option>
                ))}
              </SelectField>
            </div>
            <p className="text-sm text-muted-foreground">{t('requests.form.contactsHidden')}</p>
            <div className="flex flex-wrap gap-3">
              <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('requests.form.submitting')}>
                {t('requests.form.submit')}
              </Button>
              <Link to={cancelTo} className={buttonClass('outline')} onClick={goBack}>
                {t('requests.form.cancel')}
              </Link>
            </div>
          </Form>
        </>
      )}
    </div>
  )
}
