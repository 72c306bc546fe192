import { useEffect } from 'react'
import { CRAWL_TO_END_MAX } from '../../catalog/discovery.ts'
import { data, Link, useLocation, useNavigation, useRevalidator, useSearchParams } from 'react-router'
import { buttonClass } from '../../components/ui/button.tsx'
import { OutcomeMessage } from '../../components/ui/outcome-message.tsx'
import { TabNav } from '../../components/ui/tab-nav.tsx'
import { useHydrated } from '../../components/ui/use-hydrated.ts'
import { type AppServices, servicesContext } from '../../context.ts'
import { requireAdminOr } from '../../domain/accounts/guards.server.ts'
import { getConsoleSummary, listDiscovered, listSources, listTasks } from '../../domain/discovery/console.server.ts'
import { parseCrawlCap } from '../../domain/discovery/crawl-cap.ts'
import { SOURCE_FIELDS } from '../../domain/discovery/source-form.ts'
import { sourceFormSchema } from '../../domain/discovery/source-form.schema.ts'
import { createSource, deleteSource, setSourcesActive, sourceWithUrl, updateSource } from '../../domain/discovery/sources.server.ts'
import { isUniqueViolation } from '../../domain/shared/db-errors.ts'
import { liveTaskSourceIds, startCrawls } from '../../domain/discovery/start-crawl.server.ts'
import { parseUuid } from '../../domain/shared/ids.ts'
import { redirectWithFlash } from '../../flash.server.ts'
import { refusalFor } from '../../net/safe-fetch.server.ts'
import { formatNumber, t, type MessageId } from '../../i18n/index.ts'
import { parseSubmission } from '../+shared/submission.server.ts'
import { countPendingGrantChanges } from '../../domain/grant-changes/count-pending-grant-changes.server.ts'
import { GRANT_CHANGES_PATH } from '../../catalog/grant-changes.ts'
import { bulkCrawlOutcome } from '../../domain/discovery/bulk-crawl-outcome.server.ts'
import type { Route } from './+types/discovery'
import { DiscoveredList } from './+shared/discovered-list.tsx'
import { withPlaces } from '../../domain/grants/grant-places.server.ts'
import { countParam, errorReasonText, formatCost } from './+shared/format.ts'
import { SourceForm, type SourceValues } from './+shared/source-form.tsx'
import { DeleteConfirm, SourcesList } from './+shared/sources-list.tsx'
import { TasksTable } from './+shared/tasks-table.tsx'
import { pageTitle } from '../../components/layout/page-title.ts'

export const meta: Route.MetaFunction = ({ matches }) => [{ title: pageTitle(t('discovery.title'), matches) }, { name: 'robots', content: 'noindex' }]

const TABS = ['sources', 'discovered', 'tasks', 'costs'] as const
type Tab = (typeof TABS)[number]
const tabOf = (value: string | null): Tab => TABS.find((x) => x === value) ?? 'sources'
/** How often the page asks for fresh progress while a crawl is queued or running (with JavaScript; without it the page reloads every 5 s). */
const POLL_MS = 2000
const ACCESS = ['/discover', 'discovery.accessDenied'] as const

/** A count from the address ("Success: n, Failed: m" after a bulk crawl), or null when it is not one. */

