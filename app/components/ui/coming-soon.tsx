import { t } from '../../i18n/index.ts'

/** The small label on anything described but not built yet (catalog/coming-soon.ts, plan features). */
export function ComingSoon({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground ${className}`}>
      {t('billing.comingSoon')}
    </span>
  )
}
