import { Link } from 'react-router'
import { t } from '../../i18n/index.ts'

const PAGES = [
  { id: 'members', to: '/team', label: 'team.tab.members', admins: false },
  { id: 'activity', to: '/team/activity', label: 'team.tab.activity', admins: false },
  { id: 'api', to: '/team/api', label: 'team.tab.api', admins: true },
] as const

/**
 * The team's pages as links (each its own URL, so they work without JavaScript); the current one
 * marked. Pages only admins may open (API keys) are shown to admins and the owner only.
 */
export function TeamNav({ current, admin }: { current: (typeof PAGES)[number]['id']; admin: boolean }) {
  return (
    <nav aria-label={t('team.pages')} className="mt-6 flex gap-1 overflow-x-auto border-b border-border">
      {PAGES.filter((page) => admin || !page.admins).map((page) => (
        <Link
          key={page.id}
          to={page.to}
          aria-current={page.id === current ? 'page' : undefined}
          className={`-mb-px inline-flex min-h-11 items-center border-b-2 px-3 text-sm font-medium ${page.id === current ? 'border-primary text-foreground' : 'border-transparent text-muted-foreground hover:text-foreground'}`}
        >
          {t(page.label)}
        </Link>
      ))}
    </nav>
  )
}
