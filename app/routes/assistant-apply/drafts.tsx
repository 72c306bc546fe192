import { ArrowLeft } from 'lucide-react'
import { useState } from 'react'
import { data, Form, Link, useNavigation, useRevalidator } from 'react-router'
import { DRAFT_MAX_CHARS, DRAFT_SECTIONS, type DraftSection } from '../../catalog/assistant-apply.ts'
import { can } from '../../catalog/team.ts'
import { DraftText } from '../../components/assistant-apply/draft-text.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Banner } from '../../components/ui/banner.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { requireOrgPermission } from '../../domain/accounts/guards.server.ts'
import type { Member } from '../../domain/accounts/get-member.server.ts'
import { getApplication } from '../../domain/applications/get-application.server.ts'
import { hasAssistantConsent } from '../../domain/assistant/ask-assistant.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { draftRequestSchema, draftSaveSchema } from '../../domain/assistant-apply/draft-form.ts'
import { draftSection, listDrafts } from '../../domain/assistant-apply/draft-section.server.ts'
import { organizationFacts, fieldsOf } from '../../domain/assistant-apply/organization-facts.server.ts'
import { REFUSAL_MESSAGES } from '../../domain/assistant-apply/refusal-message.ts'
import { deleteDraft, saveDraft } from '../../domain/assistant-apply/save-draft.server.ts'
import { draftPieces } from '../../domain/assistant-apply/source-marks.ts'
import { formInput } from '../../domain/shared/form-fields.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDateTime, formatList, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/drafts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('assistantApply.drafts.title'), matches) }, { name: 'robots', content: 'noindex' }]

/** The application, the organization's, and the assistant here; else as unknown as a missing page. */
async function applicationFor(context: Route.LoaderArgs['context'], member: Member, id: string) {
  const services = requireModel(context)
  const application = await getApplication(services.db, member.organization.id, id)
  if (!application) throw data(null, { status: 404 })
  return { services, application }
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.read')
  const { services, application } = await applicationFor(context, member, routeId(params.id, 'uuid'))
  const [consent, drafts] = await Promise.all([hasAssistantConsent(services.db, member.organization.id), listDrafts(services.db, member.organization.id, application.id)])
  // What a request would send of the profile: its fields with a value, named in the reader's language.
  const fields = fieldsOf(await organizationFacts(services.db, member.organization.id, member.language))
  return {
    application: { id: application.id, grant: application.grant },
    consent,
    /** Editors and up draft, edit and delete; viewers read (app/catalog/team.ts). */
    canWrite: can(member.organization.role, 'pipeline.write'),
    fields,
    drafts: drafts.map((d) => ({ section: d.section, body: d.body, pieces: draftPieces(d.body), updatedAt: d.updatedAt.toISOString() })),
  }
}

type Refusal = { errors: Record<string, string>; section?: string; body?: string }

export async function action({ request, context, params }: Route.ActionArgs) {
  const member = requireOrgPermission(context, request, 'pipeline.write')
  const { services, application } = await applicationFor(context, member, routeId(params.id, 'uuid'))
  const form = await request.formData()
  const here = `/dashboard/applications/${application.id}/drafts`
  const scope = { organizationId: member.organization.id, applicationId: application.id }
  switch (formInput(form).intent) {
    case 'draft': {
      const submission = parseSubmission(form, draftRequestSchema(), { fields: ['section'] })
      if (!submission.ok) return data<Refusal>({ errors: submission.errors }, { status: 400 })
      const outcome = await draftSection(services, { ...scope, userId: member.id, section: submission.value.section })
      if (!outcome.ok) {
        if (outcome.reason === 'not-found') throw data(null, { status: 404 })
        const status = outcome.reason === 'allowance' ? 429 : outcome.reason === 'no-consent' ? 403 : 502
        return data<Refusal>({ errors: { form: t(REFUSAL_MESSAGES[outcome.reason]) }, section: submission.value.section }, { status })
      }
      return redirectWithFlash(`${here}#draft-${submission.value.section}`, 'assistantApply.drafts.drafted', undefined, 303)
    }
    case 'save': {
      const submission = parseSubmission(form, draftSaveSchema(), { fields: ['section', 'body'] })
      if (!submission.ok) return data<Refusal>({ errors: submission.errors, section: submission.values.section, body: submission.values.body }, { status: 400 })
      const outcome = await saveDraft(services.db, { ...scope, section: submission.value.section, body: submission.value.body, userId: member.id })
      if (outcome === 'not-found') return data<Refusal>({ errors: { form: t('assistantApply.error.notDrafted') }, section: submission.value.section, body: submission.values.body }, { status: 400 })
      return redirectWithFlash(`${here}#draft-${submission.value.section}`, 'assistantApply.drafts.saved', undefined, 303)
    }
    case 'delete': {
      const submission = parseSubmission(form, draftRequestSchema(), { fields: ['section'] })
      if (!submission.ok) return data<Refusal>({ errors: submission.errors }, { status: 400 })
      const outcome = await deleteDraft(services.db, { ...scope, section: submission.value.section })
      return redirectWithFlash(here, outcome === 'deleted' ? 'assistantApply.drafts.deleted' : 'assistantApply.drafts.gone', undefined, 303)
    }
    default:
      throw data(null, { status: 400 })
  }
}

