import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { applicationStatusLabel, NEXT_STATUSES, type ApplicationStatus } from '../../domain/applications/application-status.ts'
import { applicationUpdateSchema } from '../../domain/applications/application.schema.ts'
import { getApplication } from '../../domain/applications/get-application.server.ts'
import { ApplicationRuleError, updateApplication } from '../../domain/applications/update-application.server.ts'
import { formInput, typedValues } from '../../domain/shared/form-fields.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatIsolatedList, formatUsd, t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/application'
import { WHITE_GLOVE_FEE_PERCENT } from '../../catalog/expert-membership.ts'
import { WhiteGlovePanel } from '../../components/white-glove/white-glove-panel.tsx'
import { cancelWhiteGlove } from '../../domain/white-glove/cancel-white-glove.server.ts'
import { getWhiteGlove } from '../../domain/white-glove/get-white-glove.server.ts'
import { payWhiteGloveFee } from '../../domain/white-glove/pay-white-glove-fee.server.ts'
import { requestWhiteGlove } from '../../domain/white-glove/request-white-glove.server.ts'
import { sendClosedEmails, sendInvoiceEmail } from '../../domain/white-glove/send-white-glove-emails.server.ts'
import { HELPABLE_APPLICATION_STATUSES, INVOICED_WHITE_GLOVE_STATUSES } from '../../domain/white-glove/white-glove-state.ts'
import { whiteGloveRequestSchema } from '../../domain/white-glove/white-glove.schema.ts'
import { can } from '../../catalog/team.ts'
import { COMMENT_MAX, MENTION_NAME_MAX } from '../../catalog/text-limits.ts'
import { addComment } from '../../domain/comments/add-comment.server.ts'
import { assignApplication } from '../../domain/comments/assign-application.server.ts'
import { queueCommentEmails } from '../../domain/comments/comment-emails.server.ts'
import { deleteComment, mayDeleteComment } from '../../domain/comments/delete-comment.server.ts'
import { editComment } from '../../domain/comments/edit-comment.server.ts'
import { listComments } from '../../domain/comments/list-comments.server.ts'
import { listOrgMembers } from '../../domain/comments/list-org-members.server.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { assistantAvailable } from '../../domain/assistant/assistant-available.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('application.title'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.read')
  const db = context.get(servicesContext).db
  const application = await getApplication(db, member.organization.id, routeId(params.id, 'uuid'))
  // Someone else's application is as unknown as a missing one.
  if (!application) throw data(null, { status: 404 })
  const [whiteGlove, comments, members] = await Promise.all([getWhiteGlove(db, application.id), listComments(db, member.organization.id, application.id), listOrgMembers(db, member.organization.id)])
  // A former member still named as assignee is no one's to show: reminders skip them too.
  const assignee = members.find((m) => m.id === application.assigneeId) ?? null
  return {
    application: { ...application, createdAt: application.createdAt.toISOString(), history: application.history.map((h) => ({ ...h, createdAt: h.createdAt.toISOString() })) },
    /** Editors and above change the application, assign it and comment; viewers read. */
    canWrite: can(member.organization.role, 'pipeline.write'),
    assignee: assignee ? { id: assignee.id, name: assignee.name } : null,
    members: members.map((m) => ({ id: m.id, name: m.name })),
    // Editors edit and delete their own comments; admins and the owner delete anyone's (checked again on save).
    comments: comments.map(({ authorId, ...c }) => {
      const writes = can(member.organization.role, 'pipeline.write')
      return { ...c, editable: writes && authorId === member.id, deletable: writes && mayDeleteComment({ id: member.id, role: member.organization.role }, authorId) }
    }),
    whiteGlove: whiteGlove ? { ...whiteGlove, createdAt: whiteGlove.createdAt.toISOString(), paidAt: whiteGlove.paidAt?.toISOString() ?? null } : null,
    whiteGlovePercent: WHITE_GLOVE_FEE_PERCENT,
    /** The fee was invoiced on the amount awarded: the member may no longer change it (staff correct it). */
    amountLocked: whiteGlove !== null && INVOICED_WHITE_GLOVE_STATUSES.includes(whiteGlove.status),
    canRequestWhiteGlove: (HELPABLE_APPLICATION_STATUSES as readonly string[]).includes(application.status),
    /** Drafting help (ADR 080): linked only where a model is configured. */
    drafting: assistantAvailable(context.get(servicesContext).config),
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.write')
  const id = routeId(params.id, 'uuid')
  const form = formInput(await request.formData())
  // The application's own form (status, dates, amount, notes) posts no intent.
  switch (form.intent ?? 'save') {
    case 'save':
      return saveAction(context, member, id, form)
    case 'comment':
      return commentAction(context, member, id, form)
    case 'assign':
      return assignAction(context, member, id, form)
    case 'edit-comment':
      return editCommentAction(context, member, id, form)
    case 'delete-comment':
      return deleteCommentAction(context, member, id, form)
    case 'white-glove-request':
      return requestWhiteGloveAction(context, member, id, form)
    case 'white-glove-cancel':
      return cancelWhiteGloveAction(context, member, id)
    case 'white-glove-pay':
      return payWhiteGloveAction(context, member, id)
    default:
      throw data(null, { status: 400 })
  }
}

/** The application's own form: status, submission date, amount awarded and notes. */
async function saveAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const input = { status: form.status ?? '', submissionDate: form.submissionDate ?? '', amountAwarded: form.amountAwarded ?? '', notes: form.notes ?? '' }
  const submission = parseSubmission(input, applicationUpdateSchema)
  const values = submission.values as Record<keyof typeof input, string>
  if (!submission.ok) return data({ errors: submission.errors, values }, { status: 400 })
  // The fee the member saw on the confirm step and accepted (ADR 037): the server computes it again.
  const confirmedFee = typeof form.confirmFee === 'string' && /^\d{1,10}$/.test(form.confirmFee) ? Number(form.confirmFee) : null
  let updated: Awaited<ReturnType<typeof updateApplication>>
  try {
    const services = context.get(servicesContext)
    updated = await updateApplication(services.db, member.organization.id, id, submission.value, member.id, confirmedFee, services.payments.id)
  } catch (error) {
    if (error instanceof ApplicationRuleError) return data({ errors: { [error.field]: error.message }, values }, { status: 400 })
    console.error('Application update failed', error)
    return data({ errors: { form: t('application.saveFailed') }, values }, { status: 500 })
  }
  if (!updated) throw data(null, { status: 404 })
  // Nothing saved yet: the page shows the fee this award invoices, and asks the member to confirm it.
  if (updated.kind === 'confirm') return data({ errors: {}, values, confirm: { awardUsd: updated.awardUsd, feeUsd: updated.feeUsd, feePercent: updated.feePercent } })
  const services = context.get(servicesContext)
  if (updated.invoice) await sendInvoiceEmail(services, updated.invoice, id, updated.grantTitle)
  if (updated.closure) await sendClosedEmails(services, updated.closure, id, updated.grantTitle)
  return redirectWithFlash(`/dashboard/applications/${id}`, updated.invoice ? 'whiteGlove.awardConfirmed' : 'application.saved')
}

