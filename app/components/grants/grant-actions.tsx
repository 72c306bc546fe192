import { Heart } from 'lucide-react'
import { useEffect } from 'react'
import { Link, useFetcher, useLocation } from 'react-router'
import { toast } from '../ui/toast.tsx'
import { t, type MessageId } from '../../i18n/index.ts'
import { buttonClass } from '../ui/button.tsx'
import { useHydrated } from '../ui/use-hydrated.ts'

type ActionResult = { message: MessageId; ok: boolean }

/** With JavaScript the action answers with data (shown as a toast); without, it redirects back with a message. */
function FormContext() {
  const location = useLocation()
  const hydrated = useHydrated()
  return (
    <>
      <input type="hidden" name="redirectTo" value={location.pathname + location.search} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
    </>
  )
}

function useResultToast(data: ActionResult | undefined) {
  useEffect(() => {
    if (!data) return
    if (data.ok) toast.success(t(data.message))
    else toast.error(t(data.message))
  }, [data])
}

export function SaveToggle({ grantId, saved, title, size = 'icon' }: { grantId: string; saved: boolean; title: string; size?: 'icon' | 'default' }) {
  const fetcher = useFetcher<ActionResult>()
  useResultToast(fetcher.data)
  const pending = fetcher.formData?.get('save')
  const isSaved = pending != null ? pending === '1' : saved
  const label = `${isSaved ? t('grant.unsave') : t('grant.save')}: ${title}`
  return (
    <fetcher.Form method="post" action={`/grant/${grantId}/save`}>
      <FormContext />
      <input type="hidden" name="save" value={isSaved ? '0' : '1'} />
      <button
        type="submit"
        aria-pressed={isSaved}
        aria-label={label}
        title={label}
        aria-busy={fetcher.state !== 'idle' || undefined}
        className={buttonClass('ghost', size === 'icon' ? 'icon' : 'default', isSaved ? 'text-destructive' : 'text-muted-foreground')}
      >
        <Heart aria-hidden size={20} className="shrink-0" fill={isSaved ? 'currentColor' : 'none'} />
        {size === 'default' ? <span>{isSaved ? t('grant.unsave') : t('grant.save')}</span> : null}
      </button>
    </fetcher.Form>
  )
}

export function ApplyButton({ grantId, applied, className = '' }: { grantId: string; applied: boolean; className?: string }) {
  const fetcher = useFetcher<ActionResult>()
  useResultToast(fetcher.data)
  if (applied || fetcher.data?.ok) {
    return (
      <Link to="/dashboard" className={buttonClass('secondary', 'sm', className)}>
        {t('grant.viewApplication')}
      </Link>
    )
  }
  const busy = fetcher.state !== 'idle'
  return (
    <fetcher.Form method="post" action={`/grant/${grantId}/apply`}>
      <FormContext />
      <button type="submit" disabled={busy} aria-busy={busy || undefined} className={buttonClass('default', 'sm', className)}>
        {busy ? t('common.loading') : t('grant.applyNow')}
      </button>
    </fetcher.Form>
  )
}
