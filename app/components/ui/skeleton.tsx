/**
 * A grey block where content is still loading (docs/design.md). It pulses only when the member
 * has not asked for reduced motion. Pages render on the server, so skeletons are for what loads
 * after a client-side navigation, never for a first visit.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden className={`rounded-md bg-muted motion-safe:animate-pulse ${className}`} />
}
