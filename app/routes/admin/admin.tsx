import { HandHeart, Mail, MessageSquare, Smartphone, Plus, ShieldCheck } from 'lucide-react'
import { data, Form, Link, useNavigation, useSearchParams } from 'react-router'
import { LANGUAGE_NAMES } from '../../catalog/sectors.ts'
import { useAssistantAvailable } from '../../components/assistant/use-assistant.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { inputClass, typedTextClass } from '../../components/ui/field.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { announceGrantPublished } from '../../domain/saved-searches/announce-grant-published.server.ts'
import { getAdminCounts } from '../../domain/admin/get-admin-overview.server.ts'
import { AUDIT_LOG_SHOWN, listAuditLog } from '../../domain/admin/list-audit-log.server.ts'
import { listAdminGrants } from '../../domain/admin/manage-grants.server.ts'
import { listPendingSubmissions, publishSubmission, rejectSubmission, submissionAmount } from '../../domain/admin/review-submission.server.ts'
import { sendSubmissionOutcomeEmail } from '../../domain/admin/send-submission-outcome.server.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { decideExpertApplication, listPendingExperts, sendExpertDecisionEmail } from '../../domain/experts/decide-expert-application.server.ts'
import { ExpertApplicationCard } from './+shared/expert-application-card.tsx'
import { countProfileEdits } from '../../domain/experts/list-profile-edits.server.ts'
import { formText, textProblem } from '../../domain/shared/form-fields.ts'
import { grantTextProps } from '../../domain/grants/grant-text.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatIsolatedList, formatNumber, t, type MessageId } from '../../i18n/index.ts'
import type { Route } from './+types/admin'
import { AdminLoadFailed } from './+shared/load-failed.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const TABS = [
  { id: 'grants', label: 'admin.tabGrants' },
  { id: 'writers', label: 'admin.tabWriters' },
  { id: 'submissions', label: 'admin.tabSubmissions' },
  { id: 'audit', label: 'admin.tabAudit' },
] as const satisfies ReadonlyArray<{ id: string; label: MessageId }>
type Tab = (typeof TABS)[number]['id']
const tabOf = (value: string | null): Tab => TABS.find((x) => x.id === value)?.id ?? 'grants'

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('tab'))
  const q = url.searchParams.get('q')?.trim().slice(0, 200) || undefined
  const [counts, grants, writers, submissions, audit] = await Promise.all([
    getAdminCounts(db).then(async (c) => ({ ...c, pendingProfileEdits: await countProfileEdits(db) })),
    tab === 'grants' ? listAdminGrants(db, q) : [],
    tab === 'writers' ? listPendingExperts(db) : [],
    tab === 'submissions' ? listPendingSubmissions(db) : [],
    tab === 'audit' ? listAuditLog(db) : [],
  ])
  return {
    tab,
    q: q ?? '',
    counts,
    grants: grants.map((g) => ({ ...g, createdAt: g.createdAt.toISOString() })),
    writers: writers.map((w) => ({ ...w, createdAt: w.createdAt.toISOString() })),
    submissions: submissions.map((s) => ({
      ...s,
      createdAt: s.createdAt.toISOString(),
      amount: submissionAmount(s.amountMin, s.amountMax),
      // The submission's own text is marked with its language and direction; the language named in its own words.
      own: grantTextProps(s.language),
      languageName: LANGUAGE_NAMES[s.language],
    })),
    audit,
    // The catalogue's number, sent with the page rather than the audit catalogue itself.
    auditShown: AUDIT_LOG_SHOWN,
  }
}

type Decision = 'writer-approve' | 'writer-reject' | 'submission-publish' | 'submission-reject'
/** Where each decision goes back to, and what it says when it could not be made. */
const FAILED: Record<Decision, [Tab, MessageId]> = {
  'writer-approve': ['writers', 'admin.writerApproveFailed'],
  'writer-reject': ['writers', 'admin.writerRejectFailed'],
  'submission-publish': ['submissions', 'admin.submissionPublishFailed'],
  'submission-reject': ['submissions', 'admin.submissionRejectFailed'],
}
type Deciding = { services: AppServices; adminId: string; form: FormData; id: string }
const back = (tab: Tab, message: MessageId) => redirectWithFlash(`/admin?tab=${tab}`, message)

