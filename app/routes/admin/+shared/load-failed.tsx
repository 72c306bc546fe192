import { t } from '../../../i18n/index.ts'

/** What an admin page shows when its data cannot be loaded (the pages' ErrorBoundary). */
export function AdminLoadFailed() {
  return (
    <p role="alert" className="mx-auto max-w-xl px-4 py-16 text-center text-lg">
      {t('admin.loadFailed')}
    </p>
  )
}