/**
 * The "Draft this section" form. Without JavaScript it posts to this page and the whole draft comes
 * back with the page; with it, the text is shown as the model writes it (the stream route), then
 * the page loads the stored draft.
 */
function DraftRequest({ applicationId, defaultSection, error }: { applicationId: string; defaultSection: string; error?: string }) {
  const navigation = useNavigation()
  const revalidator = useRevalidator()
  const [streamed, setStreamed] = useState<{ section: string; text: string; done: boolean; failed?: string } | null>(null)
  const pending = (navigation.state === 'submitting' && navigation.formData?.get('intent') === 'draft') || (streamed !== null && !streamed.done)
  async function stream(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const body = new FormData(event.currentTarget)
    const section = String(body.get('section'))
    setStreamed({ section, text: '', done: false })
    try {
      const response = await fetch(`/dashboard/applications/${applicationId}/drafts/stream`, { method: 'POST', body })
      if (!response.ok || !response.body) {
        setStreamed({ section, text: '', done: true, failed: (await response.text()) || t('assistantApply.error.failed') })
        return
      }
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
      let text = ''
      for (;;) {
        const { value, done } = await reader.read()
        if (done) break
        text += value
        setStreamed({ section, text, done: false })
      }
      setStreamed({ section, text, done: true })
      await revalidator.revalidate()
      setStreamed(null)
    } catch {
      setStreamed({ section, text: '', done: true, failed: t('assistantApply.error.failed') })
    }
  }
  return (
    <>
      <Form method="post" onSubmit={stream} className="mt-4 flex flex-wrap items-end gap-3" noValidate>
        <input type="hidden" name="intent" value="draft" />
        <div className="min-w-56 flex-1">
          <SelectField label={t('assistantApply.drafts.section')} id="section" defaultValue={defaultSection} hint={t('assistantApply.drafts.replaces')} error={error}>
            {DRAFT_SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`assistantApply.section.${s}`)}
              </option>
            ))}
          </SelectField>
        </div>
        <Button type="submit" pending={pending} pendingText={t('assistantApply.drafts.drafting')}>
          {t('assistantApply.drafts.draft')}
        </Button>
      </Form>
      {streamed ? (
        <section aria-live="polite" className="mt-4 rounded-md border border-dashed border-border p-4">
          <h3 className="text-sm font-semibold">{streamed.failed ? t(`assistantApply.section.${streamed.section as DraftSection}`) : t('assistantApply.drafts.streaming')}</h3>
          {streamed.failed ? (
            <p role="alert" className="mt-2 text-sm text-destructive">
              {streamed.failed}
            </p>
          ) : (
            <p dir="auto" className="mt-2 whitespace-pre-line break-words text-sm">
              {streamed.text}
            </p>
          )}
        </section>
      ) : null}
    </>
  )
}

