import { Form, Link, useLocation } from 'react-router'
import type { DataSaverChoice } from '../../catalog/data-saver.ts'
import { t, type MessageId } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { inputClass } from '../ui/field.tsx'
import { useHydrated } from '../ui/use-hydrated.ts'
import { LanguageSwitcher } from './language-switcher.tsx'

const COLUMNS: Array<{ title: MessageId; links: Array<{ to: string; label: MessageId }> }> = [
  {
    title: 'footer.product',
    links: [
      { to: '/discover', label: 'nav.discover' },
      { to: '/#features', label: 'footer.features' },
      { to: '/#pricing', label: 'nav.pricing' },
      { to: '/get-verified', label: 'nav.getVerified' },
      { to: '/grant-experts', label: 'nav.experts' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: '/about', label: 'footer.about' },
      { to: '/contact', label: 'footer.contact' },
    ],
  },
  {
    title: 'footer.resources',
    links: [
      { to: '/help', label: 'footer.help' },
      { to: '/how-it-works', label: 'footer.howItWorks' },
      { to: '/trust-center', label: 'nav.trustCenter' },
    ],
  },
  {
    title: 'footer.legal',
    links: [
      { to: '/privacy', label: 'footer.privacy' },
      { to: '/terms', label: 'footer.terms' },
      { to: '/cookies', label: 'footer.cookies' },
      { to: '/refund-policy', label: 'legal.refundPolicy' },
    ],
  },
]

const THEME_CHOICES = [
  { value: 'light', label: 'theme.light' },
  { value: 'dark', label: 'theme.dark' },
  { value: 'system', label: 'theme.system' },
] as const satisfies ReadonlyArray<{ value: string; label: MessageId }>

const DATA_SAVER_CHOICES = [
  { value: 'auto', label: 'dataSaver.auto' },
  { value: 'on', label: 'dataSaver.on' },
  { value: 'off', label: 'dataSaver.off' },
] as const satisfies ReadonlyArray<{ value: DataSaverChoice; label: MessageId }>

/**
 * A display choice kept in a cookie (and on the member's profile): applied as soon as it changes,
 * or with its Apply button before JavaScript has loaded.
 */
function PreferenceForm(props: { action: string; name: string; labelId: MessageId; applyId: MessageId; value: string; choices: ReadonlyArray<{ value: string; label: MessageId }> }) {
  const location = useLocation()
  const hydrated = useHydrated()
  const id = `footer-${props.name}`
  return (
    <Form method="post" action={props.action} className="mt-4 flex flex-wrap items-end gap-2" onChange={(e) => hydrated && e.currentTarget.requestSubmit()}>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      <div>
        <label htmlFor={id} className="block text-xs font-medium">
          {t(props.labelId)}
        </label>
        <select id={id} name={props.name} defaultValue={props.value} className={`${inputClass} py-1`}>
          {props.choices.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {t(choice.label)}
            </option>
          ))}
        </select>
      </div>
      {hydrated ? null : (
        // A long label (French: "Appliquer l’économiseur de données") goes under the select, and wraps if it must.
        <button type="submit" className={buttonClass('outline', 'sm', 'max-w-full text-center')}>
          {t(props.applyId)}
        </button>
      )}
    </Form>
  )
}

export function Footer({ appName, theme, dataSaver }: { appName: string; theme: string; dataSaver: DataSaverChoice }) {
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-6">
        <div className="col-span-2">
          <p className="text-lg font-bold text-primary">{appName}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <PreferenceForm action="/theme" name="theme" labelId="theme.label" applyId="theme.apply" value={theme} choices={THEME_CHOICES} />
          <PreferenceForm action="/data-saver" name="dataSaver" labelId="dataSaver.label" applyId="dataSaver.apply" value={dataSaver} choices={DATA_SAVER_CHOICES} />
          <div className="mt-3">
            <LanguageSwitcher id="language-footer" />
          </div>
        </div>
        {COLUMNS.map((column) => (
          <div key={column.title}>
            <h2 className="text-sm font-semibold">{t(column.title)}</h2>
            <ul className="mt-2 text-sm">
              {column.links.map((link) => (
                <li key={link.label}>
                  <Link to={link.to} className="inline-flex min-h-11 items-center text-muted-foreground underline-offset-4 hover:text-foreground hover:underline">
                    {t(link.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      <p className="border-t border-border py-4 text-center text-xs text-muted-foreground">{t('footer.copyright', { year: new Date().getFullYear(), appName })}</p>
    </footer>
  )
}
