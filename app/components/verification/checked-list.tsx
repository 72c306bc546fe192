import { t } from '../../i18n/index.ts'

/**
 * What was actually checked before a badge was awarded, and what the automated checks did not
 * confirm (issue 23): the texts come from the loader, built from this organization's own review.
 */
export function CheckedList({ checked, notChecked, level = 2 }: { checked: string[]; notChecked: string[]; level?: 2 | 3 }) {
  const Heading = level === 2 ? 'h2' : 'h3'
  return (
    <div className="mt-6 space-y-3 text-sm" data-testid="checked-list">
      <ItemsSection id="checked-title" Heading={Heading} title={t('badgeCheck.checkedTitle')} items={checked} />
      {notChecked.length ? <ItemsSection id="not-checked-title" Heading={Heading} title={t('badgeCheck.notCheckedTitle')} items={notChecked} /> : null}
      <p className="text-muted-foreground">{t('badgeCheck.private')}</p>
    </div>
  )
}

/** A titled bulleted list; `id` names the heading the section is labelled by. */
function ItemsSection({ id, Heading, title, items }: { id: string; Heading: 'h2' | 'h3'; title: string; items: string[] }) {
  return (
    <section aria-labelledby={id}>
      <Heading id={id} className="font-semibold">
        {title}
      </Heading>
      <ul className="mt-1 list-disc space-y-0.5 ps-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  )
}
