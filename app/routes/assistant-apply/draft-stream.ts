import { data } from 'react-router'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import { getApplication } from '../../domain/applications/get-application.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { draftRequestSchema } from '../../domain/assistant-apply/draft-form.ts'
import { type DraftOutcome, draftSection } from '../../domain/assistant-apply/draft-section.server.ts'
import { REFUSAL_MESSAGES } from '../../domain/assistant-apply/refusal-message.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/draft-stream'

const plain = (text: string, status: number) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })
const REFUSAL_STATUS: Record<Exclude<DraftOutcome, { ok: true }>['reason'], number> = { 'no-model': 404, 'not-found': 404, 'no-consent': 403, allowance: 429, failed: 502 }

/**
 * Drafting help streamed (ADR 080): the drafts page's script posts the section here and shows the
 * text as the model writes it; the section is stored when the answer is complete (its marks
 * checked), and the page then shows the stored draft. A refusal before the first word answers
 * with its status and message in plain text. Without JavaScript the page's own form does the same
 * in one answer.
 */
export async function action({ request, context, params }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.write')
  const services = requireModel(context)
  const id = routeId(params.id, 'uuid')
  if (!(await getApplication(services.db, member.organization.id, id))) throw data(null, { status: 404 })
  const submission = parseSubmission(await request.formData(), draftRequestSchema(), { fields: ['section'] })
  if (!submission.ok) return plain(submission.errors.section ?? t('assistantApply.error.section'), 400)

  const encoder = new TextEncoder()
  let sink: ReadableStreamDefaultController<Uint8Array> | null = null
  const early: string[] = []
  let firstWord: () => void = () => {}
  const started = new Promise<void>((resolve) => {
    firstWord = resolve
  })
  const result = draftSection(services, {
    organizationId: member.organization.id,
    userId: member.id,
    applicationId: id,
    section: submission.value.section,
    onToken: (piece) => {
      if (sink) sink.enqueue(encoder.encode(piece))
      else early.push(piece)
      firstWord()
    },
  })
  const first = await Promise.race([started.then(() => null), result])
  if (first && !first.ok) return plain(t(REFUSAL_MESSAGES[first.reason === 'not-found' ? 'failed' : first.reason]), REFUSAL_STATUS[first.reason])
  const stream = new ReadableStream<Uint8Array>({
    async start(controller) {
      for (const piece of early) controller.enqueue(encoder.encode(piece))
      sink = controller
      const outcome = await result
      // Cut off after its first words: the page says so, and stores nothing.
      if (!outcome.ok) controller.enqueue(encoder.encode(`\n\n${t(REFUSAL_MESSAGES[outcome.reason === 'not-found' ? 'failed' : outcome.reason])}`))
      controller.close()
    },
  })
  return new Response(stream, { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } })
}

export function loader() {
  return new Response('Method Not Allowed', { status: 405, headers: { Allow: 'POST' } })
}