/** Expert decisions and submission reviews; every one is checked for admin here, on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  const args = { services, adminId: admin.id, form }
  switch (intent) {
    case 'writer-approve':
      return decide(args, intent, approveWriter)
    case 'writer-reject':
      return decide(args, intent, rejectWriter)
    case 'submission-publish':
      return decide(args, intent, publish)
    case 'submission-reject':
      return decide(args, intent, rejectSubmissionWithReason)
    default:
      throw data(null, { status: 400 })
  }
}

/** One decision on the writer or submission the form names; a failure goes back to its tab with its message. */
async function decide<R>(args: Omit<Deciding, 'id'>, intent: Decision, run: (deciding: Deciding) => Promise<R>) {
  // Writers and submissions have uuid ids: anything else names nothing there is to decide.
  const id = parseUuid(args.form.get('id'))
  if (!id) return back(...FAILED[intent])
  try {
    return await run({ ...args, id })
  } catch (error) {
    console.error(`Admin action ${intent} failed`, error)
    return back(...FAILED[intent])
  }
}

/** The reason a rejection gives (5-1000 characters), or the answer that refuses it with what was typed. */
function rejectReason(form: FormData, id: string) {
  const raw = form.get('reason') ?? ''
  const reason = formText(form, 'reason').trim()
  const problem = textProblem(raw, t('admin.rejectReason'), 'lines')
  if (problem) return { refused: data({ error: problem, id, reason: formText(form, 'reason') }, { status: 400 }) }
  if (reason.length < 5 || reason.length > 1000) return { refused: data({ error: t('admin.rejectReasonRequired'), id, reason }, { status: 400 }) }
  return { reason }
}

async function approveWriter({ services, adminId, id }: Deciding) {
  const outcome = await decideExpertApplication(services.db, adminId, id, { decision: 'approve' })
  if (!outcome) return back('writers', 'admin.writerApproveFailed')
  await sendExpertDecisionEmail(services, outcome, { decision: 'approve' })
  return back('writers', 'admin.writerApproved')
}

/** The applicant is told why, and may change the application and send it again. */
async function rejectWriter({ services, adminId, form, id }: Deciding) {
  const { reason, refused } = rejectReason(form, id)
  if (refused) return refused
  const outcome = await decideExpertApplication(services.db, adminId, id, { decision: 'reject', reason })
  if (!outcome) return back('writers', 'admin.writerRejectFailed')
  await sendExpertDecisionEmail(services, outcome, { decision: 'reject', reason })
  return back('writers', 'admin.writerRejected')
}

async function publish({ services, adminId, id }: Deciding) {
  const outcome = await publishSubmission(services.db, adminId, id)
  if (!outcome) return back('submissions', 'admin.submissionPublishFailed')
  await announceGrantPublished(services.jobs, services.config.priorityAlertDelaySeconds)
  await sendSubmissionOutcomeEmail(services, outcome, 'published')
  return back('submissions', 'admin.submissionPublished')
}

async function rejectSubmissionWithReason({ services, adminId, form, id }: Deciding) {
  const { reason, refused } = rejectReason(form, id)
  if (refused) return refused
  const outcome = await rejectSubmission(services.db, adminId, id, reason)
  if (!outcome) return back('submissions', 'admin.submissionRejectFailed')
  await sendSubmissionOutcomeEmail(services, { ...outcome, reason }, 'rejected')
  return back('submissions', 'admin.submissionRejected')
}

