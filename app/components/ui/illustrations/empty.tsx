/** Empty states: a magnifying glass over an empty page, its lines of text starting where the page’s do (mirrored right to left). */
export function EmptyIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 120 96" className={`text-primary rtl:-scale-x-100 ${className}`}>
      <rect x="22" y="10" width="56" height="72" rx="6" className="fill-card" stroke="currentColor" strokeWidth="3" opacity=".5" />
      <path d="M34 28h32M34 40h24M34 52h28" stroke="currentColor" strokeWidth="3" strokeLinecap="round" opacity=".3" />
      <circle cx="76" cy="56" r="18" className="fill-card" stroke="currentColor" strokeWidth="5" />
      <path d="m89 69 15 15" stroke="currentColor" strokeWidth="7" strokeLinecap="round" />
      <circle cx="100" cy="20" r="4" className="fill-accent" />
    </svg>
  )
}
