/** How it works: a path of steps from sign-up to a flag, each step a ring; it runs the way the page reads (mirrored right to left). */
export function JourneyIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 200 90" className={`text-primary rtl:-scale-x-100 ${className}`}>
      <path d="M16 70c30 0 30-40 62-40s30 40 62 40 26-30 40-44" fill="none" stroke="currentColor" strokeWidth="3" strokeDasharray="6 7" strokeLinecap="round" opacity=".45" />
      <circle cx="16" cy="70" r="9" fill="currentColor" />
      <circle cx="78" cy="30" r="9" className="fill-card" stroke="currentColor" strokeWidth="4" />
      <circle cx="140" cy="70" r="9" className="fill-card" stroke="currentColor" strokeWidth="4" />
      <path d="M180 26V6m0 0h14l-4 6 4 6h-14" fill="none" stroke="currentColor" strokeWidth="3" strokeLinejoin="round" />
      <path d="M180 6h14l-4 6 4 6h-14z" className="fill-accent" />
    </svg>
  )
}
