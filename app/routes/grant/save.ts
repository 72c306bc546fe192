import { setGrantSaved } from '../../domain/grants/toggle-saved-grant.server.ts'
import type { Route } from './+types/save'
import { runGrantAction } from './grant-action.server.ts'

export function action(args: Route.ActionArgs) {
  return runGrantAction(args, { signIn: 'grant.signInToSave', failed: 'grant.saveFailed' }, async ({ db }, member, form) => {
    const outcome = await setGrantSaved(db, member.id, args.params.id, form.get('save') !== '0')
    return outcome === 'saved' ? 'grant.saved' : 'grant.removed'
  })
}

export function loader({ params }: Route.LoaderArgs) {
  return new Response(null, { status: 303, headers: { Location: `/grant/${params.id}` } })
}
