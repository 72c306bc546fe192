import { Form } from 'react-router'
import type { ScreeningView } from '../../domain/screening/screening-view.server.ts'
import { formatDate, t } from '../../i18n/index.ts'
import { Button } from '../ui/button.tsx'
import { TextAreaField } from '../ui/field.tsx'

const STATUS_CLASS = { open: 'border-accent', confirmed: 'border-destructive', cleared: 'border-border' } as const

/**
 * The reviewer's sanctions screening section: each possible match with its reasons, and for an open
 * one the reason field and the two decisions (clear a namesake, confirm the match). Plain forms: it
 * works without JavaScript.
 */
export function ScreeningMatches({
  screening,
  errors,
  values,
  busy,
}: {
  screening: ScreeningView
  errors: Record<string, string> | undefined
  values: Record<string, string> | undefined
  busy: (intent: string) => boolean
}) {
  return (
    <section id="screening" tabIndex={-1} className="mt-6 rounded-lg border border-border bg-card p-4" data-testid="screening">
      <h2 className="font-semibold">{t('screening.review.title')}</h2>
      <p className="text-xs text-muted-foreground">{screening.screenedAt ? t('screening.review.screenedOn', { date: formatDate(screening.screenedAt) }) : t('screening.review.notScreened')}</p>
      {errors?.screening ? <p className="mt-2 text-sm text-destructive">{errors.screening}</p> : null}
      {screening.matches.length === 0 ? (
        <p className="mt-2 text-sm">{screening.screenedAt ? t('screening.review.none') : null}</p>
      ) : (
        <>
          <p className="mt-2 text-sm text-muted-foreground">{t('screening.review.intro')}</p>
          <ul className="mt-3 space-y-3">
            {screening.matches.map((m) => (
              <li key={m.id} className={`rounded-md border-2 p-3 text-sm ${STATUS_CLASS[m.status]}`} data-testid={`screening-match-${m.id}`} data-status={m.status}>
                <p className="font-medium [overflow-wrap:anywhere]">
                  <bdi>{m.subject}</bdi>
                </p>
                <p className="[overflow-wrap:anywhere]">
                  <bdi>{m.listed}</bdi>
                </p>
                {m.matchedName ? (
                  <p className="[overflow-wrap:anywhere]">
                    <bdi>{m.matchedName}</bdi>
                  </p>
                ) : null}
                <p className="mt-1">{m.score}</p>
                <ul className="mt-1 list-disc ps-5">
                  {m.reasons.map((reason) => (
                    <li key={reason}>{reason}</li>
                  ))}
                </ul>
                <p className="mt-2 font-medium">{m.statusText}</p>
                {m.decided ? (
                  <p className="[overflow-wrap:anywhere]">
                    {t('screening.review.decidedBy', { status: m.statusText, name: m.decided.by, date: formatDate(m.decided.at) })} <bdi>{m.decided.reason}</bdi>
                  </p>
                ) : null}
                {m.status === 'open' && screening.decidable ? (
                  <Form method="post" className="mt-2 space-y-2">
                    <input type="hidden" name="match" value={m.id} />
                    <TextAreaField
                      label={t('screening.review.reason')}
                      id={`match-${m.id}`}
                      name="matchReason"
                      rows={2}
                      defaultValue={values?.[`match-${m.id}`] ?? ''}
                      hint={t('screening.review.reasonHint')}
                      error={errors?.[`match-${m.id}`]}
                    />
                    <div className="flex flex-wrap gap-2">
                      <Button type="submit" name="intent" value="screening-clear" variant="outline" size="sm" pending={busy('screening-clear')} pendingText={t('common.loading')}>
                        {t('screening.review.clear')}
                      </Button>
                      <Button type="submit" name="intent" value="screening-confirm" variant="destructive" size="sm" pending={busy('screening-confirm')} pendingText={t('common.loading')}>
                        {t('screening.review.confirm')}
                      </Button>
                    </div>
                  </Form>
                ) : null}
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}
