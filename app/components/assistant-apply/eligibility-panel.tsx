import { Form, Link, useNavigation } from 'react-router'
import type { EligibilityVerdict } from '../../catalog/assistant-apply.ts'
import type { EligibilityPanelData } from '../../domain/assistant-apply/eligibility-panel.server.ts'
import { formatDateTime, formatList, t } from '../../i18n/index.ts'
import { Button } from '../ui/button.tsx'

const VERDICT_CLASS: Record<EligibilityVerdict, string> = {
  yes: 'bg-primary text-primary-foreground',
  no: 'bg-destructive text-destructive-foreground',
  unclear: 'bg-muted',
}

const fieldNames = (fields: string[]) => formatList(fields.map((f) => t(`assistantApply.field.${f}` as never)))

/**
 * "Am I eligible?" on a grant's page (ADR 080): the organization's latest answer, each reason with
 * the grant's sentence it rests on (only quotes found in the grant's text are shown as its words),
 * and the button to ask (a plain form post), or the way to opt in.
 */
export function EligibilityPanel({ grantId, panel, lang }: { grantId: string; panel: NonNullable<EligibilityPanelData>; lang: string }) {
  const navigation = useNavigation()
  const asking = navigation.state !== 'idle' && navigation.formAction === `/grant/${grantId}/eligibility`
  const { latest } = panel
  return (
    <section id="eligibility" className="mt-6 rounded-md border border-border p-4" aria-labelledby="eligibility-heading">
      <h2 id="eligibility-heading" className="text-lg font-semibold">
        {t('assistantApply.eligibility.title')}
      </h2>
      <p className="mt-1 text-sm text-muted-foreground">{t('assistantApply.eligibility.intro')}</p>
      <p className="mt-1 text-sm text-muted-foreground">{t('assistantApply.eligibility.sends', { fields: panel.fields.length > 0 ? fieldNames(panel.fields) : t('assistantApply.noFields') })}</p>
      {latest ? (
        <div className="mt-4">
          <p className="flex flex-wrap items-center gap-2">
            <span className="text-sm font-medium">{t('assistantApply.eligibility.answer')}</span>
            <span className={`rounded-full px-3 py-1 text-sm font-semibold ${VERDICT_CLASS[latest.verdict]}`}>{t(`assistantApply.verdict.${latest.verdict}`)}</span>
          </p>
          <ol className="mt-3 space-y-3">
            {latest.reasons.map((reason, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: an answer's reasons are stored in order and never change
              <li key={i} className="rounded-md bg-muted/40 p-3 text-sm">
                <p dir="auto">{reason.text}</p>
                {reason.fields.length > 0 ? <p className="mt-1 text-xs text-muted-foreground">{t('assistantApply.eligibility.fields', { fields: fieldNames(reason.fields) })}</p> : null}
                {reason.found ? (
                  <figure className="mt-2">
                    <figcaption className="text-xs font-medium text-muted-foreground">{t('assistantApply.eligibility.quote')}</figcaption>
                    <blockquote lang={lang} dir="auto" className="mt-1 border-s-4 border-primary ps-3 italic">
                      {reason.quote}
                    </blockquote>
                  </figure>
                ) : (
                  <p className="mt-2 text-xs font-medium text-destructive">{t('assistantApply.eligibility.quoteNotFound')}</p>
                )}
              </li>
            ))}
          </ol>
          <p className="mt-3 text-xs text-muted-foreground">
            {t('assistantApply.eligibility.checked', { date: formatDateTime(latest.createdAt), fields: latest.fieldsSent.length > 0 ? fieldNames(latest.fieldsSent) : t('assistantApply.noFields') })}
          </p>
          <p className="mt-1 text-xs text-muted-foreground">{t('assistantApply.eligibility.disclaimer')}</p>
        </div>
      ) : null}
      {!panel.consent ? (
        <p className="mt-4 text-sm">
          {t('assistantApply.optInBody')}{' '}
          <Link to="/assistant" className="font-medium text-primary underline">
            {t('assistantApply.optInLink')}
          </Link>
        </p>
      ) : panel.canAsk ? (
        <Form method="post" action={`/grant/${grantId}/eligibility`} className="mt-4">
          <Button type="submit" variant={latest ? 'outline' : 'default'} pending={asking} pendingText={t('assistantApply.eligibility.asking')}>
            {latest ? t('assistantApply.eligibility.askAgain') : t('assistantApply.eligibility.ask')}
          </Button>
        </Form>
      ) : (
        <p className="mt-4 text-sm text-muted-foreground">{t('assistantApply.eligibility.viewerHint')}</p>
      )}
    </section>
  )
}
