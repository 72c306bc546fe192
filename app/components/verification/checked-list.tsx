import { t } from '../../i18n/index.ts'

/**
 * What was actually checked before a badge was awarded, and what the automated checks did not
 * confirm (issue 23): the texts come from the loader, built from this organization's own review.
 */
export function CheckedList({ checked, notChecked, level = 2 }: { checked: string[]; notChecked: string[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-6 space-y-3 text-sm" data-testid="checked-list">
      <section aria-labelledby="checked-title">
        <Heading id="checked-title" className="font-semibold">
          {t('badgeCheck.checkedTitle')}
        </Heading>
        <ul className="mt-1 list-disc space-y-0.5 ps-5">
          {checked.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      {notChecked.length ? (
        <section aria-labelledby="not-checked-title">
          <Heading id="not-checked-title" className="font-semibold">
            {t('badgeCheck.notCheckedTitle')}
          </Heading>
          <ul className="mt-1 list-disc space-y-0.5 ps-5">
            {notChecked.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </section>
      ) : null}
      <p className="text-muted-foreground">{t('badgeCheck.private')}</p>
    </div>
  )
}
