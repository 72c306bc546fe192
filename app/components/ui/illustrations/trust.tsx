/** Trust pages: a shield with a check, standing on three layers of review. */
export function TrustIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 160 120" className={`text-primary ${className}`}>
      <path d="M20 104h120M36 112h88M52 96h56" stroke="currentColor" strokeWidth="5" strokeLinecap="round" opacity=".35" />
      <path d="M80 8l40 14v26c0 24-16 38-40 46-24-8-40-22-40-46V22z" fill="currentColor" opacity=".9" />
      <path d="m64 50 11 11 22-24" fill="none" className="stroke-card" strokeWidth="7" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="132" cy="18" r="5" className="fill-accent" />
    </svg>
  )
}
