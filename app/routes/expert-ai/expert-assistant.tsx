import { useRef, useState } from 'react'
import { data, Form, useNavigation, useRevalidator } from 'react-router'
import { EXPERT_ASSISTANT_REQUESTS_PER_MONTH } from '../../catalog/assistant.ts'
import { EXPERT_AI_QUESTION_MAX } from '../../catalog/expert-ai.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { TextAreaField } from '../../components/ui/field.tsx'
import { expertMonthUse } from '../../domain/assistant/ask-assistant.server.ts'
import { askChat, clearChat, listChat } from '../../domain/expert-ai/chat.server.ts'
import { questionSchema } from '../../domain/expert-ai/question.schema.ts'
import { setExpertAiConsent } from '../../domain/expert-ai/set-expert-ai-consent.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { currentLanguage, formatNumber, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/expert-assistant'
import { expertAiGate, REFUSAL_MESSAGE, requireExpertAi } from './+shared/gate.server.ts'
import { ExpertAiHeading } from './+shared/page-heading.tsx'
import { RefusalNotice } from './+shared/refusal-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAi.chat.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/assistant'

/** The experts' chat assistant (issue 28 §2, ADR 081): the opt-in, the conversation, and the question form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, expert, refusal } = await expertAiGate(context, request, 'ai_chat_assistant')
  const allowed = refusal === null
  return {
    refusal,
    tier: expertTierName(expert.tier),
    consented: expert.consented,
    used: allowed ? formatNumber(await expertMonthUse(services.db, expert.id)) : '',
    limit: formatNumber(EXPERT_ASSISTANT_REQUESTS_PER_MONTH[expert.tier]),
    history: allowed ? (await listChat(services.db, expert.id)).map((m) => ({ id: m.id, role: m.role, content: m.content })) : [],
  }
}

type ActionData = { errors: Record<string, string>; values: Record<string, string> }

export async function action({ request, context }: Route.ActionArgs) {
  const { member, services, expert } = await requireExpertAi(context, request, 'ai_chat_assistant')
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'consent' || intent === 'withdraw') {
    await setExpertAiConsent(services.db, expert.id, member.id, intent === 'consent')
    return redirectWithFlash(HERE, intent === 'consent' ? 'expertAi.consent.given' : 'expertAi.consent.withdrawn', new Headers(), 303)
  }
  if (intent === 'clear') {
    await clearChat(services.db, expert.id)
    return redirectWithFlash(HERE, 'expertAi.chat.cleared', new Headers(), 303)
  }
  if (intent !== 'ask') return data<ActionData>({ errors: { form: t('expertAi.unknownAction') }, values: {} }, { status: 400 })
  const submission = parseSubmission(form, questionSchema, { fields: ['question'] })
  if (!submission.ok) return data<ActionData>({ errors: submission.errors, values: submission.values }, { status: 400 })
  if (!expert.consented) return data<ActionData>({ errors: { form: t(REFUSAL_MESSAGE['no-consent']) }, values: submission.values }, { status: 409 })
  const answer = await askChat(services, { expertId: expert.id, userId: member.id, question: submission.value.question, language: currentLanguage() })
  if (!answer.ok) return data<ActionData>({ errors: { form: t(REFUSAL_MESSAGE[answer.reason]) }, values: submission.values }, { status: answer.reason === 'failed' ? 502 : 409 })
  return redirectWithFlash(`${HERE}#latest`, 'expertAi.chat.answered', new Headers(), 303)
}

export default function ExpertAssistant({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const [live, setLive] = useState<{ question: string; answer: string } | null>(null)
  const [streamError, setStreamError] = useState<string | null>(null)
  const [streaming, setStreaming] = useState(false)
  const questionRef = useRef<HTMLTextAreaElement>(null)

  // With JavaScript the answer is streamed from the resource route as it is written; without, the form posts here.
  async function stream(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    const question = String(body.get('question') ?? '')
    setStreamError(null)
    setStreaming(true)
    setLive({ question, answer: '' })
    try {
      const response = await fetch(`${HERE}/stream`, { method: 'POST', body })
      if (!response.ok || !response.body) {
        setLive(null)
        setStreamError((await response.text()) || t('expertAi.refusal.failed'))
        return
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        setLive((l) => (l ? { ...l, answer: l.answer + value } : l))
      }
      if (questionRef.current) questionRef.current.value = ''
      await revalidator.revalidate()
      setLive(null)
    } catch {
      setLive(null)
      setStreamError(t('expertAi.refusal.failed'))
    } finally {
      setStreaming(false)
    }
  }

  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <ExpertAiHeading title={t('expertAi.chat.title')} intro={t('expertAi.chat.intro')} />

      {d.refusal ? (
        <RefusalNotice refusal={d.refusal} tier={d.tier} />
      ) : (
        <>
          <section id="consent" className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="consent-heading">
            <h2 id="consent-heading" className="font-semibold">
              {t('expertAi.consent.title')}
            </h2>
            <p className="mt-2 text-sm">{t('expertAi.consent.sent')}</p>
            <p className="mt-2 text-sm">{t('expertAi.consent.notSent')}</p>
            <p className="mt-2 text-sm font-medium" data-testid="expert-ai-consent-state">
              {d.consented ? t('expertAi.consent.on') : t('expertAi.consent.off')}
            </p>
            <Form method="post" className="mt-3">
              <input type="hidden" name="intent" value={d.consented ? 'withdraw' : 'consent'} />
              <Button type="submit" variant={d.consented ? 'outline' : 'default'} size="sm" pending={busy('consent') || busy('withdraw')} pendingText={t('expertAi.saving')}>
                {d.consented ? t('expertAi.consent.withdraw') : t('expertAi.consent.give')}
              </Button>
            </Form>
          </section>

          <section className="mt-8" aria-labelledby="chat-heading">
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 id="chat-heading" className="text-xl font-semibold">
                {t('expertAi.chat.conversation')}
              </h2>
              <p className="text-sm text-muted-foreground" data-testid="expert-ai-allowance">
                {t('expertAi.allowance', { used: d.used, limit: d.limit })}
              </p>
            </div>
            {d.history.length === 0 && !live ? (
              <p className="mt-3 text-sm text-muted-foreground">{t('expertAi.chat.empty')}</p>
            ) : (
              <ol className="mt-3 space-y-3" data-testid="expert-ai-history" aria-live="polite">
                {d.history.map((m, i) => (
                  <Turn key={m.id} speaker={m.role} content={m.content} id={i === d.history.length - 1 ? 'latest' : undefined} />
                ))}
                {live ? (
                  <>
                    <Turn speaker="user" content={live.question} />
                    <Turn speaker="assistant" content={live.answer || '…'} />
                  </>
                ) : null}
              </ol>
            )}

            <Form method="post" className="mt-4 space-y-3" noValidate onSubmit={d.consented ? stream : undefined}>
              <ErrorSummary errors={streamError ? { form: streamError } : actionData?.errors} />
              <input type="hidden" name="intent" value="ask" />
              <TextAreaField
                ref={questionRef}
                label={t('expertAi.chat.question')}
                id="question"
                rows={4}
                maxLength={EXPERT_AI_QUESTION_MAX}
                defaultValue={actionData?.values?.question}
                error={actionData?.errors?.question}
                hint={lengthHint(EXPERT_AI_QUESTION_MAX)}
                required
              />
              <Button type="submit" pending={busy('ask') || streaming} pendingText={t('expertAi.chat.asking')}>
                {t('expertAi.chat.ask')}
              </Button>
            </Form>
            {d.history.length > 0 ? (
              <Form method="post" className="mt-6">
                <input type="hidden" name="intent" value="clear" />
                <Button type="submit" variant="outline" size="sm" pending={busy('clear')} pendingText={t('expertAi.saving')}>
                  {t('expertAi.chat.clear')}
                </Button>
              </Form>
            ) : null}
          </section>
        </>
      )}
    </div>
  )
}

function Turn({ speaker, content, id }: { speaker: 'user' | 'assistant'; content: string; id?: string }) {
  return (
    <li id={id} className={speaker === 'user' ? 'ms-8 rounded-lg bg-muted p-3' : 'me-8 rounded-lg border border-border bg-card p-3'}>
      <p className="text-xs font-medium text-muted-foreground">{speaker === 'user' ? t('expertAi.chat.you') : t('expertAi.chat.assistant')}</p>
      <p className="mt-1 whitespace-pre-line" dir="auto">
        {content}
      </p>
    </li>
  )
}
