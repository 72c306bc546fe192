import { data, Form, Link, useNavigation } from 'react-router'
import { LANGUAGE_NAMES } from '../../catalog/sectors.ts'
import { sectorName } from '../../catalog/names.ts'
import { RequestStatus } from '../../components/requests/request-status.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { TextAreaField } from '../../components/ui/field.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { decideRequest } from '../../domain/requests/decide-request.server.ts'
import { getRequestThread } from '../../domain/requests/get-request-thread.server.ts'
import { REQUEST_LIMITS } from '../../catalog/text-limits.ts'
import { requestMessageSchema } from '../../domain/requests/request.schema.ts'
import { sendRequestMessage } from '../../domain/requests/send-request-message.server.ts'
import { withdrawRequest } from '../../domain/requests/withdraw-request.server.ts'
import { getPriorityMark } from '../../domain/priority/get-priority-mark.server.ts'
import { mayDraftScoping } from '../../domain/expert-ai/may-draft-scoping.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatDateTime, formatUsd, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/request'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('requests.thread.pageTitle'), matches) }, { name: 'robots', content: 'noindex' }]

const notFound = () => data(null, { status: 404 })

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const thread = await getRequestThread(context.get(servicesContext).db, { id: member.id, isAdmin: member.isAdmin }, routeId(params.id, 'uuid'))
  if (!thread) throw notFound()
  // Project analysis (ADR 081): a Pro or Elite expert who may answer the request drafts a scoping note.
  const scoping = thread.role === 'expert' || thread.role === 'sectorExpert' ? await mayDraftScoping(context.get(servicesContext), member.id) : false
  // Priority access (ADR 074): the time the request should be answered by, and whether staff stepped in.
  return { ...thread, scoping, priority: await getPriorityMark(context.get(servicesContext).db, thread.request.id) }
}

type Viewer = { id: string; isAdmin: boolean }
type Intent = { services: AppServices; viewer: Viewer; id: string; form: FormData; here: string }

export async function action({ request, params, context }: Route.ActionArgs) {
  const member = requireMember(context, request)
  const id = routeId(params.id, 'uuid')
  const services = context.get(servicesContext)
  const viewer = { id: member.id, isAdmin: member.isAdmin }
  const form = await request.formData()
  const args: Intent = { services, viewer, id, form, here: `/requests/${id}` }
  const intent = form.get('intent')
  switch (intent) {
    case 'message':
      return sendMessage(args)
    case 'accept':
    case 'decline':
      return decide(args, intent)
    case 'withdraw':
      return withdraw(args)
    default:
      if (!(await getRequestThread(services.db, viewer, id))) throw notFound()
      return data({ errors: { form: t('requests.thread.unknownAction') } as Record<string, string>, values: {} as Record<string, string> }, { status: 400 })
  }
}

async function sendMessage({ services, viewer, id, form, here }: Intent) {
  const submission = parseSubmission(form, requestMessageSchema, { fields: ['body'] })
  const { values } = submission
  if (!submission.ok) {
    // Only someone who may see the request is told what was wrong with their message.
    if (!(await getRequestThread(services.db, viewer, id))) throw notFound()
    return data({ errors: submission.errors, values }, { status: 400 })
  }
  const sent = await sendRequestMessage(services, viewer, id, submission.value.body)
  if (!sent.ok && sent.reason === 'notFound') throw notFound()
  if (!sent.ok && sent.reason === 'notYet') return data({ errors: { form: t('requests.thread.notYet') } as Record<string, string>, values }, { status: 409 })
  return redirectWithFlash(here, sent.ok ? 'requests.thread.sent' : 'requests.closed', new Headers(), 303)
}

