import { data, Form } from 'react-router'
import { Button } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { decideFunderAccess, sendFunderAccessDecisionEmail } from '../../domain/funder-access/decide-funder-access.server.ts'
import { funderCountryName } from '../../domain/funder-access/funder-countries.ts'
import { listFunderAccessApplications } from '../../domain/funder-access/list-funder-access-applications.server.ts'
import { formText, textProblem } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { ClosedList } from '../../components/staff-queue/list-section.tsx'
import { QueueCards } from '../../components/staff-queue/queue-cards.tsx'
import { StaffPage } from '../../components/staff-queue/staff-page.tsx'
import { useRowBusy } from '../../components/staff-queue/use-row-busy.ts'
import { ReasonForm } from '../../components/staff-queue/reason-form.tsx'
import type { Route } from './+types/funder-access-applications'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('funderAccess.admin.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/admin/funder-access'
const REASON = { min: 5, max: 1000 } as const

export async function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { pending, decided } = await listFunderAccessApplications(context.get(servicesContext).db)
  const view = (a: (typeof pending)[number]) => ({
    id: a.id,
    name: a.name,
    email: a.email,
    funderOrganization: a.funderOrganization,
    website: /^https?:\/\//i.test(a.website) ? a.website : null,
    country: funderCountryName(a.country),
    purpose: a.purpose,
    sent: formatDate(a.createdAt.toISOString()),
    status: a.status,
    decided: a.decidedAt ? formatDate(a.decidedAt.toISOString()) : null,
  })
  return { pending: pending.map(view), decided: decided.map(view) }
}

/** Approve or decline one waiting application; admins only, checked here on the server; audited. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  if (!id) throw data(null, { status: 400 })
  const intent = form.get('intent')
  if (intent === 'approve') {
    const outcome = await decideFunderAccess(services.db, admin.id, id, { decision: 'approve' })
    if (!outcome) return redirectWithFlash(HERE, 'funderAccess.admin.notPending')
    await sendFunderAccessDecisionEmail(services, outcome, { decision: 'approve' })
    return redirectWithFlash(HERE, 'funderAccess.admin.approved')
  }
  if (intent === 'decline') {
    const typed = formText(form, 'reason')
    const problem = textProblem(form.get('reason') ?? '', t('funderAccess.admin.reason'), 'lines')
    const reason = typed.trim()
    if (problem) return data({ id, error: problem, reason: typed }, { status: 400 })
    if (reason.length < REASON.min || reason.length > REASON.max)
      return data({ id, error: t('funderAccess.admin.reasonRequired', { min: REASON.min, max: REASON.max }), reason: typed }, { status: 400 })
    const outcome = await decideFunderAccess(services.db, admin.id, id, { decision: 'decline', reason })
    if (!outcome) return redirectWithFlash(HERE, 'funderAccess.admin.notPending')
    await sendFunderAccessDecisionEmail(services, outcome, { decision: 'decline', reason })
    return redirectWithFlash(HERE, 'funderAccess.admin.declined')
  }
  throw data(null, { status: 400 })
}

export default function FunderAccessApplications({ loaderData, actionData }: Route.ComponentProps) {
  const busy = useRowBusy()
  const { pending, decided } = loaderData
  return (
    <StaffPage title={t('funderAccess.admin.title')} intro={t('funderAccess.admin.intro')}>
      <QueueCards items={pending} empty={t('funderAccess.admin.empty')}>
        {(a) => {
          const error = actionData?.id === a.id ? actionData : undefined
          return (
            <>
              <p className="font-semibold">
                <bdi>{a.funderOrganization}</bdi>{' '}
                <span className="font-normal text-muted-foreground">
                  · <bdi>{a.name}</bdi> · <bdi>{a.email}</bdi> · {a.country} · {t('funderAccess.admin.sent', { date: a.sent })}
                </span>
              </p>
              {a.website ? (
                <a href={a.website} rel="nofollow noopener noreferrer" target="_blank" className="break-all text-sm text-primary underline" dir="ltr">
                  {a.website}
                </a>
              ) : null}
              <p className="mt-2 whitespace-pre-line text-sm" dir="auto">
                {a.purpose}
              </p>
              <div className="mt-3 flex flex-wrap items-end gap-3">
                <Form method="post">
                  <input type="hidden" name="intent" value="approve" />
                  <input type="hidden" name="id" value={a.id} />
                  <Button type="submit" size="sm" pending={busy('approve', a.id)} pendingText={t('funderAccess.sending')} aria-label={`${t('funderAccess.admin.approve')}: ${a.funderOrganization}`}>
                    {t('funderAccess.admin.approve')}
                  </Button>
                </Form>
                <ReasonForm
                  intent="decline"
                  id={a.id}
                  field={{ id: `reason-${a.id}`, label: t('funderAccess.admin.reason'), value: error?.reason ?? '', maxLength: REASON.max }}
                  refusal={error ? error.error : null}
                  button={{
                    text: t('funderAccess.admin.decline'),
                    label: `${t('funderAccess.admin.decline')}: ${a.funderOrganization}`,
                    pending: busy('decline', a.id),
                    pendingText: t('funderAccess.sending'),
                  }}
                />
              </div>
            </>
          )
        }}
      </QueueCards>
      <ClosedList id="decided" title={t('funderAccess.admin.decidedTitle')} items={decided}>
        {(a) => (
          <>
            <bdi>{a.funderOrganization}</bdi> · <bdi>{a.email}</bdi> · {t(a.status === 'approved' ? 'funderAccess.admin.wasApproved' : 'funderAccess.admin.wasDeclined', { date: a.decided ?? '' })}
          </>
        )}
      </ClosedList>
    </StaffPage>
  )
}