/** The comment form: the comment, and a member picked from the list to mention; a refusal keeps both as typed. */
async function commentAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const services = context.get(servicesContext)
  const outcome = await addComment(services.db, { id: member.id, name: member.name, organizationId: member.organization.id }, id, form)
  if (!outcome) throw data(null, { status: 404 })
  if (!outcome.ok) return data({ errors: outcome.errors, values: undefined, comment: typedValues({ body: form.body, mention: form.mention }) }, { status: 400 })
  await queueCommentEmails(services.jobs, outcome.emails)
  return redirectWithFlash(`/dashboard/applications/${id}#comment-${outcome.commentId}`, outcome.emails.length > 0 ? 'comments.addedMentioned' : 'comments.added')
}

/** The assignee form: one of the organization's members, or no one (empty). */
async function assignAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const services = context.get(servicesContext)
  const outcome = await assignApplication(services.db, { id: member.id, name: member.name, organizationId: member.organization.id }, id, form.assigneeId ?? '')
  if (!outcome) throw data(null, { status: 404 })
  if (!outcome.ok) return data({ errors: outcome.errors, values: undefined }, { status: 400 })
  await queueCommentEmails(services.jobs, outcome.emails)
  const assigned = typeof form.assigneeId === 'string' && form.assigneeId.trim() !== ''
  return redirectWithFlash(`/dashboard/applications/${id}#assignee`, !outcome.changed ? 'comments.assignUnchanged' : assigned ? 'comments.assigned' : 'comments.unassigned')
}

