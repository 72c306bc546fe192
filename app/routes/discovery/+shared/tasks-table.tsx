import type { AgentType, TaskStatus } from '../../../catalog/discovery.ts'
import { badgeClass } from '../../../components/ui/badge.tsx'
import { cardTable } from '../../../components/ui/card-table.ts'
import { formatDate, t } from '../../../i18n/index.ts'
import { errorReasonText, formatCost, formatTime } from './format.ts'

export interface TaskRow {
  id: string
  taskId: string
  agentType: AgentType
  status: TaskStatus
  sourceName: string | null
  pageLimit: number
  pagesFetched: number
  /** Pages that answered "not modified": fetched, but not counted against the limit. */
  pagesUnchanged: number
  grantsFound: number
  grantsQueued: number
  duplicates: number
  errorCount: number
  errors: { url: string; reason: string }[]
  currentUrl: string | null
  startedAt: string | null
  completedAt: string | null
  actualCost: number
}

const STATUS_TONE = { queued: 'neutral', running: 'highlight', completed: 'brand', failed: 'danger' } as const

/** Spec §2 Tasks tab: the 20 latest tasks with their progress (pages n/10), findings, errors, times and cost. */
export function TasksTable({ tasks }: { tasks: TaskRow[] }) {
  if (tasks.length === 0) return <p className="mt-4 text-muted-foreground">{t('discovery.noTasks')}</p>
  // The date and the time each stay whole but may sit on two lines, so the wide table fits 1280 px with room for the source's name.
  const when = (iso: string | null) =>
    iso ? (
      <time dateTime={iso}>
        <span className="whitespace-nowrap">{formatDate(iso)}</span> <span className="whitespace-nowrap">{formatTime(iso)}</span>
      </time>
    ) : (
      t('discovery.notYet')
    )
  return (
    <div className="mt-3 rounded-lg border border-border bg-card sm:overflow-x-auto">
      <table className={cardTable.table}>
        <thead className={cardTable.head}>
          <tr className="text-muted-foreground">
            <th className="p-3 font-medium">{t('discovery.task')}</th>
            <th className="p-3 font-medium">{t('discovery.source')}</th>
            <th className="p-3 font-medium">{t('discovery.status')}</th>
            <th className="p-3 font-medium">{t('discovery.pages')}</th>
            <th className="p-3 font-medium">{t('discovery.grantsFound')}</th>
            <th className="p-3 font-medium">{t('discovery.grantsQueued')}</th>
            <th className="p-3 font-medium">{t('discovery.duplicates')}</th>
            <th className="p-3 font-medium">{t('discovery.errors')}</th>
            <th className="p-3 font-medium">{t('discovery.started')}</th>
            <th className="p-3 font-medium">{t('discovery.completed')}</th>
            <th className="p-3 font-medium">{t('discovery.cost')}</th>
          </tr>
        </thead>
        <tbody className={cardTable.body}>
          {tasks.map((task) => (
            <tr key={task.id} className={cardTable.row} data-task={task.taskId}>
              <td className={cardTable.lead}>
                <span dir="ltr" className="whitespace-nowrap font-mono text-xs">
                  {task.taskId}
                </span>
                <span className="block text-xs text-muted-foreground">{t(`discovery.agent.${task.agentType}`)}</span>
              </td>
              {/* Wide enough that a name breaks between words, not inside them. */}
              <td className={`${cardTable.cell} sm:min-w-36`} data-label={t('discovery.source')}>
                <bdi>{task.sourceName ?? t('discovery.notYet')}</bdi>
              </td>
              <td className={cardTable.cell} data-label={t('discovery.status')}>
                <span className={badgeClass(STATUS_TONE[task.status], 'whitespace-nowrap')}>{t(`discovery.taskStatus.${task.status}`)}</span>
              </td>
              <td className={cardTable.cell} data-label={t('discovery.pages')}>
                <span className="whitespace-nowrap">
                  {t('discovery.pagesProgress', { fetched: task.pagesFetched - task.pagesUnchanged, limit: task.pageLimit })}
                  {task.status === 'running' ? (
                    <progress className="ms-2 h-2 w-16 align-middle accent-primary" max={task.pageLimit} value={task.pagesFetched - task.pagesUnchanged} aria-label={t('discovery.pages')} />
                  ) : null}
                </span>
                {task.pagesUnchanged > 0 ? <span className="block text-xs text-muted-foreground">{t('discovery.pagesUnchanged', { count: task.pagesUnchanged })}</span> : null}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.grantsFound')}>
                {task.grantsFound}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.grantsQueued')}>
                {task.grantsQueued}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.duplicates')}>
                {task.duplicates}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.errors')}>
                {task.errorCount > 0 ? (
                  <details>
                    <summary className="cursor-pointer">{task.errorCount}</summary>
                    <p className="sr-only">{t('discovery.errorsShown')}</p>
                    <ul className="mt-1 space-y-1 text-xs">
                      {task.errors.map((e) => (
                        <li key={`${e.url}|${e.reason}`}>
                          {errorReasonText(e.reason)}
                          {e.url ? (
                            <span dir="ltr" className="block break-all text-muted-foreground">
                              {e.url}
                            </span>
                          ) : null}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  task.errorCount
                )}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.started')}>
                {when(task.startedAt)}
              </td>
              <td className={cardTable.cell} data-label={t('discovery.completed')}>
                {when(task.completedAt)}
              </td>
              <td className={`${cardTable.cell} whitespace-nowrap`} data-label={t('discovery.cost')}>
                {formatCost(task.actualCost)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
