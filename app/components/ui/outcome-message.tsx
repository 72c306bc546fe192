import { useEffect } from 'react'
import { toast } from './toast.tsx'
import { useHydrated } from './use-hydrated.ts'

/**
 * The outcome of something the member did: a toast once JavaScript runs, and the same words
 * rendered by the server before that (or without it).
 */
export function OutcomeMessage({ text, error = false }: { text: string | null; error?: boolean }) {
  const hydrated = useHydrated()
  useEffect(() => {
    if (!text) return
    if (error) toast.error(text)
    else toast.success(text)
  }, [text, error])
  if (!text || hydrated) return null
  return (
    <div role="status" className={`mx-auto mt-4 max-w-7xl rounded-md border px-4 py-3 text-sm ${error ? 'border-destructive text-destructive' : 'border-primary text-foreground'}`}>
      {text}
    </div>
  )
}
