import { Link } from 'react-router'
import { GrantCard } from '../../components/grants/grant-card.tsx'
import { buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { listMemberGrants } from '../../domain/grants/list-member-grants.server.ts'
import { planById } from '../../catalog/plans.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/dashboard'

export const meta: Route.MetaFunction = () => [{ title: t('dashboard.title') }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireMember(context, request)
  const { db } = context.get(servicesContext)
  const lists = await listMemberGrants(db, member.id)
  const plan = planById(member.organization.plan)
  return { member: { name: member.name, organization: member.organization.name }, plan: plan.id === 'free' ? t('dashboard.freePlan') : t('dashboard.plan', { plan: plan.name }), ...lists }
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { member, plan, saved, applications } = loaderData
  const appliedIds = new Set(applications.map((a) => a.grant.id))
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('dashboard.welcome', { name: member.name })}</h1>
      <p className="mt-1 text-muted-foreground">
        {member.organization} · <span className="font-medium text-foreground">{plan}</span>
      </p>

      <section className="mt-8" aria-labelledby="saved-heading">
        <h2 id="saved-heading" className="text-xl font-semibold">
          {t('dashboard.savedGrants')} ({saved.length})
        </h2>
        {saved.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-border p-8 text-center">
            <p>{t('dashboard.noSaved')}</p>
            <Link to="/discover" className={buttonClass('default', 'default', 'mt-4')}>
              {t('dashboard.discover')}
            </Link>
          </div>
        ) : (
          <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {saved.map((s) => (
              <GrantCard key={s.grant.id} grant={s.grant} saved applied={appliedIds.has(s.grant.id)} />
            ))}
          </div>
        )}
      </section>

      <section className="mt-10" aria-labelledby="applications-heading">
        <h2 id="applications-heading" className="text-xl font-semibold">
          {t('dashboard.applications')} ({applications.length})
        </h2>
        {applications.length === 0 ? (
          <div className="mt-4 rounded-lg border border-dashed border-border p-8 text-center">
            <p>{t('dashboard.noApplications')}</p>
            <Link to="/discover" className={buttonClass('default', 'default', 'mt-4')}>
              {t('dashboard.discover')}
            </Link>
          </div>
        ) : (
          <ul className="mt-4 divide-y divide-border rounded-lg border border-border bg-card">
            {applications.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
                <div>
                  <Link to={`/grant/${a.grant.id}`} className="font-medium hover:underline">
                    {a.grant.title}
                  </Link>
                  <p className="text-sm text-muted-foreground">
                    {a.grant.funderName ?? a.grant.source} · {t('dashboard.startedOn', { date: formatDate(a.createdAt) })}
                  </p>
                </div>
                <span className="rounded-full bg-muted px-3 py-1 text-sm">
                  <span className="sr-only">{t('dashboard.status')}: </span>
                  {a.status}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
