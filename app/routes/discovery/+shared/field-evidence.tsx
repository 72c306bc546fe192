import type { ReactNode } from 'react'
import { badgeClass } from '../../../components/ui/badge.tsx'
import type { Confidence, FieldConfidence } from '../../../domain/discovery/field-confidence.ts'
import type { Language } from '../../../i18n/languages.ts'
import { t } from '../../../i18n/index.ts'

/** The badge's tone by level; the badge always says the level in words, colour is never the only signal. */
const TONE: Record<Confidence, Parameters<typeof badgeClass>[0]> = { high: 'brand', medium: 'neutral', low: 'warning' }

/**
 * Beside one field of the review form (issue 25 §2): how far to trust it, where it was read, the
 * text it was read from (quoted, in the grant's language and its own direction) and the checks it
 * failed; or that it was not found at the source.
 */
export function FieldEvidence({ field, confidence, snippet, language }: { field: string; confidence: FieldConfidence | undefined; snippet: string | undefined; language: Language }) {
  if (!confidence)
    return (
      <p className="text-xs text-muted-foreground lg:pt-7" data-evidence={field}>
        {t('discovery.grant.notFound')}
      </p>
    )
  return (
    <div className="min-w-0 space-y-1 text-sm lg:pt-6" data-evidence={field}>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <span className={badgeClass(TONE[confidence.level], 'whitespace-nowrap')} data-confidence={confidence.level}>
          {t(`discovery.grant.confidence.${confidence.level}`)}
        </span>
        <span className="text-xs text-muted-foreground">{t('discovery.grant.readFrom', { origin: t(`discovery.grant.origin.${confidence.origin}`) })}</span>
      </p>
      {snippet ? (
        <p className="border-s-2 border-border ps-3 text-muted-foreground">
          <span className="sr-only">{t('discovery.grant.sourceText')}: </span>
          {/* The quotation marks are the page's (its language and direction), the text keeps its own. */}
          <q className="[overflow-wrap:anywhere]">
            <span lang={language} dir="auto" data-snippet>
              {snippet}
            </span>
          </q>
        </p>
      ) : null}
      {confidence.failed.length ? (
        <ul className="space-y-0.5 text-xs text-muted-foreground">
          {confidence.failed.map((check) => (
            <li key={check}>{t(`discovery.grant.check.${check}`)}</li>
          ))}
        </ul>
      ) : null}
    </div>
  )
}

/** One row of the review form: the field, and beside it (under it on a phone) where it came from. */
export function ReviewRow({ evidence, children }: { evidence: ReactNode; children: ReactNode }) {
  return (
    <div className="grid gap-2 lg:grid-cols-[minmax(0,1fr)_minmax(0,18rem)] lg:gap-6">
      <div className="min-w-0 space-y-4">{children}</div>
      {evidence}
    </div>
  )
}