export default function Admin({ loaderData, actionData }: Route.ComponentProps) {
  const { counts, grants, writers, submissions, audit, auditShown, q } = loaderData
  const [params] = useSearchParams()
  const tab = tabOf(params.get('tab'))
  const assistant = useAssistantAvailable()
  const navigation = useNavigation()
  const busy = (intent: string, id: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === id
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
        <div className="flex flex-wrap gap-2">
          <Link to="/admin/verifications" className={buttonClass('outline', 'sm')}>
            <ShieldCheck aria-hidden size={16} className="shrink-0" />
            {t('review.queueLink', { count: counts.pendingVerifications })}
          </Link>
          <Link to="/admin/outbox" className={buttonClass('outline', 'sm')}>
            <Mail aria-hidden size={16} className="shrink-0" />
            {t('admin.outbox')}
          </Link>
          <Link to="/admin/messaging" className={buttonClass('outline', 'sm')}>
            <Smartphone aria-hidden size={16} className="shrink-0" />
            {t('messaging.admin.title')}
          </Link>
          <Link to="/admin/messages" className={buttonClass('outline', 'sm')}>
            <MessageSquare aria-hidden size={16} />
            {t('admin.messages')}
          </Link>
          <Link to="/admin/organizations" className={buttonClass('outline', 'sm')}>
            {t('accountManager.admin.organizations')}
          </Link>
          <Link to="/admin/disputes" className={buttonClass('outline', 'sm')}>
            {t('engagements.admin.queueLink')}
          </Link>
          <Link to="/taf-admin" className={buttonClass('outline', 'sm')}>
            {t('discovery.title')}
          </Link>
          <Link to="/admin/expert-edits" className={buttonClass('outline', 'sm')}>
            {t('expertEdits.admin.queueLink', { count: counts.pendingProfileEdits })}
          </Link>
          <Link to="/admin/hours" className={buttonClass('outline', 'sm')}>
            {t('hours.admin.link')}
          </Link>
          {assistant ? (
            <Link to="/admin/assistant" className={buttonClass('outline', 'sm')}>
              {t('assistant.admin.link')}
            </Link>
          ) : null}
          <Link to="/admin/funder-access" className={buttonClass('outline', 'sm')}>
            {t('funderAccess.admin.title')}
          </Link>
          <Link to="/admin/newsletter" className={buttonClass('outline', 'sm')}>
            {t('newsletter.admin.title')}
          </Link>
          <Link to="/admin/white-glove" className={buttonClass('outline', 'sm')}>
            <HandHeart aria-hidden size={16} className="shrink-0" />
            {t('whiteGlove.admin.title')}
          </Link>
          <Link to="/admin/elite-requests" className={buttonClass('outline', 'sm')}>
            {t('eliteRequests.admin.title')}
          </Link>
          <Link to="/admin/events" className={buttonClass('outline', 'sm')}>
            {t('events.admin.title')}
          </Link>
          <Link to="/admin/priority-requests" className={buttonClass('outline', 'sm')}>
            {t('priority.admin.title')}
          </Link>
        </div>
      </div>
      {/* Three counters: one per row on a phone (two and a lone half would look broken), three across from sm. */}
      <dl className="mt-6 grid gap-3 sm:grid-cols-3 sm:gap-4">
        {[
          [t('admin.totalGrants'), counts.totalGrants],
          [t('admin.pendingApplications'), counts.pendingApplications],
          [t('admin.pendingSubmissions'), counts.pendingSubmissions],
        ].map(([label, value]) => (
          <div key={label} className="flex items-baseline justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 sm:flex-col sm:justify-between sm:p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-bold sm:mt-1 sm:text-3xl">{formatNumber(Number(value))}</dd>
          </div>
        ))}
      </dl>

      <TabNav label={t('admin.title')} tabs={TABS.map((x) => ({ id: x.id, label: t(x.label) }))} current={tab} />

      {tab === 'grants' ? (
        <section className="mt-6">
          <div className="flex flex-wrap items-end justify-between gap-3">
            <Form method="get" role="search" className="flex items-end gap-2">
              <input type="hidden" name="tab" value="grants" />
              <div>
                <label htmlFor="admin-q" className="block text-xs font-medium text-muted-foreground">
                  {t('admin.searchGrants')}
                </label>
                <input id="admin-q" name="q" type="search" defaultValue={q} className={`${inputClass} ${typedTextClass}`} />
              </div>
              <button type="submit" className={buttonClass('secondary')}>
                {t('admin.search')}
              </button>
            </Form>
            <Link to="/admin/grants/new" className={buttonClass('default')}>
              <Plus aria-hidden size={16} className="shrink-0" />
              {t('admin.addGrant')}
            </Link>
          </div>
          <p className="mt-4 text-sm text-muted-foreground">{t('admin.latestGrants')}</p>
          {grants.length === 0 ? (
            <p className="mt-4">{t('admin.noGrants')}</p>
          ) : (
            <ul className="mt-2 divide-y divide-border rounded-lg border border-border bg-card">
              {grants.map((g) => (
                <li key={g.id} className="flex flex-wrap items-center justify-between gap-3 p-3">
                  <div>
                    <Link to={`/grant/${g.id}`} className="font-medium hover:underline">
                      <bdi>{g.title}</bdi>
                    </Link>
                    <p className="text-xs text-muted-foreground">
                      <bdi>{g.source}</bdi> · <bdi>{sectorName(g.sector)}</bdi> · {formatDate(g.createdAt)}
                    </p>
                  </div>
                  <div className="flex gap-2">
                    <Link to={`/admin/grants/${g.id}/edit`} className={buttonClass('outline', 'sm')} aria-label={`${t('admin.edit')}: ${g.title}`}>
                      {t('admin.edit')}
                    </Link>
                    <Link to={`/admin/grants/${g.id}/delete`} className={buttonClass('ghost', 'sm', 'text-destructive')} aria-label={`${t('admin.delete')}: ${g.title}`}>
                      {t('admin.delete')}
                    </Link>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {tab === 'writers' ? (
        <section className="mt-6">
          {writers.length === 0 ? (
            <p>{t('admin.noWriters')}</p>
          ) : (
            <ul className="space-y-3">
              {writers.map((w) => (
                <ExpertApplicationCard key={w.id} writer={w} busy={busy} error={actionData?.id === w.id ? actionData : undefined} />
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {tab === 'submissions' ? (
        <section className="mt-6">
          {submissions.length === 0 ? (
            <p>{t('admin.noSubmissions')}</p>
          ) : (
            <ul className="space-y-3">
              {submissions.map((s) => (
                <li key={s.id} className="rounded-lg border border-border bg-card p-4">
                  <p {...s.own} className="font-semibold">
                    {s.title}
                  </p>
                  <p className="text-sm text-muted-foreground">{t('admin.submittedBy', { name: s.submitterName, email: s.submitterEmail, date: formatDate(s.createdAt) })}</p>
                  <p {...s.own} className="mt-2 text-sm">
                    {s.description}
                  </p>
                  <p className="mt-1 text-sm">
                    <bdi>{s.funderName}</bdi>
                    {s.amount ? (
                      <>
                        {' · '}
                        <bdi>{s.amount}</bdi>
                      </>
                    ) : null}
                    {s.deadline ? ` · ${formatDate(s.deadline)}` : ''}
                    {s.sectors.length ? (
                      <>
                        {' · '}
                        {formatIsolatedList(s.sectors.map(sectorName))}
                      </>
                    ) : null}
                    {s.geographicFocus.length ? (
                      <>
                        {' · '}
                        {formatIsolatedList(s.geographicFocus.map(regionName))}
                      </>
                    ) : null}
                    {' · '}
                    <bdi lang={s.language}>{s.languageName}</bdi>
                  </p>
                  <a href={s.applicationUrl} target="_blank" rel="noopener noreferrer" className="text-sm text-primary underline">
                    {s.applicationUrl}
                  </a>
                  <div className="mt-3 flex flex-wrap items-end gap-3">
                    <Form method="post" action="/admin?tab=submissions">
                      <input type="hidden" name="intent" value="submission-publish" />
                      <input type="hidden" name="id" value={s.id} />
                      <Button type="submit" size="sm" pending={busy('submission-publish', s.id)} pendingText={t('admin.saving')} aria-label={`${t('admin.publish')}: ${s.title}`}>
                        {t('admin.publish')}
                      </Button>
                    </Form>
                    <Form method="post" action="/admin?tab=submissions" className="flex flex-1 flex-wrap items-end gap-2">
                      <input type="hidden" name="intent" value="submission-reject" />
                      <input type="hidden" name="id" value={s.id} />
                      <div className="min-w-56 flex-1">
                        <label htmlFor={`reason-${s.id}`} className="block text-xs font-medium">
                          {t('admin.rejectReason')}
                        </label>
                        <input id={`reason-${s.id}`} name="reason" defaultValue={actionData?.id === s.id ? actionData.reason : ''} className={`${inputClass} ${typedTextClass}`} maxLength={1000} />
                        {actionData?.id === s.id ? (
                          <p role="alert" className="text-sm text-destructive">
                            {actionData.error}
                          </p>
                        ) : null}
                      </div>
                      <Button type="submit" size="sm" variant="destructive" pending={busy('submission-reject', s.id)} pendingText={t('admin.saving')} aria-label={`${t('admin.reject')}: ${s.title}`}>
                        {t('admin.reject')}
                      </Button>
                    </Form>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}

      {tab === 'audit' ? (
        <section className="mt-6">
          <p className="text-sm text-muted-foreground">{t('admin.auditIntro', { count: formatNumber(auditShown) })}</p>
          {audit.length === 0 ? (
            <p className="mt-4">{t('admin.auditEmpty')}</p>
          ) : (
            <ol className="mt-4 divide-y divide-border rounded-lg border border-border bg-card" data-testid="audit-log">
              {audit.map((a) => (
                <li key={a.id} className="p-3 sm:p-4">
                  {/* The sentence, then when: beside it on a wide screen, under it on a phone. */}
                  <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                    <p className="min-w-0 flex-1 basis-72 font-medium [overflow-wrap:anywhere]">{a.text}</p>
                    <time dateTime={a.at} className="shrink-0 text-xs text-muted-foreground">
                      {a.when}
                    </time>
                  </div>
                  {a.changes.length > 0 ? (
                    <ul className="mt-1 space-y-0.5 text-sm text-muted-foreground [overflow-wrap:anywhere]">
                      {a.changes.map((line, i) => (
                        // biome-ignore lint/suspicious/noArrayIndexKey: an entry's lines never move
                        <li key={i}>{line}</li>
                      ))}
                    </ul>
                  ) : null}
                  <details className="mt-2 text-xs">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center text-muted-foreground underline-offset-4 hover:underline sm:min-h-0">{t('admin.auditDetails')}</summary>
                    {/* The entry as stored: ids and snapshots as the code wrote them, left to right in every language. */}
                    <dl className="mt-1 grid gap-x-3 gap-y-1 sm:grid-cols-[max-content_1fr]">
                      <dt className="font-medium">{t('admin.auditDetailsAction')}</dt>
                      <dd dir="ltr" className="font-mono break-all text-start">
                        {a.raw.action}
                      </dd>
                      <dt className="font-medium">{t('admin.auditDetailsRecord')}</dt>
                      <dd dir="ltr" className="font-mono break-all text-start">
                        {a.raw.record}
                      </dd>
                      {a.raw.before ? (
                        <>
                          <dt className="font-medium">{t('admin.auditDetailsBefore')}</dt>
                          <dd dir="ltr">
                            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono">{a.raw.before}</pre>
                          </dd>
                        </>
                      ) : null}
                      {a.raw.after ? (
                        <>
                          <dt className="font-medium">{t('admin.auditDetailsAfter')}</dt>
                          <dd dir="ltr">
                            <pre className="max-h-64 overflow-auto whitespace-pre-wrap break-all rounded bg-muted p-2 font-mono">{a.raw.after}</pre>
                          </dd>
                        </>
                      ) : null}
                    </dl>
                  </details>
                </li>
              ))}
            </ol>
          )}
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
