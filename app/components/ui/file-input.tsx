import { useState } from 'react'
import { t } from '../../i18n/index.ts'

/** "1.2 MB", "640 kB": a file's size as a member reads it. */
export function formatBytes(bytes: number) {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`
  return `${Math.max(1, Math.round(bytes / 1024))} kB`
}

/**
 * A file input with a visible label: the browser's own control (so it works without JavaScript),
 * styled as a button; once JavaScript runs, the chosen files are listed with their sizes below it.
 */
export function FileInput({ id, label, multiple, accept, describedBy }: { id: string; label: string; multiple?: boolean; accept: string; describedBy?: string }) {
  const [chosen, setChosen] = useState<Array<{ name: string; size: number }>>([])
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <input
        id={id}
        name={id}
        type="file"
        multiple={multiple}
        accept={accept}
        aria-describedby={describedBy}
        onChange={(e) => setChosen([...(e.currentTarget.files ?? [])].map((f) => ({ name: f.name, size: f.size })))}
        className="block w-full rounded-md border border-dashed border-border bg-card p-2 text-sm text-muted-foreground file:me-3 file:min-h-11 file:cursor-pointer file:rounded-md file:border-0 file:bg-secondary file:px-4 file:py-2 file:text-sm file:font-medium file:text-secondary-foreground focus-visible:outline-2 focus-visible:outline-ring"
      />
      {chosen.length ? (
        <div className="text-sm" data-testid={`${id}-chosen`}>
          <p className="text-muted-foreground">{t('documents.chosen')}</p>
          <ul className="mt-1 space-y-0.5">
            {chosen.map((f) => (
              <li key={`${f.name}-${f.size}`} className="flex justify-between gap-3">
                <bdi className="min-w-0 break-all">{f.name}</bdi>
                <span className="shrink-0 text-muted-foreground">{formatBytes(f.size)}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  )
}
