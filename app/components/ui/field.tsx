import type { ComponentProps, ReactNode } from 'react'

/** Text inputs, selects and text areas: 44 px tall, 16 px text (phones do not zoom in), a 3:1 border. */
export const inputClass =
  'block min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive'

/** A labelled input; the label is always visible and tied to the input. */
export function Field({ label, id, hint, error, ...props }: ComponentProps<'input'> & { label: ReactNode; id: string; hint?: ReactNode; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} className={inputClass} aria-invalid={error ? true : undefined} aria-describedby={hint || error ? `${id}-hint` : undefined} {...props} />
      {error ? (
        <p id={`${id}-hint`} className="text-sm text-destructive">
          {error}
        </p>
      ) : hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

export function Select({ label, id, children, ...props }: ComponentProps<'select'> & { label: ReactNode; id: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-xs font-medium text-muted-foreground">
        {label}
      </label>
      <select id={id} className={inputClass} {...props}>
        {children}
      </select>
    </div>
  )
}

export function TextAreaField({ label, id, hint, ...props }: ComponentProps<'textarea'> & { label: ReactNode; id: string; hint?: ReactNode }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} name={id} rows={4} className={inputClass} aria-describedby={hint ? `${id}-hint` : undefined} {...props} />
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
    </div>
  )
}

/** The message of a refused form, above it, announced to screen readers. */
export function FormError({ message }: { message?: string | null }) {
  if (!message) return null
  return (
    <p role="alert" className="mt-4 rounded-md border border-destructive bg-destructive-soft px-3 py-2 text-sm text-foreground">
      {message}
    </p>
  )
}
