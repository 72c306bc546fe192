import type { ReactNode } from 'react'
import { Form } from 'react-router'
import { Button, type ButtonVariant } from './button.tsx'

/**
 * One action on one row of a list (resend, withdraw, remove, revoke…): a small post form carrying
 * the intent and the row's id, and its button. The button's words (children) name what it acts on,
 * for screen readers at least (`Remove <span className="sr-only"> {name}</span>`).
 */
export function RowActionForm({
  action,
  intent,
  id,
  variant,
  pending,
  pendingText,
  className,
  before,
  children,
}: {
  action: string
  intent: string
  id: string
  variant: ButtonVariant
  /** Whether this row's action is the one being sent. */
  pending: boolean
  pendingText: string
  className?: string
  /** Shown in the form above the button (a confirmation). */
  before?: ReactNode
  children: ReactNode
}) {
  return (
    <Form method="post" action={action} className={className}>
      {before}
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <Button type="submit" size="sm" variant={variant} pending={pending} pendingText={pendingText}>
        {children}
      </Button>
    </Form>
  )
}
