import { Link } from 'react-router'

export interface ActivityItem {
  id: number
  text: string
  date: string
  at: string
  link: string | null
}

/** Who did what, newest first: each entry in words (written on the server, in the reader's language) with its date. */
export function ActivityList({ entries, empty }: { entries: ActivityItem[]; empty: string }) {
  if (entries.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>
  return (
    <ol className="divide-y divide-border rounded-lg border border-border bg-card" data-testid="activity">
      {entries.map((e) => (
        <li key={e.id} className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 p-3 text-sm">
          {e.link ? (
            <Link to={e.link} className="min-w-0 hover:underline">
              {e.text}
            </Link>
          ) : (
            <span className="min-w-0">{e.text}</span>
          )}
          <time dateTime={e.at} className="shrink-0 text-xs text-muted-foreground">
            {e.date}
          </time>
        </li>
      ))}
    </ol>
  )
}
