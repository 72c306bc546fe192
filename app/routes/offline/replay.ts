import { memberContext, servicesContext } from '../../context.ts'
import { can } from '../../catalog/team.ts'
import { APPLICATION_FIELDS, seenField, type ApplicationFields } from '../../domain/offline/queued-change.ts'
import { replayApplicationChange } from '../../domain/offline/replay-application-change.server.ts'
import { replayGrantSave } from '../../domain/offline/replay-grant-save.server.ts'
import type { ReplayOutcome } from '../../domain/offline/replay-outcome.ts'
import { formInput } from '../../domain/shared/form-fields.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/replay'

const fields = (form: Record<string, FormDataEntryValue>, name: (field: (typeof APPLICATION_FIELDS)[number]) => string) =>
  Object.fromEntries(APPLICATION_FIELDS.map((field) => [field, typeof form[name(field)] === 'string' ? (form[name(field)] as string) : ''])) as ApplicationFields

/**
 * The offline queue sends here, one change per request, the changes a member made while offline
 * (ADR 067): a grant saved or unsaved, an application's form. Answers with what became of it, in
 * the member's language, for the page to show; the grant page and the application page keep their
 * own forms, which work without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const member = context.get(memberContext)
  // Signed out since (or another member now): the queue is not theirs to send.
  if (!member) return Response.json({ ok: false, signedOut: true }, { status: 401 })
  if (!can(member.organization.role, 'pipeline.write')) return Response.json({ ok: false, message: t('team.notAllowed') } satisfies ReplayOutcome, { status: 403 })
  const form = formInput(await request.formData())
  const services = context.get(servicesContext)
  switch (form.kind) {
    case 'grant-save': {
      const grantId = parseUuid(form.grantId)
      if (!grantId) return refuse()
      return answer(await replayGrantSave(services.db, member, grantId, form.save !== '0'))
    }
    case 'application': {
      const id = parseUuid(form.applicationId)
      if (!id) return refuse()
      return answer(
        await replayApplicationChange(
          services,
          member,
          id,
          fields(form, (f) => f),
          fields(form, seenField),
        ),
      )
    }
    default:
      return refuse()
  }
}

const answer = (outcome: ReplayOutcome) => Response.json({ ok: outcome.ok, message: outcome.message }, { status: outcome.gone ? 404 : 200 })
const refuse = () => Response.json({ ok: false, message: t('offlineQueue.gone') } satisfies ReplayOutcome, { status: 400 })

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
