import { data, Form, useNavigation } from 'react-router'
import { EXPERT_IMAGES_PER_MONTH } from '../../catalog/assistant.ts'
import { EXPERT_IMAGE_PROMPT_MAX, EXPERT_IMAGE_PURPOSES, EXPERT_IMAGE_SIZES } from '../../catalog/expert-ai.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { badgeClass } from '../../components/ui/badge.tsx'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { RowActionForm } from '../../components/ui/row-action-form.tsx'
import { expertMonthUse } from '../../domain/assistant/ask-assistant.server.ts'
import { deleteExpertImage } from '../../domain/expert-ai/delete-expert-image.server.ts'
import { imageRequestSchema, listExpertImages } from '../../domain/expert-ai/expert-images.server.ts'
import { generateExpertImage } from '../../domain/expert-ai/generate-expert-image.server.ts'
import { IMAGE_PROMPT_SUFFIX, IMAGE_PURPOSE_PROMPT } from '../../domain/expert-ai/image-prompt.ts'
import { expertTierName } from '../../domain/experts/expert-tier-name.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, formatNumber, t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/expert-images'
import { expertAiGate, REFUSAL_MESSAGE, requireExpertAi } from './+shared/gate.server.ts'
import { ExpertAiHeading } from './+shared/page-heading.tsx'
import { ConsentNotice, RefusalNotice } from './+shared/refusal-notice.tsx'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('expertAi.images.title'), matches) }, { name: 'robots', content: 'noindex' }]

const HERE = '/expert/images'

