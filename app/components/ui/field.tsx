import type { ComponentProps, ReactNode } from 'react'

/** Text inputs, selects and text areas: 44 px tall, 16 px text (phones do not zoom in), a 3:1 border. */
export const inputClass =
  'block min-h-11 w-full rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground focus-visible:outline-2 focus-visible:outline-ring aria-invalid:border-destructive disabled:cursor-not-allowed disabled:bg-muted'

/** The ids a field's hint and error are read from (aria-describedby). */
function describedBy(id: string, hint: unknown, error: unknown) {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
}

/** The field's hint (before typing: a format, a length) and its error, beside it. */
function HintAndError({ id, hint, error }: { id: string; hint?: ReactNode; error?: string }) {
  return (
    <>
      {hint ? (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </>
  )
}

/**
 * Typed text takes the direction of its first letter (an English name in an Arabic form, an Arabic
 * title in an English one) and, while empty, the page's: `unicode-bidi: plaintext`, not dir="auto",
 * which Chromium reads as left to right while a field is empty, cutting an Arabic placeholder at its
 * start. An address or a link always reads left to right (so "https://" never becomes "//:https").
 */
export const typedTextClass = '[unicode-bidi:plaintext]'
export function typedText(type: string | undefined): { dir?: 'ltr'; className: string } {
  if (type === 'email' || type === 'url') return { dir: 'ltr', className: inputClass }
  const text = type === undefined || type === 'text' || type === 'search' || type === 'tel'
  return { className: text ? `${inputClass} ${typedTextClass}` : inputClass }
}

/** A labelled input; the label is always visible and tied to the input. */
export function Field({ label, id, hint, error, ...props }: ComponentProps<'input'> & { label: ReactNode; id: string; hint?: ReactNode; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input id={id} {...typedText(props.type)} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <HintAndError id={id} hint={hint} error={error} />
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

/** A select in a form, labelled like Field, with its hint and error beside it. */
export function SelectField({ label, id, hint, error, className = '', children, ...props }: ComponentProps<'select'> & { label: ReactNode; id: string; hint?: ReactNode; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={id} className={`${inputClass} ${className}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props}>
        {children}
      </select>
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  )
}

export function TextAreaField({ label, id, hint, error, ...props }: ComponentProps<'textarea'> & { label: ReactNode; id: string; hint?: ReactNode; error?: string }) {
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <textarea id={id} name={id} rows={4} className={`${inputClass} ${typedTextClass}`} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, hint, error)} {...props} />
      <HintAndError id={id} hint={hint} error={error} />
    </div>
  )
}

/**
 * A group of tick boxes with its legend, hint and error (sectors, regions): each box 44 px tall on
 * phones, one column at the narrowest, and the group focusable so the error summary can jump to it.
 */
export function CheckboxGroup({
  legend,
  name,
  options,
  label,
  checked,
  error,
  hint,
}: {
  legend: string
  name: string
  options: readonly string[]
  label: (id: string) => string
  checked: readonly string[]
  error?: string
  hint?: string
}) {
  return (
    <fieldset id={name} tabIndex={-1} aria-describedby={describedBy(name, hint, error)}>
      <legend className="text-sm font-medium">{legend}</legend>
      <HintAndError id={name} hint={hint} error={error} />
      <div className="mt-2 grid grid-cols-1 gap-2 min-[360px]:grid-cols-2 sm:grid-cols-3">
        {options.map((option) => (
          <label key={option} className="flex min-h-11 items-center gap-2 text-sm lg:min-h-0">
            <input type="checkbox" name={name} value={option} defaultChecked={checked.includes(option)} className="size-4" />
            {label(option)}
          </label>
        ))}
      </div>
    </fieldset>
  )
}
