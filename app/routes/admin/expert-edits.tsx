import { data, Form, Link } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { type AppServices, servicesContext } from '../../context.ts'
import type { ProposedPortfolioEntry } from '../../db/schema/expert-edits.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { decideProfileEdit, sendProfileEditDecisionEmail } from '../../domain/experts/decide-profile-edit.server.ts'
import { listProfileEdits } from '../../domain/experts/list-profile-edits.server.ts'
import { changedFields, PUBLIC_TEXT_FIELD_LABEL, type PublicTextField } from '../../domain/experts/profile-edit.ts'
import { PROFILE_EDITS_QUEUE } from '../../domain/experts/propose-profile-edit.server.ts'
import { formText, textProblem } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatUsd, t } from '../../i18n/index.ts'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import { QueueCards } from '../../components/staff-queue/queue-cards.tsx'
import { ReasonForm } from '../../components/staff-queue/reason-form.tsx'
import type { Route } from './+types/expert-edits'
import { AdminLoadFailed } from './+shared/load-failed.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertEdits.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const REASON = { min: 5, max: 1000 } as const

/** A portfolio as one block of text per entry, for comparing side by side. */
const portfolioText = (entries: readonly ProposedPortfolioEntry[]) =>
  entries.map((p) =>
    [
      p.projectTitle,
      p.completionDate ? formatDate(p.completionDate) : '',
      p.grantAmount !== null ? formatUsd(p.grantAmount) : '',
      p.wasSuccessful ? t('expertJoin.admin.won') : t('expertJoin.admin.notWon'),
      p.projectDescription ?? '',
    ]
      .filter(Boolean)
      .join(' · '),
  )

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const edits = await listProfileEdits(context.get(servicesContext).db)
  return {
    edits: edits.map((e) => ({
      id: e.id,
      expertId: e.expertId,
      name: e.shown.name,
      email: e.email,
      sent: t('expertEdits.admin.sent', { date: formatDate(e.createdAt.toISOString()) }),
      changes: changedFields(e.proposed).map((field: PublicTextField) => ({
        field,
        label: t(PUBLIC_TEXT_FIELD_LABEL[field]),
        now: field === 'portfolio' ? portfolioText(e.shown.portfolio) : [String(e.shown[field])],
        proposed: field === 'portfolio' ? portfolioText(e.proposed.portfolio ?? []) : [String(e.proposed[field])],
      })),
    })),
  }
}

type Deciding = { services: AppServices; adminId: string; form: FormData; id: string }

/** Approve or reject one waiting edit; admins only, checked here on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  if (!id) throw data(null, { status: 400 })
  const deciding = { services, adminId: admin.id, form, id }
  switch (form.get('intent')) {
    case 'approve':
      return approveEdit(deciding)
    case 'reject':
      return rejectEdit(deciding)
    default:
      throw data(null, { status: 400 })
  }
}

async function approveEdit({ services, adminId, id }: Deciding) {
  const outcome = await decideProfileEdit(services.db, adminId, id, { decision: 'approve' })
  if (!outcome) return redirectWithFlash(PROFILE_EDITS_QUEUE, 'expertEdits.admin.notPending')
  await sendProfileEditDecisionEmail(services, outcome, { decision: 'approve' })
  return redirectWithFlash(PROFILE_EDITS_QUEUE, 'expertEdits.admin.approved')
}

/** The expert is told why, and may change the text and send it again. */
async function rejectEdit({ services, adminId, form, id }: Deciding) {
  const typed = formText(form, 'reason')
  const problem = textProblem(form.get('reason') ?? '', t('expertEdits.admin.reason'), 'lines')
  const reason = typed.trim()
  if (problem) return data({ id, error: problem, reason: typed }, { status: 400 })
  if (reason.length < REASON.min || reason.length > REASON.max) return data({ id, error: t('expertEdits.admin.reasonRequired'), reason: typed }, { status: 400 })
  const outcome = await decideProfileEdit(services.db, adminId, id, { decision: 'reject', reason })
  if (!outcome) return redirectWithFlash(PROFILE_EDITS_QUEUE, 'expertEdits.admin.notPending')
  await sendProfileEditDecisionEmail(services, outcome, { decision: 'reject', reason })
  return redirectWithFlash(PROFILE_EDITS_QUEUE, 'expertEdits.admin.rejected')
}

function Text({ lines }: { lines: string[] }) {
  if (!lines.some((line) => line.trim())) return <p className="text-muted-foreground">{t('expertEdits.admin.noValue')}</p>
  return (
    <ul className="space-y-1">
      {lines.map((line, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the lines of one value, in order
        <li key={i} dir="auto" className="whitespace-pre-line break-words">
          {line}
        </li>
      ))}
    </ul>
  )
}

export default function ExpertEditsQueue({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const { edits } = loaderData
  return (
    <StaffPage title={t('expertEdits.admin.title')} intro={t('expertEdits.admin.intro')}>
      <QueueCards items={edits} empty={t('expertEdits.admin.empty')}>
        {(e) => {
          const error = actionData?.id === e.id ? actionData : undefined
          return (
            <>
              <p className="font-semibold">
                <bdi>{e.name}</bdi>{' '}
                <span className="font-normal text-muted-foreground">
                  · <bdi>{e.email}</bdi> · {e.sent}
                </span>
              </p>
              <Link to={`/grant-experts/${e.expertId}`} className="text-sm text-primary underline">
                {t('expertEdits.admin.viewProfile')}
              </Link>
              <dl className="mt-3 space-y-3 text-sm">
                {e.changes.map((c) => (
                  <div key={c.field}>
                    <dt className="font-medium">{c.label}</dt>
                    <dd className="mt-1 grid gap-3 sm:grid-cols-2">
                      <div className="rounded-md border border-border p-2">
                        <p className="text-xs text-muted-foreground">{t('expertEdits.admin.now')}</p>
                        <Text lines={c.now} />
                      </div>
                      <div className="rounded-md border border-primary p-2">
                        <p className="text-xs text-muted-foreground">{t('expertEdits.admin.proposed')}</p>
                        <Text lines={c.proposed} />
                      </div>
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="id" value={e.id} />
                  <Button type="submit" size="sm" pending={busy('approve', e.id)} pendingText={t('expertEdits.admin.saving')} aria-label={`${t('expertEdits.admin.approve')}: ${e.name}`}>
                    {t('expertEdits.admin.approve')}
                  </Button>
                </Form>
                <ReasonForm
                  intent="reject"
                  id={e.id}
                  field={{ id: `edit-reason-${e.id}`, label: t('expertEdits.admin.reason'), value: error?.reason ?? '', maxLength: REASON.max }}
                  refusal={error ? error.error : null}
                  button={{ text: t('expertEdits.admin.reject'), label: `${t('expertEdits.admin.reject')}: ${e.name}`, pending: busy('reject', e.id), pendingText: t('expertEdits.admin.saving') }}
                />
              </div>
            </>
          )
        }}
      </QueueCards>
    </StaffPage>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