/** Spec §2 Grant Discovery Admin (/taf-admin), spec §7 reads: only the open tab's list is read. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const admin = requireAdminOr(context, request, ...ACCESS)
  const { db } = context.get(servicesContext)
  const url = new URL(request.url)
  const tab = tabOf(url.searchParams.get('tab'))
  const [summary, changesPending, sources, live, tasks, discovered] = await Promise.all([
    getConsoleSummary(db),
    countPendingGrantChanges(db),
    tab === 'sources' ? listSources(db) : [],
    tab === 'sources' ? liveTaskSourceIds(db) : new Set<string>(),
    tab === 'tasks' ? listTasks(db) : [],
    tab === 'discovered' ? listDiscovered(db) : [],
  ])
  const editId = parseUuid(url.searchParams.get('edit'))
  const deleteId = parseUuid(url.searchParams.get('delete'))
  const iso = (d: Date | null) => d?.toISOString() ?? null
  const started = countParam(url.searchParams.get('started'))
  const failed = countParam(url.searchParams.get('failed'))
  const since = /^\d{13}$/.test(url.searchParams.get('since') ?? '') ? new Date(Number(url.searchParams.get('since'))) : null
  const outcome = since && started ? await bulkCrawlOutcome(db, admin.id, since) : null
  return {
    tab,
    summary,
    changesPending,
    sources: sources.map((s) => ({ ...s, lastCrawledAt: iso(s.lastCrawledAt), createdAt: s.createdAt.toISOString() })),
    live: [...live],
    editing: sources.find((s) => s.id === editId) ?? null,
    deleting: sources.find((s) => s.id === deleteId) ?? null,
    selectAll: url.searchParams.get('select') === 'all',
    tasks: tasks.map((x) => ({ ...x, startedAt: iso(x.startedAt), completedAt: iso(x.completedAt), createdAt: x.createdAt.toISOString() })),
    // Each row's places named in the reader's language (issue 27 §5).
    discovered: discovered.map((g) => ({ ...withPlaces(g), discoveredAt: g.discoveredAt.toISOString() })),
    batch: started !== null && failed !== null ? { started, failed } : null,
    /** The bulk crawl's tasks as they end: running, completed, and each failure with its reason. */
    batchOutcome: outcome && {
      ...outcome,
      failed: outcome.failed.map((f) => t('discovery.batchFailedSource', { source: f.source, reason: errorReasonText(f.reason) })),
    },
  }
}

type Refusal = { intent: 'add' | 'update'; id?: string; errors: Record<string, string>; values: SourceValues }
/** A crawl to the end refused for its cap: the row's form shows what was typed and why. */
type CapRefusal = { intent: 'crawl-to-end'; id: string; capError: string; cap: string }

/** The uuids of the ticked sources; anything else in the list names no source and is left out. */
function selectedIds(form: FormData): string[] {
  return [
    ...new Set(
      form
        .getAll('ids')
        .map(parseUuid)
        .filter((id): id is string => id !== null),
    ),
  ]
}

/**
 * Every change the console makes, checked for admin here on the server: add, update and delete a
 * source, pause and activate one or a selection, and crawl one or a selection (spec §7 writes and
 * crawl-grant-source). Each outcome is a redirect with its message, or the form with its errors.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireAdminOr(context, request, ...ACCESS)
  const args: Console = { services: context.get(servicesContext), adminId: admin.id, form: await request.formData() }
  const intent = String(args.form.get('intent') ?? '')
  switch (intent) {
    case 'add':
    case 'update':
      return saveSource(args, intent)
    case 'delete':
    case 'pause':
    case 'activate':
    case 'crawl':
      return changeSource(args, intent)
    case 'crawl-to-end':
      return crawlToEnd(args)
    case 'bulk-crawl':
    case 'bulk-pause':
    case 'bulk-activate':
      return changeSelection(args, intent)
    default:
      throw data(null, { status: 400 })
  }
}

type Console = { services: AppServices; adminId: string; form: FormData }
const back = (message: MessageId) => redirectWithFlash('/taf-admin?tab=sources', message)

/** The source form: a new source, or an edit of one; a refusal keeps what was typed. */
async function saveSource({ services: { db, config }, adminId, form }: Console, intent: 'add' | 'update') {
  const id = intent === 'update' ? parseUuid(form.get('id')) : null
  if (intent === 'update' && !id) return back('discovery.updateFailed')
  const submission = parseSubmission(form, sourceFormSchema, { fields: SOURCE_FIELDS })
  const values = Object.fromEntries(SOURCE_FIELDS.map((k) => [k, submission.values[k]])) as SourceValues
  const refuse = (errors: Record<string, string>, status = 400) => data<Refusal>({ intent, id: id ?? undefined, errors, values }, { status })
  if (!submission.ok) return refuse(submission.errors)
  const source = submission.value
  try {
    if (await sourceWithUrl(db, source.sourceUrl, id ?? undefined)) return refuse({ sourceUrl: t('discovery.sourceUrlTaken') })
    // An address the crawler would refuse (a private network, a local name, another port) is named now, not at the first crawl.
    if (await refusalFor(source.sourceUrl, { allowInternalHosts: config.crawl.allowInternalHosts })) return refuse({ sourceUrl: t('discovery.sourceUrlPrivate') })
    if (intent === 'add') {
      await createSource(db, adminId, source)
      return back('discovery.sourceAdded')
    }
    return back((await updateSource(db, adminId, id!, source)) ? 'discovery.sourceUpdated' : 'discovery.updateFailed')
  } catch (error) {
    // Two admins adding the same address at once: the unique index decides, and says so by the field.
    if (isUniqueViolation(error)) return refuse({ sourceUrl: t('discovery.sourceUrlTaken') })
    console.error(`Discovery source ${intent} failed`, error)
    return refuse({ form: t(intent === 'add' ? 'discovery.addFailed' : 'discovery.updateFailed') }, 500)
  }
}