export default function DraftsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { application, consent, canWrite, drafts, fields } = loaderData
  const navigation = useNavigation()
  const busy = (intent: string, section: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('section') === section
  const errors = actionData?.errors ?? {}
  const here = `/dashboard/applications/${application.id}/drafts`
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <Link to={`/dashboard/applications/${application.id}`} className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('assistantApply.drafts.back')}
      </Link>
      <h1 className="mt-4 text-2xl font-bold">{t('assistantApply.drafts.title')}</h1>
      <p className="mt-1">
        <Link to={`/grant/${application.grant.id}`} className="font-medium text-primary hover:underline">
          <bdi>{application.grant.title}</bdi>
        </Link>
      </p>
      <p className="mt-3 text-sm text-muted-foreground">{t('assistantApply.drafts.intro')}</p>
      <p className="mt-2 text-sm text-muted-foreground">
        {t('assistantApply.drafts.sentNote', { fields: fields.length > 0 ? formatList(fields.map((f) => t(`assistantApply.field.${f}`))) : t('assistantApply.noFields') })}
      </p>

      <ErrorSummary errors={actionData?.errors} fields={{ body: `body-${actionData?.section ?? ''}` }} />

      {!consent ? (
        <Banner className="mt-6" title={t('assistantApply.optInTitle')}>
          <p>{t('assistantApply.optInBody')}</p>
          <Link to="/assistant" className="mt-2 inline-block font-medium text-primary underline">
            {t('assistantApply.optInLink')}
          </Link>
        </Banner>
      ) : canWrite ? (
        <section className="mt-6 rounded-lg border border-border bg-card p-6" aria-labelledby="draft-request-title">
          <h2 id="draft-request-title" className="text-lg font-semibold">
            {t('assistantApply.drafts.requestTitle')}
          </h2>
          <DraftRequest applicationId={application.id} defaultSection={actionData?.section ?? drafts.find((d) => d.section !== 'outline')?.section ?? 'need'} error={errors.section} />
        </section>
      ) : null}
      {!canWrite ? <p className="mt-6 text-sm text-muted-foreground">{t('assistantApply.drafts.readOnly')}</p> : null}

      {drafts.length === 0 ? <p className="mt-8 text-muted-foreground">{t('assistantApply.drafts.empty')}</p> : null}
      {drafts.map((draft) => {
        const label = t(`assistantApply.section.${draft.section}`)
        const refused = actionData?.section === draft.section && actionData.body !== undefined
        return (
          <section key={draft.section} id={`draft-${draft.section}`} aria-labelledby={`draft-${draft.section}-title`} className="mt-8 rounded-lg border border-border bg-card p-6">
            <h2 id={`draft-${draft.section}-title`} className="text-lg font-semibold">
              {label}
            </h2>
            <p className="mt-1 text-xs text-muted-foreground">{t('assistantApply.drafts.updated', { date: formatDateTime(draft.updatedAt) })}</p>
            <div className="mt-3 rounded-md bg-muted/40 p-4 text-sm">
              <DraftText pieces={draft.pieces} />
            </div>
            {canWrite ? (
              <>
                <Form key={draft.updatedAt} method="post" action={here} className="mt-4 space-y-3" noValidate>
                  <input type="hidden" name="intent" value="save" />
                  <input type="hidden" name="section" value={draft.section} />
                  <TextAreaField
                    label={t('assistantApply.drafts.body', { section: label })}
                    id={`body-${draft.section}`}
                    name="body"
                    rows={12}
                    maxLength={DRAFT_MAX_CHARS}
                    defaultValue={refused ? actionData.body : draft.body}
                    hint={
                      <>
                        {t('assistantApply.drafts.bodyHint')} {lengthHint(DRAFT_MAX_CHARS)}
                      </>
                    }
                    error={refused ? errors.body : undefined}
                  />
                  <Button type="submit" pending={busy('save', draft.section)} pendingText={t('assistantApply.drafts.saving')}>
                    {t('assistantApply.drafts.save')}
                    <span className="sr-only"> {label}</span>
                  </Button>
                </Form>
                <Form method="post" action={here} className="mt-2">
                  <input type="hidden" name="intent" value="delete" />
                  <input type="hidden" name="section" value={draft.section} />
                  <Button type="submit" size="sm" variant="ghost" pending={busy('delete', draft.section)} pendingText={t('assistantApply.drafts.deleting')}>
                    {t('assistantApply.drafts.delete')}
                    <span className="sr-only"> {label}</span>
                  </Button>
                </Form>
              </>
            ) : null}
          </section>
        )
      })}
    </div>
  )
}
