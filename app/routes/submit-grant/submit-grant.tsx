import { data, Form, Link, useNavigation } from 'react-router'
import { GEOGRAPHIC_FOCUS, LANGUAGE_NAMES, LANGUAGES, SECTORS } from '../../catalog/sectors.ts'
import { regionName, sectorName } from '../../catalog/names.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../components/ui/error-summary.tsx'
import { CheckboxGroup, Field, SelectField, TextAreaField } from '../../components/ui/field.tsx'
import { servicesContext } from '../../context.ts'
import { requireMember } from '../../domain/accounts/guards.server.ts'
import { SUBMISSIONS_PER_DAY } from '../../catalog/limits.ts'
import { SUBMISSION_MAX } from '../../catalog/text-limits.ts'
import { countRecentSubmissions } from '../../domain/submissions/count-recent-submissions.server.ts'
import { createSubmission } from '../../domain/submissions/create-submission.server.ts'
import { submissionFromForm, submissionSchema, typedSubmission } from '../../domain/submissions/submission.schema.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { t } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import type { Route } from './+types/submit-grant'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('submit.title'), matches) }]

export function loader({ request, context }: Route.LoaderArgs) {
  requireMember(context, request, 'submit.signIn')
  return null
}

export async function action({ request, context }: Route.ActionArgs) {
  const member = requireMember(context, request, 'submit.signIn')
  const submission = parseSubmission(submissionFromForm(await request.formData()), submissionSchema, { typed: typedSubmission })
  const { values } = submission
  // Every wrong field says so at once, beside the field and in the summary above the form.
  if (!submission.ok) return data({ errors: submission.errors, values }, { status: 400 })
  const { db } = context.get(servicesContext)
  if ((await countRecentSubmissions(db, member.id)) >= SUBMISSIONS_PER_DAY)
    return data({ errors: { form: t('submit.dailyLimit', { limit: SUBMISSIONS_PER_DAY }) } as Record<string, string>, values }, { status: 429 })
  try {
    await createSubmission(db, member.id, submission.value)
  } catch (error) {
    console.error('Grant submission failed', error)
    return data({ errors: { form: t('submit.failed') } as Record<string, string>, values }, { status: 500 })
  }
  return redirectWithFlash('/dashboard', 'submit.success')
}

export default function SubmitGrant({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const v = actionData?.values
  const errors = actionData?.errors
  const error = (field: string) => errors?.[field]
  return (
    <div className="mx-auto max-w-3xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('submit.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('submit.intro')}</p>
      <ErrorSummary errors={errors} />
      <Form method="post" className="mt-6 space-y-4 rounded-lg border border-border bg-card p-6" noValidate>
        <Field
          label={t('submit.grantTitle')}
          id="title"
          name="title"
          defaultValue={v?.title}
          error={error('title')}
          hint={lengthHint(SUBMISSION_MAX.title)}
          required
          maxLength={SUBMISSION_MAX.title}
        />
        <TextAreaField
          label={t('submit.description')}
          id="description"
          rows={6}
          maxLength={SUBMISSION_MAX.description}
          defaultValue={v?.description}
          error={error('description')}
          hint={lengthHint(SUBMISSION_MAX.description)}
        />
        <SelectField label={t('submit.language')} id="language" defaultValue={v?.language || 'en'} error={error('language')} hint={t('submit.languageHint')}>
          {LANGUAGES.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </SelectField>
        <Field
          label={t('submit.funderName')}
          id="funderName"
          name="funderName"
          defaultValue={v?.funderName}
          error={error('funderName')}
          hint={lengthHint(SUBMISSION_MAX.funderName)}
          maxLength={SUBMISSION_MAX.funderName}
          required
        />
        <Field
          label={t('submit.applicationUrl')}
          id="applicationUrl"
          name="applicationUrl"
          type="url"
          placeholder="https://"
          defaultValue={v?.applicationUrl}
          error={error('applicationUrl')}
          required
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <Field label={t('submit.deadline')} id="deadline" name="deadline" type="date" defaultValue={v?.deadline} error={error('deadline')} />
          <Field label={t('submit.amountMin')} id="amountMin" name="amountMin" inputMode="numeric" defaultValue={v?.amountMin} error={error('amountMin')} />
          <Field label={t('submit.amountMax')} id="amountMax" name="amountMax" inputMode="numeric" defaultValue={v?.amountMax} error={error('amountMax')} />
        </div>
        <TextAreaField
          label={t('submit.eligibility')}
          id="eligibilityCriteria"
          rows={3}
          maxLength={SUBMISSION_MAX.eligibilityCriteria}
          defaultValue={v?.eligibilityCriteria}
          error={error('eligibilityCriteria')}
          hint={lengthHint(SUBMISSION_MAX.eligibilityCriteria)}
        />
        <CheckboxGroup legend={t('submit.sectors')} name="sectors" options={SECTORS} label={sectorName} checked={v?.sectors ?? []} error={error('sectors')} />
        <CheckboxGroup legend={t('submit.geographicFocus')} name="geographicFocus" options={GEOGRAPHIC_FOCUS} label={regionName} checked={v?.geographicFocus ?? []} error={error('geographicFocus')} />
        <div className="flex gap-3">
          <Button type="submit" pending={navigation.state === 'submitting'} pendingText={t('submit.submitting')}>
            {t('submit.submit')}
          </Button>
          <Link to="/discover" className={buttonClass('outline')}>
            {t('submit.cancel')}
          </Link>
        </div>
      </Form>
    </div>
  )
}
