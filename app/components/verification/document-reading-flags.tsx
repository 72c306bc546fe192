import type { DocumentFlag, ReadField } from '../../db/schema/document-reading.ts'
import type { ReadingView } from '../../domain/document-reading/reading-types.ts'
import { formatDate, type MessageId, t } from '../../i18n/index.ts'

const DATE_FIELDS = new Set<ReadField['name']>(['registrationDate', 'issueDate', 'expiryDate', 'periodStart', 'periodEnd'])

function flagText(flag: DocumentFlag) {
  const params = flag.kind === 'expired' && flag.params ? { ...flag.params, date: formatDate(String(flag.params.date)) } : flag.params
  return t(`documentReading.flag.${flag.kind}` as MessageId, params)
}

function Where({ page, snippet }: { page?: number; snippet?: string }) {
  if (!page || !snippet) return null
  return (
    <span className="block text-xs text-muted-foreground" dir="auto">
      {t('documentReading.where', { page, snippet })}
    </span>
  )
}

/**
 * What the digital analysis layer read in one document, beside it on the review page: a summary
 * line ("Read by OCR, 2 pages, 1 flag"), each flag with its page and line, and the fields read.
 * Server-rendered, no script: the fields sit in a <details>.
 */
export function DocumentReadingFlags({ reading }: { reading: ReadingView | undefined }) {
  if (!reading) return <p className="text-xs text-muted-foreground">{t('documentReading.pending')}</p>
  return (
    <div className="mt-1 space-y-1 text-xs" data-testid="document-reading">
      <p className="text-muted-foreground">{t('documentReading.summary', { method: reading.method, pages: reading.pages, flags: reading.flags.length })}</p>
      {reading.flags.length ? (
        <ul className="space-y-1 border-s-2 border-amber-500 ps-2" aria-label={t('documentReading.flagsHeading')}>
          {reading.flags.map((flag) => (
            <li key={`${flag.kind}-${flag.page ?? 0}-${JSON.stringify(flag.params ?? {})}`}>
              <span className="[overflow-wrap:anywhere]">{flagText(flag)}</span>
              <Where page={flag.page} snippet={flag.snippet} />
            </li>
          ))}
        </ul>
      ) : null}
      {reading.fields.length ? (
        <details>
          <summary className="cursor-pointer text-primary underline-offset-4 hover:underline">{t('documentReading.fieldsHeading')}</summary>
          <dl className="mt-1 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
            {reading.fields.map((field) => (
              <div key={field.name} className="contents">
                <dt className="text-muted-foreground">{t(`documentReading.field.${field.name}` as MessageId)}</dt>
                <dd className="[overflow-wrap:anywhere]" dir="auto">
                  {DATE_FIELDS.has(field.name) ? formatDate(field.value) : field.value}
                  <Where page={field.page} snippet={field.snippet} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </div>
  )
}
