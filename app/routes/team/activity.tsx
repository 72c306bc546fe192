import { Link } from 'react-router'
import { ACTIVITY_PAGE_SIZE, can } from '../../catalog/team.ts'
import { ActivityList } from '../../components/team/activity-list.tsx'
import { TeamNav } from '../../components/team/team-nav.tsx'
import { servicesContext } from '../../context.ts'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { parseSerialId } from '../../domain/shared/ids.ts'
import { listActivity } from '../../domain/team/list-activity.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/activity'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('team.activity.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** The team's activity, newest first, a page at a time: `?before=` an entry's id (a keyset, so pages never shift). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.read')
  const { db } = context.get(servicesContext)
  const before = parseSerialId(new URL(request.url).searchParams.get('before'))
  const { entries, next } = await listActivity(db, member.organization.id, { before, limit: ACTIVITY_PAGE_SIZE })
  return { organization: member.organization.name, entries, next, paged: before !== null, admin: can(member.organization.role, 'apiKeys.manage') }
}

export default function TeamActivity({ loaderData }: Route.ComponentProps) {
  const { organization, entries, next, paged, admin } = loaderData
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('team.activity.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('team.activity.intro', { organization })}</p>
      <TeamNav current="activity" admin={admin} />
      <div className="mt-6">
        <ActivityList entries={entries} empty={t('team.activity.empty')} />
      </div>
      <nav aria-label={t('team.activity.pages')} className="mt-6 flex flex-wrap justify-between gap-3 text-sm">
        {paged ? (
          <Link to="/team/activity" className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
            {t('team.activity.newest')}
          </Link>
        ) : (
          <span />
        )}
        {next ? (
          <Link to={`/team/activity?before=${next}`} rel="next" className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
            {t('team.activity.older')}
          </Link>
        ) : null}
      </nav>
    </div>
  )
}
