import { t } from '../../i18n/index.ts'

/** The small label on anything described but not built yet (catalog/coming-soon.ts, plan features). */
export function ComingSoon({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex shrink-0 items-center whitespace-nowrap rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground ${className}`}>
      {t('billing.comingSoon')}
    </span>
  )
}

/**
 * The label on a feature that runs on the grant assistant where this deployment has no model
 * (ADR 072): it needs the assistant, and is not offered here; with `needs="imageModel"`, on image
 * generation where the deployment has no image model (ADR 082).
 */
export function NotOffered({ className = '', needs = 'assistant' }: { className?: string; needs?: 'assistant' | 'imageModel' }) {
  return (
    <span className={`inline-flex items-center rounded-full border border-border bg-muted px-2 py-0.5 text-xs font-medium text-muted-foreground ${className}`}>
      {t(needs === 'imageModel' ? 'billing.needsImageModel' : 'billing.needsAssistant')}
    </span>
  )
}
