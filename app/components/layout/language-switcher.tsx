import { Form, useLocation } from 'react-router'
import { LANGUAGE_NAMES, LANGUAGES } from '../../catalog/languages.ts'
import { currentLanguage, t } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { inputClass } from '../ui/field.tsx'
import { useHydrated } from '../ui/use-hydrated.ts'

/**
 * The language switcher (footer and phone menu). A plain form, so it works before JavaScript loads;
 * the whole page reloads in the new language (its layout, direction and every message change).
 */
export function LanguageSwitcher({ id }: { id: string }) {
  const location = useLocation()
  const hydrated = useHydrated()
  return (
    <Form method="post" action="/language" reloadDocument className="flex items-end gap-2" onChange={(e) => hydrated && e.currentTarget.requestSubmit()}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div>
        <label htmlFor={id} className="block text-xs font-medium">
          {t('language.label')}
        </label>
        <select id={id} name="language" defaultValue={currentLanguage()} className={`${inputClass} py-1`}>
          {LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {LANGUAGE_NAMES[code]}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        <button type="submit" className={buttonClass('outline', 'sm')}>
          {t('language.apply')}
        </button>
      )}
    </Form>
  )
}
