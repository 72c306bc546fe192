import { data, Form, Link, useNavigation } from 'react-router'
import { EXPERT_AI_MILESTONES_MAX, EXPERT_AI_NOTE_MAX } from '../../catalog/expert-ai.ts'
import { ENGAGEMENT_LIMITS } from '../../catalog/text-limits.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../components/ui/field.tsx'
import { draftScoping } from '../../domain/expert-ai/draft-scoping.server.ts'
import { readScopingForm, type ScopingDraft } from '../../domain/expert-ai/scoping.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { requestFor } from '../../domain/requests/request-access.server.ts'
import { sendRequestMessage } from '../../domain/requests/send-request-message.server.ts'
import { hiddenMark } from '../../domain/requests/hidden-mark.ts'
import { maskContactDetails } from '../../domain/requests/mask-contact-details.ts'
import { shownTitle } from '../../domain/requests/shown-title.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { currentLanguage, formatDate, formatUsd, t } from '../../i18n/index.ts'
import type { Route } from './+types/request-scoping'
import { expertAiGate, REFUSAL_MESSAGE } from './+shared/gate.server.ts'
import { ConsentNotice, RefusalNotice } from './+shared/refusal-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAi.scoping.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** The request as the expert may see it (asked by name, accepted, or open to their sector); anyone else: 404. */
async function expertRequest(args: Route.LoaderArgs | Route.ActionArgs) {
  const gate = await expertAiGate(args.context, args.request, 'ai_project_analysis')
  const id = routeId(args.params.id, 'uuid')
  const found = await requestFor(gate.services.db, { id: gate.member.id, isAdmin: false }, id)
  if (!found || (found.role !== 'expert' && found.role !== 'sectorExpert')) throw data(null, { status: 404 })
  return { ...gate, request: found.request }
}

/**
 * Project analysis for Pro and Elite experts (issue 28 §2, ADR 081): the model reads a project
 * request the expert may see and drafts a scoping note and a milestone plan within its budget; the
 * expert edits them here, and only their own edited text is sent, as a message of the request's
 * thread (the existing flow). Drafting sends nothing to the member.
 */
export async function loader(args: Route.LoaderArgs) {
  const { expert, refusal, request: r } = await expertRequest(args)
  return {
    refusal,
    tier: expertTierName(expert.tier),
    consented: expert.consented,
    request: {
      id: r.id,
      title: shownTitle(r),
      description: r.status === 'accepted' ? r.projectDescription : maskContactDetails(r.projectDescription, hiddenMark()),
      budget: r.budgetMax !== null ? formatUsd(r.budgetMax) : r.budgetMin !== null ? formatUsd(r.budgetMin) : null,
      deadline: r.deadline ? formatDate(r.deadline) : null,
    },
  }
}

type ActionData = { intent: string; error: string | null; draft: ScopingDraft | null }

export async function action(args: Route.ActionArgs) {
  const { member, services, expert, refusal, request: r } = await expertRequest(args)
  if (refusal) throw data(null, { status: 403 })
  const form = await args.request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'draft') {
    if (!expert.consented) return data<ActionData>({ intent, error: t(REFUSAL_MESSAGE['no-consent']), draft: null }, { status: 409 })
    const drafted = await draftScoping(services, { expertId: expert.id, userId: member.id, request: r, language: currentLanguage() })
    if (!drafted.ok) return data<ActionData>({ intent, error: t(REFUSAL_MESSAGE[drafted.reason]), draft: null }, { status: drafted.reason === 'failed' ? 502 : 409 })
    return data<ActionData>({ intent, error: null, draft: drafted.draft })
  }
  if (intent === 'send') {
    const read = readScopingForm(form, r.budgetMax)
    if (!read.ok) return data<ActionData>({ intent, error: read.error, draft: read.typed }, { status: 400 })
    const sent = await sendRequestMessage(services, { id: member.id, isAdmin: false }, r.id, read.body)
    if (!sent.ok && sent.reason === 'notFound') throw data(null, { status: 404 })
    if (!sent.ok) return data<ActionData>({ intent, error: t(sent.reason === 'notYet' ? 'expertAi.scoping.acceptFirst' : 'requests.closed'), draft: read.typed }, { status: 409 })
    return redirectWithFlash(`/requests/${r.id}`, 'expertAi.scoping.sent', new Headers(), 303)
  }
  return data<ActionData>({ intent, error: t('expertAi.unknownAction'), draft: null }, { status: 400 })
}

