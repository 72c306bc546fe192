import { useState } from 'react'
import { t } from '../../i18n/index.ts'
import { Button } from './button.tsx'
import { toast } from './toast.tsx'
import { useHydrated } from './use-hydrated.ts'

/**
 * Copies a value to the clipboard, says so in a toast and on the button. Shown only once the page
 * runs JavaScript: without it the value's field is there to select and copy by hand.
 */
export function CopyButton({ value, label = t('common.copy'), copiedLabel = t('common.copied') }: { value: string; label?: string; copiedLabel?: string }) {
  const hydrated = useHydrated()
  const [copied, setCopied] = useState(false)
  if (!hydrated) return null
  return (
    <Button
      type="button"
      variant="outline"
      onClick={() => {
        void navigator.clipboard?.writeText(value).then(() => {
          setCopied(true)
          toast.success(copiedLabel)
        })
      }}
    >
      {copied ? copiedLabel : label}
    </Button>
  )
}
