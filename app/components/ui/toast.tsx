import { X } from 'lucide-react'
import { useEffect, useSyncExternalStore } from 'react'
import { useLocation } from 'react-router'
import { t } from '../../i18n/index.ts'

/** `page`: the path the toast was shown on; it belongs to that page and goes when the member leaves it. */
type Toast = { id: number; kind: 'success' | 'error'; message: string; page: string }

let toasts: Toast[] = []
let nextId = 1
const listeners = new Set<() => void>()
const emit = () => {
  for (const listener of listeners) listener()
}

function dismiss(id: number) {
  toasts = toasts.filter((item) => item.id !== id)
  emit()
}

function show(kind: Toast['kind'], message: string) {
  // The same message twice in a row (a double click) shows once.
  if (toasts.at(-1)?.message === message) return
  const id = nextId++
  toasts = [...toasts.slice(-2), { id, kind, message, page: typeof window === 'undefined' ? '' : window.location.pathname }]
  emit()
  setTimeout(() => dismiss(id), 5000)
}

/** Toasts for outcomes once JavaScript runs (the server renders the same messages without it; ADR 005). */
export const toast = {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}
const empty: Toast[] = []

export function Toaster() {
  const { pathname } = useLocation()
  const all = useSyncExternalStore(
    subscribe,
    () => toasts,
    () => empty,
  )
  // A toast belongs to the page it was shown on: leaving the page clears it (issue 9). This effect
  // runs after the new page's own effects, so a toast for an outcome shown there stays.
  useEffect(() => {
    if (!toasts.some((item) => item.page !== pathname)) return
    toasts = toasts.filter((item) => item.page === pathname)
    emit()
  }, [pathname])
  const items = all.filter((item) => item.page === pathname)
  return (
    // Below the sticky header (h-16), so its menu and account buttons stay usable while a toast shows.
    <section data-toasts aria-live="polite" aria-label={t('common.notifications')} className="pointer-events-none fixed inset-x-0 top-18 z-50 flex flex-col items-center gap-2 px-4">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex w-full max-w-sm items-start gap-3 rounded-md border bg-card px-4 py-3 text-sm shadow-lg ${item.kind === 'error' ? 'border-destructive text-destructive' : 'border-primary text-foreground'}`}
        >
          <p className="flex-1">{item.message}</p>
          <button type="button" onClick={() => dismiss(item.id)} aria-label={t('common.close')} className="rounded p-0.5 hover:bg-muted">
            <X aria-hidden size={16} />
          </button>
        </div>
      ))}
    </section>
  )
}