async function decide({ services, viewer, id, here }: Intent, intent: 'accept' | 'decline') {
  const decided = await decideRequest(services, viewer, id, intent)
  if (decided.ok)
    return decided.engagementId
      ? redirectWithFlash(`/engagements/${decided.engagementId}`, 'requests.acceptedFlash', new Headers(), 303)
      : redirectWithFlash(here, 'requests.declinedFlash', new Headers(), 303)
  if (decided.reason === 'notFound') throw notFound()
  return redirectWithFlash(decided.reason === 'notOpen' ? '/requests' : here, decided.reason === 'notOpen' ? 'requests.alreadyTaken' : 'requests.notListed', new Headers(), 303)
}

async function withdraw({ services, viewer, id, here }: Intent) {
  const withdrawn = await withdrawRequest(services, viewer, id)
  if (!withdrawn.ok && withdrawn.reason === 'notFound') throw notFound()
  return redirectWithFlash(here, withdrawn.ok ? 'requests.withdrawnFlash' : 'requests.closed', new Headers(), 303)
}

function budgetText(min: number | null, max: number | null) {
  if (min !== null && max !== null) return t('requests.budgetRange', { min: formatUsd(min), max: formatUsd(max) })
  if (min !== null) return t('requests.budgetFrom', { min: formatUsd(min) })
  if (max !== null) return t('requests.budgetUpTo', { max: formatUsd(max) })
  return t('requests.notGiven')
}

