import { createApplication } from '../../domain/grants/create-application.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/apply'
import { runGrantAction } from './+shared/grant-action.server.ts'

export function action(args: Route.ActionArgs) {
  return runGrantAction(args, { signIn: 'grant.signInToApply', failed: 'grant.applicationFailed' }, async ({ db }, member) => {
    await createApplication(db, { id: member.id, organizationId: member.organization.id }, args.params.id)
    return 'grant.applicationCreated'
  })
}

export function loader({ params }: Route.LoaderArgs) {
  return new Response(null, { status: 303, headers: { Location: `/grant/${routeId(params.id, 'uuid')}` } })
}
