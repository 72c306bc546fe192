/** Home hero: people gathered under a baobab on a hill at sunrise, a verified mark beside them ("harambee": pulling together). */
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg aria-hidden viewBox="0 0 240 150" className={`text-primary ${className}`}>
      <circle cx="64" cy="62" r="30" className="fill-accent" opacity=".75" />
      <ellipse cx="120" cy="128" rx="110" ry="18" fill="currentColor" opacity=".25" />
      <ellipse cx="132" cy="132" rx="76" ry="12" fill="currentColor" opacity=".45" />
      <path d="M113 128c3-14 3-30-1-44h22c-4 14-4 30-1 44z" fill="currentColor" />
      <path d="M117 86 103 66m20 18V58m6 28 14-20" stroke="currentColor" strokeWidth="4" strokeLinecap="round" />
      <ellipse cx="100" cy="62" rx="18" ry="8" fill="currentColor" />
      <ellipse cx="123" cy="54" rx="20" ry="9" fill="currentColor" />
      <ellipse cx="146" cy="62" rx="18" ry="8" fill="currentColor" />
      <g className="fill-accent">
        <circle cx="82" cy="104" r="5" />
        <circle cx="160" cy="102" r="5" />
        <circle cx="174" cy="106" r="4.5" />
      </g>
      <path d="M75 128c0-10 3-17 7-17s7 7 7 17zm78 0c0-11 3-19 7-19s7 8 7 19zm14 0c0-9 3-15 7-15s6 6 6 15z" fill="currentColor" opacity=".8" />
      <circle cx="198" cy="40" r="16" className="fill-card" stroke="currentColor" strokeWidth="4" />
      <path d="m191 40 5 6 10-11" fill="none" stroke="currentColor" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  )
}
