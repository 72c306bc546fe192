import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { changeOf } from '../../domain/offline/queued-change.ts'
import { currentLanguage, t } from '../../i18n/index.ts'
import { INTL_LOCALES } from '../../i18n/languages.ts'
import { toast } from '../ui/toast.tsx'

/** Set while changes wait in the offline queue, so a page opens the queue only when there is one. */
const QUEUED = 'harambee-offline-queue'
type Queue = typeof import('./offline-queue.ts')
/** The queue's module once loaded: a change is held only then, never lost to a module that cannot load offline. */
let loaded: Queue | null = null
const queue = () => import('./offline-queue.ts').then((module) => (loaded = module))

/** Work the page can wait for: when the browser is next idle (at the latest after 5 s), or in a task of its own where it cannot say (Safari). */
function whenIdle(work: () => void) {
  if ('requestIdleCallback' in window) requestIdleCallback(work, { timeout: 5000 })
  else setTimeout(work, 0)
}

/** A field as the server last showed it: what the page was rendered with, whatever the member typed since. */
function seenValue(form: HTMLFormElement, name: string) {
  const field = form.elements.namedItem(name)
  if (field instanceof HTMLSelectElement) return ([...field.options].find((option) => option.defaultSelected) ?? field.options[0])?.value ?? ''
  return field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement ? field.defaultValue : ''
}

/**
 * Offline and installable (ADR 067; the layout's head links the manifest): the service worker,
 * registered once the page has loaded; the texts the worker shows on a saved copy (it cannot render
 * them); and, while offline, the queue for saving a grant and an application's changes, sent when
 * the connection returns. Online, every form posts as it always does (and works without JavaScript).
 */
export function OfflineSupport({ scope }: { scope: string | null }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => {
      // Each when the browser is idle, in a task of its own: on a phone that has just hydrated the page,
      // registering the worker and loading the queue are long tasks that would hold up a first tap (ADR 087).
      whenIdle(() => navigator.serviceWorker.register('/sw.js').catch(() => {}))
      // A member's queue must load offline too: fetched once online, the worker keeps it with the assets.
      if (scope) whenIdle(() => queue().catch(() => {}))
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    const send = async () => {
      if (!scope || !navigator.onLine || !localStorage.getItem(QUEUED)) return
      const result = await (await queue()).sendQueued(scope, (ok, message) => (ok ? toast.success(message) : toast.error(message)))
      if (result === 'signed-out') forget()
      else if (result === 'sent') localStorage.removeItem(QUEUED)
      revalidate.current()
    }
    const forget = () => {
      localStorage.removeItem(QUEUED)
      queue().then((q) => q.forgetQueue())
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      const path = new URL(form.action, location.href).pathname
      if (path === '/auth/sign-out') {
        // Nothing private stays on a shared phone (the server's Clear-Site-Data does it too).
        navigator.serviceWorker.controller?.postMessage('sign-out')
        return forget()
      }
      if (navigator.onLine || !scope || !loaded) return
      const fields = changeOf(path, new FormData(form, event.submitter), (name) => seenValue(form, name))
      if (!fields) return
      event.preventDefault()
      event.stopImmediatePropagation()
      loaded.queueChange({ scope, fields }).then(
        () => {
          localStorage.setItem(QUEUED, '1')
          toast.success(t('offline.queued'))
        },
        () => toast.error(t('offline.notQueued')),
      )
    }
    // Offline, a link opens as a whole page, so the worker can answer with the saved copy.
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element).closest?.('a[href]')
      if (!navigator.onLine && link instanceof HTMLAnchorElement && link.origin === location.origin) event.stopImmediatePropagation()
    }
    send()
    window.addEventListener('online', send)
    window.addEventListener('submit', onSubmit, true)
    window.addEventListener('click', onClick, true)
    return () => {
      window.removeEventListener('load', register)
      window.removeEventListener('online', send)
      window.removeEventListener('submit', onSubmit, true)
      window.removeEventListener('click', onClick, true)
    }
  }, [scope])
  return <div hidden data-offline-scope={scope ?? undefined} data-offline-locale={INTL_LOCALES[currentLanguage()]} data-offline-copy={t('offline.savedCopy', { time: '{time}' })} />
}
