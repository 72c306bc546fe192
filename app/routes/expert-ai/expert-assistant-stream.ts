import { askChat } from '../../domain/expert-ai/chat.server.ts'
import { questionSchema } from '../../domain/expert-ai/question.schema.ts'
import { currentLanguage, t } from '../../i18n/index.ts'
import { firstError, parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/expert-assistant-stream'
import { REFUSAL_MESSAGE, requireExpertAi } from './+shared/gate.server.ts'

const plain = (text: string, status: number) => new Response(text, { status, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' } })

/** Only POST: a question is asked, never fetched. */
export function loader() {
  return plain('', 405)
}

/**
 * The chat assistant's answer streamed as plain text while the model writes it (ADR 081), for the
 * page's script; the same checks as the page's form. A refusal (no opt-in, allowance, a failed
 * call) comes back as its message with a 4xx/5xx status before anything is streamed; the question
 * and answer are kept once the answer is complete.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const { member, services, expert } = await requireExpertAi(context, request, 'ai_chat_assistant')
  const form = await request.formData()
  const submission = parseSubmission(form, questionSchema, { fields: ['question'] })
  if (!submission.ok) return plain(firstError(submission.errors), 400)
  if (!expert.consented) return plain(t(REFUSAL_MESSAGE['no-consent']), 409)
  const language = currentLanguage()
  const encoder = new TextEncoder()
  let push: (text: string) => void = () => {}
  const buffered: string[] = []
  let firstToken: () => void = () => {}
  const started = new Promise<void>((resolve) => {
    firstToken = resolve
  })
  const done = askChat(services, {
    expertId: expert.id,
    userId: member.id,
    question: submission.value.question,
    language,
    onToken: (text) => {
      buffered.push(text)
      push(text)
      firstToken()
    },
  })
  // Wait for the first words or the end: a refusal is answered with its status, not inside a 200.
  await Promise.race([started, done])
  if (buffered.length === 0) {
    const answer = await done
    if (!answer.ok) return plain(t(REFUSAL_MESSAGE[answer.reason]), answer.reason === 'failed' ? 502 : 409)
    return plain(answer.content, 200)
  }
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const text of buffered) controller.enqueue(encoder.encode(text))
      push = (text) => controller.enqueue(encoder.encode(text))
      done.then(
        (answer) => {
          if (!answer.ok) controller.enqueue(encoder.encode(`\n\n${t(REFUSAL_MESSAGE[answer.reason])}`))
          controller.close()
        },
        () => controller.close(),
      )
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' } })
}
