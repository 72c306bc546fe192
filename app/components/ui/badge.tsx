/** Badge tones (docs/design.md): small rounded labels; colour is never the only signal, the words are. */
export const BADGE_TONES = {
  neutral: 'border border-border bg-muted text-foreground',
  brand: 'bg-secondary text-secondary-foreground',
  strong: 'bg-primary text-primary-foreground',
  highlight: 'bg-accent text-accent-foreground',
  warning: 'bg-warning-soft text-warning-foreground',
  danger: 'bg-destructive-soft text-destructive',
} as const

export function badgeClass(tone: keyof typeof BADGE_TONES = 'neutral', extra = '') {
  return `inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold ${BADGE_TONES[tone]} ${extra}`
}
