import type { ReactNode } from 'react'
import { t } from '../../i18n/index.ts'

export interface SlotLines {
  topic: string
  when: string
  length: string
  consultant: string
  place: string
  placeIsLink: boolean
}

/** A consultation session as its lists show it: topic, time and length, who gives it and where. */
export function SlotSummary({ slot, children }: { slot: SlotLines; children?: ReactNode }) {
  return (
    <div className="min-w-0">
      <p className="font-medium" dir="auto">
        {slot.topic}
      </p>
      <p className="text-sm">
        {slot.when} · {slot.length}
      </p>
      <p className="text-sm text-muted-foreground">
        {t('hours.with')} <bdi>{slot.consultant}</bdi> · <SlotPlace place={slot.place} isLink={slot.placeIsLink} />
      </p>
      {children}
    </div>
  )
}

/** Where a session is held: a video link as a link, a place as text. */
function SlotPlace({ place, isLink }: { place: string; isLink: boolean }) {
  return isLink ? (
    <a href={place} className="break-all text-primary underline" dir="ltr" rel="noopener noreferrer">
      {place}
    </a>
  ) : (
    <span dir="auto">{place}</span>
  )
}

/** A list of sessions, one row each. */
export function SlotList({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <ul className="mt-3 divide-y divide-border rounded-lg border border-border bg-card" data-testid={testId}>
      {children}
    </ul>
  )
}

/** The line under a list of sessions: the time zone its times are in. */
export function TimesIn({ timeZone }: { timeZone: string }) {
  return <p className="mt-1 text-sm text-muted-foreground">{t('hours.timesIn', { timeZone })}</p>
}
