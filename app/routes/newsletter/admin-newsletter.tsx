import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { NEWSLETTER_MAX } from '../../catalog/newsletter.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../components/ui/field.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { countNewsletterSubscribers, listNewsletterIssues } from '../../domain/newsletter/get-newsletter-issue.server.ts'
import { newsletterIssueSchema } from '../../domain/newsletter/newsletter.schema.ts'
import { createNewsletterIssue } from '../../domain/newsletter/save-newsletter-issue.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import { AdminLoadFailed } from '../admin/+shared/load-failed.tsx'
import type { Route } from './+types/admin-newsletter'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('newsletter.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const [issues, subscribers] = await Promise.all([listNewsletterIssues(db), countNewsletterSubscribers(db)])
  return {
    subscribers,
    issues: issues.map((i) => ({ ...i, createdAt: i.createdAt.toISOString(), sentAt: i.sentAt?.toISOString() ?? null })),
  }
}

/** A new draft: staff's subject and introduction; a refusal keeps what was typed. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const submission = parseSubmission(await request.formData(), newsletterIssueSchema, { fields: ['subject', 'intro'] })
  if (!submission.ok) return data({ errors: submission.errors, values: submission.values }, { status: 400 })
  const id = await createNewsletterIssue(db, admin.id, submission.value)
  return redirectWithFlash(`/admin/newsletter/${id}`, 'newsletter.admin.created')
}

export default function AdminNewsletter({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const { issues, subscribers } = loaderData
  const values = actionData?.values ?? {}
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/admin" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('newsletter.admin.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('newsletter.admin.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('newsletter.admin.lead')}</p>
      <p className="mt-2 font-medium">{t('newsletter.admin.subscribers', { count: subscribers })}</p>

      <section aria-labelledby="issues" className="mt-8">
        <h2 id="issues" className="text-xl font-semibold">
          {t('newsletter.admin.issues')}
        </h2>
        {issues.length === 0 ? (
          <p className="mt-2 text-muted-foreground">{t('newsletter.admin.empty')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
            {issues.map((issue) => (
              <li key={issue.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <div className="min-w-0">
                  <Link to={`/admin/newsletter/${issue.id}`} className="font-medium text-primary underline [overflow-wrap:anywhere]">
                    <bdi>{issue.subject}</bdi>
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {issue.sentAt ? t('newsletter.admin.sentOn', { date: formatDate(issue.sentAt) }) : t('newsletter.admin.createdOn', { date: formatDate(issue.createdAt) })}
                    {issue.progress ? ` · ${t('newsletter.admin.progress', { ...issue.progress })}` : ''}
                  </p>
                </div>
                <span className={badgeClass(issue.status === 'sent' ? 'strong' : issue.status === 'sending' ? 'warning' : 'neutral')}>{t(`newsletter.status.${issue.status}`)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="new-issue" className="mt-8">
        <h2 id="new-issue" className="text-xl font-semibold">
          {t('newsletter.admin.new')}
        </h2>
        <ErrorSummary errors={actionData?.errors} />
        <Form method="post" noValidate className="mt-3 space-y-4 rounded-lg border border-border bg-card p-6">
          <Field
            label={t('newsletter.admin.subject')}
            id="subject"
            name="subject"
            defaultValue={values.subject ?? ''}
            maxLength={NEWSLETTER_MAX.subject}
            hint={lengthHint(NEWSLETTER_MAX.subject)}
            error={actionData?.errors.subject}
            required
          />
          <TextAreaField
            label={t('newsletter.admin.introText')}
            id="intro"
            name="intro"
            rows={8}
            defaultValue={values.intro ?? ''}
            maxLength={NEWSLETTER_MAX.intro}
            hint={`${t('newsletter.admin.introHint')} ${lengthHint(NEWSLETTER_MAX.intro)}`}
            error={actionData?.errors.intro}
            required
          />
          <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('application.saving')}>
            {t('newsletter.admin.create')}
          </Button>
        </Form>
      </section>
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