/**
 * Image generation for Elite experts (issue 28 §2, ADR 082): a purpose, a size and the expert's
 * description go to the image model; the image is the expert's, listed here, downloaded and deleted
 * by them alone, and marked as AI-generated. Images already made stay the expert's to download and
 * delete whatever their tier later is.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services, expert, refusal } = await expertAiGate(context, request, 'ai_image_generation')
  const images = await listExpertImages(services.db, expert.id)
  return {
    refusal,
    tier: expertTierName(expert.tier),
    consented: expert.consented,
    model: services.config.crawl.llm?.imageModel ?? '',
    used: refusal ? '' : formatNumber(await expertMonthUse(services.db, expert.id, new Date(), 'image')),
    limit: formatNumber(EXPERT_IMAGES_PER_MONTH[expert.tier]),
    images: images.map((i) => ({
      id: i.id,
      purpose: i.purpose,
      size: i.size,
      width: Number(i.size.split('x')[0]),
      height: Number(i.size.split('x')[1]),
      description: i.description,
      prompt: i.prompt,
      created: formatDate(i.createdAt),
    })),
  }
}

type ActionData = { errors: Record<string, string>; values: Record<string, string> }

const IMAGE_REFUSAL = { ...REFUSAL_MESSAGE, allowance: 'expertAi.images.allowanceUsed', full: 'expertAi.images.full' } as const

export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.formData()
  const intent = form.get('intent')
  if (intent === 'delete') {
    // The expert's own images are theirs to delete whatever their tier is now.
    const { services, expert } = await expertAiGate(context, request, 'ai_image_generation')
    const id = parseUuid(form.get('id'))
    if (!id || !(await deleteExpertImage(services, expert.id, id))) throw data(null, { status: 404 })
    return redirectWithFlash(HERE, 'expertAi.images.deleted', new Headers(), 303)
  }
  const { member, services, expert } = await requireExpertAi(context, request, 'ai_image_generation')
  if (intent !== 'generate') return data<ActionData>({ errors: { form: t('expertAi.unknownAction') }, values: {} }, { status: 400 })
  const submission = parseSubmission(form, imageRequestSchema, { fields: ['purpose', 'size', 'description'] })
  if (!submission.ok) return data<ActionData>({ errors: submission.errors, values: submission.values }, { status: 400 })
  if (!expert.consented) return data<ActionData>({ errors: { form: t(REFUSAL_MESSAGE['no-consent']) }, values: submission.values }, { status: 409 })
  const made = await generateExpertImage(services, { expertId: expert.id, userId: member.id, ...submission.value })
  if (!made.ok) return data<ActionData>({ errors: { form: t(IMAGE_REFUSAL[made.reason]) }, values: submission.values }, { status: made.reason === 'failed' ? 502 : 409 })
  return redirectWithFlash(`${HERE}#image-${made.id}`, 'expertAi.images.generated', new Headers(), 303)
}

export default function ExpertImages({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string, id?: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && (id === undefined || navigation.formData?.get('id') === id)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <ExpertAiHeading title={t('expertAi.images.title')} intro={t('expertAi.images.intro')} />
      <p className="mt-2 text-sm">{t('expertAi.images.ownership')}</p>
      {d.refusal ? (
        <RefusalNotice refusal={d.refusal} tier={d.tier} />
      ) : (
        <>
          {d.consented ? null : <ConsentNotice />}
          <section className="mt-6 rounded-lg border border-border bg-card p-4" aria-labelledby="request-heading">
            <h2 id="request-heading" className="font-semibold">
              {t('expertAi.images.requestTitle')}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground" data-testid="expert-images-allowance">
              {t('expertAi.images.allowance', { used: d.used, limit: d.limit })}
            </p>
            <Form method="post" className="mt-3 space-y-3" noValidate>
              <ErrorSummary errors={actionData?.errors} />
              <input type="hidden" name="intent" value="generate" />
              <SelectField label={t('expertAi.images.purpose')} id="purpose" defaultValue={actionData?.values?.purpose} error={actionData?.errors?.purpose}>
                {EXPERT_IMAGE_PURPOSES.map((p) => (
                  <option key={p} value={p}>
                    {t(`expertAi.images.purpose.${p}`)}
                  </option>
                ))}
              </SelectField>
              <SelectField label={t('expertAi.images.size')} id="size" defaultValue={actionData?.values?.size} error={actionData?.errors?.size}>
                {EXPERT_IMAGE_SIZES.map((s) => (
                  <option key={s} value={s}>
                    {t(`expertAi.images.size.${s}`)}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label={t('expertAi.images.description')}
                id="description"
                rows={4}
                maxLength={EXPERT_IMAGE_PROMPT_MAX}
                hint={lengthHint(EXPERT_IMAGE_PROMPT_MAX)}
                defaultValue={actionData?.values?.description}
                error={actionData?.errors?.description}
                required
              />
              <Button type="submit" pending={busy('generate')} pendingText={t('expertAi.images.generating')} disabled={!d.consented}>
                {t('expertAi.images.generate')}
              </Button>
            </Form>
          </section>

          <section className="mt-6 rounded-lg border border-border bg-card p-4 text-sm" aria-labelledby="sent-heading" data-testid="expert-images-sent">
            <h2 id="sent-heading" className="font-semibold">
              {t('expertAi.images.sentTitle')}
            </h2>
            <p className="mt-2">{t('expertAi.images.sentIntro', { model: d.model })}</p>
            <ul className="mt-2 list-disc space-y-1 ps-5">
              <li>
                {t('expertAi.images.sentPurpose')}
                <ul className="mt-1 list-[circle] space-y-1 ps-5">
                  {EXPERT_IMAGE_PURPOSES.map((p) => (
                    <li key={p}>
                      <span className="font-medium">{t(`expertAi.images.purpose.${p}`)}</span>: <q dir="ltr">{IMAGE_PURPOSE_PROMPT[p]}</q>
                    </li>
                  ))}
                </ul>
              </li>
              <li>{t('expertAi.images.sentDescription')}</li>
              <li>
                {t('expertAi.images.sentSuffix')} <q dir="ltr">{IMAGE_PROMPT_SUFFIX}</q>
              </li>
            </ul>
          </section>
        </>
      )}

      <section className="mt-8" aria-labelledby="images-heading">
        <h2 id="images-heading" className="text-xl font-semibold">
          {t('expertAi.images.yours')}
        </h2>
        {d.images.length === 0 ? (
          <p className="mt-2 text-sm text-muted-foreground">{t('expertAi.images.none')}</p>
        ) : (
          <ul className="mt-3 grid items-start gap-4 sm:grid-cols-2" data-testid="expert-images">
            {d.images.map((image) => (
              <li key={image.id} id={`image-${image.id}`} className="rounded-lg border border-border bg-card p-3">
                <figure>
                  <img
                    src={`${HERE}/${image.id}`}
                    alt={t('expertAi.images.alt', { description: image.description })}
                    width={image.width}
                    height={image.height}
                    loading="lazy"
                    className="h-auto w-full rounded-md bg-muted"
                  />
                  <figcaption className="mt-2 space-y-1 text-sm">
                    <span className={badgeClass('warning')}>{t('expertAi.images.aiGenerated')}</span>
                    <p className="text-muted-foreground">
                      {t('expertAi.images.details', { purpose: t(`expertAi.images.purpose.${image.purpose}`), size: t(`expertAi.images.size.${image.size}`), date: image.created })}
                    </p>
                    <p className="break-words">{image.description}</p>
                  </figcaption>
                </figure>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer text-primary">{t('expertAi.images.sentPrompt')}</summary>
                  <p className="mt-1 whitespace-pre-wrap break-words rounded bg-muted p-2" dir="ltr">
                    {image.prompt}
                  </p>
                </details>
                <div className="mt-3 flex flex-wrap items-center gap-2">
                  <a href={`${HERE}/${image.id}?download=1`} download className={buttonClass('outline', 'sm')}>
                    {t('expertAi.images.download')}
                  </a>
                  <RowActionForm action={HERE} intent="delete" id={image.id} variant="outline" pending={busy('delete', image.id)} pendingText={t('expertAi.images.deleting')}>
                    {t('expertAi.images.delete')}
                  </RowActionForm>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}
