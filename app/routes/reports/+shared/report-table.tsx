import type { ReactNode } from 'react'
import { cardTable } from '../../../components/ui/card-table.ts'
import { t } from '../../../i18n/index.ts'

/** The header row: read by screen readers only on phones, where each row is a card (cardTable); numbers' headings sit over their numbers. */
const head = 'border-b border-border max-sm:sr-only'
const num = 'text-end tabular-nums'
/** Short words (a status, a name, a date) wrap between words, never inside one. */
const words = 'sm:[overflow-wrap:normal]'

/** A column after the first: its heading is also the label a phone shows before each of its cells. */
export interface ReportColumn<Row> {
  header: string
  /** `number`: at the end, in figures of one width; `words`: wraps between words only. */
  kind?: 'number' | 'words'
  cell: (row: Row) => ReactNode
  /** The column's figure in the totals row, when the table has one. */
  total?: ReactNode
}

/**
 * A report block's table, a list of cards on phones: the first column heads each row (and each
 * card), the other columns follow, then an optional chart column (named for screen readers only,
 * its bars hidden from them) and an optional totals row.
 */
export function ReportTable<Row>({
  className,
  rows,
  rowKey,
  lead,
  columns,
  chart,
}: {
  /** The table's margin above. */
  className: string
  rows: Row[]
  rowKey: (row: Row) => string
  /** The first column; its `total` (the word "Total") adds the totals row. */
  lead: { header: string; cell: (row: Row) => ReactNode; total?: string }
  columns: ReportColumn<Row>[]
  /** The bars' column: its width from sm up, and whether it stacks more than one bar. */
  chart?: { width: string; stacked?: boolean; cell: (row: Row) => ReactNode }
}) {
  const headClass = (column: ReportColumn<Row>) => (column.kind === 'number' ? `p-3 ${num}` : 'p-3 text-start')
  const cellClass = (column: ReportColumn<Row>) => (column.kind === 'number' ? `${cardTable.cell} ${num}` : column.kind === 'words' ? `${cardTable.cell} ${words}` : cardTable.cell)
  return (
    <table className={`${cardTable.table} ${className}`}>
      <thead className={head}>
        <tr>
          <th scope="col" className="p-3 text-start">
            {lead.header}
          </th>
          {columns.map((column) => (
            <th key={column.header} scope="col" className={headClass(column)}>
              {column.header}
            </th>
          ))}
          {chart ? (
            <th scope="col" className={`${chart.width} p-3`}>
              <span className="sr-only">{t('reports.col.chart')}</span>
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody className={cardTable.body}>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={cardTable.row}>
            <th scope="row" className={`${cardTable.lead} text-start font-medium`}>
              {lead.cell(row)}
            </th>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column)} data-label={column.header}>
                {column.cell(row)}
              </td>
            ))}
            {chart ? <td className={`${cardTable.cell} ${chart.stacked ? 'space-y-1 ' : ''}align-middle`}>{chart.cell(row)}</td> : null}
          </tr>
        ))}
      </tbody>
      {lead.total === undefined ? null : (
        <tfoot>
          <tr className="border-t-2 border-border font-semibold max-sm:block max-sm:py-3">
            <th scope="row" className={`${cardTable.lead} text-start`}>
              {lead.total}
            </th>
            {columns.map((column) => (
              <td key={column.header} className={cellClass(column)} data-label={column.header}>
                {column.total}
              </td>
            ))}
            {chart ? <td className="max-sm:hidden" /> : null}
          </tr>
        </tfoot>
      )}
    </table>
  )
}