export default function RequestThread({ loaderData, actionData }: Route.ComponentProps) {
  const { request: r, member, expert, messages, can, hidingContacts, awaitingAcceptance, engagementId, role, priority, scoping } = loaderData
  const navigation = useNavigation()
  const busy = navigation.state === 'submitting'
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/requests" className="text-sm text-primary underline">
        {t('requests.backToRequests')}
      </Link>
      <div className="mt-2 flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold" dir="auto">
          {r.projectTitle}
        </h1>
        <RequestStatus status={r.status} />
      </div>
      {priority && r.status === 'open' ? (
        <p className="mt-3 rounded-lg border border-primary bg-card p-3 text-sm" data-testid="priority-mark">
          <span className="me-2 inline-block rounded-full bg-primary px-2 py-0.5 text-xs font-semibold text-primary-foreground">{t('priority.label')}</span>
          {role !== 'member'
            ? t('priority.answerBy', { time: formatDateTime(priority.answerBy) })
            : priority.escalatedAt
              ? t('priority.memberSteppedIn', { time: formatDateTime(priority.answerBy), date: formatDate(priority.escalatedAt) })
              : t('priority.memberAnswerBy', { time: formatDateTime(priority.answerBy) })}
        </p>
      ) : null}

      <dl className="mt-4 grid gap-3 rounded-lg border border-border bg-card p-4 text-sm sm:grid-cols-2">
        <Detail label={t('requests.thread.from')}>
          <bdi>{member.name}</bdi>
          {member.organization ? (
            <>
              {' · '}
              <bdi>{member.organization}</bdi>
            </>
          ) : null}
          {member.email ? (
            <span className="block" dir="ltr">
              {member.email}
            </span>
          ) : null}
        </Detail>
        <Detail label={t('requests.thread.to')}>
          {expert ? (
            <>
              <bdi>{expert.name}</bdi>
              <span className="block text-muted-foreground" dir="auto">
                {expert.title}
              </span>
              {expert.email ? (
                <span className="block" dir="ltr">
                  {expert.email}
                </span>
              ) : null}
            </>
          ) : r.sector ? (
            t('requests.openToSectorShort', { sector: sectorName(r.sector) })
          ) : null}
        </Detail>
        <Detail label={t('requests.form.budget')}>{budgetText(r.budgetMin, r.budgetMax)}</Detail>
        <Detail label={t('requests.thread.deadline')}>{r.deadline ? formatDate(r.deadline) : t('requests.noDeadline')}</Detail>
        <Detail label={t('requests.form.language')}>{r.preferredLanguage ? LANGUAGE_NAMES[r.preferredLanguage] : LANGUAGE_NAMES.en}</Detail>
        <Detail label={t('requests.thread.sentOn')}>{formatDate(r.createdAt)}</Detail>
      </dl>

      <section className="mt-4 rounded-lg border border-border bg-card p-4" aria-labelledby="description-heading">
        <h2 id="description-heading" className="font-semibold">
          {t('requests.form.description')}
        </h2>
        <p className="mt-2 whitespace-pre-line" dir="auto">
          {r.projectDescription}
        </p>
      </section>

      {hidingContacts ? <p className="mt-4 text-sm text-muted-foreground">{t('requests.thread.contactsHidden')}</p> : null}
      {engagementId ? (
        <p className="mt-4">
          <Link to={`/engagements/${engagementId}`} className={buttonClass()}>
            {t('requests.viewEngagement')}
          </Link>
        </p>
      ) : null}

      {can.accept || can.decline || can.withdraw ? (
        <div className="mt-4 flex flex-wrap gap-3">
          {can.accept ? (
            <Form method="post">
              <Button type="submit" name="intent" value="accept" disabled={busy}>
                {t('requests.thread.accept')}
              </Button>
            </Form>
          ) : null}
          {can.decline ? (
            <Form method="post">
              <Button type="submit" name="intent" value="decline" variant="outline" disabled={busy}>
                {t('requests.thread.decline')}
              </Button>
            </Form>
          ) : null}
          {can.withdraw ? (
            <Form method="post">
              <Button type="submit" name="intent" value="withdraw" variant="outline" disabled={busy}>
                {t('requests.thread.withdraw')}
              </Button>
            </Form>
          ) : null}
        </div>
      ) : null}

      {scoping && (r.status === 'open' || r.status === 'accepted') ? (
        <p className="mt-4">
          <Link to={`/requests/${r.id}/scoping`} className={buttonClass('outline', 'sm')}>
            {t('expertAi.scoping.open')}
          </Link>
        </p>
      ) : null}

      <section className="mt-8" aria-labelledby="messages-heading">
        <h2 id="messages-heading" className="text-xl font-semibold">
          {t('requests.thread.messages')}
        </h2>
        {messages.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('requests.thread.noMessages')}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {messages.map((m) => (
              <li key={m.id} className={`rounded-lg border border-border p-3 ${m.mine ? 'ms-8 bg-muted' : 'me-8 bg-card'}`}>
                <p className="text-xs text-muted-foreground">
                  <bdi>{m.mine ? t('requests.thread.you') : m.senderName}</bdi> · {formatDate(m.createdAt)}
                </p>
                <p className="mt-1 whitespace-pre-line" dir="auto">
                  {m.body}
                </p>
              </li>
            ))}
          </ol>
        )}
        {can.message ? (
          <Form method="post" className="mt-4 space-y-3" noValidate>
            <ErrorSummary errors={actionData?.errors} />
            <input type="hidden" name="intent" value="message" />
            <TextAreaField
              label={t('requests.thread.message')}
              id="body"
              rows={4}
              maxLength={REQUEST_LIMITS.messageMax}
              defaultValue={actionData?.values?.body}
              error={actionData?.errors?.body}
              hint={lengthHint(REQUEST_LIMITS.messageMax)}
              required
            />
            <Button type="submit" pending={busy} pendingText={t('requests.thread.sending')}>
              {t('requests.thread.send')}
            </Button>
          </Form>
        ) : awaitingAcceptance && role !== 'admin' ? (
          <div className="mt-3">
            <ErrorSummary errors={actionData?.errors} />
            <p className="text-sm text-muted-foreground" data-testid="no-messages-yet">
              {t(role === 'member' ? 'requests.thread.notYetMember' : 'requests.thread.notYetExpert')}
            </p>
          </div>
        ) : role === 'admin' ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('requests.thread.adminReadOnly')}</p>
        ) : null}
      </section>
    </div>
  )
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  )
}
