import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { requireAdmin } from '../../domain/accounts/guards.server.ts'
import { t } from '../../i18n/index.ts'
import type { Route } from './+types/admin'

export const meta: Route.MetaFunction = () => [{ title: t('admin.title') }, { name: 'robots', content: 'noindex' }]

export function loader({ request, context }: Route.LoaderArgs) {
  requireAdmin(context, request)
  return null
}

export default function Admin() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <h1 className="text-3xl font-bold">{t('admin.title')}</h1>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <li>
          <Link to="/admin/outbox" className="flex gap-3 rounded-lg border border-border bg-card p-5 hover:bg-muted">
            <Mail aria-hidden className="text-primary" />
            <span>
              <span className="block font-semibold">{t('admin.outbox')}</span>
              <span className="text-sm text-muted-foreground">{t('admin.outboxBody')}</span>
            </span>
          </Link>
        </li>
      </ul>
    </div>
  )
}
