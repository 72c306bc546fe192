import { setGrantSaved } from '../../domain/grants/toggle-saved-grant.server.ts'
import { AllowanceReached } from './+shared/grant-action.server.ts'
import { routeId } from '../../domain/shared/ids.ts'
import type { Route } from './+types/save'
import { runGrantAction } from './+shared/grant-action.server.ts'

export function action(args: Route.ActionArgs) {
  return runGrantAction(args, { signIn: 'grant.signInToSave', failed: 'grant.saveFailed' }, async ({ db }, member, form) => {
    const save = form.get('save') !== '0'
    // The organization's daily allowance by verification tier (decisions.md), checked on the server
    // under a lock while saving; the tier is the approved one loaded with the member.
    const outcome = await setGrantSaved(db, { id: member.id, organizationId: member.organization.id, verifiedTier: member.organization.verified?.tier ?? null }, args.params.id, save)
    if (outcome === 'limit') throw new AllowanceReached()
    return outcome === 'saved' ? 'grant.saved' : 'grant.removed'
  })
}

export function loader({ params }: Route.LoaderArgs) {
  return new Response(null, { status: 303, headers: { Location: `/grant/${routeId(params.id, 'uuid')}` } })
}
