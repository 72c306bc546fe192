import { ArrowLeft } from 'lucide-react'
import type { ReactNode } from 'react'
import { Link } from 'react-router'
import { t } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'

/** A staff page: back to the Admin Panel, its title and what it is for, then the page's own content. */
export function StaffPage({ title, intro, children }: { title: string; intro: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-5xl px-4 py-8">
      <Link to="/admin" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <ArrowLeft aria-hidden size={16} className="shrink-0 rtl:-scale-x-100" />
        {t('admin.title')}
      </Link>
      <h1 className="mt-4 text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-muted-foreground">{intro}</p>
      {children}
    </div>
  )
}