/** One source's row buttons: delete, pause, activate, crawl now. */
async function changeSource({ services, adminId, form }: Console, intent: 'delete' | 'pause' | 'activate' | 'crawl') {
  const { db } = services
  const failedMessage: MessageId = intent === 'delete' ? 'discovery.deleteFailed' : intent === 'crawl' ? 'discovery.crawlFailed' : 'discovery.statusFailed'
  const id = parseUuid(form.get('id'))
  if (!id) return back(failedMessage)
  try {
    if (intent === 'delete') return back((await deleteSource(db, adminId, id)) ? 'discovery.sourceDeleted' : 'discovery.deleteFailed')
    if (intent === 'crawl') {
      const result = await startCrawls(services, { sourceIds: [id], trigger: 'manual', userId: adminId })
      // The server's own reason (paused, already running, gone), else the spec's general message.
      return back(result.started.length ? 'discovery.crawlStarted' : (result.failed[0]?.message ?? 'discovery.crawlFailed'))
    }
    const changed = await setSourcesActive(db, adminId, [id], intent === 'activate')
    return back(changed === 0 ? 'discovery.statusFailed' : intent === 'activate' ? 'discovery.sourceActivated' : 'discovery.sourcePausedDone')
  } catch (error) {
    console.error(`Discovery source ${intent} failed`, error)
    return back(failedMessage)
  }
}

/** "Crawl to the end": one crawl of the source that reads up to the cap the admin typed, with progress in the Tasks tab. */
async function crawlToEnd({ services, adminId, form }: Console) {
  const id = parseUuid(form.get('id'))
  if (!id) return back('discovery.crawlFailed')
  const cap = parseCrawlCap(form.get('cap'))
  if (cap === null) return data<CapRefusal>({ intent: 'crawl-to-end', id, capError: t('discovery.crawlCapInvalid', { max: CRAWL_TO_END_MAX }), cap: String(form.get('cap') ?? '') }, { status: 400 })
  try {
    const result = await startCrawls(services, { sourceIds: [id], trigger: 'manual', userId: adminId, pageLimit: cap })
    return back(result.started.length ? 'discovery.crawlToEndStarted' : (result.failed[0]?.message ?? 'discovery.crawlFailed'))
  } catch (error) {
    console.error('Discovery crawl to the end failed', error)
    return back('discovery.crawlFailed')
  }
}

/** The bulk buttons over the selected sources: crawl, pause or activate them all. */
async function changeSelection({ services, adminId, form }: Console, intent: 'bulk-crawl' | 'bulk-pause' | 'bulk-activate') {
  const ids = selectedIds(form)
  if (ids.length === 0) return back(intent === 'bulk-crawl' ? 'discovery.noneSelectedCrawl' : 'discovery.noneSelected')
  try {
    if (intent === 'bulk-crawl') {
      // A second before the tasks are made (the database's clock may be a little behind ours).
      const since = Date.now() - 1000
      const result = await startCrawls(services, { sourceIds: ids, trigger: 'bulk', userId: adminId })
      // "Success: n, Failed: m" carries numbers, which a flash (a message id) cannot: the address does,
      // with the moment it started, so the console follows each task to its real outcome.
      return new Response(null, {
        status: 302,
        headers: { Location: `/taf-admin?tab=sources&started=${result.started.length}&failed=${result.failed.length}&since=${since}` },
      })
    }
    const changed = await setSourcesActive(services.db, adminId, ids, intent === 'bulk-activate')
    return back(changed === 0 ? 'discovery.bulkFailed' : intent === 'bulk-activate' ? 'discovery.sourcesActivated' : 'discovery.sourcesPaused')
  } catch (error) {
    console.error(`Discovery ${intent} failed`, error)
    return back(intent === 'bulk-crawl' ? 'discovery.crawlFailed' : 'discovery.bulkFailed')
  }
}

/**
 * While a crawl is queued or running the page reads its loader again every 2 s (JavaScript), so
 * progress and the Crawl buttons stay current; it stops as soon as nothing is live.
 */