/** A comment's Edit form: its author's only; a refusal keeps the text as typed, under that comment. */
async function editCommentAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const services = context.get(servicesContext)
  if (!(await getApplication(services.db, member.organization.id, id))) throw data(null, { status: 404 })
  const outcome = await editComment(services.db, { id: member.id, name: member.name, organizationId: member.organization.id }, id, form.id, form)
  if (outcome.kind === 'not-found') return redirectWithFlash(`/dashboard/applications/${id}#comments-title`, 'comments.editGone')
  if (outcome.kind === 'not-yours') return data({ errors: { form: t('comments.editNotYours') }, values: undefined }, { status: 403 })
  if (outcome.kind === 'invalid') {
    return data({ errors: {}, values: undefined, edit: { id: String(form.id), body: typeof form.body === 'string' ? form.body : '', error: outcome.error } }, { status: 400 })
  }
  await queueCommentEmails(services.jobs, outcome.emails)
  return redirectWithFlash(`/dashboard/applications/${id}#comment-${outcome.commentId}`, outcome.emails.length > 0 ? 'comments.editedMentioned' : 'comments.edited')
}

/** A comment's Delete button: its author's, or an admin's. */
async function deleteCommentAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const { db } = context.get(servicesContext)
  if (!(await getApplication(db, member.organization.id, id))) throw data(null, { status: 404 })
  const outcome = await deleteComment(db, { id: member.id, organizationId: member.organization.id, role: member.organization.role }, id, form.id)
  if (outcome === 'not-yours') return data({ errors: { form: t('comments.deleteNotYours') }, values: undefined }, { status: 403 })
  return redirectWithFlash(`/dashboard/applications/${id}#comments-title`, outcome === 'deleted' ? 'comments.deleted' : 'comments.deleteGone')
}

/** The white-glove panel's request form: the terms accepted. */
async function requestWhiteGloveAction(context: Route.ActionArgs['context'], member: Member, id: string, form: Record<string, FormDataEntryValue>) {
  const services = context.get(servicesContext)
  const submission = parseSubmission({ acceptTerms: form.acceptTerms ?? '' }, whiteGloveRequestSchema)
  if (!submission.ok) return data({ errors: submission.errors, values: undefined }, { status: 400 })
  const outcome = await requestWhiteGlove(services.db, { id: member.id, organizationId: member.organization.id }, id)
  if (outcome === 'not-found') throw data(null, { status: 404 })
  if (outcome === 'decided') return data({ errors: { acceptTerms: t('whiteGlove.decided') }, values: undefined }, { status: 400 })
  return redirectWithFlash(`/dashboard/applications/${id}#white-glove`, outcome === 'requested' ? 'whiteGlove.requested' : 'whiteGlove.alreadyRequested')
}

async function cancelWhiteGloveAction(context: Route.ActionArgs['context'], member: Member, id: string) {
  const services = context.get(servicesContext)
  if (!(await getApplication(services.db, member.organization.id, id))) throw data(null, { status: 404 })
  const canceled = await cancelWhiteGlove(services.db, member.organization.id, id)
  return redirectWithFlash(`/dashboard/applications/${id}#white-glove`, canceled ? 'whiteGlove.canceled' : 'whiteGlove.notCancelable')
}

/** The invoiced fee, paid through the payment provider's checkout. */
async function payWhiteGloveAction(context: Route.ActionArgs['context'], member: Member, id: string) {
  const services = context.get(servicesContext)
  const here = `/dashboard/applications/${id}`
  let outcome: Awaited<ReturnType<typeof payWhiteGloveFee>>
  try {
    outcome = await payWhiteGloveFee(services.db, services.payments, services.config.appUrl, member, id)
  } catch (error) {
    console.error('Starting a white-glove fee payment failed', error)
    return redirectWithFlash(`${here}#white-glove`, 'whiteGlove.payFailed')
  }
  if ('url' in outcome) return new Response(null, { status: 303, headers: { Location: outcome.url } })
  if (outcome.kind === 'not-found' && !(await getApplication(services.db, member.organization.id, id))) throw data(null, { status: 404 })
  return redirectWithFlash(`${here}#white-glove`, 'whiteGlove.notInvoiced')
}

