import { CalendarPlus, Download } from 'lucide-react'
import { Link } from 'react-router'
import { t } from '../i18n/index.ts'

const linkClass = 'inline-flex min-h-11 items-center gap-1.5 text-sm text-primary underline-offset-4 hover:underline'

/** The dashboard's ways out of the app: the CSV exports (plain downloads) and the calendar feed page. */
export function MemberDataLinks() {
  return (
    <div className="mt-3 flex flex-wrap gap-x-5">
      <a href="/dashboard/export/saved.csv" download className={linkClass}>
        <Download aria-hidden size={16} className="shrink-0" />
        {t('calendar.exportSaved')}
      </a>
      <a href="/dashboard/export/applications.csv" download className={linkClass}>
        <Download aria-hidden size={16} className="shrink-0" />
        {t('calendar.exportApplications')}
      </a>
      <Link to="/calendar" className={linkClass}>
        <CalendarPlus aria-hidden size={16} className="shrink-0" />
        {t('calendar.title')}
      </Link>
    </div>
  )
}

/** "Add to calendar" beside a grant's deadline: the deadline as an .ics file (no JavaScript needed). */
export function AddToCalendarLink({ grantId }: { grantId: string }) {
  return (
    <a href={`/grant/${grantId}/calendar.ics`} download className={`${linkClass} mt-1`}>
      <CalendarPlus aria-hidden size={16} className="shrink-0" />
      {t('calendar.addToCalendar')}
    </a>
  )
}
