import { Form } from 'react-router'
import { Button } from '../ui/button.tsx'
import { inputClass, typedTextClass } from '../ui/field.tsx'

/**
 * A staff queue's refusal of one item (decline, reject): its reason, typed in, then the button. When
 * the reason was refused (`invalid`), the field says why (`message`) and keeps what was typed (`value`).
 */
export function ReasonForm(props: {
  intent: string
  id: string
  fieldId: string
  label: string
  value: string
  maxLength: number
  invalid: boolean
  message?: string
  action: string
  actionLabel?: string
  pending: boolean
  pendingText: string
}) {
  const { fieldId, invalid } = props
  return (
    <Form method="post" className="flex flex-1 flex-wrap items-end gap-2">
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.id} />
      <div className="min-w-56 flex-1">
        <label htmlFor={fieldId} className="block text-xs font-medium">
          {props.label}
        </label>
        <input
          id={fieldId}
          name="reason"
          defaultValue={props.value}
          className={`${inputClass} ${typedTextClass}`}
          maxLength={props.maxLength}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={invalid ? `${fieldId}-error` : undefined}
        />
        {invalid ? (
          <p id={`${fieldId}-error`} role="alert" className="text-sm text-destructive">
            {props.message}
          </p>
        ) : null}
      </div>
      <Button type="submit" size="sm" variant="destructive" pending={props.pending} pendingText={props.pendingText} aria-label={props.actionLabel}>
        {props.action}
      </Button>
    </Form>
  )
}