export default function RequestScoping({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent
  const draft = actionData?.draft ?? null
  const rows = draft
    ? [
        ...draft.milestones,
        ...Array.from({ length: Math.max(0, Math.min(EXPERT_AI_MILESTONES_MAX, draft.milestones.length + 1) - draft.milestones.length) }, () => ({ title: '', amountUsd: '', dueDate: '' })),
      ].slice(0, EXPERT_AI_MILESTONES_MAX)
    : []
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={`/requests/${d.request.id}`} className="text-sm text-primary underline" dir="auto">
        {d.request.title}
      </Link>
      <h1 className="mt-2 text-3xl font-bold">{t('expertAi.scoping.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('expertAi.scoping.intro')}</p>
      {d.refusal ? (
        <RefusalNotice refusal={d.refusal} tier={d.tier} />
      ) : (
        <>
          <section className="mt-6 rounded-lg border border-border bg-card p-4">
            <p className="whitespace-pre-line text-sm" dir="auto">
              {d.request.description}
            </p>
            <p className="mt-2 text-sm text-muted-foreground">
              {d.request.budget ? t('expertAi.scoping.budget', { budget: d.request.budget }) : t('expertAi.scoping.noBudget')}
              {d.request.deadline ? <> · {t('expertAi.scoping.deadline', { date: d.request.deadline })}</> : null}
            </p>
          </section>
          {d.consented ? (
            <Form method="post" className="mt-4">
              <input type="hidden" name="intent" value="draft" />
              <Button type="submit" variant={draft ? 'outline' : 'default'} pending={busy('draft')} pendingText={t('expertAi.scoping.drafting')}>
                {t('expertAi.scoping.draft')}
              </Button>
            </Form>
          ) : (
            <ConsentNotice />
          )}
          {actionData?.intent === 'draft' && actionData.error ? <ErrorSummary errors={{ form: actionData.error }} /> : null}
          {draft ? (
            <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-4" noValidate data-testid="expert-ai-scoping-form">
              <h2 className="font-semibold">{t('expertAi.scoping.editTitle')}</h2>
              <p className="text-sm text-muted-foreground">{t('expertAi.scoping.editHint')}</p>
              {actionData?.intent === 'send' && actionData.error ? <ErrorSummary errors={{ form: actionData.error }} /> : null}
              <input type="hidden" name="intent" value="send" />
              <TextAreaField label={t('expertAi.scoping.note')} id="note" rows={8} maxLength={EXPERT_AI_NOTE_MAX} hint={lengthHint(EXPERT_AI_NOTE_MAX)} defaultValue={draft.note} required />
              <fieldset className="space-y-3">
                <legend className="text-sm font-medium">{t('expertAi.scoping.plan')}</legend>
                {rows.map((m, i) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: rows have no id until the expert sends them
                  <div key={i} className="grid gap-2 sm:grid-cols-[1fr_10rem_11rem]">
                    <Field label={t('expertAi.scoping.milestoneTitle', { n: i + 1 })} id={`title-${i}`} name="title" maxLength={ENGAGEMENT_LIMITS.titleMax} defaultValue={m.title} />
                    <Field label={t('expertAi.scoping.amount')} id={`amountUsd-${i}`} name="amountUsd" inputMode="numeric" defaultValue={m.amountUsd} />
                    <Field label={t('expertAi.scoping.dueLabel')} id={`dueDate-${i}`} name="dueDate" type="date" defaultValue={m.dueDate} />
                  </div>
                ))}
              </fieldset>
              <Button type="submit" pending={busy('send')} pendingText={t('expertAi.scoping.sending')}>
                {t('expertAi.scoping.send')}
              </Button>
            </Form>
          ) : null}
        </>
      )}
    </div>
  )
}