export default function ApplicationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, canWrite } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const values = actionData?.values
  const typedComment = actionData && 'comment' in actionData ? actionData.comment : undefined
  const editing = actionData && 'edit' in actionData ? actionData.edit : undefined
  const errors: Record<string, string | undefined> = actionData?.errors ?? {}
  const current = application.status as ApplicationStatus
  const options = [current, ...NEXT_STATUSES[current]]
  const confirm = actionData && 'confirm' in actionData ? actionData.confirm : undefined
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/dashboard?tab=applications" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('application.back')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t('application.title')}</h1>
      <p className="mt-1">
        <Link to={`/grant/${application.grant.id}`} className="font-medium text-primary hover:underline">
          <bdi>{application.grant.title}</bdi>
        </Link>{' '}
        <span className="text-muted-foreground">
          · <bdi>{application.grant.source}</bdi>
        </span>
      </p>

      <ErrorSummary errors={actionData?.errors} />

      {loaderData.drafting ? (
        <section aria-labelledby="drafting-title" className="mt-6 rounded-lg border border-border bg-card p-6">
          <h2 id="drafting-title" className="text-lg font-semibold">
            {t('assistantApply.drafts.open')}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{t('assistantApply.drafts.openHint')}</p>
          <Link to={`/dashboard/applications/${application.id}/drafts`} className={buttonClass('outline', 'sm', 'mt-3')}>
            {t('assistantApply.drafts.openLink')}
          </Link>
        </section>
      ) : null}

      <section id="assignee" className="mt-6 rounded-lg border border-border bg-card p-6">
        {canWrite ? (
          <Form method="post" className="space-y-4" noValidate>
            <input type="hidden" name="intent" value="assign" />
            <SelectField label={t('comments.assignee')} id="assigneeId" defaultValue={loaderData.assignee?.id ?? ''} hint={t('comments.assigneeHint')} error={errors.assigneeId}>
              <option value="">{t('comments.nobody')}</option>
              {loaderData.members.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </SelectField>
            <Button type="submit" variant="outline" pending={busy('assign')} pendingText={t('comments.assigning')}>
              {t('comments.assign')}
            </Button>
          </Form>
        ) : (
          <p className="font-medium">{loaderData.assignee ? t('comments.assignedTo', { name: loaderData.assignee.name }) : t('comments.notAssigned')}</p>
        )}
      </section>

      {canWrite && confirm && values ? (
        // The award invoices the white-glove fee: the member sees it, and confirms, before anything is saved.
        <section id="confirm-award" aria-labelledby="confirm-award-title" className="mt-6 rounded-lg border-2 border-primary bg-card p-6">
          <h2 id="confirm-award-title" className="text-lg font-semibold">
            {t('whiteGlove.confirm.title')}
          </h2>
          <p role="status" className="mt-2">
            {t('whiteGlove.confirm.fee', { award: formatUsd(confirm.awardUsd), fee: formatUsd(confirm.feeUsd), percent: confirm.feePercent })}
          </p>
          <p className="mt-2 text-sm text-muted-foreground">{t('whiteGlove.confirm.locked')}</p>
          <Form method="post" className="mt-4 flex flex-wrap items-center gap-3">
            {(['status', 'submissionDate', 'amountAwarded', 'notes'] as const).map((name) => (
              <input key={name} type="hidden" name={name} value={values[name] ?? ''} />
            ))}
            <input type="hidden" name="confirmFee" value={confirm.feeUsd} />
            <Button type="submit" pending={navigation.state === 'submitting' && navigation.formData?.has('confirmFee')} pendingText={t('application.saving')}>
              {t('whiteGlove.confirm.submit', { fee: formatUsd(confirm.feeUsd) })}
            </Button>
            <a href="#amountAwarded" className={buttonClass('ghost', 'sm')}>
              {t('whiteGlove.confirm.change')}
            </a>
          </Form>
        </section>
      ) : null}

      {canWrite ? (
        <>
          <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" noValidate>
            <SelectField label={t('application.status')} id="status" defaultValue={values?.status ?? current} error={errors.status}>
              {options.map((s) => (
                <option key={s} value={s}>
                  {applicationStatusLabel(s)}
                </option>
              ))}
            </SelectField>
            <Field
              label={t('application.submissionDate')}
              id="submissionDate"
              name="submissionDate"
              type="date"
              defaultValue={values?.submissionDate ?? application.submissionDate ?? ''}
              max={new Date().toISOString().slice(0, 10)}
              error={errors.submissionDate}
            />
            <Field
              label={t('application.amountAwarded')}
              id="amountAwarded"
              name="amountAwarded"
              inputMode="numeric"
              defaultValue={loaderData.amountLocked ? (application.amountAwarded?.toString() ?? '') : (values?.amountAwarded ?? application.amountAwarded?.toString() ?? '')}
              readOnly={loaderData.amountLocked}
              hint={loaderData.amountLocked ? t('whiteGlove.amountLockedHint') : undefined}
              error={errors.amountAwarded}
            />
            <TextAreaField
              label={t('application.notes')}
              id="notes"
              rows={5}
              maxLength={5000}
              defaultValue={values?.notes ?? application.notes ?? ''}
              hint={t('application.notesHint')}
              error={errors.notes}
            />
            <Button type="submit" pending={navigation.state === 'submitting' && !navigation.formData?.get('intent')} pendingText={t('application.saving')}>
              {t('application.save')}
            </Button>
          </Form>

          <WhiteGlovePanel
            request={loaderData.whiteGlove}
            feePercent={loaderData.whiteGlovePercent}
            canRequest={loaderData.canRequestWhiteGlove}
            applicationStatus={application.status}
            error={errors.acceptTerms}
          />
        </>
      ) : (
        <section className="mt-6 rounded-lg border border-border bg-card p-6">
          <p className="text-sm text-muted-foreground">{t('comments.readOnly')}</p>
          <dl className="mt-4 grid gap-3 sm:grid-cols-2">
            <div>
              <dt className="text-sm font-medium">{t('application.status')}</dt>
              <dd>{applicationStatusLabel(current)}</dd>
            </div>
            {application.submissionDate ? (
              <div>
                <dt className="text-sm font-medium">{t('application.submissionDate')}</dt>
                <dd>{formatDate(application.submissionDate)}</dd>
              </div>
            ) : null}
            {application.amountAwarded != null ? (
              <div>
                <dt className="text-sm font-medium">{t('application.amountAwarded')}</dt>
                <dd>{formatUsd(application.amountAwarded)}</dd>
              </div>
            ) : null}
            {application.notes ? (
              <div className="sm:col-span-2">
                <dt className="text-sm font-medium">{t('application.notes')}</dt>
                <dd dir="auto" className="whitespace-pre-line break-words">
                  {application.notes}
                </dd>
              </div>
            ) : null}
          </dl>
        </section>
      )}
      {!canWrite && loaderData.whiteGlove ? (
        // A viewer sees where the team's request stands, with nothing to press.
        <WhiteGlovePanel request={loaderData.whiteGlove} feePercent={loaderData.whiteGlovePercent} canRequest={false} applicationStatus={application.status} readOnly />
      ) : null}

      <section className="mt-8">
        <h2 className="text-lg font-semibold">{t('application.history')}</h2>
        <ol className="mt-3 space-y-2 border-s-2 border-border ps-4">
          {application.history.map((h, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the history only grows at its end, in order
            <li key={i} className="text-sm">
              <time dateTime={h.createdAt}>{t('application.statusSince', { status: applicationStatusLabel(h.status), date: formatDate(h.createdAt) })}</time>
            </li>
          ))}
        </ol>
      </section>

      <section className="mt-8" aria-labelledby="comments-title">
        <h2 id="comments-title" className="text-lg font-semibold">
          {t('comments.title')}
        </h2>
        {loaderData.comments.length === 0 ? (
          <p className="mt-3 text-sm text-muted-foreground">{t('comments.empty')}</p>
        ) : (
          <ol className="mt-3 space-y-3">
            {loaderData.comments.map((c) => (
              <li key={c.id} id={`comment-${c.id}`} className="rounded-lg border border-border bg-card p-4">
                <p className="text-sm">
                  <span className="font-semibold">
                    <bdi>{c.authorName ?? t('comments.formerMember')}</bdi>
                  </span>{' '}
                  <span className="text-muted-foreground">
                    · <time dateTime={c.createdAt}>{formatDate(c.createdAt)}</time>
                    {c.editedAt ? <> · {t('comments.editedMark')}</> : null}
                  </span>
                </p>
                <p dir="auto" className="mt-2 whitespace-pre-line break-words">
                  {c.body}
                </p>
                {c.mentioned.length > 0 ? <p className="mt-2 text-xs text-muted-foreground">{t('comments.mentioned', { names: formatIsolatedList(c.mentioned) })}</p> : null}
                {c.editable ? (
                  // A <details> opens without JavaScript; a refused edit opens again with the text as typed.
                  <details className="mt-2" open={editing?.id === c.id}>
                    <summary className={buttonClass('ghost', 'sm', 'cursor-pointer list-none')}>
                      {t('comments.edit')}
                      <span className="sr-only"> {t('comments.which', { name: c.authorName ?? t('comments.formerMember'), date: formatDate(c.createdAt) })}</span>
                    </summary>
                    <Form method="post" className="mt-2 space-y-3" noValidate>
                      <input type="hidden" name="intent" value="edit-comment" />
                      <input type="hidden" name="id" value={c.id} />
                      <TextAreaField
                        label={t('comments.editLabel')}
                        id={`edit-${c.id}`}
                        name="body"
                        rows={4}
                        maxLength={COMMENT_MAX}
                        defaultValue={editing?.id === c.id ? editing.body : c.body}
                        hint={
                          <>
                            {t('comments.bodyHint')} {lengthHint(COMMENT_MAX)}
                          </>
                        }
                        error={editing?.id === c.id ? editing.error : undefined}
                      />
                      <Button type="submit" size="sm" pending={busy('editComment') && navigation.formData?.get('id') === c.id} pendingText={t('comments.editSaving')}>
                        {t('comments.editSave')}
                      </Button>
                    </Form>
                  </details>
                ) : null}
                {c.deletable ? (
                  <RowActionForm
                    action={`/dashboard/applications/${loaderData.application.id}`}
                    intent="delete-comment"
                    id={c.id}
                    variant="ghost"
                    className="mt-2"
                    pending={busy('deleteComment') && navigation.formData?.get('id') === c.id}
                    pendingText={t('comments.deleting')}
                  >
                    {t('comments.delete')}
                    <span className="sr-only"> {t('comments.which', { name: c.authorName ?? t('comments.formerMember'), date: formatDate(c.createdAt) })}</span>
                  </RowActionForm>
                ) : null}
              </li>
            ))}
          </ol>
        )}
        {canWrite ? (
          // A new comment in the list empties the form (a refusal keeps what was typed).
          <Form key={loaderData.comments.length} method="post" className="mt-4 space-y-4 rounded-lg border border-border bg-card p-6" noValidate>
            <input type="hidden" name="intent" value="comment" />
            <TextAreaField
              label={t('comments.body')}
              id="body"
              rows={4}
              maxLength={COMMENT_MAX}
              defaultValue={typedComment?.body ?? ''}
              hint={
                <>
                  {t('comments.bodyHint')} {lengthHint(COMMENT_MAX)}
                </>
              }
              error={errors.body}
            />
            <Field
              label={t('comments.mention')}
              id="mention"
              name="mention"
              list="team-members"
              autoComplete="off"
              maxLength={MENTION_NAME_MAX}
              defaultValue={typedComment?.mention ?? ''}
              hint={t('comments.mentionHint')}
              error={errors.mention}
            />
            <datalist id="team-members">
              {loaderData.members.map((m) => (
                <option key={m.id} value={m.name} />
              ))}
            </datalist>
            <Button type="submit" pending={busy('comment')} pendingText={t('comments.submitting')}>
              {t('comments.submit')}
            </Button>
          </Form>
        ) : null}
      </section>
    </div>
  )
}
