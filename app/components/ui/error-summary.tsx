import { useEffect, useRef } from 'react'
import { t } from '../../i18n/index.ts'

/**
 * The GOV.UK error summary: one box above a refused form, "There is a problem" and every message
 * as a link to its field (`#id`), announced (role="alert") and focused when it appears, so a member
 * on a phone sees that, and where, something needs fixing. Each field shows its own message too.
 * `errors` maps a field's id to its message; a message whose id names no field (`form`) is listed
 * without a link.
 */
export function ErrorSummary({ errors, fields = {} }: { errors: Record<string, string> | null | undefined; fields?: Record<string, string> }) {
  const ref = useRef<HTMLDivElement>(null)
  const entries = Object.entries(errors ?? {}).filter(([, message]) => message)
  const key = entries.map(([id, message]) => `${id}:${message}`).join('|')
  useEffect(() => {
    if (key) ref.current?.focus()
  }, [key])
  if (!entries.length) return null
  return (
    <div
      ref={ref}
      role="alert"
      aria-labelledby="error-summary-title"
      tabIndex={-1}
      className="mt-4 rounded-md border-2 border-destructive bg-card p-4 focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="error-summary"
    >
      <h2 id="error-summary-title" className="text-base font-semibold">
        {t('form.problem')}
      </h2>
      <ul className="mt-2 list-disc space-y-1 ps-5 text-sm">
        {entries.map(([id, message]) => (
          <li key={id}>
            {id === 'form' || fields[id] === '' ? (
              <span className="text-destructive">{message}</span>
            ) : (
              <a href={`#${fields[id] ?? id}`} className="font-medium text-destructive underline">
                {message}
              </a>
            )}
          </li>
        ))}
      </ul>
    </div>
  )
}

/** "Up to 200 characters": the hint shown under a field with a maximum length, before typing. */
export function lengthHint(max: number) {
  return t('form.maxChars', { max })
}
