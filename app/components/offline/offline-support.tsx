import { useEffect, useRef } from 'react'
import { useRevalidator } from 'react-router'
import { t } from '../../i18n/index.ts'
import { toast } from '../ui/toast.tsx'
import { QUEUED_FLAG } from './queued-flag.ts'

/** The forms whose changes wait on the phone while offline: a grant's Save, an application's own form. */
const QUEUED_FORMS = /^\/(grant\/[\w-]+\/save|dashboard\/applications\/[\w-]+)$/

/**
 * Offline and installable (ADR 067): the manifest; the service worker, registered once the page has
 * loaded; the texts the worker shows on a saved copy (it cannot render them); and, while offline,
 * the queue for saving a grant and an application's changes, sent when the connection returns.
 * Online, every form posts as it always does (and works without JavaScript).
 */
export function OfflineSupport({ scope }: { scope: string | null }) {
  const revalidator = useRevalidator()
  const revalidate = useRef(revalidator.revalidate)
  revalidate.current = revalidator.revalidate
  useEffect(() => {
    if (!('serviceWorker' in navigator)) return
    const register = () => {
      navigator.serviceWorker.register('/sw.js').catch(() => {})
      // A member's queue must load offline too: fetched once now, the worker keeps it with the assets.
      if (scope && navigator.onLine) import('./offline-queue.ts')
    }
    if (document.readyState === 'complete') register()
    else window.addEventListener('load', register, { once: true })
    const send = () => {
      if (scope && navigator.onLine && localStorage.getItem(QUEUED_FLAG)) import('./offline-queue.ts').then((queue) => queue.sendQueued(scope, () => revalidate.current()))
    }
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement
      const path = new URL(form.action, location.href).pathname
      if (path === '/auth/sign-out') {
        // Nothing private stays on a shared phone (the server's Clear-Site-Data does it too).
        navigator.serviceWorker.controller?.postMessage('sign-out')
        import('./offline-queue.ts').then((queue) => queue.forgetQueue())
        return
      }
      if (navigator.onLine || !scope || !QUEUED_FORMS.test(path) || form.elements.namedItem('intent')) return
      event.preventDefault()
      event.stopImmediatePropagation()
      import('./offline-queue.ts').then((queue) => queue.queueForm(scope, form, event.submitter)).then(() => toast.success(t('offline.queued')))
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
  return (
    <>
      <link rel="manifest" href="/manifest.webmanifest" />
      <div hidden data-offline-scope={scope ?? undefined} data-offline-copy={t('offline.savedCopy', { time: '{time}' })} />
    </>
  )
}
