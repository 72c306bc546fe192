import { ArrowLeft } from 'lucide-react'
import { useEffect } from 'react'
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES } from '../../catalog/languages.ts'
import { NEWSLETTER_MAX } from '../../catalog/newsletter.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../components/ui/field.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { excludeFeaturedExpert } from '../../domain/newsletter/exclude-featured-expert.server.ts'
import { countNewsletterSubscribers, getNewsletterIssue } from '../../domain/newsletter/get-newsletter-issue.server.ts'
import { newsletterExcludeSchema, newsletterIssueSchema, newsletterSendSchema } from '../../domain/newsletter/newsletter.schema.ts'
import { previewNewsletter } from '../../domain/newsletter/preview-newsletter.server.ts'
import { updateNewsletterIssue } from '../../domain/newsletter/save-newsletter-issue.server.ts'
import { SEND_NEWSLETTER_JOB, startNewsletterSend } from '../../domain/newsletter/start-newsletter-send.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { directionOf, isLanguage } from '../../i18n/languages.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import { AdminLoadFailed } from '../admin/+shared/load-failed.tsx'
import type { Route } from './+types/admin-newsletter-issue'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [{ title: pageTitle(loaderData?.issue.subject ?? t('newsletter.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const issue = await getNewsletterIssue(services.db, routeId(params.id, 'uuid'))
  if (!issue) throw data(null, { status: 404 })
  const asked = new URL(request.url).searchParams.get('language')
  const language = isLanguage(asked) ? asked : 'en'
  const preview = previewNewsletter(services, issue, issue.featured, admin, language)
  return {
    issue: {
      id: issue.id,
      subject: issue.subject,
      intro: issue.intro,
      status: issue.status,
      leftOut: issue.excludedExpertIds.length,
      createdAt: issue.createdAt.toISOString(),
      sentAt: issue.sentAt?.toISOString() ?? null,
      progress: issue.progress,
      featured: issue.featured.map((e) => ({ id: e.id, name: e.name, title: e.title, tier: expertTierName(e.tier) })),
    },
    subscribers: issue.status === 'draft' ? await countNewsletterSubscribers(services.db) : 0,
    preview: { language, subject: preview.subject, text: preview.text },
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  requireAdmin(context, request)
  const services = context.get(servicesContext)
  const issueId = routeId(params.id, 'uuid')
  const form = await request.formData()
  switch (form.get('intent')) {
    case 'save':
      return saveAction(services, issueId, form)
    case 'exclude':
      return excludeAction(services, issueId, form)
    case 'restore':
      return (await excludeFeaturedExpert(services.db, issueId, null)) ? redirectWithFlash(here(issueId), 'newsletter.admin.restored') : notDraft(services, issueId)
    case 'send':
      return sendAction(services, issueId, form)
    default:
      throw data(null, { status: 400 })
  }
}

const here = (issueId: string) => `/admin/newsletter/${issueId}`

/** The issue is not a draft any more (it was sent meanwhile), or there is no such issue. */
async function notDraft(services: AppServices, issueId: string) {
  if (!(await getNewsletterIssue(services.db, issueId))) throw data(null, { status: 404 })
  return redirectWithFlash(here(issueId), 'newsletter.admin.notDraft')
}

async function saveAction(services: AppServices, issueId: string, form: FormData) {
  const submission = parseSubmission(form, newsletterIssueSchema, { fields: ['subject', 'intro'] })
  if (!submission.ok) return data({ errors: submission.errors, values: submission.values }, { status: 400 })
  if (!(await updateNewsletterIssue(services.db, issueId, submission.value))) return notDraft(services, issueId)
  return redirectWithFlash(here(issueId), 'newsletter.admin.saved')
}

async function excludeAction(services: AppServices, issueId: string, form: FormData) {
  const submission = parseSubmission(form, newsletterExcludeSchema, { fields: ['expertId'] })
  if (!submission.ok) return data({ errors: submission.errors, values: {} as Record<string, string> }, { status: 400 })
  if (!(await excludeFeaturedExpert(services.db, issueId, submission.value.expertId))) return notDraft(services, issueId)
  return redirectWithFlash(here(issueId), 'newsletter.admin.leftOut')
}

/** Claims every opted-in member at once, then queues the send (the scan queues it again if the queue is down). */
async function sendAction(services: AppServices, issueId: string, form: FormData) {
  const submission = parseSubmission(form, newsletterSendSchema, { fields: ['confirm'] })
  if (!submission.ok) return data({ errors: submission.errors, values: {} as Record<string, string> }, { status: 400 })
  const outcome = await startNewsletterSend(services.db, issueId)
  switch (outcome.kind) {
    case 'not-found':
      throw data(null, { status: 404 })
    case 'not-draft':
      return redirectWithFlash(here(issueId), 'newsletter.admin.notDraft')
    case 'no-experts':
      return data({ errors: { form: t('newsletter.admin.cannotSendNoExperts') }, values: {} as Record<string, string> }, { status: 400 })
    case 'no-recipients':
      return data({ errors: { form: t('newsletter.admin.noRecipients') }, values: {} as Record<string, string> }, { status: 400 })
    case 'started':
      try {
        await services.jobs.enqueue(SEND_NEWSLETTER_JOB, { issueId }, { singletonKey: `newsletter:${issueId}` })
      } catch (error) {
        console.error('Queueing the newsletter failed; the scan will send it', error)
      }
      return redirectWithFlash(here(issueId), 'newsletter.admin.sendStarted')
  }
}

/** While the issue goes out, with JavaScript the progress follows on its own; without, the link reloads it. */
function useProgressRefresh(sending: boolean) {
  const revalidator = useRevalidator()
  useEffect(() => {
    if (!sending) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle') revalidator.revalidate()
    }, 3000)
    return () => clearInterval(timer)
  }, [sending, revalidator])
}

export default function AdminNewsletterIssue({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { issue, preview, subscribers } = loaderData
  const draft = issue.status === 'draft'
  const values = actionData?.values ?? {}
  const errors: Record<string, string> | undefined = actionData?.errors
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  useProgressRefresh(issue.status === 'sending')
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/admin/newsletter" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('newsletter.admin.title')}
      </Link>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold [overflow-wrap:anywhere]">
          <bdi>{issue.subject}</bdi>
        </h1>
        <span className={badgeClass(issue.status === 'sent' ? 'strong' : issue.status === 'sending' ? 'warning' : 'neutral')}>{t(`newsletter.status.${issue.status}`)}</span>
      </div>
      <p className="mt-1 text-sm text-muted-foreground">
        {issue.sentAt ? t('newsletter.admin.sentOn', { date: formatDate(issue.sentAt) }) : t('newsletter.admin.createdOn', { date: formatDate(issue.createdAt) })}
      </p>
      <ErrorSummary errors={errors} />

      {issue.progress ? (
        <section aria-labelledby="progress" className="mt-6 rounded-lg border border-border bg-card p-4">
          <h2 id="progress" className="sr-only">
            {t('newsletter.status.sending')}
          </h2>
          <p role="status" className="font-medium">
            {t('newsletter.admin.progress', { ...issue.progress })}
          </p>
          <div aria-hidden className="mt-2 h-2 w-full overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-primary" style={{ width: `${issue.progress.total ? Math.round((issue.progress.done / issue.progress.total) * 100) : 0}%` }} />
          </div>
          {issue.progress.done > issue.progress.sent ? (
            <p className="mt-2 text-sm text-muted-foreground">{t('newsletter.admin.skipped', { count: issue.progress.done - issue.progress.sent })}</p>
          ) : null}
          {issue.status === 'sending' ? (
            <Link to={here(issue.id)} className="mt-2 inline-flex min-h-11 items-center text-primary underline">
              {t('newsletter.admin.refresh')}
            </Link>
          ) : null}
        </section>
      ) : null}

      {draft ? (
        <Form method="post" noValidate className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6">
          <input type="hidden" name="intent" value="save" />
          <Field
            label={t('newsletter.admin.subject')}
            id="subject"
            name="subject"
            defaultValue={values.subject ?? issue.subject}
            maxLength={NEWSLETTER_MAX.subject}
            hint={lengthHint(NEWSLETTER_MAX.subject)}
            error={errors?.subject}
            required
          />
          <TextAreaField
            label={t('newsletter.admin.introText')}
            id="intro"
            name="intro"
            rows={8}
            defaultValue={values.intro ?? issue.intro}
            maxLength={NEWSLETTER_MAX.intro}
            hint={`${t('newsletter.admin.introHint')} ${lengthHint(NEWSLETTER_MAX.intro)}`}
            error={errors?.intro}
            required
          />
          <Button type="submit" variant="outline" pending={busy('save')} pendingText={t('application.saving')}>
            {t('newsletter.admin.save')}
          </Button>
        </Form>
      ) : null}

      <section aria-labelledby="featured" className="mt-8">
        <h2 id="featured" className="text-xl font-semibold">
          {t('newsletter.admin.featured')}
        </h2>
        {draft ? <p className="mt-1 text-sm text-muted-foreground">{t('newsletter.admin.featuredHint')}</p> : null}
        {issue.featured.length === 0 ? (
          <p role="alert" className="mt-3 text-destructive">
            {t('newsletter.admin.noExperts')}
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
            {issue.featured.map((expert) => (
              <li key={expert.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link to={`/grant-experts/${expert.id}`} className="font-medium text-primary underline">
                    <bdi>{expert.name}</bdi>
                  </Link>
                  <p className="text-sm text-muted-foreground [overflow-wrap:anywhere]">
                    <bdi>{expert.title}</bdi> · {expert.tier}
                  </p>
                </div>
                {draft ? (
                  <Form method="post">
                    <input type="hidden" name="intent" value="exclude" />
                    <input type="hidden" name="expertId" value={expert.id} />
                    <Button type="submit" variant="ghost" size="sm" aria-label={t('newsletter.admin.leaveOutName', { name: expert.name })}>
                      {t('newsletter.admin.leaveOut')}
                    </Button>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {draft && issue.leftOut > 0 ? (
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-2 text-sm">
            <input type="hidden" name="intent" value="restore" />
            <span>{t('newsletter.admin.leftOutCount', { count: issue.leftOut })}</span>
            <Button type="submit" variant="outline" size="sm">
              {t('newsletter.admin.restore')}
            </Button>
          </Form>
        ) : null}
      </section>

      <section aria-labelledby="preview" className="mt-8">
        <h2 id="preview" className="text-xl font-semibold">
          {t('newsletter.admin.preview')}
        </h2>
        <p className="mt-1 text-sm text-muted-foreground">{t('newsletter.admin.previewHint')}</p>
        <nav aria-label={t('newsletter.admin.previewLanguages')} className="mt-3 flex flex-wrap gap-2">
          {LANGUAGES.map((code) => (
            <Link
              key={code}
              to={`?language=${code}#preview`}
              lang={code}
              aria-current={code === preview.language ? 'page' : undefined}
              className={buttonClass(code === preview.language ? 'default' : 'outline', 'sm')}
            >
              {LANGUAGE_NAMES[code]}
            </Link>
          ))}
        </nav>
        <div className="mt-3 rounded-lg border border-border bg-card p-4" lang={preview.language} dir={directionOf(preview.language)}>
          <p className="font-semibold [overflow-wrap:anywhere]">{preview.subject}</p>
          <h3 className="mt-3 text-sm font-medium text-muted-foreground">{t('newsletter.admin.textPart')}</h3>
          <pre className="mt-1 whitespace-pre-wrap font-sans text-sm [overflow-wrap:anywhere]">{preview.text}</pre>
        </div>
        <p className="mt-2">
          <a href={`/admin/newsletter/${issue.id}/preview/${preview.language}`} target="_blank" rel="noopener" className="inline-flex min-h-11 items-center text-primary underline">
            {t('newsletter.admin.openHtml')}
          </a>
        </p>
      </section>

      {draft ? (
        <section aria-labelledby="send" className="mt-8">
          <h2 id="send" className="text-xl font-semibold">
            {t('newsletter.admin.sendTitle')}
          </h2>
          <Form method="post" noValidate className="mt-3 space-y-4 rounded-lg border border-border bg-card p-6">
            <input type="hidden" name="intent" value="send" />
            <label className="flex items-start gap-2 text-sm">
              <input type="checkbox" name="confirm" className="mt-1" aria-invalid={errors?.confirm ? true : undefined} aria-describedby={errors?.confirm ? 'confirm-error' : undefined} />
              {t('newsletter.admin.confirm')}
            </label>
            {errors?.confirm ? (
              <p id="confirm-error" className="text-sm font-medium text-destructive">
                {errors.confirm}
              </p>
            ) : null}
            <Button type="submit" pending={busy('send')} pendingText={t('application.saving')} disabled={issue.featured.length === 0}>
              {t('newsletter.admin.send', { count: subscribers })}
            </Button>
          </Form>
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
