import type { ComponentProps } from 'react'
import { Link } from 'react-router'

/**
 * Spec §9 button variants (docs/design.md). `destructive` is outlined: a page of red buttons
 * alarms more than it helps. Solid red (`destructive-solid`) is kept for the one final confirm.
 */
export const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:opacity-90',
  destructive: 'border border-destructive bg-card text-destructive hover:bg-destructive-soft',
  'destructive-solid': 'bg-destructive text-destructive-foreground hover:opacity-90',
  outline: 'border border-input bg-card hover:bg-muted',
  secondary: 'bg-secondary text-secondary-foreground hover:opacity-90',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  hero: 'min-h-12 bg-primary px-6 text-base text-primary-foreground shadow-sm hover:opacity-90',
  accent: 'bg-accent text-accent-foreground hover:opacity-90',
} as const
export type ButtonVariant = keyof typeof BUTTON_VARIANTS

/** Below lg (phones and tablets, fingers) every size is at least 44 px tall: issue 9's tap targets. */
const SIZES = { default: 'min-h-11 lg:min-h-10 px-4 py-2', sm: 'min-h-11 lg:min-h-9 px-3 text-sm', lg: 'min-h-12 px-6 text-base', icon: 'size-11 lg:size-10' } as const

export function buttonClass(variant: ButtonVariant = 'default', size: keyof typeof SIZES = 'default', extra = '') {
  return `inline-flex shrink-0 items-center justify-center gap-2 rounded-md text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 [&_svg]:shrink-0 ${variant === 'hero' ? '' : SIZES[size]} ${BUTTON_VARIANTS[variant]} ${extra}`
}

type ButtonProps = ComponentProps<'button'> & { variant?: ButtonVariant; size?: keyof typeof SIZES; pending?: boolean; pendingText?: string }

/** A button that shows its pending text and is disabled while its form is submitting. */
export function Button({ variant, size, pending, pendingText, className, children, ...props }: ButtonProps) {
  return (
    <button className={buttonClass(variant, size, className)} disabled={pending || props.disabled} aria-busy={pending || undefined} {...props}>
      {pending && pendingText ? pendingText : children}
    </button>
  )
}

export function ButtonLink({ variant, size, className, ...props }: ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: keyof typeof SIZES }) {
  return <Link className={buttonClass(variant, size, className)} {...props} />
}
