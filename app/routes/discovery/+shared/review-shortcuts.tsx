import { type KeyboardEvent as ReactKeyboardEvent, type RefObject, useEffect } from 'react'
import { t } from '../../../i18n/index.ts'

/** Inputs a reviewer types into (a tick box or a button is not typed into). */
const NOT_TYPED = new Set(['checkbox', 'radio', 'button', 'submit', 'reset', 'image', 'file', 'color', 'range'])

/** Whether a key press is typing in a field (a text input, a text area, a list, an editable element). */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false
  if (target.isContentEditable || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement) return true
  return target instanceof HTMLInputElement && !NOT_TYPED.has(target.type)
}

/**
 * The letter a key stands for: the letter typed, or on a keyboard whose letters are not Latin (an
 * Arabic one) the Latin letter of the key's place, so P, R and N work in every layout.
 */
function letter(event: KeyboardEvent): string {
  if (/^[a-z]$/i.test(event.key)) return event.key.toLowerCase()
  return /^Key[A-Z]$/.test(event.code) ? event.code.slice(3).toLowerCase() : ''
}

/**
 * The review page's keyboard (issue 25 §2), JavaScript on: P presses the form's Publish button (the
 * same form and the same action as a click), R moves to the reason for rejecting, N opens the next
 * grant (the same address as the "Next grant" link). Ignored while typing in a field, with a
 * modifier held, or while a form is being sent.
 */
export function useReviewShortcuts({
  publish,
  reason,
  next,
}: {
  publish: RefObject<HTMLButtonElement | null>
  reason: RefObject<HTMLTextAreaElement | null>
  next: RefObject<HTMLAnchorElement | null>
}) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.repeat || event.ctrlKey || event.metaKey || event.altKey || typing(event.target)) return
      const key = letter(event)
      const button = publish.current
      if (key === 'p' && button && !button.disabled && button.form) {
        event.preventDefault()
        button.form.requestSubmit(button)
      } else if (key === 'r' && reason.current && !reason.current.disabled) {
        event.preventDefault()
        reason.current.focus()
      } else if (key === 'n' && next.current) {
        event.preventDefault()
        next.current.click()
      }
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [publish, reason, next])
}

/** In the reason for rejecting, Enter sends the form (Shift+Enter starts a new line). */
export function submitOnEnter(event: ReactKeyboardEvent<HTMLTextAreaElement>) {
  if (event.key !== 'Enter' || event.shiftKey || event.ctrlKey || event.metaKey || event.altKey || event.nativeEvent.isComposing) return
  event.preventDefault()
  event.currentTarget.form?.requestSubmit()
}

/** The keys, as the legend shows them. */
function Key({ children }: { children: string }) {
  return <kbd className="rounded border border-border bg-muted px-1.5 py-0.5 font-mono text-xs text-foreground">{children}</kbd>
}

/** The visible legend of the shortcuts that work on this page (shown once JavaScript runs). */
export function ShortcutLegend({ canReview, hasNext }: { canReview: boolean; hasNext: boolean }) {
  const items: Array<[string, string]> = [
    ...(canReview
      ? ([
          ['P', t('discovery.grant.shortcutPublish')],
          ['R', t('discovery.grant.shortcutReject')],
        ] as Array<[string, string]>)
      : []),
    ...(hasNext ? ([['N', t('discovery.grant.shortcutNext')]] as Array<[string, string]>) : []),
  ]
  if (!items.length) return null
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-xs text-muted-foreground" data-testid="shortcut-legend">
      <span id="shortcut-legend" className="font-medium text-foreground">
        {t('discovery.grant.shortcuts')}
      </span>
      <ul className="flex flex-wrap items-center gap-x-4 gap-y-1" aria-labelledby="shortcut-legend">
        {items.map(([key, what]) => (
          <li key={key} className="flex items-center gap-1.5">
            <Key>{key}</Key>
            <span>{what}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
