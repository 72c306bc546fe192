import { data, Form, Link, useNavigation } from 'react-router'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { ELITE_REQUEST_LIMITS, INTRODUCTION_FIELDS, SITE_VISIT_FIELDS } from '../../domain/elite-requests/elite-request-limits.ts'
import { getEliteRequests } from '../../domain/elite-requests/get-elite-requests.server.ts'
import { listKnownFunders } from '../../domain/elite-requests/list-known-funders.server.ts'
import { requestEliteService } from '../../domain/elite-requests/request-elite-service.server.ts'
import { sendEliteRequestEmail } from '../../domain/elite-requests/send-elite-request-email.server.ts'
import { formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatLongDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/elite-requests'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('eliteRequests.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/elite-requests'

/**
 * An expert's site visits and funder introductions (issue 28 §2, ADR 077): what their membership
 * allows and what is left, the two request forms for Elite members, and where each request stands.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const page = await getEliteRequests(db, member.id)
  if (!page) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
  const allowed = page.allowances.some((a) => a.allowed)
  return {
    allowed,
    allowances: page.allowances.map((a) => ({ ...a, renews: formatDate(a.renews) })),
    funders: allowed ? await listKnownFunders(db) : [],
    requests: page.requests.map((r) => ({
      id: r.id,
      kind: r.kind,
      status: r.status,
      organization: r.organization,
      place: r.place,
      preferredDates: r.preferredDates,
      funderName: r.funderName,
      purpose: r.purpose,
      sent: formatDate(r.createdAt),
      scheduledFor: r.scheduledFor ? formatLongDate(r.scheduledFor) : null,
      declineReason: r.declineReason,
    })),
  }
}

type Failure = { intent: 'siteVisit' | 'introduction'; errors: Record<string, string>; values: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent !== 'siteVisit' && intent !== 'introduction') throw data(null, { status: 400 })
  const input = formInput(form, intent === 'siteVisit' ? SITE_VISIT_FIELDS : INTRODUCTION_FIELDS)
  const kind = intent === 'siteVisit' ? 'site_visit' : 'introduction'
  const outcome = await requestEliteService(services.db, member.id, kind, input)
  if (!outcome.ok) {
    // Someone who never applied is sent where they may, as the page itself does.
    if (outcome.status === 403 && !(await getEliteRequests(services.db, member.id))) throw redirectWithFlash('/become-grant-expert', 'requests.expert.notExpert')
    return data<Failure>({ intent, errors: outcome.errors, values: typedValues(input) }, { status: outcome.status })
  }
  const [sent] = (await getEliteRequests(services.db, member.id))?.requests.filter((r) => r.id === outcome.id) ?? []
  if (sent) await sendEliteRequestEmail(services, { userId: member.id, ...sent })
  return redirectWithFlash(HERE, kind === 'site_visit' ? 'eliteRequests.siteVisitSent' : 'eliteRequests.introductionSent')
}

const STATUS_CLASS: Record<string, string> = {
  new: 'bg-muted',
  scheduled: 'bg-primary/10 text-primary',
  in_progress: 'bg-primary/10 text-primary',
  done: 'border border-success text-success',
  declined: 'bg-destructive-soft',
}

export default function EliteRequestsPage({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const failure = actionData ?? null
  const visit = failure?.intent === 'siteVisit' ? failure : null
  const intro = failure?.intent === 'introduction' ? failure : null
  const allowance = (kind: string) => d.allowances.find((a) => a.kind === kind)
  const visitAllowance = allowance('site_visit')
  const introAllowance = allowance('introduction')
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/expert" className="text-sm text-primary underline">
        {t('requests.expert.title')}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('eliteRequests.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('eliteRequests.intro')}</p>

      {!d.allowed ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="elite-only">
          <h2 id="elite-only" className="text-xl font-semibold">
            {t('eliteRequests.eliteOnlyTitle')}
          </h2>
          <p className="mt-2">{t('eliteRequests.eliteOnlyBody', { tier: t('experts.tier.elite') })}</p>
          <Link to="/grant-experts#expert-tiers" className={buttonClass('default', 'sm', 'mt-3')}>
            {t('eliteRequests.seeTiers')}
          </Link>
        </section>
      ) : (
        <dl className="mt-6 grid gap-4 sm:grid-cols-2">
          {visitAllowance ? (
            <div className="rounded-lg border border-border bg-card p-4" data-testid="site-visit-allowance">
              <dt className="text-sm text-muted-foreground">{t('eliteRequests.siteVisitsLeft')}</dt>
              <dd className="mt-1 text-2xl font-bold">{t('eliteRequests.left', { left: visitAllowance.left, limit: visitAllowance.limit })}</dd>
              <dd className="text-sm text-muted-foreground">{t('eliteRequests.quarterRenews', { date: visitAllowance.renews })}</dd>
            </div>
          ) : null}
          {introAllowance ? (
            <div className="rounded-lg border border-border bg-card p-4" data-testid="introduction-allowance">
              <dt className="text-sm text-muted-foreground">{t('eliteRequests.introductionsLeft')}</dt>
              <dd className="mt-1 text-2xl font-bold">{t('eliteRequests.left', { left: introAllowance.left, limit: introAllowance.limit })}</dd>
              <dd className="text-sm text-muted-foreground">{t('eliteRequests.yearRenews', { date: introAllowance.renews })}</dd>
            </div>
          ) : null}
        </dl>
      )}

      {failure && !d.allowed ? <ErrorSummary errors={failure.errors} /> : null}

      {d.allowed ? (
        <div className="mt-6 grid gap-6 lg:grid-cols-2">
          <section className="rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="visit-heading">
            <h2 id="visit-heading" className="text-xl font-semibold">
              {t('eliteRequests.siteVisitTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('eliteRequests.siteVisitIntro')}</p>
            <ErrorSummary errors={visit?.errors} />
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="siteVisit" />
              <Field
                label={t('eliteRequests.organization')}
                id="organization"
                name="organization"
                maxLength={ELITE_REQUEST_LIMITS.line}
                defaultValue={visit?.values.organization ?? ''}
                error={visit?.errors.organization}
              />
              <Field label={t('eliteRequests.place')} id="place" name="place" maxLength={ELITE_REQUEST_LIMITS.line} defaultValue={visit?.values.place ?? ''} error={visit?.errors.place} />
              <Field
                label={t('eliteRequests.preferredDates')}
                id="preferredDates"
                name="preferredDates"
                maxLength={ELITE_REQUEST_LIMITS.line}
                hint={t('eliteRequests.preferredDatesHint')}
                defaultValue={visit?.values.preferredDates ?? ''}
                error={visit?.errors.preferredDates}
              />
              <TextAreaField
                label={t('eliteRequests.visitPurpose')}
                id="visit-purpose"
                name="purpose"
                rows={4}
                maxLength={ELITE_REQUEST_LIMITS.purpose.max}
                hint={lengthHint(ELITE_REQUEST_LIMITS.purpose.max)}
                defaultValue={visit?.values.purpose ?? ''}
                error={visit?.errors.purpose}
              />
              <Button type="submit" pending={busy('siteVisit')} pendingText={t('eliteRequests.sending')} disabled={visitAllowance?.left === 0 || undefined}>
                {t('eliteRequests.sendSiteVisit')}
              </Button>
            </Form>
          </section>
          <section className="rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby="intro-heading">
            <h2 id="intro-heading" className="text-xl font-semibold">
              {t('eliteRequests.introductionTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">{t('eliteRequests.introductionIntro')}</p>
            <ErrorSummary errors={intro?.errors} />
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="intent" value="introduction" />
              <SelectField label={t('eliteRequests.funder')} id="funder" name="funder" defaultValue={intro?.values.funder ?? ''} error={intro?.errors.funder}>
                <option value="">{t('eliteRequests.chooseFunder')}</option>
                {d.funders.map((f) => (
                  <option key={f.slug} value={f.slug}>
                    {f.name}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label={t('eliteRequests.introductionPurpose')}
                id="intro-purpose"
                name="purpose"
                rows={4}
                maxLength={ELITE_REQUEST_LIMITS.purpose.max}
                hint={lengthHint(ELITE_REQUEST_LIMITS.purpose.max)}
                defaultValue={intro?.values.purpose ?? ''}
                error={intro?.errors.purpose}
              />
              <Button type="submit" pending={busy('introduction')} pendingText={t('eliteRequests.sending')} disabled={introAllowance?.left === 0 || undefined}>
                {t('eliteRequests.sendIntroduction')}
              </Button>
            </Form>
          </section>
        </div>
      ) : null}

      <section className="mt-8" aria-labelledby="mine-heading">
        <h2 id="mine-heading" className="text-xl font-semibold">
          {t('eliteRequests.mine')}
        </h2>
        {d.requests.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('eliteRequests.none')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card" data-testid="elite-requests">
            {d.requests.map((r) => (
              <li key={r.id} className="p-4">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    {r.kind === 'site_visit' ? t('eliteRequests.what.site_visit', { organization: r.organization ?? '' }) : t('eliteRequests.what.introduction', { funder: r.funderName ?? '' })}
                  </p>
                  <span className={`rounded-full px-2.5 py-0.5 text-sm ${STATUS_CLASS[r.status] ?? 'bg-muted'}`} data-testid="elite-request-status">
                    {t(`eliteRequests.status.${r.status}`)}
                  </span>
                </div>
                <p className="mt-1 text-sm text-muted-foreground">
                  {t('eliteRequests.sentOn', { date: r.sent })}
                  {r.place ? (
                    <>
                      {' · '}
                      <bdi>{r.place}</bdi>
                    </>
                  ) : null}
                  {r.preferredDates ? (
                    <>
                      {' · '}
                      {t('eliteRequests.preferredDates')}: <bdi>{r.preferredDates}</bdi>
                    </>
                  ) : null}
                  {r.scheduledFor ? <> · {t('eliteRequests.scheduledFor', { date: r.scheduledFor })}</> : null}
                </p>
                <p className="mt-1 whitespace-pre-line text-sm" dir="auto">
                  {r.purpose}
                </p>
                {r.declineReason ? (
                  <p className="mt-2 text-sm">
                    {t('eliteRequests.declinedBecause')} <bdi className="whitespace-pre-line">{r.declineReason}</bdi>
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
