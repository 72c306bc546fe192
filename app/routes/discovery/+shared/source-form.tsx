import { Form, Link } from 'react-router'
import { CRAWL_FREQUENCIES, SOURCE_FORMATS, SOURCE_PRIORITIES, SOURCE_TYPES } from '../../../catalog/discovery.ts'
import { Button, buttonClass } from '../../../components/ui/button.tsx'
import { ErrorSummary, lengthHint } from '../../../components/ui/error-summary.tsx'
import { Field, SelectField } from '../../../components/ui/field.tsx'
import { SOURCE_LIMITS, type SourceField } from '../../../domain/discovery/source-form.ts'
import { t } from '../../../i18n/index.ts'

export type SourceValues = Partial<Record<SourceField, string>>

/**
 * The add and edit form of a discovery source (spec §5 Admin source forms): every label visible,
 * what was typed kept after a refusal, each field's message beside it and all of them in the error
 * summary. The browser's own checks are off (noValidate) so every message comes from the server,
 * in the page's language, the same with or without JavaScript.
 */
export function SourceForm({
  mode,
  id,
  values,
  errors,
  pending,
  open,
}: {
  mode: 'add' | 'update'
  id?: string
  values: SourceValues
  errors?: Record<string, string> | null
  pending: boolean
  /** Unfolded: no source yet, an edit, or a refused form. */
  open: boolean
}) {
  const error = (key: string) => errors?.[key]
  const heading = mode === 'add' ? t('discovery.addSource') : t('discovery.editSource')
  return (
    // Folded away once sources exist, so on a phone the list is not below a screenful of empty fields;
    // open for the first source, an edit or a refusal. <details> opens without JavaScript.
    <details open={open} className="group rounded-lg border border-border bg-card p-4 sm:p-6">
      <summary className="flex min-h-11 cursor-pointer list-none items-center justify-between gap-3 [&::-webkit-details-marker]:hidden">
        <h2 id="source-form-title" className="text-lg font-semibold">
          {heading}
        </h2>
        <span aria-hidden className="text-xl leading-none text-muted-foreground group-open:rotate-45">
          +
        </span>
      </summary>
      <ErrorSummary errors={errors} />
      <Form method="post" action="/taf-admin?tab=sources" noValidate className="mt-4 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={mode} />
        {id ? <input type="hidden" name="id" value={id} /> : null}
        <Field
          label={t('discovery.sourceName')}
          id="sourceName"
          name="sourceName"
          defaultValue={values.sourceName ?? ''}
          error={error('sourceName')}
          hint={lengthHint(SOURCE_LIMITS.nameMax)}
          maxLength={SOURCE_LIMITS.nameMax}
          required
        />
        <Field
          label={t('discovery.sourceUrl')}
          id="sourceUrl"
          name="sourceUrl"
          type="url"
          placeholder="https://"
          defaultValue={values.sourceUrl ?? ''}
          error={error('sourceUrl')}
          hint={t('discovery.sourceUrlHint')}
          maxLength={SOURCE_LIMITS.urlMax}
          required
        />
        <SelectField label={t('discovery.sourceType')} id="sourceType" defaultValue={values.sourceType ?? ''} error={error('sourceType')} required>
          <option value="">{t('discovery.choose')}</option>
          {SOURCE_TYPES.map((x) => (
            <option key={x} value={x}>
              {t(`discovery.sourceType.${x}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('discovery.format')} id="format" defaultValue={values.format || 'auto'} error={error('format')} hint={t('discovery.formatHint')}>
          {SOURCE_FORMATS.map((x) => (
            <option key={x} value={x}>
              {t(`discovery.formatName.${x}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('discovery.crawlFrequency')} id="crawlFrequency" defaultValue={values.crawlFrequency ?? ''} error={error('crawlFrequency')} required>
          <option value="">{t('discovery.choose')}</option>
          {CRAWL_FREQUENCIES.map((x) => (
            <option key={x} value={x}>
              {t(`discovery.frequency.${x}`)}
            </option>
          ))}
        </SelectField>
        <SelectField label={t('discovery.priority')} id="priority" defaultValue={values.priority ?? ''} error={error('priority')} required>
          <option value="">{t('discovery.choose')}</option>
          {SOURCE_PRIORITIES.map((x) => (
            <option key={x} value={x}>
              {t(`discovery.priorityName.${x}`)}
            </option>
          ))}
        </SelectField>
        <div className="flex flex-wrap gap-3 sm:col-span-2">
          <Button type="submit" pending={pending} pendingText={t('discovery.saving')}>
            {mode === 'add' ? t('discovery.addSource') : t('discovery.saveSource')}
          </Button>
          {mode === 'update' ? (
            <Link to="/taf-admin?tab=sources" className={buttonClass('outline')}>
              {t('discovery.cancel')}
            </Link>
          ) : null}
        </div>
      </Form>
    </details>
  )
}
