import { data, Form, useNavigation } from 'react-router'
import { EXPERT_AI_BRIEF_MAX, EXPERT_AI_DRAFT_MAX, EXPERT_AI_SECTIONS, type ExpertAiSection } from '../../catalog/expert-ai.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { contentBriefSchema, contentDraftSchema, deleteContentDraft, generateSection, listContentDrafts, saveContentDraft } from '../../domain/expert-ai/content-drafts.server.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { currentLanguage, formatDate, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/expert-drafting'
import { expertAiGate, REFUSAL_MESSAGE, requireExpertAi } from './+shared/gate.server.ts'
import { ExpertAiHeading } from './+shared/page-heading.tsx'
import { ConsentNotice, RefusalNotice } from './+shared/refusal-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAi.content.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/drafting'

/**
 * Content generation for Elite experts (issue 28 §2, ADR 081): a proposal section drafted from the
 * expert's brief for their client work, edited by the expert and kept as their draft. Nothing is
 * submitted for anyone: the expert copies their own text where they use it.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, expert, refusal } = await expertAiGate(context, request, 'ai_content_generation')
  const drafts = refusal ? [] : await listContentDrafts(services.db, expert.id)
  return {
    refusal,
    tier: expertTierName(expert.tier),
    consented: expert.consented,
    drafts: drafts.map((d) => ({ id: d.id, section: d.section, project: d.project, content: d.content, updated: formatDate(d.updatedAt) })),
  }
}

type ActionData = { intent: string; errors: Record<string, string>; values: Record<string, string>; generated?: { section: ExpertAiSection; project: string; content: string } }

export async function action({ request, context }: Route.ActionArgs) {
  const { member, services, expert } = await requireExpertAi(context, request, 'ai_content_generation')
  const form = await request.formData()
  const intent = String(form.get('intent') ?? '')
  if (intent === 'generate') {
    const submission = parseSubmission(form, contentBriefSchema, { fields: ['section', 'project', 'brief'] })
    if (!submission.ok) return data<ActionData>({ intent, errors: submission.errors, values: submission.values }, { status: 400 })
    if (!expert.consented) return data<ActionData>({ intent, errors: { form: t(REFUSAL_MESSAGE['no-consent']) }, values: submission.values }, { status: 409 })
    const answer = await generateSection(services, { expertId: expert.id, userId: member.id, ...submission.value, language: currentLanguage() })
    if (!answer.ok) return data<ActionData>({ intent, errors: { form: t(REFUSAL_MESSAGE[answer.reason]) }, values: submission.values }, { status: answer.reason === 'failed' ? 502 : 409 })
    return data<ActionData>({ intent, errors: {}, values: submission.values, generated: { section: submission.value.section, project: submission.value.project, content: answer.content } })
  }
  if (intent === 'save') {
    const submission = parseSubmission(form, contentDraftSchema, { fields: ['section', 'project', 'content'] })
    if (!submission.ok) return data<ActionData>({ intent, errors: submission.errors, values: { ...submission.values, id: String(form.get('id') ?? '') } }, { status: 400 })
    const rawId = form.get('id')
    const id = rawId === null || rawId === '' ? null : parseUuid(rawId)
    if (rawId !== null && rawId !== '' && !id) throw data(null, { status: 404 })
    const saved = await saveContentDraft(services.db, expert.id, id, submission.value)
    if (saved === 'not-found') throw data(null, { status: 404 })
    if (saved === 'full') return data<ActionData>({ intent, errors: { form: t('expertAi.content.full') }, values: submission.values }, { status: 409 })
    return redirectWithFlash(HERE, 'expertAi.content.saved', new Headers(), 303)
  }
  if (intent === 'delete') {
    const id = parseUuid(form.get('id'))
    if (!id || !(await deleteContentDraft(services.db, expert.id, id))) throw data(null, { status: 404 })
    return redirectWithFlash(HERE, 'expertAi.content.deleted', new Headers(), 303)
  }
  return data<ActionData>({ intent, errors: { form: t('expertAi.unknownAction') }, values: {} }, { status: 400 })
}

export default function ExpertDrafting({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string, id?: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  const generating = actionData?.intent === 'generate'
  const saving = actionData?.intent === 'save'
  const editing =
    actionData?.generated ??
    (saving ? { id: actionData.values.id ?? '', section: actionData.values.section as ExpertAiSection, project: actionData.values.project ?? '', content: actionData.values.content ?? '' } : null)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <ExpertAiHeading title={t('expertAi.content.title')} intro={t('expertAi.content.intro')} />
      {d.refusal ? (
        <RefusalNotice refusal={d.refusal} tier={d.tier} />
      ) : (
        <>
          {d.consented ? null : <ConsentNotice />}
          <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="brief-heading">
            <h2 id="brief-heading" className="font-semibold">
              {t('expertAi.content.briefTitle')}
            </h2>
            <Form method="post" className="mt-3 space-y-3" noValidate>
              <ErrorSummary errors={generating ? actionData?.errors : null} />
              <input type="hidden" name="intent" value="generate" />
              <SelectField
                label={t('expertAi.content.section')}
                id="section"
                defaultValue={generating ? actionData?.values?.section : undefined}
                error={generating ? actionData?.errors?.section : undefined}
              >
                {EXPERT_AI_SECTIONS.map((s) => (
                  <option key={s} value={s}>
                    {t(`expertAi.section.${s}`)}
                  </option>
                ))}
              </SelectField>
              <Field
                label={t('expertAi.content.project')}
                id="project"
                maxLength={200}
                defaultValue={generating ? actionData?.values?.project : undefined}
                error={generating ? actionData?.errors?.project : undefined}
                required
              />
              <TextAreaField
                label={t('expertAi.content.brief')}
                id="brief"
                rows={6}
                maxLength={EXPERT_AI_BRIEF_MAX}
                hint={lengthHint(EXPERT_AI_BRIEF_MAX)}
                defaultValue={generating ? actionData?.values?.brief : undefined}
                error={generating ? actionData?.errors?.brief : undefined}
                required
              />
              <Button type="submit" pending={busy('generate')} pendingText={t('expertAi.content.generating')} disabled={!d.consented}>
                {t('expertAi.content.generate')}
              </Button>
            </Form>
          </section>

          {editing ? (
            <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="edit-heading" data-testid="expert-ai-generated">
              <h2 id="edit-heading" className="font-semibold">
                {t('expertAi.content.editTitle')}
              </h2>
              <p className="mt-1 text-sm text-muted-foreground">{t('expertAi.content.editHint')}</p>
              <Form method="post" className="mt-3 space-y-3" noValidate>
                <ErrorSummary errors={saving ? actionData?.errors : null} />
                <input type="hidden" name="intent" value="save" />
                {'id' in editing && editing.id ? <input type="hidden" name="id" value={editing.id} /> : null}
                <input type="hidden" name="section" value={editing.section} />
                <input type="hidden" name="project" value={editing.project} />
                <TextAreaField
                  label={`${t(`expertAi.section.${editing.section}`)} · ${editing.project}`}
                  id="content"
                  rows={12}
                  maxLength={EXPERT_AI_DRAFT_MAX}
                  defaultValue={editing.content}
                  error={saving ? actionData?.errors?.content : undefined}
                  required
                />
                <Button type="submit" pending={busy('save')} pendingText={t('expertAi.saving')}>
                  {t('expertAi.content.save')}
                </Button>
              </Form>
            </section>
          ) : null}

          <section className="mt-8" aria-labelledby="drafts-heading">
            <h2 id="drafts-heading" className="text-xl font-semibold">
              {t('expertAi.content.drafts')}
            </h2>
            {d.drafts.length === 0 ? (
              <p className="mt-2 text-sm text-muted-foreground">{t('expertAi.content.noDrafts')}</p>
            ) : (
              <ul className="mt-3 space-y-4" data-testid="expert-ai-drafts">
                {d.drafts.map((draft) => (
                  <li key={draft.id} className="rounded-lg border border-border bg-card p-4">
                    <Form method="post" className="space-y-3" noValidate>
                      <input type="hidden" name="intent" value="save" />
                      <input type="hidden" name="id" value={draft.id} />
                      <input type="hidden" name="section" value={draft.section} />
                      <input type="hidden" name="project" value={draft.project} />
                      <TextAreaField
                        label={`${t(`expertAi.section.${draft.section}`)} · ${draft.project} · ${draft.updated}`}
                        id={`content-${draft.id}`}
                        name="content"
                        rows={6}
                        maxLength={EXPERT_AI_DRAFT_MAX}
                        defaultValue={draft.content}
                        required
                      />
                      <Button type="submit" size="sm" variant="outline" pending={busy('save', draft.id)} pendingText={t('expertAi.saving')}>
                        {t('expertAi.content.save')}
                      </Button>
                    </Form>
                    <div className="mt-2">
                      <RowActionForm action={HERE} intent="delete" id={draft.id} variant="outline" pending={busy('delete', draft.id)} pendingText={t('expertAi.saving')}>
                        {t('expertAi.content.delete')}
                      </RowActionForm>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  )
}
