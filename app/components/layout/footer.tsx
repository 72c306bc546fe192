import { Form, Link, useLocation } from 'react-router'
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

export function Footer({ appName, theme }: { appName: string; theme: string }) {
  const location = useLocation()
  const hydrated = useHydrated()
  return (
    <footer className="mt-16 border-t border-border bg-muted">
      <div className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-8 px-4 py-10 lg:grid-cols-6">
        <div className="col-span-2">
          <p className="text-lg font-bold text-primary">{appName}</p>
          <p className="mt-2 text-sm text-muted-foreground">{t('footer.tagline')}</p>
          <Form method="post" action="/theme" className="mt-4 flex items-end gap-2" onChange={(e) => hydrated && e.currentTarget.requestSubmit()}>
            <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
            <div>
              <label htmlFor="theme" className="block text-xs font-medium">
                {t('theme.label')}
              </label>
              <select id="theme" name="theme" defaultValue={theme} className={`${inputClass} py-1`}>
                <option value="light">{t('theme.light')}</option>
                <option value="dark">{t('theme.dark')}</option>
                <option value="system">{t('theme.system')}</option>
              </select>
            </div>
            {hydrated ? null : (
              <button type="submit" className={buttonClass('outline', 'sm')}>
                {t('theme.apply')}
              </button>
            )}
          </Form>
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
