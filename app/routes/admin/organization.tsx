import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { sectorName } from '../../catalog/names.ts'
import { planName } from '../../catalog/plans.ts'
import { tierName } from '../../catalog/verification.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { SelectField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { assignAccountManager } from '../../domain/account-manager/assign-account-manager.server.ts'
import { hasAccountManager } from '../../domain/account-manager/has-account-manager.ts'
import { listStaff } from '../../domain/account-manager/list-staff.server.ts'
import { getOrganizationOverview } from '../../domain/organizations/get-organization-overview.server.ts'
import { formText } from '../../domain/shared/form-fields.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatList, t } from '../../i18n/index.ts'
import type { Route } from './+types/organization'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  { title: pageTitle(loaderData?.organization.name ?? t('accountManager.admin.organizations'), matches) },
  { name: 'robots', content: 'noindex' },
]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const [org, staff] = await Promise.all([getOrganizationOverview(db, id), listStaff(db)])
  if (!org) throw data(null, { status: 404 })
  return {
    organization: {
      id: org.id,
      name: org.name,
      sectors: org.sectors.length ? formatList(org.sectors.map(sectorName)) : null,
      plan: planName(org.plan),
      planRenewsAt: org.plan !== 'free' && org.planRenewsAt ? org.planRenewsAt.toISOString() : null,
      badge: org.badgeTier ? tierName(org.badgeTier) : null,
      eligible: hasAccountManager({ plan: org.plan, badgeTier: org.badgeTier }),
      accountManagerId: org.accountManagerId,
      members: org.members.map((m) => ({ id: m.id, name: m.name, email: m.email, owner: m.role === 'owner' })),
    },
    staff,
  }
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const { db } = context.get(servicesContext)
  const id = routeId(params.id, 'uuid')
  const form = await request.formData()
  const managerId = formText(form, 'managerId').trim()
  // A file part, or an id longer than any, is not a member of staff (left out, the choice is "nobody").
  const sent = form.get('managerId')
  if ((sent !== null && typeof sent !== 'string') || managerId.length > 100) return data({ errors: { managerId: t('accountManager.admin.notStaff') } }, { status: 400 })
  const outcome = await assignAccountManager(db, admin.id, id, managerId || null)
  if (outcome === null) throw data(null, { status: 404 })
  if (outcome === 'notStaff') return data({ errors: { managerId: t('accountManager.admin.notStaff') } }, { status: 400 })
  if (outcome === 'notEligible') return data({ errors: { managerId: t('accountManager.admin.notEligible') } }, { status: 400 })
  const here = `/admin/organizations/${id}`
  if (outcome === 'assigned') return redirectWithFlash(here, 'accountManager.admin.assigned', new Headers(), 303)
  if (outcome === 'removed') return redirectWithFlash(here, 'accountManager.admin.removed', new Headers(), 303)
  return redirectWithFlash(here, 'accountManager.admin.unchanged', new Headers(), 303)
}

/** One organization for admins: its sectors, plan and badge, whether it has an account manager, its team, and the form that assigns one. */
export default function Organization({ loaderData, actionData }: Route.ComponentProps) {
  const { organization: o, staff } = loaderData
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to="/admin/organizations" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('accountManager.admin.backToList')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">
        <bdi>{o.name}</bdi>
      </h1>
      <dl className="mt-4 grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="font-medium">{t('accountManager.admin.sectors')}</dt>
        <dd>{o.sectors ?? t('accountManager.admin.noSectors')}</dd>
        <dt className="font-medium">{t('accountManager.admin.plan')}</dt>
        <dd>{o.planRenewsAt ? t('accountManager.admin.planUntil', { plan: o.plan, date: formatDate(o.planRenewsAt) }) : o.plan}</dd>
        <dt className="font-medium">{t('accountManager.admin.badge')}</dt>
        <dd>{o.badge ?? t('accountManager.admin.noBadge')}</dd>
      </dl>

      <section aria-labelledby="manager-heading" className="mt-8 rounded-lg border border-border bg-card p-5">
        <h2 id="manager-heading" className="text-xl font-semibold">
          {t('accountManager.admin.heading')}
        </h2>
        <p className="mt-1 text-sm">
          <span className={badgeClass(o.eligible ? 'strong' : 'neutral')}>{o.eligible ? t('accountManager.admin.eligible') : t('accountManager.admin.notEligibleBadge')}</span>
        </p>
        <p className="mt-2 text-sm text-muted-foreground">{o.eligible ? t('accountManager.admin.eligibleBody') : t('accountManager.admin.notEligibleBody')}</p>
        <ErrorSummary errors={actionData?.errors} />
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3">
          <div className="min-w-0 flex-1 sm:max-w-sm">
            <SelectField label={t('accountManager.admin.manager')} id="managerId" defaultValue={o.accountManagerId ?? ''} error={actionData?.errors.managerId}>
              <option value="">{t('accountManager.admin.noManager')}</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {`${s.name} (${s.email})`}
                </option>
              ))}
            </SelectField>
          </div>
          <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('accountManager.admin.saving')}>
            {t('accountManager.admin.save')}
          </Button>
        </Form>
      </section>

      <section aria-labelledby="team-heading" className="mt-8">
        <h2 id="team-heading" className="text-xl font-semibold">
          {t('accountManager.admin.team')}
        </h2>
        <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card">
          {o.members.map((m) => (
            <li key={m.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span className="min-w-0 break-words">
                <bdi>{m.name}</bdi> <bdi className="text-muted-foreground">&lt;{m.email}&gt;</bdi>
              </span>
              {m.owner ? <span className={badgeClass('brand')}>{t('accountManager.admin.owner')}</span> : null}
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
