import { Form } from 'react-router'
import { Button } from '../ui/button.tsx'
import { inputClass, typedTextClass } from '../ui/field.tsx'

interface ReasonField {
  id: string
  label: string
  /** What was typed, kept when the reason was refused. */
  value: string
  maxLength: number
}

interface ReasonButton {
  text: string
  /** The button's name for screen readers, when the text alone does not say which item. */
  label?: string
  pending: boolean
  pendingText: string
}

/**
 * A staff queue's refusal of one item (decline, reject): its reason, typed in, then the button.
 * `refusal` is why the reason was refused (null when it was not): the field says so.
 */
export function ReasonForm({ intent, id, field, refusal, button }: { intent: string; id: string; field: ReasonField; refusal: string | null; button: ReasonButton }) {
  const invalid = refusal !== null
  return (
    <Form method="post" className="flex flex-1 flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="id" value={id} />
      <div className="min-w-56 flex-1">
        <label htmlFor={field.id} className="block text-xs font-medium">
          {field.label}
        </label>
        <input
          id={field.id}
          name="reason"
          defaultValue={field.value}
          className={`${inputClass} ${typedTextClass}`}
          maxLength={field.maxLength}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${field.id}-error` : undefined}
        />
        {invalid ? (
          <p id={`${field.id}-error`} role="alert" className="text-sm text-destructive">
            {refusal}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" variant="destructive" pending={button.pending} pendingText={button.pendingText} aria-label={button.label}>
        {button.text}
      </Button>
    </Form>
  )
}
