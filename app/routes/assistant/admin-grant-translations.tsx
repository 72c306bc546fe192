import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { GRANT_TRANSLATION_MAX } from '../../catalog/assistant.ts'
import { LANGUAGE_NAMES } from '../../catalog/languages.ts'
import { pageTitle } from '../../components/layout/page-title.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary } from '../../components/ui/error-summary.tsx'
import { Field, TextAreaField } from '../../components/ui/field.tsx'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { correctGrantTranslation, listGrantTranslations } from '../../domain/assistant/correct-grant-translation.server.ts'
import { requireModel } from '../../domain/assistant/require-model.server.ts'
import { sourceHash } from '../../domain/assistant/translate-grant.server.ts'
import { getGrant } from '../../domain/grants/get-grant.server.ts'
import { grantTextProps } from '../../domain/grants/grant-text.ts'
import { routeId } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { AdminLoadFailed } from '../admin/+shared/load-failed.tsx'
import type { Route } from './+types/admin-grant-translations'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('grantTranslation.admin.pageTitle'), matches) }, { name: 'robots', content: 'noindex' }]

/**
 * Staff correct a grant's machine translations (issue 28 §1, ADR 072): each language it was
 * translated into, beside the original, with a form to put right what the model got wrong. A
 * corrected translation is shown to readers as corrected by staff. Admins only; not there without a model.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { db } = requireModel(context)
  requireAdmin(context, request)
  const grant = await getGrant(db, routeId(params.id, 'uuid'))
  if (!grant) throw data(null, { status: 404 })
  const current = sourceHash(grant)
  const translations = await listGrantTranslations(db, grant.id)
  return {
    grant: { id: grant.id, title: grant.title, description: grant.description, eligibility: grant.eligibility, language: grant.language, languageName: LANGUAGE_NAMES[grant.language] },
    translations: translations.map((tr) => ({
      language: tr.language,
      languageName: LANGUAGE_NAMES[tr.language],
      title: tr.title ?? '',
      description: tr.description ?? '',
      eligibility: tr.eligibility ?? '',
      current: tr.sourceHash === current,
      corrected: tr.correctedAt ? formatDate(tr.correctedAt) : null,
    })),
  }
}

export async function action({ params, request, context }: Route.ActionArgs) {
  const { db } = requireModel(context)
  const admin = requireAdmin(context, request)
  const id = routeId(params.id, 'uuid')
  const form = await request.formData()
  const result = await correctGrantTranslation(db, admin.id, id, form)
  if (!result.ok) return data(result, { status: 400 })
  return redirectWithFlash(`/admin/grants/${id}/translations`, 'grantTranslation.admin.saved', undefined, 303)
}

export default function AdminGrantTranslations({ loaderData: d, actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const failed = actionData && !actionData.ok ? actionData : null
  const own = grantTextProps(d.grant.language)
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to={`/admin/grants/${d.grant.id}/edit`} className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('grantTranslation.admin.back')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('grantTranslation.admin.pageTitle')}</h1>
      <p className="mt-2 text-muted-foreground">{t('grantTranslation.admin.intro')}</p>
      <section className="mt-6 rounded-lg border border-border bg-muted/40 p-4" aria-labelledby="original-heading">
        <h2 id="original-heading" className="font-semibold">
          {t('grantTranslation.admin.original', { language: d.grant.languageName })}
        </h2>
        <p {...own} className="mt-2 font-medium">
          {d.grant.title}
        </p>
        <p {...own} className="mt-1 whitespace-pre-line text-sm">
          {d.grant.description}
        </p>
        {d.grant.eligibility ? (
          <p {...own} className="mt-1 whitespace-pre-line text-sm">
            {d.grant.eligibility}
          </p>
        ) : null}
      </section>
      {failed && !d.translations.some((tr) => tr.language === failed.values.language) ? <ErrorSummary errors={failed.errors} /> : null}
      {d.translations.length === 0 ? <p className="mt-6">{t('grantTranslation.admin.none')}</p> : null}
      {d.translations.map((tr) => {
        const mine = failed && failed.values.language === tr.language ? failed : null
        const errors = mine?.errors ?? {}
        const values = mine?.values ?? tr
        const busy = navigation.state === 'submitting' && navigation.formData?.get('language') === tr.language
        return (
          <section key={tr.language} className="mt-6 rounded-lg border border-border bg-card p-4 sm:p-6" aria-labelledby={`tr-${tr.language}`}>
            <h2 id={`tr-${tr.language}`} className="text-xl font-semibold">
              {tr.languageName}
            </h2>
            <p className="mt-1 text-sm text-muted-foreground">
              {tr.corrected ? t('grantTranslation.admin.correctedOn', { date: tr.corrected }) : t('grantTranslation.admin.machine')}
              {tr.current ? null : ` ${t('grantTranslation.admin.outdated')}`}
            </p>
            <ErrorSummary errors={errors} />
            <Form method="post" className="mt-4 space-y-4" noValidate>
              <input type="hidden" name="language" value={tr.language} />
              <Field
                label={t('grantTranslation.admin.title')}
                id={`title-${tr.language}`}
                name="title"
                lang={tr.language}
                dir="auto"
                defaultValue={values.title}
                error={errors.title}
                maxLength={GRANT_TRANSLATION_MAX.title}
                required
              />
              <TextAreaField
                label={t('grantTranslation.admin.description')}
                id={`description-${tr.language}`}
                name="description"
                lang={tr.language}
                dir="auto"
                rows={8}
                defaultValue={values.description}
                error={errors.description}
                maxLength={GRANT_TRANSLATION_MAX.description}
                required
              />
              {d.grant.eligibility ? (
                <TextAreaField
                  label={t('grantTranslation.admin.eligibility')}
                  id={`eligibility-${tr.language}`}
                  name="eligibility"
                  lang={tr.language}
                  dir="auto"
                  rows={4}
                  defaultValue={values.eligibility}
                  error={errors.eligibility}
                  maxLength={GRANT_TRANSLATION_MAX.eligibility}
                />
              ) : null}
              <Button type="submit" pending={busy} pendingText={t('grantTranslation.admin.saving')}>
                {t('grantTranslation.admin.save', { language: tr.languageName })}
              </Button>
            </Form>
          </section>
        )
      })}
    </div>
  )
}

export function ErrorBoundary() {
  return <AdminLoadFailed />
}
