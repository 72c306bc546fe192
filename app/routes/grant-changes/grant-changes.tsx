import { ArrowLeft } from 'lucide-react'
import { data, Form, Link, useNavigation } from 'react-router'
import { type FieldChange, GRANT_CHANGES_PATH } from '../../catalog/grant-changes.ts'
import { Button, buttonClass } from '../../components/ui/button.tsx'
import { servicesContext } from '../../context.ts'
import { requireDiscoveryAdmin } from '../../domain/discovery/review.server.ts'
import { changeLine } from '../../domain/grant-changes/change-text.ts'
import { queueGrantChangeNotices } from '../../domain/grant-changes/claim-grant-change-notices.server.ts'
import { confirmGrantChange } from '../../domain/grant-changes/confirm-grant-change.server.ts'
import { dismissGrantChange } from '../../domain/grant-changes/dismiss-grant-change.server.ts'
import { listGrantChanges } from '../../domain/grant-changes/list-grant-changes.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import type { Route } from './+types/grant-changes'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('grantChanges.title'), matches) }, { name: 'robots', content: 'noindex' }]

type Row = Awaited<ReturnType<typeof listGrantChanges>>['pending'][number]

function shown(row: Row) {
  const decision = row.status === 'dismissed' ? 'grantChanges.decision.dismissed' : row.decidedBy ? 'grantChanges.decision.applied' : ('grantChanges.decision.auto' as const)
  return {
    id: row.id,
    grantId: row.grantId,
    title: row.title,
    pageUrl: row.pageUrl,
    found: t('grantChanges.foundOn', { date: formatDate(row.detectedAt) }),
    lines: row.changes.map((c: FieldChange) => changeLine(c)),
    decided: row.decidedAt ? t(decision, { date: formatDate(row.decidedAt) }) : null,
  }
}

/** Admins only (members go to /discover with "Access Denied"): every change waiting for confirmation, then the latest decided. */
export async function loader({ request, context }: Route.LoaderArgs) {
  requireDiscoveryAdmin(context, request)
  const { pending, decided } = await listGrantChanges(context.get(servicesContext).db)
  return { pending: pending.map(shown), decided: decided.map(shown) }
}

/** Confirm (the grant is updated, its members told) or dismiss one pending change; checked here on the server. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireDiscoveryAdmin(context, request)
  const services = context.get(servicesContext)
  const form = await request.formData()
  const id = parseUuid(form.get('id'))
  const intent = form.get('intent')
  if (!id || (intent !== 'confirm' && intent !== 'dismiss')) throw data(null, { status: 400 })
  if (intent === 'dismiss') {
    const dismissed = await dismissGrantChange(services.db, admin.id, id)
    return redirectWithFlash(GRANT_CHANGES_PATH, dismissed ? 'grantChanges.dismissedFlash' : 'grantChanges.alreadyDecided')
  }
  const confirmed = await confirmGrantChange(services.db, admin.id, id)
  if (!confirmed) return redirectWithFlash(GRANT_CHANGES_PATH, 'grantChanges.alreadyDecided')
  await queueGrantChangeNotices(services.jobs, confirmed.notices)
  return redirectWithFlash(GRANT_CHANGES_PATH, 'grantChanges.confirmed')
}

function Change({ change, children }: { change: ReturnType<typeof shown>; children?: React.ReactNode }) {
  return (
    <li className="rounded-lg border border-border bg-card p-4" data-testid="grant-change">
      <h3 className="font-semibold">
        <Link to={`/grant/${change.grantId}`} className="text-primary underline" dir="auto">
          {change.title}
        </Link>
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">
        {change.found} ·{' '}
        <a href={change.pageUrl} rel="noopener noreferrer" target="_blank" className="underline">
          {t('grantChanges.openSource')}
        </a>
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {change.lines.map((line) => (
          <li key={line} dir="auto" className="break-words">
            {line}
          </li>
        ))}
      </ul>
      {change.decided ? <p className="mt-2 text-sm text-muted-foreground">{change.decided}</p> : null}
      {children}
    </li>
  )
}

export default function GrantChanges({ loaderData }: Route.ComponentProps) {
  const navigation = useNavigation()
  const busy = (intent: string, id: string) => navigation.state === 'submitting' && navigation.formData?.get('intent') === intent && navigation.formData?.get('id') === id
  const { pending, decided } = loaderData
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <Link to="/taf-admin" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('discovery.title')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{t('grantChanges.title')}</h1>
      <p className="mt-2 text-muted-foreground">{t('grantChanges.intro')}</p>
      <h2 className="mt-8 text-xl font-semibold">{t('grantChanges.pending', { count: pending.length })}</h2>
      {pending.length === 0 ? (
        <p className="mt-3">{t('grantChanges.noPending')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {pending.map((change) => (
            <Change key={change.id} change={change}>
              <div className="mt-4 flex flex-wrap gap-2">
                <Form method="post">
                  <input type="hidden" name="id" value={change.id} />
                  <Button name="intent" value="confirm" pending={busy('confirm', change.id)} pendingText={t('grantChanges.working')}>
                    {t('grantChanges.confirm')}
                  </Button>
                </Form>
                <Form method="post">
                  <input type="hidden" name="id" value={change.id} />
                  <Button name="intent" value="dismiss" variant="outline" pending={busy('dismiss', change.id)} pendingText={t('grantChanges.working')}>
                    {t('grantChanges.dismiss')}
                  </Button>
                </Form>
              </div>
            </Change>
          ))}
        </ul>
      )}
      <h2 className="mt-10 text-xl font-semibold">{t('grantChanges.recent')}</h2>
      {decided.length === 0 ? (
        <p className="mt-3">{t('grantChanges.noRecent')}</p>
      ) : (
        <ul className="mt-3 space-y-4">
          {decided.map((change) => (
            <Change key={change.id} change={change} />
          ))}
        </ul>
      )}
    </div>
  )
}
