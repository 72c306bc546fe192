import { data, Form, Link, useNavigation } from 'react-router'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { deleteGrant, getGrantForEdit } from '../../domain/admin/manage-grants.server.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/grant-delete'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('admin.deleteConfirm'), matches) }, { name: 'robots', content: 'noindex' }]

export async function loader({ request, context, params }: Route.LoaderArgs) {
  requireAdmin(context, request)
  const grant = await getGrantForEdit(context.get(servicesContext).db, routeId(params.id, 'uuid'))
  if (!grant) throw data(null, { status: 404 })
  return { grant: { id: grant.id, title: grant.title, source: grant.source } }
}

/** Deletes only from this confirmation page's form, after "Are you sure you want to delete this grant?". */
export async function action({ request, context, params }: Route.ActionArgs) {
  const admin = requireAdmin(context, request)
  const id = routeId(params.id, 'uuid')
  try {
    const deleted = await deleteGrant(context.get(servicesContext).db, admin.id, id)
    return redirectWithFlash('/admin?tab=grants', deleted ? 'admin.grantDeleted' : 'admin.grantDeleteFailed')
  } catch (error) {
    console.error('Deleting a grant failed', error)
    return redirectWithFlash('/admin?tab=grants', 'admin.grantDeleteFailed')
  }
}

export default function DeleteGrant({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <div role="alertdialog" aria-labelledby="confirm-title" aria-describedby="confirm-grant" className="rounded-lg border border-destructive bg-card p-6">
        <h1 id="confirm-title" className="text-xl font-bold">
          {t('admin.deleteConfirm')}
        </h1>
        {/* The grant's own words, in its language's direction: "title · funder" reads as one line. */}
        <p id="confirm-grant" dir="auto" className="mt-2">
          <strong>{loaderData.grant.title}</strong> · {loaderData.grant.source}
        </p>
        <div className="mt-6 flex gap-3">
          <Form method="post">
            <Button type="submit" variant="destructive-solid" pending={navigation.state === 'submitting'} pendingText={t('admin.saving')}>
              {t('admin.confirmDelete')}
            </Button>
          </Form>
          <Link to="/admin?tab=grants" className={buttonClass('outline')}>
            {t('admin.cancel')}
          </Link>
        </div>
      </div>
    </div>
  )
}