function useLivePolling(live: boolean) {
  const revalidator = useRevalidator()
  const navigation = useNavigation()
  const idle = navigation.state === 'idle'
  useEffect(() => {
    if (!live || !idle) return
    const timer = setInterval(() => {
      if (revalidator.state === 'idle' && document.visibilityState === 'visible') void revalidator.revalidate()
    }, POLL_MS)
    return () => clearInterval(timer)
  }, [live, idle, revalidator])
}

export default function TafAdmin({ loaderData, actionData }: Route.ComponentProps) {
  const { summary, sources, live, editing, deleting, selectAll, tasks, discovered, batch, batchOutcome } = loaderData
  const [params] = useSearchParams()
  const location = useLocation()
  const tab = tabOf(params.get('tab'))
  const navigation = useNavigation()
  const submittingIntent = navigation.state === 'submitting' ? navigation.formData?.get('intent') : null
  const liveNow = summary.liveTasks > 0
  const hydrated = useHydrated()
  useLivePolling(liveNow && (tab === 'tasks' || tab === 'sources'))
  // After a refused add or edit, the form shows what was typed and why; otherwise the source being edited, or an empty form.
  const refused = actionData && 'errors' in actionData ? actionData : null
  const capRefused = actionData && 'capError' in actionData ? actionData : null
  const formMode = refused?.intent ?? (editing ? 'update' : 'add')
  const formId = refused?.id ?? editing?.id
  const formValues: SourceValues = refused?.values ?? (editing ? { ...editing } : {})
  const cards = [
    [t('discovery.totalSources'), formatNumber(summary.totalSources)],
    [t('discovery.totalTasks'), formatNumber(summary.totalTasks)],
    [t('discovery.totalCost'), formatCost(summary.totalCost)],
    [t('discovery.activeSources'), formatNumber(summary.activeSources)],
  ] as const
  const tabs = [
    { id: 'sources' as const, label: t('discovery.tabSources') },
    { id: 'discovered' as const, label: t('discovery.tabDiscovered', { count: summary.discovered }) },
    { id: 'tasks' as const, label: t('discovery.tabTasks') },
    { id: 'costs' as const, label: t('discovery.tabCosts') },
  ]
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      {/* Without JavaScript the Tasks tab reloads itself every 5 s while a crawl is live (the same polling, by the browser). */}
      {tab === 'tasks' && liveNow ? (
        <noscript>
          <meta httpEquiv="refresh" content="5" />
        </noscript>
      ) : null}
      <h1 className="text-2xl font-bold sm:text-3xl">{t('discovery.title')}</h1>
      <p className="mt-1 text-muted-foreground">{t('discovery.intro')}</p>
      <dl className="mt-6 grid grid-cols-2 gap-3 lg:grid-cols-4 lg:gap-4">
        {cards.map(([label, value]) => (
          <div key={label} className="flex flex-col-reverse justify-end gap-1 rounded-lg border border-border bg-card p-3 sm:p-4">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd dir="auto" className="text-2xl font-bold sm:text-3xl">
              {value}
            </dd>
          </div>
        ))}
      </dl>

      <p className="mt-4 mb-2 flex flex-wrap gap-2">
        <Link to={GRANT_CHANGES_PATH} className={buttonClass(loaderData.changesPending > 0 ? 'default' : 'outline', 'sm')}>
          {t('grantChanges.consoleLink', { count: loaderData.changesPending })}
        </Link>
        <Link to="/taf-admin/registry" className={buttonClass('outline', 'sm')}>
          {t('discoveryRegistry.consoleLink')}
        </Link>
      </p>
      <TabNav label={t('discovery.title')} tabs={tabs} current={tab} />

      {liveNow && (tab === 'tasks' || tab === 'sources') ? (
        <div role="status" className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-primary bg-card px-4 py-2 text-sm">
          <span className="relative flex size-3" aria-hidden>
            <span className="absolute inline-flex size-full animate-ping rounded-full bg-primary opacity-60" />
            <span className="relative inline-flex size-3 rounded-full bg-primary" />
          </span>
          {/* Without JavaScript only the Tasks tab reloads itself; the Refresh link works everywhere. */}
          <span className="flex-1">{hydrated ? t('discovery.live') : tab === 'tasks' ? t('discovery.liveNoScript') : t('discovery.crawlBusy')}</span>
          <a href={`/taf-admin?tab=${tab}`} className={buttonClass('outline', 'sm')}>
            {t('discovery.refresh')}
          </a>
        </div>
      ) : null}

      {tab === 'sources' ? (
        <div className="mt-6">
          {batch ? <OutcomeMessage text={t('discovery.batchResult', batch)} error={batch.started === 0 && batch.failed > 0} /> : null}
          {batchOutcome ? (
            <div role="status" className="mt-3 rounded-md border border-border bg-card px-4 py-3 text-sm" data-testid="batch-outcome">
              <p>
                {batchOutcome.running > 0
                  ? t('discovery.batchRunning', { running: batchOutcome.running })
                  : t('discovery.batchDone', { completed: batchOutcome.completed, failed: batchOutcome.failed.length })}
              </p>
              {batchOutcome.failed.length > 0 ? (
                <ul className="mt-2 list-disc ps-5 text-destructive">
                  {batchOutcome.failed.map((line) => (
                    <li key={line} dir="auto">
                      {line}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {deleting ? <DeleteConfirm source={deleting} pending={submittingIntent === 'delete'} /> : null}
          <div className="mt-4">
            <SourceForm
              // A new form after each navigation (a saved source redirects here): what was typed is not left in it.
              key={`${formMode}-${formId ?? 'new'}-${location.key}`}
              mode={formMode}
              open={sources.length === 0 || formMode === 'update' || refused !== null}
              id={formId}
              values={formValues}
              errors={refused?.errors}
              pending={submittingIntent === 'add' || submittingIntent === 'update'}
            />
          </div>
          <SourcesList sources={sources} live={live} selectAll={selectAll} capRefused={capRefused} />
        </div>
      ) : null}

      {tab === 'discovered' ? (
        <section className="mt-6" aria-labelledby="discovered-title">
          <h2 id="discovered-title" className="sr-only">
            {t('discovery.tabDiscovered', { count: summary.discovered })}
          </h2>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-sm text-muted-foreground">{t('discovery.discoveredShown')}</p>
            {/* Downloads, not pages: plain links, so the browser saves the file. */}
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-xs text-muted-foreground">{t('discovery.exportHint')}</span>
              <a href="/taf-admin/export.json" download className={buttonClass('outline', 'sm')}>
                {t('discovery.exportJson')}
              </a>
              <a href="/taf-admin/export.csv" download className={buttonClass('outline', 'sm')}>
                {t('discovery.exportCsv')}
              </a>
            </div>
          </div>
          <DiscoveredList grants={discovered} />
        </section>
      ) : null}

      {tab === 'tasks' ? (
        <section className="mt-6" aria-labelledby="tasks-title">
          <h2 id="tasks-title" className="sr-only">
            {t('discovery.tabTasks')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('discovery.tasksShown')}</p>
          <TasksTable tasks={tasks} />
        </section>
      ) : null}

      {tab === 'costs' ? (
        <section className="mt-6" aria-labelledby="costs-title">
          <h2 id="costs-title" className="sr-only">
            {t('discovery.tabCosts')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('discovery.costsIntro')}</p>
          <table className="mt-3 w-full max-w-xl rounded-lg border border-border bg-card text-start text-sm">
            <thead className="border-b border-border text-muted-foreground [&_th]:text-start">
              <tr>
                <th className="p-3 font-medium">{t('discovery.agentType')}</th>
                <th className="p-3 font-medium">{t('discovery.costTasks')}</th>
                <th className="p-3 font-medium">{t('discovery.cost')}</th>
              </tr>
            </thead>
            <tbody>
              {summary.costs.map((c) => (
                <tr key={c.agentType} className="border-b border-border" data-agent={c.agentType}>
                  <th scope="row" className="p-3 text-start font-medium">
                    {t(`discovery.agent.${c.agentType}`)}
                  </th>
                  <td className="p-3">{formatNumber(c.tasks)}</td>
                  <td className="p-3">{formatCost(c.cost)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="font-semibold">
                <th scope="row" className="p-3 text-start">
                  {t('discovery.costTotal')}
                </th>
                <td className="p-3">{formatNumber(summary.totalTasks)}</td>
                <td className="p-3">{formatCost(summary.totalCost)}</td>
              </tr>
            </tfoot>
          </table>
        </section>
      ) : null}
    </div>
  )
}

export function ErrorBoundary() {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-lg">
      {t('discovery.loadFailed')}
    </p>
  )
}
