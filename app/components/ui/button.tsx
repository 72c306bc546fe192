import type { ComponentProps } from 'react'
import { Link } from 'react-router'

/** Spec §9 button variants. */
export const BUTTON_VARIANTS = {
  default: 'bg-primary text-primary-foreground hover:opacity-90',
  destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
  outline: 'border border-border bg-card hover:bg-muted',
  secondary: 'bg-secondary text-secondary-foreground hover:opacity-90',
  ghost: 'hover:bg-muted',
  link: 'text-primary underline-offset-4 hover:underline',
  hero: 'bg-primary text-primary-foreground shadow-lg hover:opacity-90 text-base px-6 py-3',
  accent: 'bg-accent text-accent-foreground hover:opacity-90',
} as const
export type ButtonVariant = keyof typeof BUTTON_VARIANTS

// Below lg (phones and tablets, fingers) every size is at least 44 px tall: issue 9's tap targets.
const SIZES = { default: 'h-11 lg:h-10 px-4 py-2', sm: 'h-11 lg:h-9 px-3 text-sm', lg: 'h-11 px-6', icon: 'h-11 w-11 lg:h-10 lg:w-10' } as const

export function buttonClass(variant: ButtonVariant = 'default', size: keyof typeof SIZES = 'default', extra = '') {
  return `inline-flex items-center justify-center gap-2 rounded-md text-sm font-medium transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60 ${variant === 'hero' ? '' : SIZES[size]} ${BUTTON_VARIANTS[variant]} ${extra}`
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
