import { BookmarkPlus } from 'lucide-react'
import { buttonClass } from '../../../components/ui/button.tsx'
import { Field, SelectField } from '../../../components/ui/field.tsx'
import { t } from '../../../i18n/index.ts'
import type { Route } from '../+types/discover'

type LoaderData = Route.ComponentProps['loaderData']

/**
 * "Save this search" for a signed-in member: a plain form posted to /saved-searches (which keeps it
 * and sends its alerts), folded so the results stay near the top on a phone.
 */
export function SaveSearch({ saveSearch }: { saveSearch: NonNullable<LoaderData['saveSearch']> }) {
  return (
    <details className="group/save mt-3">
      <summary className={buttonClass('outline', 'sm', 'cursor-pointer list-none [&::-webkit-details-marker]:hidden')}>
        <BookmarkPlus aria-hidden size={16} />
        {t('discover.saveSearchHeading')}
      </summary>
      <form method="post" action="/saved-searches" className="mt-3 rounded-lg border border-border bg-card p-4">
        <p className="text-sm text-muted-foreground">{t('discover.saveSearchBody')}</p>
        <input type="hidden" name="intent" value="create" />
        <input type="hidden" name="query" value={saveSearch.query} />
        <div className="mt-3 grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_auto] sm:items-end">
          <Field label={t('discover.saveSearchName')} id="saved-search-name" name="name" required maxLength={100} defaultValue={saveSearch.name} />
          <SelectField label={t('discover.saveSearchFrequency')} id="saved-search-frequency" name="frequency" defaultValue="weekly">
            {saveSearch.frequencies.map((f) => (
              <option key={f.value} value={f.value} disabled={!f.allowed}>
                {f.allowed ? t(`discover.frequency.${f.value}`) : t('discover.frequencyNeedsPro', { frequency: t(`discover.frequency.${f.value}`) })}
              </option>
            ))}
          </SelectField>
          <button type="submit" className={buttonClass('default')}>
            {t('discover.saveSearchSubmit')}
          </button>
        </div>
      </form>
    </details>
  )
}
